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
}

export type JobName = keyof JobPayloads;
export type JobPayload<N extends JobName> = JobPayloads[N];

export interface JobDefinition {
  queue: QueueName;
  attempts: number;
  backoffMs: number;
}

export const QUEUES = ['mail'] as const;
export type QueueName = (typeof QUEUES)[number];

export const JOBS: Record<JobName, JobDefinition> = {
  'mail.send': { queue: 'mail', attempts: 8, backoffMs: 5_000 },
};

/** Implemented once per job name by the context that owns the work; found by the worker at startup. */
export abstract class JobHandler<N extends JobName = JobName> {
  abstract readonly jobName: N;
  abstract handle(payload: JobPayload<N>, attempt: { number: number; jobId: string }): Promise<void>;
}

/** Thrown by a handler when retrying cannot succeed: the job fails at once and is kept for inspection. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
