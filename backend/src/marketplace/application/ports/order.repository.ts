export interface OrderRecord {
  id: string;
  ticketId: string;
  buyerId: string;
  sellerId: string;
  amountCents: number;
  currency: 'EUR';
  createdAt: Date;
}

export interface Sale {
  order: OrderRecord;
  title: string;
  /** YYYY-MM-DD */
  eventDate: string;
  seller: { email: string; firstName: string; language: string } | null;
}

/** Why an attempt did not sell, from what the sale statement saw; `undetermined` means look again after it. */
export type KnownNoSale =
  | { reason: 'key-used'; earlier: { ticketId: string; orderId: string } }
  | { reason: 'ticket'; ticket: { status: string; sellerId: string } | null };
export type NoSale = KnownNoSale | { reason: 'undetermined' };

export abstract class OrderRepository {
  /**
   * In one statement, in the caller's transaction: available → sold to the buyer (only if still available and not
   * the buyer's own), the Idempotency-Key claimed and the order recorded. When the ticket was sold but the key was
   * already claimed (by a concurrent or earlier purchase of another ticket), `keyTaken` is true and the caller must
   * roll back.
   */
  abstract sell(attempt: { orderId: string; ticketId: string; buyerId: string; idempotencyKey: string }): Promise<Sale | { keyTaken: true } | NoSale>;
  /** After an attempt that did not sell: the key's earlier purchase, or the ticket as it is now. */
  abstract explainNoSale(attempt: { ticketId: string; buyerId: string; idempotencyKey: string }): Promise<KnownNoSale>;
  abstract findById(id: string): Promise<OrderRecord | null>;
}
