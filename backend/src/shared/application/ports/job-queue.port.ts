import type { JobName, JobPayload } from '../jobs.js';

export type QueuedJob = { [N in JobName]: { name: N; payload: JobPayload<N>; options?: { jobId?: string } } }[JobName];

/** Hands work to the background workers. Payloads are plain, serialisable data. */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options?: { jobId?: string }): Promise<void>;

  /** Several jobs at once; an adapter may write them in one step. */
  async enqueueAll(jobs: QueuedJob[]): Promise<void> {
    for (const job of jobs) await this.enqueue(job.name, job.payload as never, job.options);
  }
}
