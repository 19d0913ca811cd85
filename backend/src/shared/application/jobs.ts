import type { Language } from '../domain/language.js';

/**
 * The one registry of background jobs: name → queue, payload, retries and backoff. The worker refuses to
 * start when a job listed here has no handler, so nothing can be enqueued that nobody will process.
 */
interface JobPayloads {
  /** Renders a template in the recipient's language and sends it. */
  'mail.send': {
    to: string;
    template: string;
    language: Language;
    params: Record<string, string | number>;
    /** Parameters that are secrets (a link with a one-time token), sealed by MailSecrets: stored only as ciphertext. */
    sealedParams?: Record<string, string>;
    replyTo?: string;
    headers?: Record<string, string>;
  };
  /**
   * Withdraws the available listings of a seller whose account was deactivated, of a cancelled event or of a category
   * made inactive, and tells each seller why in their language. Enqueued by identity and catalog with the change.
   */
  'marketplace.withdraw-listings': ListingsWithdrawal;
  /**
   * Staff moved a catalogue event to another start (`startsAt`, ISO): its listings take the new date and time, and the
   * buyers of its paid orders are told they may ask for a refund for a while. Enqueued by catalog with the change;
   * idempotent (a move is recorded once).
   */
  'marketplace.event-moved': { eventId: string; event: string; startsAt: string };
  /**
   * Brings one order up to date with the payment provider (paid, expired, a late payment refunded), after a webhook
   * event about it was stored (`eventId`) or when the order was placed. Idempotent: it re-reads the provider's state.
   */
  'marketplace.settle-order': { orderId: string; eventId?: string };
  /**
   * Brings the marketplace's record of a card dispute up to what the provider says now (a dispute webhook was
   * stored): recorded, the order's payout frozen, the books moved, the outcome applied. Idempotent: re-reads the dispute.
   */
  'marketplace.settle-dispute': { providerDisputeId: string; eventId?: string };
  /** Makes the refund staff decided on a buyer's claim, under the claim's own idempotency key. */
  'marketplace.refund-claim': { claimId: string };
  /** Refunds one order in full because its event was cancelled (ending its hold first if it is still held). */
  'marketplace.refund-for-cancelled-event': { orderId: string; event: string };
  /** Closes the checkouts of holds that ran out (releasing their tickets) and makes owed refunds. Scheduled. */
  'marketplace.lapse-holds': Record<string, never>;
  /**
   * Offers an event's listings that wait for the waiting list's matching to the longest-waiting entries they satisfy,
   * and puts the rest on sale. Queued by the database (trigger of migration 1764910000000) with the change that made
   * tickets available; idempotent: a run finds nothing left to do.
   */
  'marketplace.match-waiting-list': { eventId: string };
  /** Lapses waiting-list offers whose window ran out; their tickets go to the next entry. Scheduled; idempotent. */
  'marketplace.lapse-waiting-list-offers': Record<string, never>;
  /** Marks available listings whose event day has passed as expired. Scheduled, see SCHEDULES. */
  'marketplace.expire-listings': Record<string, never>;
  /** After staff changed the resale caps: sellers of listings now over theirs are told, once per cap. */
  'marketplace.tell-sellers-over-cap': Record<string, never>;
  /**
   * The payout run: releases the money of sales whose event and claim window are over to their sellers, and transfers
   * what each seller is owed to their payout account (one transfer per seller per run). Scheduled.
   */
  'payouts.release-funds': Record<string, never>;
  /**
   * Recovers what a seller owes back once a dispute was lost after their share was paid out: reverses their latest
   * transfers for the amount, each under a key made from our reversal record. Idempotent: it recomputes what is owed.
   */
  'payouts.recover-from-seller': { sellerId: string };
  /**
   * Reconciles one Riga day (YYYY-MM-DD; the day before when absent, as scheduled) of the books against the payment
   * provider's balance transactions, replacing that day's report. Read-only on both sides: re-runnable.
   */
  'payouts.reconcile-day': { day?: string };
  /** E-mails sellers whose money waits for a payout account that is not active, at most once every 7 days. Scheduled. */
  'payouts.remind-payout-accounts': Record<string, never>;
  /** Writes the DAC7 report (CSV and XML) of a year that staff asked for. */
  'payouts.export-dac7': { reportId: string };
  /**
   * Writes the CSV file of a back-office list (subscribers, users, tickets, orders, contact messages) that an
   * administrator asked for, from the rows of the context that owns them (restarts from scratch when retried).
   */
  'operations.write-export': { exportId: string };
  /** Sends one batch of a message to subscribers; each recipient is claimed before sending, so never mailed twice. */
  'newsletter.send-batch': { messageId: string; batch: number };
  /** Deletes expired sessions and one-time tokens and old purchase idempotency keys. Scheduled. */
  'operations.prune-expired-records': Record<string, never>;
  /** Puts outbox rows that failed to reach the queue back in line, and reports them. Scheduled. */
  'outbox.retry-stuck': Record<string, never>;
  /**
   * Demo mode only (`npm start`, DEMO_MARKETPLACE): tops the demo's catalogue and listings up with upcoming ones, so a
   * long-running demo never empties out (ADR 0031). Scheduled, and queued once when a demo worker starts; elsewhere
   * a run does nothing.
   */
  'demo.top-up-marketplace': Record<string, never>;
}

