import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { JobQueue } from '../../application/ports/job-queue.port.js';
import { JOBS, type JobName, type JobPayload } from '../../application/jobs.js';

const WEEK_SECONDS = 7 * 24 * 3600;

@Injectable()
export class BullMqJobQueue extends JobQueue {
  constructor(private readonly modules: ModuleRef) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: { jobId?: string } = {}): Promise<void> {
    const definition = JOBS[name];
    const queue = this.modules.get<Queue>(getQueueToken(definition.queue), { strict: false });
    await queue.add(name, payload, {
      jobId: options.jobId,
      attempts: definition.attempts,
      backoff: { type: 'exponential', delay: definition.backoffMs },
      removeOnComplete: { age: WEEK_SECONDS, count: 10_000 },
      // Failed jobs are the dead-letter list: kept 30 days for operators (at most 50,000 per queue, so a storm of
      // failures cannot fill Redis, whose policy is noeviction).
      removeOnFail: { age: 30 * 24 * 3600, count: 50_000 },
    });
  }
}
