import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../application/jobs.js';
import { OutboxRelay } from './outbox-relay.js';

/** Once a minute (SCHEDULES), across all workers: outbox rows that could not be queued get another try at once. */
@Injectable()
export class RetryStuckOutboxHandler extends JobHandler<'outbox.retry-stuck'> {
  readonly jobName = 'outbox.retry-stuck' as const;
  private readonly logger = new Logger('outbox');

  constructor(private readonly relay: OutboxRelay) {
    super();
  }

  async handle(): Promise<void> {
    const stuck = await this.relay.retryStuck();
    if (stuck.count > 0) this.logger.warn({ msg: 'stuck outbox rows retried', ...stuck });
  }
}
