import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { DatabaseConfig, QueueConfig } from '../../../config/config.js';
import { JobQueue } from '../../application/ports/job-queue.port.js';
import { QUEUES } from '../../application/jobs.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { OutboxJobQueue } from './outbox-job-queue.js';
import { configureQueueBackend } from './queue-connection.js';
import { QueueErrorLog } from './queue-error-log.js';
import { QueueHealth } from './queue-health.js';
import { QueueMetrics } from './queue-metrics.js';

@Global()
@Module({})
export class QueueModule {
  static forRoot(queue: QueueConfig, database: DatabaseConfig): DynamicModule {
    const backend = configureQueueBackend(queue, database);
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({ connection: backend.connection, prefix: queue.prefix }),
        ...QUEUES.map((name) => BullModule.registerQueue({ name })),
      ],
      providers: [
        // Every job goes through the outbox; the relay (worker) hands it to BullMQ directly.
        { provide: JobQueue, useClass: OutboxJobQueue },
        BullMqJobQueue,
        { provide: 'QUEUE_BACKEND_KIND', useValue: backend.kind },
        QueueHealth,
        QueueMetrics,
        QueueErrorLog,
      ],
      exports: [JobQueue, BullMqJobQueue, QueueHealth, BullModule],
    };
  }
}
