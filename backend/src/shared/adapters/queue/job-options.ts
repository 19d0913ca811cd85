import type { JobsOptions, MinimalJob } from 'bullmq';
import { JOBS, retryDelayMs, type JobName } from '../../application/jobs.js';

/** The registry's retry schedule as a BullMQ backoff strategy (workers are given `cappedBackoff`). */
const CAPPED_BACKOFF = 'capped-exponential';

/**
 * BullMQ options of a job, all from the typed registry: attempts, capped backoff, and how long finished jobs stay.
 * `retryTimeScale` divides every wait (QUEUE_RETRY_TIME_SCALE, for fault tests that play hours in minutes).
 */
export function jobOptions(name: JobName, retryTimeScale = 1): JobsOptions {
  const { attempts, backoffMs, keep } = JOBS[name];
  return {
    attempts,
    backoff: { type: CAPPED_BACKOFF, delay: Math.max(1, Math.round(backoffMs / retryTimeScale)) },
    removeOnComplete: { age: keep.completed.ageSeconds, count: keep.completed.count },
    removeOnFail: { age: keep.failed.ageSeconds, count: keep.failed.count },
  };
}

/** BullMQ calls this for the next retry's delay; the job's own first delay carries the time scale it was queued with. */
export function cappedBackoff(attemptsMade: number, _type?: string, _error?: Error, job?: MinimalJob): number {
  const definition = job && job.name in JOBS ? JOBS[job.name as JobName] : undefined;
  if (!definition) return 5_000;
  const first = job?.opts.backoff && typeof job.opts.backoff === 'object' ? (job.opts.backoff.delay ?? definition.backoffMs) : definition.backoffMs;
  return retryDelayMs({ backoffMs: first, maxBackoffMs: (definition.maxBackoffMs * first) / definition.backoffMs }, attemptsMade);
}
