import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DependencyChecks } from '../health/dependency-checks.js';

/**
 * In the worker: when the SMTP server answers again after an outage, mail waiting out its delay is tried at once,
 * rather than up to five minutes (or an hour of backoff) later.
 */
@Injectable()
export class RetryMailOnRecovery implements OnModuleInit {
  private readonly logger = new Logger('jobs');

  constructor(
    private readonly dependencies: DependencyChecks,
    @InjectQueue('mail') private readonly mail: Queue,
  ) {}

  onModuleInit() {
    this.dependencies.onRecovered('mail', async () => {
      const waiting = await this.mail.getDelayedCount();
      await this.mail.promoteJobs();
      this.logger.log({ msg: 'mail server back: waiting mail retried now', jobs: waiting });
    });
  }
}
