import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { ManageListings } from './manage-listings.use-case.js';

@Injectable()
export class WithdrawListingsHandler extends JobHandler<'marketplace.withdraw-listings'> {
  readonly jobName = 'marketplace.withdraw-listings' as const;
  private readonly logger = new Logger('marketplace');

  constructor(private readonly listings: ManageListings) {
    super();
  }

  async handle(withdrawal: JobPayload<'marketplace.withdraw-listings'>): Promise<void> {
    const withdrawn = await this.listings.withdrawBecause(withdrawal);
    this.logger.log({ msg: 'listings withdrawn', cause: withdrawal.cause, count: withdrawn });
  }
}
