import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Config } from './config/config.js';
import { CoreModule } from './core.module.js';
import { DemoJobsModule } from './demo/demo.module.js';
import { SendEmailHandler } from './shared/application/mail/send-email.handler.js';
import { MarketplaceJobsModule } from './marketplace/marketplace.module.js';
import { PayoutsJobsModule } from './payouts/payouts.module.js';
import { NewsletterJobsModule } from './newsletter/newsletter.module.js';
import { OperationsJobsModule, OperationsModule } from './operations/operations.module.js';
import { IdentityExportsModule } from './identity/identity.module.js';
import { SupportJobsModule } from './support/support.module.js';
import { WorkerMetricsServer } from './shared/adapters/metrics/worker-metrics-server.js';
import { JobDispatcher } from './shared/adapters/queue/job-dispatcher.js';
import { JobSchedules } from './shared/adapters/queue/job-schedules.js';
import { OutboxRelay } from './shared/adapters/queue/outbox-relay.js';
import { RetryMailOnRecovery } from './shared/adapters/queue/retry-mail-on-recovery.js';
import { RetryStuckOutboxHandler } from './shared/adapters/queue/retry-stuck-outbox.handler.js';
import { queueProcessors } from './shared/adapters/queue/queue-processors.js';

/** The worker process: BullMQ processors and every job handler of every context. */
@Module({})
export class WorkerModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config), DiscoveryModule, OperationsModule, OperationsJobsModule, MarketplaceJobsModule, PayoutsJobsModule, NewsletterJobsModule, IdentityExportsModule, SupportJobsModule, DemoJobsModule],
      providers: [JobDispatcher, JobSchedules, OutboxRelay, RetryStuckOutboxHandler, RetryMailOnRecovery, ...queueProcessors, SendEmailHandler, WorkerMetricsServer],
    };
  }
}
