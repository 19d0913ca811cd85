import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../application/jobs.js';

const EVERY_MS = 10_000;

/**
 * While Redis is away every BullMQ client reports each failed reconnect. Unheard, those reports are printed as
 * bare multi-line stacks; here they become one JSON warning per source every ten seconds, with how many were folded.
 */
export function throttledErrorLog(logger: Logger, source: string): (error: Error) => void {
  let last = 0;
  let folded = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < EVERY_MS) {
      folded += 1;
      return;
    }
    logger.warn({ msg: 'queue backend error', source, error: String(error), foldedSinceLast: folded });
    last = now;
    folded = 0;
  };
}

@Injectable()
export class QueueErrorLog implements OnModuleInit {
  private readonly logger = new Logger('queue');

  constructor(private readonly modules: ModuleRef) {}

  onModuleInit() {
    for (const name of QUEUES) {
      const queue = this.modules.get<Queue>(getQueueToken(name), { strict: false });
      queue.on('error', throttledErrorLog(this.logger, `queue ${name}`));
    }
  }
}
