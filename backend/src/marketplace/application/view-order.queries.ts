import { Injectable } from '@nestjs/common';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import type { Order, OrderStatus } from '../domain/order.js';
import type { Claim } from '../domain/claim.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { OrderRepository, type OrderTicket } from './ports/order.repository.js';
import { SettleOrder } from './settle-order.use-case.js';
import { EventMoves } from './ports/event-moves.js';
import { Clock } from '../../shared/domain/clock.js';
import { refusalOfMoveRefund } from '../domain/event-move.js';

/** An order as its buyer or its seller sees it: each their own side of the money, nobody's e-mail address. */
export interface OrderView {
  id: string;
  status: OrderStatus;
  role: 'buyer' | 'seller';
  quantity: number;
  unitPriceCents: number;
  amounts: {
    ticketsCents: number;
    /** The buyer's fee and total: shown to the buyer. */
    buyerFeeCents: number | null;
    totalCents: number | null;
    /** The seller's fee and payout: shown to the seller. */
    sellerFeeCents: number | null;
    payoutCents: number | null;
    currency: 'EUR';
  };
  /** Until then the tickets are held for the buyer. */
  expiresAt: string;
  /** The provider's payment page, for the buyer while the order awaits payment. */
  checkoutUrl: string | null;
  ticket: OrderTicket;
  createdAt: string;
  paidAt: string | null;
  /** The event moved after the buyer bought: until then (to the buyer, while it is possible) they may have all their money back. */
  moveRefundUntil: string | null;
}

/** A buyer's page polls every 2 s; the provider is asked about one order at most this often per API process. */
const ASK_PROVIDER_EVERY_MS = 5_000;
const REMEMBERED_ORDERS_MAX = 10_000;

@Injectable()
export class ViewOrder {
  /** When each order awaiting payment was last looked up at the provider, oldest first (Map keeps insertion order). */
  private readonly askedAt = new Map<string, number>();

  constructor(
    private readonly orders: OrderRepository,
    private readonly settle: SettleOrder,
    private readonly claims: ClaimRepository,
    private readonly moves: EventMoves,
    private readonly clock: Clock,
  ) {}

  /** The claims on an order (a buyer opens at most one), to its buyer and its seller. */
  async claimsOf(orderId: string, userId: string): Promise<Claim[]> {
    const order = await this.orders.findOrder(orderId);
    if (!order?.roleOf(userId)) throw MarketplaceErrors.orderNotFound();
    const claim = await this.claims.ofOrder(orderId);
    return claim ? [claim] : [];
  }

  /**
   * The buyer looking at an order still awaiting payment (back from the payment page, say) gets it as the provider
   * sees it now, without waiting for the webhook; if the provider cannot be asked, as it is stored.
   */
  async forUser(orderId: string, userId: string): Promise<OrderView> {
    let order = await this.orders.findOrder(orderId);
    const role = order?.roleOf(userId);
    if (!order || !role) throw MarketplaceErrors.orderNotFound();
    if (role === 'buyer' && order.isAwaitingPayment() && order.checkout && this.mayAskProvider(order.id)) {
      order = await this.settle.settle(order).catch(() => order!);
    }
    return this.view(order, role);
  }

  private mayAskProvider(orderId: string): boolean {
    const now = Date.now();
    const last = this.askedAt.get(orderId);
    if (last !== undefined && now - last < ASK_PROVIDER_EVERY_MS) return false;
    this.askedAt.delete(orderId);
    this.askedAt.set(orderId, now);
    if (this.askedAt.size > REMEMBERED_ORDERS_MAX) this.askedAt.delete(this.askedAt.keys().next().value!);
    return true;
  }

  async view(order: Order, role: 'buyer' | 'seller'): Promise<OrderView> {
    const state = order.snapshot();
    const ticket = await this.orders.orderTicket(state.ticketId);
    if (!ticket) throw MarketplaceErrors.orderNotFound();
    const buyer = role === 'buyer';
    return {
      id: state.id,
      status: state.status,
      role,
      quantity: state.quantity,
      unitPriceCents: state.unitPriceCents,
      amounts: {
        ticketsCents: state.amounts.ticketsCents,
        buyerFeeCents: buyer ? state.amounts.buyerFeeCents : null,
        totalCents: buyer ? state.amounts.totalCents : null,
        sellerFeeCents: buyer ? null : state.amounts.sellerFeeCents,
        payoutCents: buyer ? null : state.amounts.payoutCents,
        currency: state.currency,
      },
      expiresAt: state.holdExpiresAt.toISOString(),
      checkoutUrl: buyer && order.isAwaitingPayment() ? (state.checkout?.url ?? null) : null,
      ticket,
      createdAt: state.createdAt.toISOString(),
      paidAt: state.paidAt?.toISOString() ?? null,
      moveRefundUntil: buyer ? await this.moveRefundUntil(order, ticket) : null,
    };
  }

  private async moveRefundUntil(order: Order, ticket: OrderTicket): Promise<string | null> {
    if (!ticket.eventId || !order.isPaid()) return null;
    const move = await this.moves.latest(ticket.eventId);
    if (refusalOfMoveRefund(move, { placedAt: order.snapshot().createdAt, isPaid: true }, this.clock.now())) return null;
    if (await this.claims.ofOrder(order.id)) return null;
    return move!.refundUntil.toISOString();
  }
}
