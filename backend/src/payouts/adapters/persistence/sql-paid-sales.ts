import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { PaidSales } from '../../application/ports/paid-sales.js';
import type { PaidSale } from '../../domain/release.js';

const SALE = `s.order_id AS "orderId", s.seller_id AS "sellerId", s.tickets_cents AS "ticketsCents", s.buyer_fee_cents AS "buyerFeeCents",
  s.total_cents AS "totalCents", s.seller_fee_cents AS "sellerFeeCents", to_char(s.event_date, 'YYYY-MM-DD') AS "eventDate",
  to_char(s.event_time, 'HH24:MI') AS "eventTime"`;
/**
 * Not released yet: the book has no release posting of the order (`releasePosting`'s reference). Looked up by that
 * unique reference, one index probe per sale: by kind, stale statistics (no releases yet when the table was last
 * analysed) made PostgreSQL scan every release for every sale, so a run of 100,000 sales never ended.
 */
const UNRELEASED = `NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.reference = 'order:' || s.order_id || ':release')`;

/**
 * The marketplace's paid sales through the view it publishes (marketplace_paid_sales), against the books. A sale with
 * a claim under way is frozen: never released until the claim is decided, but still the seller's pending money.
 */
@Injectable()
export class SqlPaidSales extends PaidSales {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  unreleasedUpTo(lastEventDay: string, limit: number, afterOrderId?: string): Promise<PaidSale[]> {
    return this.sql.rows<PaidSale>(
      `SELECT ${SALE} FROM marketplace_paid_sales s
       WHERE s.event_date <= $1::date AND NOT s.frozen AND ($3::uuid IS NULL OR s.order_id > $3::uuid) AND ${UNRELEASED}
       ORDER BY s.order_id LIMIT $2`,
      [lastEventDay, limit, afterOrderId ?? null],
    );
  }

  unreleasedOf(sellerId: string): Promise<PaidSale[]> {
    return this.sql.rows<PaidSale>(`SELECT ${SALE} FROM marketplace_paid_sales s WHERE s.seller_id = $1 AND ${UNRELEASED}`, [sellerId]);
  }
}
