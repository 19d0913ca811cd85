import { describe, expect, it } from '@jest/globals';
import type { ModuleRef } from '@nestjs/core';
import type { MinimalJob } from 'bullmq';
import { JOBS, SCHEDULES, type JobName } from '../../application/jobs.js';
import { cappedBackoff, jobOptions } from './job-options.js';
import { JobSchedules } from './job-schedules.js';

describe('job options from the registry', () => {
  it('gives every job a retention for completed and failed runs, so none stays in Redis for ever', () => {
    for (const name of Object.keys(JOBS) as JobName[]) {
      const options = jobOptions(name);
      expect(options.removeOnComplete).toEqual({ age: expect.any(Number), count: expect.any(Number) });
      expect(options.removeOnFail).toEqual({ age: expect.any(Number), count: expect.any(Number) });
    }
  });

  it('registers every scheduled job with its retention and retries', async () => {
    const upserted: { id: string; opts: unknown }[] = [];
    const queue = { upsertJobScheduler: async (id: string, _repeat: unknown, template: { opts: unknown }) => void upserted.push({ id, opts: template.opts }) };
    await new JobSchedules({ get: () => queue } as unknown as ModuleRef).onApplicationBootstrap();
    expect(upserted.map((entry) => entry.id)).toEqual(SCHEDULES.map((schedule) => schedule.id));
    for (const entry of upserted) {
      expect(entry.opts).toMatchObject({ removeOnComplete: { age: 24 * 3600, count: 100 }, removeOnFail: { age: expect.any(Number), count: expect.any(Number) } });
    }
  });

  it('backs a mail off 5 s, 10 s, 20 s … and then hourly, scaled down for fault tests', () => {
    const mail = (scale: number) => ({ name: 'mail.send', opts: jobOptions('mail.send', scale) }) as unknown as MinimalJob;
    expect([1, 2, 3, 20, 33].map((attempts) => cappedBackoff(attempts, undefined, undefined, mail(1)))).toEqual([5_000, 10_000, 20_000, 3_600_000, 3_600_000]);
    // Two hours of outage in two minutes: the hourly wait becomes a minute (rounded with the first wait).
    expect(cappedBackoff(33, undefined, undefined, mail(60))).toBeGreaterThan(59_000);
    expect(cappedBackoff(33, undefined, undefined, mail(60))).toBeLessThanOrEqual(60_000);
  });
});
