export interface OrderRecord {
  id: string;
  ticketId: string;
  buyerId: string;
  sellerId: string;
  amountCents: number;
  currency: 'EUR';
  createdAt: Date;
}

export abstract class OrderRepository {
  abstract insert(order: Omit<OrderRecord, 'createdAt'>): Promise<OrderRecord>;
  abstract findById(id: string): Promise<OrderRecord | null>;
  /**
   * Claims an Idempotency-Key of a user for a purchase. Resolves null when claimed now; otherwise the purchase
   * that claimed it before (waiting for a concurrent claim with the same key to finish).
   */
  abstract claimIdempotencyKey(userId: string, key: string, ticketId: string, orderId: string): Promise<{ ticketId: string; orderId: string } | null>;
}
