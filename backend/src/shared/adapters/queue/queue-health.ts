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

  /** Every queue of the registry, for the operators' board. */
  queues(): Queue[] {
    return QUEUES.map((name) => this.modules.get<Queue>(getQueueToken(name), { strict: false }));
  }

  /** Queues of the registry that no worker is connected to (Redis: named client connections; PostgreSQL: pg_stat_activity). */
  async queuesWithoutWorker(): Promise<string[]> {
    const queues = this.queues();
    const counts = await Promise.all(queues.map((queue) => queue.getWorkersCount()));
    return queues.filter((_, index) => counts[index] === 0).map((queue) => queue.name);
  }
}
