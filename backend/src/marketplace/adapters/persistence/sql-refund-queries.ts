import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { RefundQueries, type RefundForStaff, type RefundQuery } from '../../application/ports/refund-queries.js';

/**
 * Every order that has, or is owed, a refund: refunded in full (a late payment, a claim, a cancelled event), refunded
 * in part after a claim, or paid for an event since cancelled (its refund job has not run yet).
 */
const REFUNDS = `
  SELECT o.id, t.title AS "ticketTitle", t.event_id AS "eventId", b.display_name AS "buyerName",
    CASE WHEN c.refund_cents > 0 THEN 'claim' WHEN ev.status = 'cancelled' THEN 'event_cancelled' ELSE 'late_payment' END AS cause,
    CASE WHEN c.refund_cents > 0 THEN c.refund_cents ELSE o.total_cents END AS "amountCents",
    CASE WHEN (o.status = 'refunded' AND o.refund_id IS NOT NULL) OR (c.status = 'closed' AND c.refund_cents > 0) THEN 'refunded' ELSE 'pending' END AS state,
    COALESCE(c.refund_id, o.refund_id) AS "refundId", GREATEST(o.updated_at, c.updated_at) AS "updatedAt"
  FROM orders o JOIN tickets t ON t.id = o.ticket_id JOIN identity_member_names b ON b.id = o.buyer_id
  LEFT JOIN catalog_event_refs ev ON ev.id = t.event_id
  LEFT JOIN order_claims c ON c.order_id = o.id
  WHERE o.status = 'refunded' OR (o.status = 'paid' AND ev.status = 'cancelled') OR c.refund_cents > 0`;

@Injectable()
export class SqlRefundQueries extends RefundQueries {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async forStaff(query: RefundQuery): Promise<{ items: RefundForStaff[]; total: number }> {
    const rows = await this.sql.rows<RefundForStaff & { total: string }>(
      `SELECT r.*, count(*) OVER () AS total FROM (${REFUNDS}) r
       WHERE ($3::uuid IS NULL OR r."eventId" = $3) AND ($4::text IS NULL OR r.state = $4) AND ($5::text IS NULL OR r.cause = $5)
       ORDER BY r.state, r."updatedAt" DESC, r.id LIMIT $1 OFFSET $2`,
      [query.limit, query.offset, query.eventId ?? null, query.state ?? null, query.cause ?? null],
    );
    return { items: rows.map(({ total: _total, ...refund }) => refund), total: rows.length ? Number(rows[0].total) : 0 };
  }
}
