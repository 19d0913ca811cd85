import type { Language } from '../../../shared/domain/language.js';
import type { Offer } from '../../domain/listing.js';

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

export abstract class OrderRepository {
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
