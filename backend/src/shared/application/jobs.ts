import type { Language } from '../domain/language.js';

/**
 * The one registry of background jobs: name → queue, payload, retries and backoff. The worker refuses to
 * start when a job listed here has no handler, so nothing can be enqueued that nobody will process.
 */
export interface JobPayloads {
  /** Renders a template in the recipient's language and sends it. */
  'mail.send': {
    to: string;
    template: string;
    language: Language;
    params: Record<string, string | number>;
    replyTo?: string;
    headers?: Record<string, string>;
  };
  /**
   * Withdraws the available listings of a seller whose account was deactivated, of a cancelled event or of a category
   * made inactive, and tells each seller why in their language. Enqueued by identity and catalog with the change.
   */
  'marketplace.withdraw-listings': ListingsWithdrawal;
  /** Marks available listings whose event day has passed as expired. Scheduled, see SCHEDULES. */
  'marketplace.expire-listings': Record<string, never>;
  /** Writes the CSV file of an export requested by an administrator (restarts from scratch when retried). */
  'newsletter.export-subscribers': { exportId: string };
  /** Sends one batch of a message to subscribers; each recipient is claimed before sending, so never mailed twice. */
  'newsletter.send-batch': { messageId: string; batch: number };
  /** Deletes expired sessions and one-time tokens and old purchase idempotency keys. Scheduled. */
  'operations.prune-expired-records': Record<string, never>;
  /** Puts outbox rows that failed to reach the queue back in line, and reports them. Scheduled. */
  'outbox.retry-stuck': Record<string, never>;
}

/** Why listings are withdrawn, with what the seller's email names (an event's title, a category's name per language). */
export type ListingsWithdrawal =
  | { cause: 'seller-inactive'; sellerId: string }
  | { cause: 'event-cancelled'; eventId: string; event: string }
  | { cause: 'category-inactive'; categoryId: string; category: Record<Language, string> };

export type JobName = keyof JobPayloads;
export type JobPayload<N extends JobName> = JobPayloads[N];

export interface JobDefinition {
  queue: QueueName;
  attempts: number;
  backoffMs: number;
}

export const QUEUES = ['mail', 'maintenance', 'bulk'] as const;
export type QueueName = (typeof QUEUES)[number];

export const JOBS: Record<JobName, JobDefinition> = {
  'mail.send': { queue: 'mail', attempts: 8, backoffMs: 5_000 },
  'marketplace.expire-listings': { queue: 'maintenance', attempts: 3, backoffMs: 60_000 },
  'marketplace.withdraw-listings': { queue: 'maintenance', attempts: 8, backoffMs: 10_000 },
  'newsletter.export-subscribers': { queue: 'bulk', attempts: 5, backoffMs: 5_000 },
  'newsletter.send-batch': { queue: 'bulk', attempts: 8, backoffMs: 10_000 },
  'operations.prune-expired-records': { queue: 'maintenance', attempts: 3, backoffMs: 60_000 },
  'outbox.retry-stuck': { queue: 'maintenance', attempts: 1, backoffMs: 1_000 },
};

/** Recurring jobs. BullMQ's job schedulers run each once per occurrence, however many workers there are. */
export const SCHEDULES: { id: string; job: JobName; pattern: string; tz: string }[] = [
  { id: 'expire-listings', job: 'marketplace.expire-listings', pattern: '5 * * * *', tz: 'Europe/Riga' },
  { id: 'prune-expired-records', job: 'operations.prune-expired-records', pattern: '17 3 * * *', tz: 'Europe/Riga' },
  { id: 'retry-stuck-outbox', job: 'outbox.retry-stuck', pattern: '* * * * *', tz: 'Europe/Riga' },
];

/** Implemented once per job name by the context that owns the work; found by the worker at startup. */
export abstract class JobHandler<N extends JobName = JobName> {
  abstract readonly jobName: N;
  abstract handle(payload: JobPayload<N>, attempt: { number: number; jobId: string }): Promise<void>;

  /**
   * Called once when the queue stops trying: the last attempt failed, a PermanentJobError was thrown, or the job
   * was abandoned without running because its workers kept dying under it. Whatever the job left half-done gets
   * its final state here, so that nothing stays "running" forever.
   */
  gaveUp(_payload: JobPayload<N>, _reason: string): Promise<void> {
    return Promise.resolve();
  }
}

/** Thrown by a handler when retrying cannot succeed: the job fails at once and is kept for inspection. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
