import type { TicketStatus } from '../../domain/listing.js';
import type { SplitRule } from '../../domain/listing-split.js';
import type { OrderStatus } from '../../domain/order.js';

export interface TicketView {
  id: string;
  title: string;
  description: string;
  category: { id: string; slug: string };
  eventId: string | null;
  eventDate: string;
  eventTime: string | null;
  venue: string;
  seat: { section: string | null; row: string | null; seat: string | null };
  pricePerUnitCents: number;
  /** What one ticket cost from the organiser (issue 19). */
  faceValueCents: number;
  /** The catalogue tier the ticket is of, as it was named when listed; null when the seller stated the face value. */
  tierName: string | null;
  quantity: number;
  /** How its tickets may be bought (issue 19). */
  splitRule: SplitRule;
  priceCents: number;
  /** Counts the seller's changes: a purchase confirms the version the buyer was shown. */
  version: number;
  currency: 'EUR';
  status: TicketStatus;
  /** "Anna B.": never an email or phone. */
  seller: { id: string; name: string };
  hasFile: boolean;
  /** How many files: one per ticket (each downloads as `/tickets/{id}/files/{n}`), or one for all of them. */
  fileCount: number;
  /** Why a withdrawn listing was taken off the market (its seller and staff see it); null otherwise. */
  withdrawnReason: string | null;
  createdAt: string;
}

/** A listing with the resale cap that applies to it now (its seller's and staff's views). */
export type TicketWithCap<T extends TicketView = TicketView> = T & { priceCapBasisPoints: number };

export interface TicketSearch {
  categoryId?: string;
  eventId?: string;
  /** Already folded by searchText(). */
  text?: string;
  from?: string;
  to?: string;
  /** Riga's calendar day: listings whose event day is before it are not on sale. */
  today: string;
  offset: number;
  limit: number;
}

export interface OrderView {
  id: string;
  role: 'buyer' | 'seller';
  ticket: { id: string; title: string; eventDate: string; venue: string };
  /** The buyer's: what they pay, fee included; the seller's: what the tickets sold for. */
  amountCents: number;
  status: OrderStatus;
  currency: 'EUR';
  counterpart: { name: string; deleted: boolean };
  createdAt: string;
}

export interface AdminTicketQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  status?: string;
  categoryId?: string;
  sellerId?: string;
  text?: string;
  /** Only listings on offer whose price is over the cap that applies now. */
  overCap?: boolean;
}

export interface AdminTicketView extends TicketView {
  sellerEmail: string;
  buyerId: string | null;
}

export interface AdminOrderView {
  id: string;
  ticketId: string;
  ticketTitle: string;
  buyerId: string;
  buyerEmail: string;
  sellerId: string;
  sellerEmail: string;
  /** What the buyer pays (or paid), fee included. */
  amountCents: number;
  currency: 'EUR';
  status: OrderStatus;
  createdAt: string;
}

/** The read side of the marketplace: lists shaped for screens. */
export abstract class TicketQueries {
  abstract adminTickets(query: AdminTicketQuery): Promise<{ items: TicketWithCap<AdminTicketView>[]; total: number }>;
  abstract adminTicket(id: string): Promise<TicketWithCap<AdminTicketView> | null>;
  /** `ticketId`: only the orders of that listing (its show page lists them). */
  abstract adminOrders(query: Omit<AdminTicketQuery, 'status' | 'categoryId' | 'sellerId' | 'text'> & { ticketId?: string }): Promise<{ items: AdminOrderView[]; total: number }>;
  abstract adminOrder(id: string): Promise<AdminOrderView | null>;
  /** One listing as buyers see it, whatever its state (a waiting-list offer shows its own). */
  abstract listing(id: string): Promise<TicketView | null>;
  abstract available(search: TicketSearch): Promise<{ items: TicketView[]; total: number }>;
  /** The unit prices of an event's listings on sale on the given Riga day, with their category (whose fees apply). */
  abstract onSaleForEvent(eventId: string, today: string): Promise<{ categoryId: string; pricePerUnitCents: number }[]>;
  /** Newest first, one page. */
  abstract ofUser(userId: string, role: 'seller' | 'buyer', page: { offset: number; limit: number }): Promise<{ items: TicketWithCap[]; total: number }>;
  /** Newest first, one page. */
  abstract ordersOf(userId: string, page: { offset: number; limit: number }): Promise<{ items: OrderView[]; total: number }>;
}
