import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JobDispatcher } from './job-dispatcher.js';

/** One BullMQ worker per queue; each hands its jobs to the dispatcher. */
@Processor('mail', { concurrency: 5 })
export class MailQueueProcessor extends WorkerHost {
  constructor(private readonly dispatcher: JobDispatcher) {
    super();
  }

  process(job: Job): Promise<void> {
    return this.dispatcher.dispatch(job);
  }
}

@Processor('maintenance', { concurrency: 1 })
export class MaintenanceQueueProcessor extends WorkerHost {
  constructor(private readonly dispatcher: JobDispatcher) {
    super();
  }

  process(job: Job): Promise<void> {
    return this.dispatcher.dispatch(job);
  }
}

export const queueProcessors = [MailQueueProcessor, MaintenanceQueueProcessor];
