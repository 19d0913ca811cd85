import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobDispatcher } from './job-dispatcher.js';
import { throttledErrorLog } from './queue-error-log.js';

/** One BullMQ worker per queue; each hands its jobs to the dispatcher. */
@Processor('mail', { concurrency: 5 })
export class MailQueueProcessor extends WorkerHost {
  private readonly logError = throttledErrorLog(new Logger('queue'), 'worker mail');

  constructor(private readonly dispatcher: JobDispatcher) {
    super();
  }

  process(job: Job): Promise<void> {
    return this.dispatcher.dispatch(job);
  }

  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logError(error);
  }
}

@Processor('maintenance', { concurrency: 1 })
export class MaintenanceQueueProcessor extends WorkerHost {
  private readonly logError = throttledErrorLog(new Logger('queue'), 'worker maintenance');

  constructor(private readonly dispatcher: JobDispatcher) {
    super();
  }

  process(job: Job): Promise<void> {
    return this.dispatcher.dispatch(job);
  }

  @OnWorkerEvent('error')
  onError(error: Error) {
    this.logError(error);
  }
}

/**
 * Exports and newsletter batches: long jobs, kept apart so they never hold up account and order emails. A short
 * lock makes a job whose worker died (SIGKILL, lost machine) stalled, and so resumed elsewhere, within ~30 s.
 */
@Processor('bulk', { concurrency: 2, lockDuration: 15_000, stalledInterval: 10_000, maxStalledCount: 2 })
export class BulkQueueProcessor extends WorkerHost {
  constructor(private readonly dispatcher: JobDispatcher) {
    super();
  }

  process(job: Job): Promise<void> {
    return this.dispatcher.dispatch(job);
  }
}

export const queueProcessors = [MailQueueProcessor, MaintenanceQueueProcessor, BulkQueueProcessor];
