import { describe, expect, it } from '@jest/globals';
import { JOBS, retryDelayMs } from './jobs.js';

const HOUR_MS = 3_600_000;

describe('mail retry schedule', () => {
  const mail = JOBS['mail.send'];
  const waits = Array.from({ length: mail.attempts - 1 }, (_, index) => retryDelayMs(mail, index + 1));

  it('keeps trying for at least 24 hours before a mail is given up', () => {
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThanOrEqual(24 * HOUR_MS);
  });

  it('starts within seconds and never waits more than an hour between tries', () => {
    expect(waits[0]).toBeLessThanOrEqual(10_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(HOUR_MS);
  });
});
