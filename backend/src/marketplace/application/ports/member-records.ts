/** A listing as its seller's data export shows it; archived ones (deleted by the seller) included. */
export interface ListingRecord {
  id: string;
  title: string;
  description: string;
  eventDate: string;
  eventTime: string | null;
  venue: string;
  seat: { section: string | null; row: string | null; number: string | null };
  quantity: number;
  pricePerUnitCents: number;
  currency: string;
  status: string;
  withdrawnReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

/** An order the person bought or sold, as their data export shows it. */
export interface OrderRecord {
  id: string;
  role: 'buyer' | 'seller';
  ticketTitle: string;
  eventDate: string;
  status: string;
  quantity: number;
  ticketsCents: number;
  buyerFeeCents: number;
  sellerFeeCents: number;
  totalCents: number;
  createdAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
}

/** What the marketplace keeps about one person, read and retired for their export and their deletion. */
export abstract class MemberRecordStore {
  /** Orders of theirs (bought or sold) still running: awaiting payment, or paid for an event not passed on `today`. */
  abstract ordersInProgress(userId: string, today: string): Promise<number>;
  /** Orders of theirs (bought or sold) with a claim or a card dispute not yet decided. */
  abstract casesOpen(userId: string): Promise<number>;
  abstract listingsOf(userId: string): Promise<ListingRecord[]>;
  abstract ordersOf(userId: string): Promise<OrderRecord[]>;
  /**
   * Withdraws every available listing of the seller with the reason; those no order ever named go to the archive
   * of deleted listings. Resolves how many were withdrawn.
   */
  abstract retireListingsOf(sellerId: string, reason: string): Promise<number>;
}
