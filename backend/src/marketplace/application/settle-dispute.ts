import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PayoutsApi } from '../../payouts/application/payouts.api.js';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { Dispute } from '../domain/dispute.js';
import { DisputeRepository } from './ports/dispute.repository.js';
import { OrderRepository } from './ports/order.repository.js';
import { PaymentEvents } from './ports/payment-events.js';
import { PaymentProvider } from './ports/payment-provider.js';
import { waitingOutProviderOutages } from './settle-order.handler.js';

/**
 * Follows a card dispute from what the provider says now, whichever of its events (created, updated, closed) came,
 * in whatever order and however often. In one transaction, the dispute's row locked:
 * - first heard of: recorded (the order's payout frozen while it is open: `marketplace_paid_sales.frozen`), and the
 *   disputed amount leaves the provider balance in the books;
 * - decided won: the amount is back in the books and the payout unfreezes;
 * - decided lost: the buyer keeps it, the seller's share is not paid (the order becomes `disputed`; a share already
 *   paid out is recovered from the seller by payouts).
 * Every posting has its own reference, so a second run records nothing twice.
 */
@Injectable()
export class SettleDispute {
  private readonly logger = new Logger('disputes');

  constructor(
    private readonly disputes: DisputeRepository,
    private readonly orders: OrderRepository,
    private readonly payments: PaymentProvider,
    private readonly books: PayoutsApi,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(providerDisputeId: string): Promise<void> {
    const provider = await this.payments.dispute(providerDisputeId);
    const order = await this.orders.findByPayment(provider.paymentId);
    if (!order) {
      this.logger.warn({ msg: 'dispute about a payment of no order', providerDisputeId, paymentId: provider.paymentId });
      return;
    }
    const now = this.clock.now();
    await this.transactions.run(async () => {
      let dispute = await this.disputes.findByProviderIdForUpdate(providerDisputeId);
      let decided: 'won' | 'lost' | null;
      if (dispute) {
        decided = dispute.follow(provider, now);
        await this.disputes.save(dispute);
      } else {
        dispute = Dispute.fromProvider({ id: randomUUID(), orderId: order.id, provider, now });
        // Another run recorded it between our read and our insert: this run is retried and then follows it.
        if (!(await this.disputes.add(dispute))) throw new Error(`dispute ${providerDisputeId} was recorded meanwhile`);
        decided = dispute.isClosed() ? (dispute.status as 'won' | 'lost') : null;
        this.logger.log({ msg: 'dispute opened', disputeId: dispute.id, orderId: order.id, providerDisputeId });
      }
      const money = { disputeId: dispute.id, providerDisputeId: dispute.snapshot().providerDisputeId, orderId: order.id, amountCents: dispute.snapshot().amountCents };
      await this.books.recordDisputeOpened(money);
      if (decided === 'won') await this.books.recordDisputeWon(money);
      if (decided === 'lost') {
        await this.books.recordDisputeLost({ ...money, sellerId: order.snapshot().sellerId });
        if (order.isPaid()) {
          order.chargedBack();
          if (!(await this.orders.save(order, 'paid'))) throw new Error(`order ${order.id} moved while its dispute was decided`);
        }
      }
      if (decided) this.logger.log({ msg: `dispute ${decided}`, disputeId: dispute.id, orderId: order.id });
    });
  }
}

/** Settles the card dispute a stored webhook event is about; the event is marked handled once it is up to date. */
@Injectable()
export class SettleDisputeHandler extends JobHandler<'marketplace.settle-dispute'> {
  readonly jobName = 'marketplace.settle-dispute' as const;

  constructor(
    private readonly settle: SettleDispute,
    private readonly events: PaymentEvents,
  ) {
    super();
  }

  async handle(payload: JobPayload<'marketplace.settle-dispute'>): Promise<void> {
    await waitingOutProviderOutages(() => this.settle.execute(payload.providerDisputeId));
    if (payload.eventId) await this.events.markHandled(payload.eventId);
  }
}