/** Why listings are withdrawn, with what the seller's email names (an event's title, a category's name per language). */
export type ListingsWithdrawal =
  | { cause: 'seller-inactive'; sellerId: string }
  | { cause: 'event-cancelled'; eventId: string; event: string }
  | { cause: 'category-inactive'; categoryId: string; category: Record<Language, string> };

export type JobName = keyof JobPayloads;
export type JobPayload<N extends JobName> = JobPayloads[N];

/** Finished jobs older than `ageSeconds`, or beyond the newest `count`, are removed from the queue. */
interface Retention {
  ageSeconds: number;
  count: number;
}

export interface JobDefinition {
  queue: QueueName;
  /** Failed attempts before the job is given up; a dependency being unavailable does not use one up. */
  attempts: number;
  /** The first retry waits backoffMs, each next one twice as long, never more than maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Completed jobs are kept a while (the board, deduplication by job id); failed ones are the dead-letter list. */
  keep: { completed: Retention; failed: Retention };
}

export const QUEUES = ['mail', 'payments', 'maintenance', 'bulk'] as const;
export type QueueName = (typeof QUEUES)[number];

const DAY_SECONDS = 24 * 3600;
const MINUTE_MS = 60_000;
/** At most 50,000 failed jobs per queue, so a storm of failures cannot fill Redis (whose policy is noeviction). */
const KEEP_WORK = { completed: { ageSeconds: 7 * DAY_SECONDS, count: 10_000 }, failed: { ageSeconds: 30 * DAY_SECONDS, count: 50_000 } };
/** A scheduled job runs again soon anyway: the last day of runs, and the last failures, are enough to look at. */
const KEEP_SCHEDULED = { completed: { ageSeconds: DAY_SECONDS, count: 100 }, failed: { ageSeconds: 30 * DAY_SECONDS, count: 1_000 } };

