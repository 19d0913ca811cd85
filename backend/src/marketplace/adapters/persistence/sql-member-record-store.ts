import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { MemberRecordStore, type ListingRecord, type OrderRecord } from '../../application/ports/member-records.js';
import { ARCHIVED_FILES } from './sql-ticket.repository.js';

const LISTING_COLUMNS = `title, description, to_char(event_date, 'YYYY-MM-DD') AS "eventDate", to_char(event_time, 'HH24:MI') AS "eventTime", venue,
  json_build_object('section', seat_section, 'row', seat_row, 'number', seat_number) AS seat, quantity,
  price_per_unit_cents AS "pricePerUnitCents", currency, status, created_at AS "createdAt", updated_at AS "updatedAt"`;

@Injectable()
export class SqlMemberRecordStore extends MemberRecordStore {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async ordersInProgress(userId: string, today: string): Promise<number> {
    const [row] = await this.sql.rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM orders o JOIN tickets t ON t.id = o.ticket_id
       WHERE (o.buyer_id = $1 OR o.seller_id = $1)
         AND (o.status = 'awaiting_payment' OR (o.status = 'paid' AND t.event_date >= $2::date))`,
      [userId, today],
    );
    return row.count;
  }

  async casesOpen(userId: string): Promise<number> {
    const [row] = await this.sql.rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM orders o
       WHERE (o.buyer_id = $1 OR o.seller_id = $1)
         AND (EXISTS (SELECT 1 FROM order_claims c WHERE c.order_id = o.id AND c.status IN ('open', 'refunding'))
           OR EXISTS (SELECT 1 FROM order_disputes d WHERE d.order_id = o.id AND d.status IN ('needs_response', 'under_review')))`,
      [userId],
    );
    return row.count;
  }

  listingsOf(userId: string): Promise<ListingRecord[]> {
    return this.sql.rows<ListingRecord>(
      `SELECT id, ${LISTING_COLUMNS}, withdrawn_reason AS "withdrawnReason", NULL::timestamptz AS "deletedAt" FROM tickets WHERE seller_id = $1
       UNION ALL
       SELECT original_id, ${LISTING_COLUMNS}, NULL, deleted_at FROM deleted_tickets WHERE seller_id = $1
       ORDER BY "createdAt" DESC`,
      [userId],
    );
  }

  ordersOf(userId: string): Promise<OrderRecord[]> {
    return this.sql.rows<OrderRecord>(
      `SELECT o.id, CASE WHEN o.buyer_id = $1 THEN 'buyer' ELSE 'seller' END AS role, t.title AS "ticketTitle",
         to_char(t.event_date, 'YYYY-MM-DD') AS "eventDate", o.status, o.quantity, o.tickets_cents AS "ticketsCents",
         o.buyer_fee_cents AS "buyerFeeCents", o.seller_fee_cents AS "sellerFeeCents", o.total_cents AS "totalCents",
         o.created_at AS "createdAt", o.paid_at AS "paidAt", o.closed_at AS "closedAt"
       FROM orders o JOIN tickets t ON t.id = o.ticket_id
       WHERE o.buyer_id = $1 OR o.seller_id = $1
       ORDER BY o.created_at DESC`,
      [userId],
    );
  }

  async retireListingsOf(sellerId: string, reason: string): Promise<number> {
    const withdrawn = await this.sql.rows<{ id: string }>(
      `UPDATE tickets SET status = 'withdrawn', withdrawn_reason = $2, updated_at = now() WHERE seller_id = $1 AND status = 'available' RETURNING id`,
      [sellerId, reason],
    );
    const ids = withdrawn.map((row) => row.id);
    if (ids.length === 0) return 0;
    const unordered = `id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.ticket_id = tickets.id)`;
    await this.sql.rows(
      `INSERT INTO deleted_tickets (original_id, seller_id, owner_id, buyer_id, category_id, event_id, title, description, event_date,
         event_time, venue, seat_section, seat_row, seat_number, price_per_unit_cents, quantity, price_cents, currency, files,
         status, created_at, updated_at, deleted_by)
       SELECT id, seller_id, owner_id, buyer_id, category_id, event_id, title, description, event_date, event_time, venue, seat_section,
         seat_row, seat_number, price_per_unit_cents, quantity, price_cents, currency, ${ARCHIVED_FILES}, status, created_at,
         updated_at, $2 FROM tickets WHERE ${unordered}`,
      [ids, sellerId],
    );
    await this.sql.rows(`DELETE FROM tickets WHERE ${unordered}`, [ids]);
    return ids.length;
  }
}
