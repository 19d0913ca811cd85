/** Why money went back to a buyer. */
export type RefundCause = 'late_payment' | 'claim' | 'event_cancelled';

/** One order's refund, made or still to be made, as staff follow it. */
export interface RefundForStaff {
  /** The order's id. */
  id: string;
  ticketTitle: string;
  eventId: string | null;
  buyerName: string;
  cause: RefundCause;
  amountCents: number;
  state: 'pending' | 'refunded';
  refundId: string | null;
  updatedAt: Date;
}

export interface RefundQuery {
  offset: number;
  limit: number;
  eventId?: string;
  state?: RefundForStaff['state'];
  cause?: RefundCause;
}

/** The refunds report: late payments, claims upheld and cancelled events, each with its state. */
export abstract class RefundQueries {
  abstract forStaff(query: RefundQuery): Promise<{ items: RefundForStaff[]; total: number }>;
}
