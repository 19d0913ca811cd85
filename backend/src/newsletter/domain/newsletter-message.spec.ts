import { describe, expect, it } from '@jest/globals';
import { batchCount, batchPositions, messageStatus, RECIPIENTS_PER_BATCH } from './newsletter-message.js';

describe('message to subscribers', () => {
  it('is queued until a recipient is claimed, sending while some wait, done when every recipient has an outcome', () => {
    expect(messageStatus({ recipients: 3, sent: 0, failed: 0, skipped: 0, started: false })).toBe('queued');
    expect(messageStatus({ recipients: 3, sent: 1, failed: 0, skipped: 0, started: true })).toBe('sending');
    expect(messageStatus({ recipients: 3, sent: 1, failed: 1, skipped: 1, started: true })).toBe('done');
  });

  it('is done at once when nobody is subscribed', () => {
    expect(messageStatus({ recipients: 0, sent: 0, failed: 0, skipped: 0, started: false })).toBe('done');
  });

  it('splits recipients into batches that cover every position exactly once', () => {
    const recipients = RECIPIENTS_PER_BATCH * 2 + 1;
    expect(batchCount(recipients)).toBe(3);
    expect(batchCount(0)).toBe(0);
    const covered = Array.from({ length: batchCount(recipients) }, (_, batch) => batchPositions(batch));
    expect(covered[0].first).toBe(1);
    expect(covered[1].first).toBe(covered[0].last + 1);
    expect(covered[2].last).toBeGreaterThanOrEqual(recipients);
  });
});
