import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PayoutsApi } from '../../payouts/application/payouts.api.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDateAndTime } from '../../shared/domain/riga-time.js';
import { Claim, type ClaimReason } from '../domain/claim.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { OrderEmails } from './order-emails.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { OrderRepository } from './ports/order.repository.js';

/**
 * The buyer of a paid order says it went wrong, before the claim window closes (the event's start plus the window
 * staff set). From then on the seller's payout for it is frozen until staff decide; the seller is told and may answer.
 */
@Injectable()
export class OpenClaim {
  constructor(
    private readonly orders: OrderRepository,
    private readonly claims: ClaimRepository,
    private readonly books: PayoutsApi,
    private readonly emails: OrderEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, orderId: string, input: { reason: ClaimReason; message: string }): Promise<Claim> {
    const order = await this.orders.findOrder(orderId);
    if (order?.roleOf(userId) !== 'buyer') throw MarketplaceErrors.orderNotFound();
    if (!order.isPaid()) throw MarketplaceErrors.claimNotPossible();
    const ticket = await this.orders.orderTicket(order.snapshot().ticketId);
    if (!ticket) throw MarketplaceErrors.orderNotFound();
    const now = this.clock.now();
    const closesAt = await this.books.claimWindowEndsAt(ticket);
    if (now.getTime() >= closesAt.getTime()) {
      const { date, time } = rigaDateAndTime(closesAt);
      throw MarketplaceErrors.claimWindowClosed(`${date} ${time}`);
    }
    const { sellerId } = order.snapshot();
    const claim = Claim.open({ id: randomUUID(), orderId, buyerId: userId, sellerId, reason: input.reason, message: input.message, now });
    await this.transactions.run(async () => {
      if (!(await this.claims.add(claim))) throw MarketplaceErrors.claimExists();
      await this.emails.claimOpened(claim, ticket);
    });
    return claim;
  }
}
