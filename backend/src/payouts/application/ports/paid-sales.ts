import type { PaidSale } from '../../domain/release.js';

/** The marketplace's paid orders whose money the ledger still holds for their seller (read through its published view). */
export abstract class PaidSales {
  /**
   * Not yet released, with their event on or before `lastEventDay` (YYYY-MM-DD): a page of at most `limit` in order id
   * order, after `afterOrderId` (the next page starts after the last sale of this one).
   */
  abstract unreleasedUpTo(lastEventDay: string, limit: number, afterOrderId?: string): Promise<PaidSale[]>;
  /** One seller's sales not yet released. */
  abstract unreleasedOf(sellerId: string): Promise<PaidSale[]>;
}
