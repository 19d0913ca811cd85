import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { changeEach, type BulkOutcome } from '../../shared/application/bulk-change.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import type { ListingsWithdrawal } from '../../shared/application/jobs.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import type { Language } from '../../shared/domain/language.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { TicketRepository } from './ports/ticket.repository.js';

/** What a cause withdraws, the reason staff see on each listing, and the seller's email with what it names. */
function withdrawalOf(withdrawal: ListingsWithdrawal) {
  switch (withdrawal.cause) {
    case 'seller-inactive':
      return { of: { sellerId: withdrawal.sellerId }, reason: 'seller account deactivated', template: 'listings_withdrawn_seller_inactive', named: () => ({}) };
    case 'event-cancelled':
      return { of: { eventId: withdrawal.eventId }, reason: 'event cancelled', template: 'listings_withdrawn_event_cancelled', named: () => ({ event: withdrawal.event }) };
    case 'category-inactive':
      return { of: { categoryId: withdrawal.categoryId }, reason: 'category deactivated', template: 'listings_withdrawn_category_inactive', named: (language: Language) => ({ category: withdrawal.category[language] }) };
  }
}

/** Staff actions on listings, and the daily expiry of listings whose event has passed. */
@Injectable()
export class ManageListings {
  constructor(
    private readonly tickets: TicketRepository,
    private readonly identity: IdentityApi,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** Takes an available listing off the market; the seller is told why, in their language. */
  async withdraw(ticketId: string, reason: string, actor: Pick<AuthenticatedUser, 'id' | 'email'>): Promise<void> {
    await this.transactions.run(async () => {
      const ticket = await this.tickets.findByIdForUpdate(ticketId);
      if (!ticket) throw MarketplaceErrors.ticketNotFound();
      if (!(await this.tickets.withdraw(ticketId, reason))) throw MarketplaceErrors.notAvailable();
      await this.activity.record('system.updated', { change: 'listing withdrawn', ticketId, title: ticket.title, reason, adminId: actor.id }, actor.email);
      const seller = await this.identity.contactOf(ticket.sellerId);
      if (seller) {
        await this.jobs.enqueue('mail.send', {
          to: seller.email,
          template: 'ticket_withdrawn',
          language: seller.language,
          params: { firstName: seller.firstName, title: ticket.title, reason },
        });
      }
    });
  }

  /**
   * Withdraws many listings with one reason, each exactly as `withdraw` does it (its activity entry, its email to the
   * seller); a listing that is not available (sold, reserved, withdrawn already) or does not exist is skipped.
   */
  withdrawMany(ticketIds: readonly string[], reason: string, actor: Pick<AuthenticatedUser, 'id' | 'email'>): Promise<BulkOutcome> {
    return changeEach(ticketIds, (ticketId) => this.withdraw(ticketId, reason, actor));
  }

  /**
   * Withdraws every available listing concerned by a deactivated seller, a cancelled event or an inactive category,
   * with one email per seller naming the listings and the cause, in the seller's language. Withdrawn once: run again,
   * it finds nothing left to withdraw and mails nobody.
   */
  async withdrawBecause(withdrawal: ListingsWithdrawal): Promise<number> {
    return this.transactions.run(async () => {
      const { of, reason, template, named } = withdrawalOf(withdrawal);
      const withdrawn = await this.tickets.withdrawAllOf(of, reason);
      const titlesBySeller = new Map<string, string[]>();
      for (const ticket of withdrawn) titlesBySeller.set(ticket.sellerId, [...(titlesBySeller.get(ticket.sellerId) ?? []), `"${ticket.title}"`]);
      for (const [sellerId, titles] of titlesBySeller) {
        const seller = await this.identity.contactOf(sellerId);
        if (!seller) continue;
        const params = { firstName: seller.firstName, titles: titles.join(', '), ...named(seller.language) };
        await this.jobs.enqueue('mail.send', { to: seller.email, template, language: seller.language, params });
      }
      if (withdrawn.length > 0) await this.activity.record('system.updated', { change: 'listings withdrawn', cause: withdrawal.cause, count: withdrawn.length });
      return withdrawn.length;
    });
  }

  expirePastListings(): Promise<number> {
    return this.tickets.expireBefore(rigaDay(this.clock.now()));
  }
}
