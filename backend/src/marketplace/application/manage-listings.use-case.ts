import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { TicketRepository } from './ports/ticket.repository.js';

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
  async withdraw(ticketId: string, reason: string, actor: string): Promise<void> {
    await this.transactions.run(async () => {
      const ticket = await this.tickets.findByIdForUpdate(ticketId);
      if (!ticket) throw MarketplaceErrors.ticketNotFound();
      if (!(await this.tickets.withdraw(ticketId, reason))) throw MarketplaceErrors.notAvailable();
      await this.activity.record('system.updated', { change: 'listing withdrawn', ticketId, reason }, actor);
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

  expirePastListings(): Promise<number> {
    return this.tickets.expireBefore(rigaDay(this.clock.now()));
  }
}
