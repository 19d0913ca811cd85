import type { OrderAmounts } from './fees.js';
import { MarketplaceErrors } from './marketplace.errors.js';

/**
 * awaiting_payment (the tickets held for the buyer) → paid (the tickets the buyer's), or → expired / cancelled (the
 * tickets released). A payment that arrives for a released hold makes the order refunded: the buyer gets it all back.
 * A paid order refunded in full after a claim is refunded too; one whose payment the buyer's bank took back (a card
 * dispute lost) is disputed. completed belongs to the payouts that follow the event.
 */
/**
 * The order's number as people read it (e-mails, the order page, a call to support): the first eight characters of
 * its id in capitals, "3F9A0C2E" (ADR 0022).
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

export type OrderStatus = 'awaiting_payment' | 'paid' | 'expired' | 'cancelled' | 'refunded' | 'completed' | 'disputed';

export interface OrderState {
  id: string;
  ticketId: string;
  buyerId: string;
  sellerId: string;
  quantity: number;
  unitPriceCents: number;
  amounts: OrderAmounts;
  currency: 'EUR';
  status: OrderStatus;
  holdExpiresAt: Date;
  /** The payment provider's hosted checkout for this order, once opened. */
  checkout: { sessionId: string; url: string } | null;
  /** The provider's payment, once the buyer paid. */
  paymentId: string | null;
  /** The provider's refund of a late payment, once made. */
  refundId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  /** When it stopped awaiting payment without being paid (expired, cancelled). */
  closedAt: Date | null;
}

/** What a payment means for the order it was made for. */
export type PaymentOutcome =
  /** The order is paid now: deliver the tickets. */
  | 'paid'
  /** It was paid before with this payment: nothing to do. */
  | 'already-paid'
  /** The hold had been released: the payment is to be refunded in full, and the buyer told why. */
  | 'refund';

export class Order {
  private constructor(private state: OrderState) {}

  static place(input: Omit<OrderState, 'status' | 'checkout' | 'paymentId' | 'refundId' | 'paidAt' | 'closedAt' | 'currency'>): Order {
    return new Order({ ...input, currency: 'EUR', status: 'awaiting_payment', checkout: null, paymentId: null, refundId: null, paidAt: null, closedAt: null });
  }

  static restore(state: OrderState): Order {
    return new Order({ ...state });
  }

  get id() {
    return this.state.id;
  }
  get status() {
    return this.state.status;
  }
  get checkout() {
    return this.state.checkout;
  }
  get paymentId() {
    return this.state.paymentId;
  }
  get buyerId() {
    return this.state.buyerId;
  }

  snapshot(): Readonly<OrderState> {
    return { ...this.state };
  }

  /** The order's money as checkout computed it, as the books record it. */
  money(): {
    orderId: string;
    sellerId: string;
    ticketsCents: number;
    buyerFeeCents: number;
    totalCents: number;
    sellerFeeCents: number;
    paymentId: string | null;
    refundId: string | null;
  } {
    const { id, sellerId, amounts, paymentId, refundId } = this.state;
    return {
      orderId: id,
      sellerId,
      ticketsCents: amounts.ticketsCents,
      buyerFeeCents: amounts.buyerFeeCents,
      totalCents: amounts.totalCents,
      sellerFeeCents: amounts.sellerFeeCents,
      paymentId,
      refundId,
    };
  }

  isAwaitingPayment(): boolean {
    return this.state.status === 'awaiting_payment';
  }

  /** The hold has run out: the checkout is to be closed at the provider and, unless it was paid, the tickets released. */
  isHoldOver(now: Date): boolean {
    return this.isAwaitingPayment() && now.getTime() >= this.state.holdExpiresAt.getTime();
  }

  /** The buyer and the seller may see an order; nobody else learns that it exists. */
  roleOf(userId: string): 'buyer' | 'seller' | null {
    if (userId === this.state.buyerId) return 'buyer';
    if (userId === this.state.sellerId) return 'seller';
    return null;
  }

  openedCheckout(checkout: { sessionId: string; url: string }): void {
    if (!this.isAwaitingPayment()) throw MarketplaceErrors.orderNotAwaitingPayment();
    this.state.checkout = checkout;
  }

  /** The provider confirmed that the buyer paid: whatever else happened meanwhile, the money is not kept for nothing. */
  confirmPayment(paymentId: string, now: Date): PaymentOutcome {
    const { status } = this.state;
    if (status === 'awaiting_payment') {
      this.state = { ...this.state, status: 'paid', paymentId, paidAt: now };
      return 'paid';
    }
    if (status === 'expired' || status === 'cancelled') {
      this.state = { ...this.state, status: 'refunded', paymentId };
      return 'refund';
    }
    return 'already-paid';
  }

  /** The provider confirmed that the checkout can no longer be paid and the hold is over: the tickets go back on sale. */
  expire(now: Date): void {
    if (!this.isAwaitingPayment()) throw MarketplaceErrors.orderNotAwaitingPayment();
    this.state = { ...this.state, status: 'expired', closedAt: now };
  }

  /** The buyer gave up before paying (the provider confirmed the checkout closed): the tickets go back on sale at once. */
  cancel(userId: string, now: Date): void {
    if (userId !== this.state.buyerId) throw MarketplaceErrors.orderNotFound();
    if (!this.isAwaitingPayment()) throw MarketplaceErrors.orderNotAwaitingPayment();
    this.state = { ...this.state, status: 'cancelled', closedAt: now };
  }

  /** A late payment's refund was made. */
  refunded(refundId: string): void {
    if (this.state.status !== 'refunded') throw MarketplaceErrors.orderNotAwaitingPayment();
    this.state.refundId = refundId;
  }

  /** A paid order the buyer may open a claim on (before its money is released to the seller). */
  isPaid(): boolean {
    return this.state.status === 'paid';
  }

  /** Staff upheld the buyer's claim in full and the provider gave back everything they paid. */
  refundedInFull(refundId: string): void {
    if (this.state.status !== 'paid') throw MarketplaceErrors.claimDecided();
    this.state = { ...this.state, status: 'refunded', refundId };
  }

  /** The buyer's bank decided a card dispute for them: they keep the money, the seller's share is not paid. */
  chargedBack(): void {
    if (this.state.status !== 'paid') throw MarketplaceErrors.claimDecided();
    this.state = { ...this.state, status: 'disputed' };
  }

  /** A late payment still to be handed back (its refund not yet made). */
  owesRefund(): boolean {
    return this.state.status === 'refunded' && this.state.paymentId !== null && this.state.refundId === null;
  }
}
