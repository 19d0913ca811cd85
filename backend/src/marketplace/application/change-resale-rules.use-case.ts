import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { assertValidResaleRules, resaleRuleChanges, type ResaleRuleSet } from '../domain/resale-rules.js';
import { ResaleRules } from './ports/resale-rules.js';

/**
 * Staff change the resale caps. New listings and edits are held to them at once; a listing already on offer is never
 * withdrawn or hidden by a lower cap, only flagged to its seller and to staff. The change and its activity entry commit
 * together; saving the same rules again records nothing.
 */
@Injectable()
export class ChangeResaleRules {
  constructor(
    private readonly rules: ResaleRules,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(rules: ResaleRuleSet, actor: string): Promise<void> {
    assertValidResaleRules(rules);
    await this.transactions.run(async () => {
      const [unknownCategory] = await this.rules.unknownCategories(rules.categoryCaps.map((entry) => entry.categoryId));
      if (unknownCategory) throw MarketplaceErrors.priceCapUnknownCategory(unknownCategory);
      const [unknownEvent] = await this.rules.unknownEvents(rules.eventCaps.map((entry) => entry.eventId));
      if (unknownEvent) throw MarketplaceErrors.priceCapUnknownEvent(unknownEvent);
      const changes = resaleRuleChanges(await this.rules.currentForChange(), rules);
      if (Object.keys(changes).length === 0) return;
      await this.rules.update(rules);
      await this.activity.record('system.updated', { change: 'resale rules updated', ...changes }, actor);
    });
  }
}