export const JOBS: Record<JobName, JobDefinition> = {
  // 5 s, 10 s … then hourly: 34 attempts span about 24.4 hours (see retryDelayMs), so a long SMTP outage or
  // a day of 4xx answers loses no account or purchase mail. An unreachable server uses up no attempt at all.
  'mail.send': { queue: 'mail', attempts: 34, backoffMs: 5_000, maxBackoffMs: 60 * MINUTE_MS, keep: KEEP_WORK },
  // A provider outage is waited out (an unreachable provider uses up no attempt); the scheduled run retries holds anyway.
  'marketplace.settle-order': { queue: 'payments', attempts: 20, backoffMs: 2_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'marketplace.settle-dispute': { queue: 'payments', attempts: 20, backoffMs: 2_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'marketplace.refund-claim': { queue: 'payments', attempts: 20, backoffMs: 2_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'marketplace.refund-for-cancelled-event': { queue: 'payments', attempts: 20, backoffMs: 2_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'marketplace.lapse-holds': { queue: 'maintenance', attempts: 1, backoffMs: MINUTE_MS, maxBackoffMs: MINUTE_MS, keep: KEEP_SCHEDULED },
  'marketplace.match-waiting-list': { queue: 'maintenance', attempts: 8, backoffMs: 5_000, maxBackoffMs: 5 * MINUTE_MS, keep: KEEP_WORK },
  'marketplace.lapse-waiting-list-offers': { queue: 'maintenance', attempts: 1, backoffMs: MINUTE_MS, maxBackoffMs: MINUTE_MS, keep: KEEP_SCHEDULED },
  'marketplace.expire-listings': { queue: 'maintenance', attempts: 3, backoffMs: MINUTE_MS, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_SCHEDULED },
  'marketplace.tell-sellers-over-cap': { queue: 'maintenance', attempts: 8, backoffMs: 10_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'marketplace.event-moved': { queue: 'maintenance', attempts: 8, backoffMs: 10_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'marketplace.withdraw-listings': { queue: 'maintenance', attempts: 8, backoffMs: 10_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  // A run stopped by a provider outage leaves the rest to the next one; the run is repeatable at any point.
  'payouts.recover-from-seller': { queue: 'payments', attempts: 20, backoffMs: 2_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'payouts.release-funds': { queue: 'maintenance', attempts: 1, backoffMs: MINUTE_MS, maxBackoffMs: MINUTE_MS, keep: KEEP_SCHEDULED },
  // A provider outage fails the attempt; it is tried again later, the report saying so meanwhile.
  'payouts.reconcile-day': { queue: 'maintenance', attempts: 5, backoffMs: MINUTE_MS, maxBackoffMs: 30 * MINUTE_MS, keep: KEEP_SCHEDULED },
  'payouts.remind-payout-accounts': { queue: 'maintenance', attempts: 3, backoffMs: MINUTE_MS, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_SCHEDULED },
  'payouts.export-dac7': { queue: 'bulk', attempts: 5, backoffMs: 5_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'operations.write-export': { queue: 'bulk', attempts: 5, backoffMs: 5_000, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_WORK },
  'newsletter.send-batch': { queue: 'bulk', attempts: 8, backoffMs: 10_000, maxBackoffMs: 30 * MINUTE_MS, keep: KEEP_WORK },
  'operations.prune-expired-records': { queue: 'maintenance', attempts: 3, backoffMs: MINUTE_MS, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_SCHEDULED },
  'outbox.retry-stuck': { queue: 'maintenance', attempts: 1, backoffMs: 1_000, maxBackoffMs: 1_000, keep: KEEP_SCHEDULED },
  'demo.top-up-marketplace': { queue: 'maintenance', attempts: 3, backoffMs: MINUTE_MS, maxBackoffMs: 10 * MINUTE_MS, keep: KEEP_SCHEDULED },
};

/** How long to wait before the retry that follows the `failedAttempts`-th failure. */
export function retryDelayMs(definition: Pick<JobDefinition, 'backoffMs' | 'maxBackoffMs'>, failedAttempts: number): number {
  return Math.min(definition.maxBackoffMs, definition.backoffMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** Recurring jobs. BullMQ's job schedulers run each once per occurrence, however many workers there are. */
export const SCHEDULES: { id: string; job: JobName; pattern: string; tz: string }[] = [
  { id: 'lapse-holds', job: 'marketplace.lapse-holds', pattern: '* * * * *', tz: 'Europe/Riga' },
  { id: 'lapse-waiting-list-offers', job: 'marketplace.lapse-waiting-list-offers', pattern: '* * * * *', tz: 'Europe/Riga' },
  { id: 'expire-listings', job: 'marketplace.expire-listings', pattern: '5 * * * *', tz: 'Europe/Riga' },
  { id: 'release-funds', job: 'payouts.release-funds', pattern: '20 * * * *', tz: 'Europe/Riga' },
  { id: 'reconcile-ledger', job: 'payouts.reconcile-day', pattern: '40 4 * * *', tz: 'Europe/Riga' },
  { id: 'remind-payout-accounts', job: 'payouts.remind-payout-accounts', pattern: '10 11 * * *', tz: 'Europe/Riga' },
  { id: 'prune-expired-records', job: 'operations.prune-expired-records', pattern: '17 3 * * *', tz: 'Europe/Riga' },
  { id: 'retry-stuck-outbox', job: 'outbox.retry-stuck', pattern: '* * * * *', tz: 'Europe/Riga' },
  { id: 'top-up-demo-marketplace', job: 'demo.top-up-marketplace', pattern: '50 * * * *', tz: 'Europe/Riga' },
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

/**
 * Thrown by a handler when a dependency it needs (the SMTP server) cannot be reached: the job waits and tries
 * again without using up an attempt, however long the outage lasts; the worker retries it early once the
 * dependency answers again.
 */
export class DependencyUnavailableJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DependencyUnavailableJobError';
  }
}

/** Thrown by a handler when retrying cannot succeed: the job fails at once and is kept for inspection. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
