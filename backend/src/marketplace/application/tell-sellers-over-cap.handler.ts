import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { JobHandler } from '../../shared/application/jobs.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Money } from '../../shared/domain/money.js';
import { highestAskingPrice } from '../domain/resale-rules.js';
import { ResaleRules, type OverCapListing } from './ports/resale-rules.js';

/**
 * After staff changed the caps: each seller whose listings on offer are now over their cap gets one e-mail naming them
 * with the highest price now. A listing is told once per cap (a later, lower cap is told again); nothing is withdrawn.
 */
@Injectable()
export class TellSellersOverCapHandler extends JobHandler<'marketplace.tell-sellers-over-cap'> {
  readonly jobName = 'marketplace.tell-sellers-over-cap' as const;
  private readonly logger = new Logger('marketplace');

  constructor(
    private readonly rules: ResaleRules,
    private readonly identity: IdentityApi,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async handle(): Promise<void> {
    const told = await this.transactions.run(async () => {
      const listings = await this.rules.overCapUntold();
      const bySeller = new Map<string, OverCapListing[]>();
      for (const listing of listings) bySeller.set(listing.sellerId, [...(bySeller.get(listing.sellerId) ?? []), listing]);
      for (const [sellerId, theirs] of bySeller) {
        const seller = await this.identity.contactOf(sellerId);
        if (!seller) continue;
        const named = theirs.map((listing) => `"${listing.title}" (${Money.ofCents(highestAskingPrice(listing.faceValueCents, listing.priceCapBasisPoints)).toDisplayString()})`);
        const page = `${this.config.publicUrl}/${seller.language === 'et' ? 'ee' : seller.language}/profile/${sellerId}/tickets`;
        await this.jobs.enqueue('mail.send', { to: seller.email, template: 'listings_over_cap', language: seller.language, params: { firstName: seller.firstName, listings: named.join(', '), actionUrl: page } });
      }
      await this.rules.markTold(listings);
      return listings.length;
    });
    this.logger.log({ msg: 'sellers told of listings over the cap', listings: told });
  }
}
