import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { ManageListings } from './manage-listings.use-case.js';
import { ScheduleCancelledEventRefunds } from './refund-cancelled-event.js';

@Injectable()
export class WithdrawListingsHandler extends JobHandler<'marketplace.withdraw-listings'> {
  readonly jobName = 'marketplace.withdraw-listings' as const;
  private readonly logger = new Logger('marketplace');

  constructor(
    private readonly listings: ManageListings,
    private readonly refunds: ScheduleCancelledEventRefunds,
  ) {
    super();
  }

  /** A cancelled event also has its sold tickets refunded and its holds ended. */
  async handle(withdrawal: JobPayload<'marketplace.withdraw-listings'>): Promise<void> {
    const withdrawn = await this.listings.withdrawBecause(withdrawal);
    const refunds = withdrawal.cause === 'event-cancelled' ? await this.refunds.schedule(withdrawal.eventId, withdrawal.event) : 0;
    this.logger.log({ msg: 'listings withdrawn', cause: withdrawal.cause, count: withdrawn, refunds });
  }
}
