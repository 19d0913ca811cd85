import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import type { Claim } from '../domain/claim.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderEmails } from './order-emails.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { OrderRepository } from './ports/order.repository.js';

/** The seller gives their side of a claim while staff have not decided it; the buyer is told. */
@Injectable()
export class AnswerClaim {
  constructor(
    private readonly orders: OrderRepository,
    private readonly claims: ClaimRepository,
    private readonly emails: OrderEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, orderId: string, claimId: string, text: string): Promise<Claim> {
    const claim = await this.claims.find(claimId);
    if (!claim || claim.snapshot().orderId !== orderId || claim.roleOf(userId) !== 'seller') throw MarketplaceErrors.claimNotFound();
    claim.answer(userId, text, this.clock.now());
    const order = await this.orders.findOrder(orderId);
    const ticket = order && (await this.orders.orderTicket(order.snapshot().ticketId));
    await this.transactions.run(async () => {
      if (!(await this.claims.save(claim, 'open'))) throw MarketplaceErrors.claimDecided();
      if (ticket) await this.emails.claimAnswered(claim, ticket);
    });
    return claim;
  }
}
