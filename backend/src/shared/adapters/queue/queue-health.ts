import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../application/jobs.js';
import type { QueueBackendKind } from './queue-connection.js';

@Injectable()
export class QueueHealth {
  constructor(
    private readonly modules: ModuleRef,
    @Inject('QUEUE_BACKEND_KIND') readonly backend: QueueBackendKind,
  ) {}

  /** Asks the backend for real numbers: a queue that answers is a queue that works. */
  async ping(): Promise<void> {
    const queue = this.modules.get<Queue>(getQueueToken(QUEUES[0]), { strict: false });
    await queue.getJobCounts('waiting');
  }
}
