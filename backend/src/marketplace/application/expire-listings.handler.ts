import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../shared/application/jobs.js';
import { ManageListings } from './manage-listings.use-case.js';

@Injectable()
export class ExpireListingsHandler extends JobHandler<'marketplace.expire-listings'> {
  readonly jobName = 'marketplace.expire-listings' as const;
  private readonly logger = new Logger('marketplace');

  constructor(private readonly listings: ManageListings) {
    super();
  }

  async handle(): Promise<void> {
    const expired = await this.listings.expirePastListings();
    this.logger.log({ msg: 'listings expired', count: expired });
  }
}
