import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderEmails } from './order-emails.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { OrderRepository } from './ports/order.repository.js';

/**
 * Staff decide a claim: all to the seller (the payout is unfrozen at once, both parties told), or a refund to the
 * buyer, in part or in full, which the `marketplace.refund-claim` job makes at the provider. The decision and the
 * job are committed together (the job through the outbox), so a decided refund is never forgotten.
 */
@Injectable()
export class DecideClaim {
  constructor(
    private readonly claims: ClaimRepository,
    private readonly orders: OrderRepository,
    private readonly emails: OrderEmails,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(staffId: string, claimId: string, decision: { refundCents: number; note: string | null }): Promise<void> {
    const claim = await this.claims.find(claimId);
    if (!claim) throw MarketplaceErrors.claimNotFound();
    const order = await this.orders.findOrder(claim.snapshot().orderId);
    if (!order) throw MarketplaceErrors.orderNotFound();
    const outcome = claim.decide({ staffId, refundCents: decision.refundCents, note: decision.note, now: this.clock.now() }, order.snapshot().amounts);
    // A refund's e-mails go out once the provider made it (the job); a release is told now.
    const ticket = outcome === 'release' ? await this.orders.orderTicket(order.snapshot().ticketId) : null;
    await this.transactions.run(async () => {
      if (!(await this.claims.save(claim, 'open'))) throw MarketplaceErrors.claimDecided();
      if (outcome !== 'release') await this.jobs.enqueue('marketplace.refund-claim', { claimId });
      else if (ticket) await this.emails.claimDecided(claim, outcome, ticket);
    });
  }
}
