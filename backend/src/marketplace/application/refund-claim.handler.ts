import { Injectable, Logger } from '@nestjs/common';
import { PayoutsApi } from '../../payouts/application/payouts.api.js';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { OrderEmails } from './order-emails.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { OrderRepository } from './ports/order.repository.js';
import { PaymentProvider } from './ports/payment-provider.js';

/**
 * Makes the refund staff decided on a claim. The provider is asked under the claim's own key, so a retry after a
 * crash (before or after the provider answered) finds the refund already made instead of making a second; then the
 * claim, the books and, for a full refund, the order are recorded together and both parties told.
 */
@Injectable()
export class RefundClaimHandler extends JobHandler<'marketplace.refund-claim'> {
  readonly jobName = 'marketplace.refund-claim' as const;
  private readonly logger = new Logger('claims');

  constructor(
    private readonly claims: ClaimRepository,
    private readonly orders: OrderRepository,
    private readonly payments: PaymentProvider,
    private readonly books: PayoutsApi,
    private readonly emails: OrderEmails,
    private readonly transactions: TransactionRunner,
  ) {
    super();
  }

  async handle({ claimId }: JobPayload<'marketplace.refund-claim'>): Promise<void> {
    const claim = await this.claims.find(claimId);
    if (claim?.status !== 'refunding') return;
    const order = await this.orders.findOrder(claim.snapshot().orderId);
    if (!order?.paymentId) throw new Error(`claim ${claimId}: its order has no payment to refund`);
    const outcome = claim.outcome(order.snapshot().amounts);
    const { refundCents } = claim.snapshot();
    const full = outcome === 'full-refund';
    const { refundId } = await this.payments.refund({
      paymentId: order.paymentId,
      idempotencyKey: claim.refundKey(),
      cause: 'claim',
      ...(full ? {} : { amountCents: refundCents! }),
    });
    const ticket = await this.orders.orderTicket(order.snapshot().ticketId);
    await this.transactions.run(async () => {
      claim.refunded(refundId);
      if (!(await this.claims.save(claim, 'refunding'))) return;
      if (full) {
        order.refundedInFull(refundId);
        if (!(await this.orders.save(order, 'paid'))) throw new Error(`claim ${claimId}: its order is no longer paid`);
        await this.books.recordFullRefund(order.money());
        if (claim.snapshot().reason === 'event_moved') await this.orders.returnToSeller(order);
      } else {
        await this.books.recordPartialRefund({ orderId: order.id, claimId, refundCents: refundCents!, refundId });
      }
      if (!ticket || !outcome) return;
      if (claim.snapshot().reason === 'event_moved') await this.emails.refundedEventMoved(order, ticket);
      else await this.emails.claimDecided(claim, outcome, ticket);
    });
    this.logger.log({ msg: 'claim refunded', claimId, refundId, refundCents });
  }
}
