import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Optional } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { QueueConfig } from '../../../config/config.js';
import { JobQueue } from '../../application/ports/job-queue.port.js';
import { JOBS, type JobName, type JobPayload } from '../../application/jobs.js';
import { jobOptions } from './job-options.js';

@Injectable()
export class BullMqJobQueue extends JobQueue {
  constructor(
    private readonly modules: ModuleRef,
    @Optional() private readonly config?: QueueConfig,
  ) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: { jobId?: string } = {}): Promise<void> {
    const queue = this.modules.get<Queue>(getQueueToken(JOBS[name].queue), { strict: false });
    await queue.add(name, payload, { ...jobOptions(name, this.config?.retryTimeScale), jobId: options.jobId });
  }
}
