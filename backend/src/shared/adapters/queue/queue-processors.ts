import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type Type } from '@nestjs/common';
import type { Job, WorkerOptions } from 'bullmq';
import type { QueueName } from '../../application/jobs.js';
import { JobDispatcher } from './job-dispatcher.js';
import { cappedBackoff } from './job-options.js';
import { throttledErrorLog } from './queue-error-log.js';

/** A BullMQ worker for one queue: it hands every job to the dispatcher and logs connection errors, throttled. */
function queueProcessor(queue: QueueName, options: Partial<WorkerOptions>): Type<WorkerHost> {
  @Processor(queue, { ...options, settings: { backoffStrategy: cappedBackoff } })
  class QueueProcessor extends WorkerHost {
    private readonly logError = throttledErrorLog(new Logger('queue'), `worker ${queue}`);

    constructor(private readonly dispatcher: JobDispatcher) {
      super();
    }

    process(job: Job, token?: string): Promise<void> {
      return this.dispatcher.dispatch(job, token);
    }

    @OnWorkerEvent('failed')
    onFailed(job: Job | undefined, error: Error) {
      return this.dispatcher.jobFailed(job, error);
    }

    @OnWorkerEvent('error')
    onError(error: Error) {
      this.logError(error);
    }
  }
  return QueueProcessor;
}

export const queueProcessors = [
  queueProcessor('mail', { concurrency: 5 }),
  // Orders waiting on the provider: apart from mail, so a buyer's payment is settled while a mail backlog drains.
  queueProcessor('payments', { concurrency: 4 }),
  queueProcessor('maintenance', { concurrency: 1 }),
  // Exports and newsletter batches: long jobs, kept apart so they never hold up account and order emails. A short
  // lock makes a job whose worker died (SIGKILL, lost machine) stalled, and so resumed elsewhere, within ~30 s.
  queueProcessor('bulk', { concurrency: 2, lockDuration: 15_000, stalledInterval: 10_000, maxStalledCount: 2 }),
];
