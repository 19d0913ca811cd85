import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { PayoutsApi } from '../../payouts/application/payouts.api.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { orderNumber, type Order } from '../domain/order.js';
import { checkoutRequestFor } from './checkout-request.js';
import { OrderEmails } from './order-emails.js';
import { OrderRepository } from './ports/order.repository.js';
import { CheckoutRefused, PaymentProvider, type CheckoutState } from './ports/payment-provider.js';

/**
 * Brings an order up to date with what the payment provider says now, whatever event (or none) prompted it: a
 * webhook, the hold running out, the buyer cancelling. It never trusts the order of events, only the provider's
 * current state, so running it twice, late or for a stale event changes nothing.
 *
 * - paid at the provider, still held → paid: the tickets are the buyer's, both parties are told;
 * - paid at the provider after the hold was released → refunded in full, the buyer told why;
 * - the hold ran out → the checkout is closed at the provider first, and only when it can no longer be paid are
 *   the tickets released.
 */
@Injectable()
export class SettleOrder {
  private readonly logger = new Logger('SettleOrder');

  constructor(
    private readonly orders: OrderRepository,
    private readonly payments: PaymentProvider,
    private readonly emails: OrderEmails,
    private readonly identity: IdentityApi,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly books: PayoutsApi,
    private readonly activity: ActivityLog,
  ) {}

  async byId(orderId: string): Promise<Order | null> {
    const order = await this.orders.findOrder(orderId);
    return order && this.settle(order);
  }

  /** With `endHold`, a hold still running is ended now (its event was cancelled), as if it had run out. */
  async settle(order: Order, { endHold = false } = {}): Promise<Order> {
    if (order.owesRefund()) return this.refundLatePayment(order);
    if (!order.isAwaitingPayment()) return this.checkForLatePayment(order);
    const holdOver = endHold || order.isHoldOver(this.clock.now());
    const sessionId = order.checkout?.sessionId ?? (holdOver ? await this.recoverCheckout(order) : null);
    if (!sessionId) return holdOver ? this.release(order) : order;
    const state = holdOver ? await this.payments.closeCheckout(sessionId) : await this.payments.checkoutState(sessionId);
    return this.apply(order, state);
  }

  /** The buyer gives up: the checkout is closed at the provider first; a payment that beat the cancellation stands. */
  async cancel(orderId: string, userId: string): Promise<Order> {
    const order = await this.orders.findOrder(orderId);
    if (order?.roleOf(userId) !== 'buyer') throw MarketplaceErrors.orderNotFound();
    if (!order.isAwaitingPayment()) throw MarketplaceErrors.orderNotAwaitingPayment();
    if (order.checkout) {
      const state = await this.payments.closeCheckout(order.checkout.sessionId);
      if (state.state !== 'expired') {
        await this.apply(order, state);
        throw MarketplaceErrors.orderNotAwaitingPayment();
      }
    }
    const now = this.clock.now();
    return this.transition(order, async () => {
      order.cancel(userId, now);
      await this.orders.releaseTickets(order);
    });
  }

  private async apply(order: Order, state: CheckoutState): Promise<Order> {
    if (state.state === 'paid') return this.paid(order, state);
    if (state.state === 'expired') return this.release(order);
    return order;
  }

  private async paid(order: Order, { paymentId, fee }: Extract<CheckoutState, { state: 'paid' }>): Promise<Order> {
    const ticket = await this.orders.pricedOffer(order.snapshot().ticketId);
    const now = this.clock.now();
    const settled = await this.transition(order, async () => {
      const outcome = order.confirmPayment(paymentId, now);
      if (outcome === 'already-paid') return;
      // The money reached the provider either way: a payment for a released hold is in the books until it is refunded,
      // and the provider's fee for it stays spent even then. Each is recorded once, by its own reference.
      await this.books.recordPayment(order.money());
      if (fee) await this.books.recordProviderFee({ balanceTransactionId: fee.balanceTransactionId, orderId: order.id, feeCents: fee.feeCents });
      else this.logger.warn({ msg: 'payment settled before its fee was known', orderId: order.id, paymentId });
      if (outcome !== 'paid') return;
      await this.orders.handOverTickets(order);
      if (ticket) await this.emails.paid(order, ticket);
      await this.recordPurchase(order, ticket?.title ?? null);
    });
    return settled.owesRefund() ? this.refundLatePayment(settled) : settled;
  }

