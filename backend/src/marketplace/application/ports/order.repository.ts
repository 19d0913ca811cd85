import type { Language } from '../../../shared/domain/language.js';
import type { Offer } from '../../domain/listing.js';
import type { Order, OrderStatus } from '../../domain/order.js';

export interface OrderRecord {
  id: string;
  ticketId: string;
  buyerId: string;
  sellerId: string;
  amountCents: number;
  currency: 'EUR';
  createdAt: Date;
}

/** The emails of a purchase: the buyer's is given; the seller's address, name and language come from the seller's account. */
export interface PurchaseEmails {
  buyer: { to: string; language: Language; firstName: string; template: string };
  sellerTemplate: string;
}

export interface PurchaseAttempt {
  orderId: string;
  ticketId: string;
  buyerId: string;
  idempotencyKey: string;
  /** The unit price the buyer confirmed; another price now sells nothing. */
  expectedUnitPriceCents: number;
  /** The listing version the buyer confirmed; a listing changed since sells nothing. */
  expectedVersion: number;
  /** Riga's calendar day (YYYY-MM-DD): a listing whose event day is before it is not sold. */
  today: string;
}

/** Why an attempt did not sell, from what the sale statement saw; `undetermined` means look again after it. */
export type KnownNoSale =
  | { reason: 'key-used'; earlier: { ticketId: string; orderId: string } }
  | { reason: 'ticket'; ticket: Offer | null };
export type NoSale = KnownNoSale | { reason: 'undetermined' };

/** A listing as the checkout prices it: its offer, and what the order and its emails name. */
export interface PricedOffer extends Offer {
  ticketId: string;
  categoryId: string;
  quantity: number;
  title: string;
  /** YYYY-MM-DD. */
  eventDate: string;
}

/** The buyer's Idempotency-Key with a digest of what they asked for: a replay must ask for the same. */
export interface OrderClaim {
  idempotencyKey: string;
  requestHash: string;
}

/** Why a hold did not happen, decided from the statement's own snapshot where it can be. */
export type NoHold = NoSale;

/** The tickets of an order, as its pages and emails name them. */
export interface OrderTicket {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  eventDate: string;
  eventTime: string | null;
  venue: string;
  seat: { section: string | null; row: string | null; seat: string | null };
}

export abstract class OrderRepository {
  abstract orderTicket(ticketId: string): Promise<OrderTicket | null>;
  /** The listing as it is now, or null. */
  abstract pricedOffer(ticketId: string): Promise<PricedOffer | null>;
  /**
   * One atomic statement: the ticket available → reserved for this order (only if on sale as `isOnSale` defines it,
   * not the buyer's own, at the unit price, quantity and version the buyer confirmed), the key claimed and the order
   * recorded, or nothing. Under any concurrency exactly one buyer holds a ticket.
   */
  abstract hold(order: Order, claim: OrderClaim, confirmed: { expectedVersion: number | null; today: string }): Promise<{ held: true } | NoHold>;
  /** The order an Idempotency-Key of this buyer made, with the digest of its request. */
  abstract findByClaim(buyerId: string, idempotencyKey: string): Promise<{ order: Order; requestHash: string | null } | null>;
  abstract findOrder(id: string): Promise<Order | null>;
  abstract findByCheckoutSession(sessionId: string): Promise<Order | null>;
  /**
   * Writes the order's new state if it still is as it was read: status `from` and, for a refund being recorded, no
   * refund yet (another process may have moved it meanwhile). False when it was not, and nothing is written.
   */
  abstract save(order: Order, from: OrderStatus, fromRefundId?: string | null): Promise<boolean>;
  /** Orders still awaiting payment whose hold ran out by `now`, oldest first. */
  abstract holdsDue(now: Date, limit: number): Promise<string[]>;
  /** Late payments whose refund has not been made yet. */
  abstract refundsOwed(limit: number): Promise<string[]>;
  /** The order's tickets reserved → sold to its buyer (who now owns them). */
  abstract handOverTickets(order: Order): Promise<void>;
  /** The order's tickets reserved → available again. */
  abstract releaseTickets(order: Order): Promise<void>;

  /**
   * One atomic statement: available → sold to the buyer (only if on sale as `isOnSale` defines it, not the buyer's
   * own, and at the unit price the buyer confirmed), the
   * Idempotency-Key claimed, the order recorded and both emails written to the outbox (ADR 0004), each with the
   * ticket's title, amount (`12.50`), event date (`DD.MM.YYYY`) and the order id as params. All of it or nothing:
   * when the key turns out to be claimed by a concurrent purchase of another ticket, nothing is written and the
   * answer is `undetermined`.
   */
  abstract purchase(attempt: PurchaseAttempt, emails: PurchaseEmails): Promise<{ order: OrderRecord } | NoSale>;
  /** After an attempt that did not sell: the key's earlier purchase, or the ticket as it is now. */
  abstract explainNoSale(attempt: Pick<PurchaseAttempt, 'ticketId' | 'buyerId' | 'idempotencyKey'>): Promise<KnownNoSale>;
  abstract findById(id: string): Promise<OrderRecord | null>;
}
