import type { SplitRule } from '../../domain/listing-split.js';
import type { Offer } from '../../domain/listing.js';
import type { Order, OrderStatus } from '../../domain/order.js';

/** Why a hold did not happen, from what the hold statement saw; `undetermined` means look again after it. */
export type KnownNoSale =
  | { reason: 'key-used'; earlier: { ticketId: string; orderId: string } }
  | { reason: 'ticket'; ticket: Offer | null };
type NoSale = KnownNoSale | { reason: 'undetermined' };

/** A listing as the checkout prices it: its offer, and what the order and its emails name. */
export interface PricedOffer extends Offer {
  ticketId: string;
  categoryId: string;
  /** The catalogue event it is linked to: a buyer's tickets of one event are limited. */
  eventId: string | null;
  /** How its tickets may be bought: any number, only together, or never leaving a single one. */
  splitRule: SplitRule;
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

export type NoHold = NoSale;

/** The tickets of an order, as its pages and emails name them. */
export interface OrderTicket {
  id: string;
  title: string;
  /** The catalogue event the ticket is for, if it is linked to one. */
  eventId: string | null;
  /** YYYY-MM-DD. */
  eventDate: string;
  eventTime: string | null;
  venue: string;
  seat: { section: string | null; row: string | null; seat: string | null };
  /** The seller uploaded the ticket's file: once paid, the buyer downloads it. */
  hasFile: boolean;
  /** One per ticket, or one for all of them (ADR 0026). */
  fileCount: number;
}

export abstract class OrderRepository {
  abstract orderTicket(ticketId: string): Promise<OrderTicket | null>;
  /** The listing as it is now, or null. */
  abstract pricedOffer(ticketId: string): Promise<PricedOffer | null>;
  /**
   * How many tickets of the event the buyer holds or bought (orders awaiting payment, paid or done). Call inside a
   * transaction: it also makes any other order of this buyer for this event wait until that transaction ends, so two
   * orders at once cannot both pass the limit.
   */
  abstract ticketsOfEventLocked(buyerId: string, eventId: string): Promise<number>;
  /**
   * Splits `quantity` of the listing's tickets off into a listing of their own for the buyer to hold, while the listing
   * is on sale as the buyer confirmed it and has more tickets than that; in the caller's transaction, which holds the
   * listing until it ends. `allowed` decides, on the locked listing, whether its rule lets that many go now. Resolves
   * the new listing's id, or null when the listing is not (or no longer) so.
   */
  abstract splitOff(
    ticketId: string,
    quantity: number,
    confirmed: { buyerId: string; unitPriceCents: number; expectedVersion: number | null; today: string },
    allowed: (listing: { quantity: number; splitRule: SplitRule }) => boolean,
  ): Promise<string | null>;
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
  /** The order the provider's payment paid. */
  abstract findByPayment(paymentId: string): Promise<Order | null>;
  /**
   * Writes the order's new state if it still is as it was read: status `from` and, for a refund being recorded, no
   * refund yet (another process may have moved it meanwhile). False when it was not, and nothing is written.
   */
  abstract save(order: Order, from: OrderStatus, fromRefundId?: string | null): Promise<boolean>;
  /** Orders still awaiting payment whose hold ran out by `now`, oldest first. */
  abstract holdsDue(now: Date, limit: number): Promise<string[]>;
  /** Late payments whose refund has not been made yet. */
  abstract refundsOwed(limit: number): Promise<string[]>;
  /** The orders of listings of a catalogue event, in these states. */
  abstract ofEvent(eventId: string, statuses: OrderStatus[]): Promise<string[]>;
  /** The order's tickets reserved → sold to its buyer (who now owns them). */
  abstract handOverTickets(order: Order): Promise<void>;
  /** The buyer gave the tickets back for a refund (their event moved): they are the seller's again, off sale, and no longer the buyer's to download. */
  abstract returnToSeller(order: Order): Promise<void>;
  /** The order's tickets go back on offer; tickets split off a listing return to it while it is still on offer. */
  abstract releaseTickets(order: Order): Promise<void>;

  /** After a hold that did not happen: the key's earlier order, or the ticket as it is now. */
  /** The id of this buyer's order that holds the ticket awaiting their payment, if there is one. */
  abstract awaitingPaymentBy(ticketId: string, buyerId: string): Promise<string | null>;
  abstract explainNoSale(attempt: { ticketId: string; buyerId: string; idempotencyKey: string }): Promise<KnownNoSale>;
}
