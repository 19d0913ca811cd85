import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { assertValidCheckoutTerms, changesBetween, type CheckoutTerms } from '../domain/checkout-terms.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { CheckoutSettings } from './ports/checkout-settings.js';

/**
 * Staff change the hold and the fees. Orders placed from then on use them; an order keeps the amounts it was placed
 * with. The change and its activity entry (what changed, from what to what, and who changed it) commit together;
 * saving the same settings again changes nothing and records nothing.
 */
@Injectable()
export class ChangeCheckoutSettings {
  constructor(
    private readonly settings: CheckoutSettings,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(terms: CheckoutTerms, actor: string): Promise<void> {
    assertValidCheckoutTerms(terms);
    await this.transactions.run(async () => {
      const [unknown] = await this.settings.unknownCategories(terms.categoryFees.map((entry) => entry.categoryId));
      if (unknown) throw MarketplaceErrors.categoryFeesUnknownCategory(unknown);
      const changes = changesBetween(await this.settings.currentForChange(), terms);
      if (Object.keys(changes).length === 0) return;
      await this.settings.update(terms);
      await this.activity.record('system.updated', { change: 'checkout settings updated', ...changes }, actor);
    });
  }
}