  /** The purchase in the activity log: who bought, which order, which listing. */
  private async recordPurchase(order: Order, title: string | null): Promise<void> {
    const { buyerId, ticketId, quantity } = order.snapshot();
    const buyer = await this.identity.contactOf(buyerId);
    await this.activity.record('marketplace.activity', {
      change: 'purchase',
      orderId: order.id,
      ticketId,
      order: orderNumber(order.id),
      ...(title ? { title } : {}),
      quantity,
      ...(buyer ? { buyer: buyer.email } : {}),
    });
  }

  private release(order: Order): Promise<Order> {
    const now = this.clock.now();
    return this.transition(order, async () => {
      order.expire(now);
      await this.orders.releaseTickets(order);
    });
  }

  /** An order released before the provider took a payment for it: the money goes back, all of it. */
  private async checkForLatePayment(order: Order): Promise<Order> {
    const { status, checkout } = order.snapshot();
    if ((status !== 'expired' && status !== 'cancelled') || !checkout) return order;
    const state = await this.payments.checkoutState(checkout.sessionId);
    return state.state === 'paid' ? this.paid(order, state) : order;
  }

  private async refundLatePayment(order: Order): Promise<Order> {
    const { refundId } = await this.payments.refund({ paymentId: order.paymentId!, idempotencyKey: `order-${order.id}-late-payment-refund`, cause: 'late_payment' });
    const ticket = await this.orders.pricedOffer(order.snapshot().ticketId);
    this.logger.warn({ msg: 'late payment refunded', orderId: order.id, refundId });
    return this.transition(order, async () => {
      order.refunded(refundId);
      await this.books.recordFullRefund(order.money());
      if (ticket) await this.emails.latePaymentRefunded(order, ticket);
    });
  }

  /**
   * A hold whose checkout was never recorded (the provider's answer was lost): asking again for the same checkout
   * under the same key finds it if it was opened. A refusal means it never was.
   */
  private async recoverCheckout(order: Order): Promise<string | null> {
    const [ticket, buyer] = await Promise.all([this.orders.pricedOffer(order.snapshot().ticketId), this.identity.contactOf(order.buyerId)]);
    if (!ticket || !buyer) return null;
    try {
      const checkout = await this.payments.openCheckout(checkoutRequestFor(order, ticket, buyer, this.config.publicUrl));
      return checkout.sessionId;
    } catch (error) {
      if (error instanceof CheckoutRefused) return null;
      throw error;
    }
  }

  /**
   * Runs the change and saves it in one transaction, if nobody moved the order meanwhile; else the order as the
   * other process left it, settled again (it may need a refund now).
   */
  private async transition(order: Order, change: () => Promise<void>): Promise<Order> {
    const { status: from, refundId: fromRefundId } = order.snapshot();
    const before = JSON.stringify(order.snapshot());
    const saved = await this.transactions.run(async () => {
      await change();
      if (JSON.stringify(order.snapshot()) === before) return true;
      if (await this.orders.save(order, from, fromRefundId)) return true;
      throw new OrderMovedMeanwhile();
    }).catch((error: unknown) => {
      if (error instanceof OrderMovedMeanwhile) return false;
      throw error;
    });
    if (saved) return order;
    const current = await this.orders.findOrder(order.id);
    if (!current) throw MarketplaceErrors.orderNotFound();
    return this.settle(current);
  }
}

class OrderMovedMeanwhile extends Error {}
