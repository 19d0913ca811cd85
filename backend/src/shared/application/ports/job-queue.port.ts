import type { JobName, JobPayload } from '../jobs.js';

/** Hands work to the background workers. Payloads are plain, serialisable data. */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options?: { jobId?: string }): Promise<void>;
}
