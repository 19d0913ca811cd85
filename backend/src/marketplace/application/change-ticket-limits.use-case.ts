import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { assertValidTicketLimits, ticketLimitChanges, type TicketLimitSet } from '../domain/resale-rules.js';
import { TicketLimits } from './ports/ticket-limits.js';

/**
 * Staff change how many tickets of one event a buyer may hold and buy. Orders already held or paid stay; the next
 * order is counted against the new limit. The change and its activity entry commit together.
 */
@Injectable()
export class ChangeTicketLimits {
  constructor(
    private readonly limits: TicketLimits,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(limits: TicketLimitSet, actor: string): Promise<void> {
    assertValidTicketLimits(limits);
    await this.transactions.run(async () => {
      const [unknown] = await this.limits.unknownEvents(limits.eventLimits.map((entry) => entry.eventId));
      if (unknown) throw MarketplaceErrors.ticketLimitUnknownEvent(unknown);
      const changes = ticketLimitChanges(await this.limits.currentForChange(), limits);
      if (Object.keys(changes).length === 0) return;
      await this.limits.update(limits);
      await this.activity.record('system.updated', { change: 'ticket limits updated', ...changes }, actor);
    });
  }
}
