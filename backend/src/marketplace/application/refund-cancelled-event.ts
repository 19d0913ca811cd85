import { Injectable, Logger } from '@nestjs/common';
import { PayoutsApi } from '../../payouts/application/payouts.api.js';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { OrderEmails } from './order-emails.js';
import { OrderRepository } from './ports/order.repository.js';
import { PaymentProvider } from './ports/payment-provider.js';
import { SettleOrder } from './settle-order.use-case.js';

/**
 * Staff cancelled a catalogue event: every order of its listings is refunded in full, the buyer's fee included, one
 * job per order (retried through outages, each under the order's own Stripe key), and holds still running end now.
 */
@Injectable()
export class ScheduleCancelledEventRefunds {
  constructor(
    private readonly orders: OrderRepository,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Enqueues the refund of every paid order and the end of every hold of the event; scheduling again adds nothing new. */
  async schedule(eventId: string, event: string): Promise<number> {
    const orderIds = await this.orders.ofEvent(eventId, ['awaiting_payment', 'paid']);
    await this.transactions.run(async () => {
      for (const orderId of orderIds) await this.jobs.enqueue('marketplace.refund-for-cancelled-event', { orderId, event });
    });
    return orderIds.length;
  }
}

@Injectable()
export class RefundForCancelledEventHandler extends JobHandler<'marketplace.refund-for-cancelled-event'> {
  readonly jobName = 'marketplace.refund-for-cancelled-event' as const;
  private readonly logger = new Logger('refunds');

  constructor(
    private readonly orders: OrderRepository,
    private readonly settle: SettleOrder,
    private readonly payments: PaymentProvider,
    private readonly books: PayoutsApi,
    private readonly emails: OrderEmails,
    private readonly transactions: TransactionRunner,
  ) {
    super();
  }

  async handle({ orderId, event }: JobPayload<'marketplace.refund-for-cancelled-event'>): Promise<void> {
    let order = await this.orders.findOrder(orderId);
    if (!order) return;
    // A hold is ended first: its payment page is closed, and a payment that beat it is refunded like any other.
    if (order.isAwaitingPayment()) order = await this.settle.settle(order, { endHold: true });
    if (!order.isPaid() || !order.paymentId) return;
    const { refundId } = await this.payments.refund({ paymentId: order.paymentId, idempotencyKey: `order-${order.id}-event-cancelled-refund`, cause: 'event_cancelled' });
    const ticket = await this.orders.orderTicket(order.snapshot().ticketId);
    const paid = order;
    await this.transactions.run(async () => {
      paid.refundedInFull(refundId);
      if (!(await this.orders.save(paid, 'paid'))) return;
      await this.books.recordFullRefund(paid.money());
      if (ticket) await this.emails.refundedEventCancelled(paid, ticket, event);
    });
    this.logger.log({ msg: 'order refunded, event cancelled', orderId, refundId });
  }
}
