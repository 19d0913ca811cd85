import type { PaidSale } from '../../domain/release.js';

/** The marketplace's paid orders whose money the ledger still holds for their seller (read through its published view). */
export abstract class PaidSales {
  /** Not yet released, with their event on or before `lastEventDay` (YYYY-MM-DD), at most `limit`, earliest event first. */
  abstract unreleasedUpTo(lastEventDay: string, limit: number): Promise<PaidSale[]>;
  /** One seller's sales not yet released. */
  abstract unreleasedOf(sellerId: string): Promise<PaidSale[]>;
}
