export type MessageStatus = 'queued' | 'sending' | 'done';

export interface DeliveryCounts {
  recipients: number;
  sent: number;
  failed: number;
  /** Recipients who unsubscribed between the message being queued and their turn. */
  skipped: number;
  started: boolean;
}

/** Done once every recipient has an outcome; sending from the first claimed recipient on. */
export function messageStatus(counts: DeliveryCounts): MessageStatus {
  if (counts.sent + counts.failed + counts.skipped >= counts.recipients) return 'done';
  return counts.started ? 'sending' : 'queued';
}

/** Recipients per batch job: small enough that a retried batch redoes little, large enough to keep jobs few. */
export const RECIPIENTS_PER_BATCH = 200;

export function batchCount(recipients: number): number {
  return Math.ceil(recipients / RECIPIENTS_PER_BATCH);
}

/** 1-based positions of the recipients of a 0-based batch, inclusive. */
export function batchPositions(batch: number): { first: number; last: number } {
  return { first: batch * RECIPIENTS_PER_BATCH + 1, last: (batch + 1) * RECIPIENTS_PER_BATCH };
}
