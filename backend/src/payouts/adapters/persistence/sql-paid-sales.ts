import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { PaidSales } from '../../application/ports/paid-sales.js';
import type { PaidSale } from '../../domain/release.js';

const SALE = `s.order_id AS "orderId", s.seller_id AS "sellerId", s.tickets_cents AS "ticketsCents", s.buyer_fee_cents AS "buyerFeeCents",
  s.total_cents AS "totalCents", s.seller_fee_cents AS "sellerFeeCents", to_char(s.event_date, 'YYYY-MM-DD') AS "eventDate",
  to_char(s.event_time, 'HH24:MI') AS "eventTime"`;
const UNRELEASED = `NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.order_id = s.order_id AND l.kind = 'release')`;

/**
 * The marketplace's paid sales through the view it publishes (marketplace_paid_sales), against the books. A sale with
 * a claim under way is frozen: never released until the claim is decided, but still the seller's pending money.
 */
@Injectable()
export class SqlPaidSales extends PaidSales {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  unreleasedUpTo(lastEventDay: string, limit: number): Promise<PaidSale[]> {
    return this.sql.rows<PaidSale>(
      `SELECT ${SALE} FROM marketplace_paid_sales s WHERE s.event_date <= $1::date AND NOT s.frozen AND ${UNRELEASED}
       ORDER BY s.event_date, s.event_time NULLS LAST, s.order_id LIMIT $2`,
      [lastEventDay, limit],
    );
  }

  unreleasedOf(sellerId: string): Promise<PaidSale[]> {
    return this.sql.rows<PaidSale>(`SELECT ${SALE} FROM marketplace_paid_sales s WHERE s.seller_id = $1 AND ${UNRELEASED}`, [sellerId]);
  }
}
