import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { Money } from '../../../shared/domain/money.js';
import type { CheckedListing } from '../../domain/listing.js';
import type { SplitRule } from '../../domain/listing-split.js';
import { TicketRepository, type NewTicket, type TicketRecord } from '../../application/ports/ticket.repository.js';

interface TicketRow {
  id: string;
  seller_id: string;
  owner_id: string;
  buyer_id: string | null;
  category_id: string;
  event_id: string | null;
  title: string;
  description: string;
  event_date: string;
  event_time: string | null;
  venue: string;
  seat_section: string | null;
  seat_row: string | null;
  seat_number: string | null;
  price_per_unit_cents: number;
  quantity: number;
  price_cents: number;
  face_value_cents: number;
  tier_name: string | null;
  split_rule: SplitRule;
  status: TicketRecord['status'];
  file_count: number;
  created_at: Date;
}

// Dates and times as text: a calendar day must never shift with the server's time zone.
const SELECT = `SELECT id, seller_id, owner_id, buyer_id, category_id, event_id, title, description, to_char(event_date, 'YYYY-MM-DD') AS event_date,
  to_char(event_time, 'HH24:MI') AS event_time, venue, seat_section, seat_row, seat_number, price_per_unit_cents, quantity, price_cents,
  face_value_cents, tier_name, split_rule, status, (SELECT count(*)::int FROM ticket_files f WHERE f.ticket_id = tickets.id) AS file_count,
  created_at FROM tickets`;

function toRecord(row: TicketRow): TicketRecord {
  return {
    id: row.id,
    sellerId: row.seller_id,
    ownerId: row.owner_id,
    buyerId: row.buyer_id,
    categoryId: row.category_id,
    eventId: row.event_id,
    title: row.title,
    description: row.description,
    eventDate: row.event_date,
    eventTime: row.event_time,
    venue: row.venue,
    seat: { section: row.seat_section, row: row.seat_row, seat: row.seat_number },
    pricePerUnit: Money.ofCents(row.price_per_unit_cents),
    quantity: row.quantity,
    price: Money.ofCents(row.price_cents),
    faceValue: Money.ofCents(row.face_value_cents),
    tierId: null,
    tierName: row.tier_name,
    splitRule: row.split_rule,
    status: row.status,
    fileCount: row.file_count,
    createdAt: row.created_at,
  };
}

/** A deleted listing's files as the archive keeps them (the rows go with the listing). */
export const ARCHIVED_FILES = `(SELECT jsonb_agg(jsonb_build_object('position', f.position, 'key', f.file_key, 'sha256', f.sha256) ORDER BY f.position)
  FROM ticket_files f WHERE f.ticket_id = tickets.id)`;

function detailValues(details: CheckedListing & { searchText: string }) {
  return [
    details.categoryId, details.eventId, details.title, details.description, details.eventDate, details.eventTime, details.venue,
    details.seat.section, details.seat.row, details.seat.seat, details.pricePerUnit.cents, details.quantity, details.price.cents, details.searchText,
    details.faceValue.cents, details.tierName, details.splitRule,
  ];
}

@Injectable()
export class SqlTicketRepository extends TicketRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async insert(ticket: NewTicket): Promise<boolean> {
    await this.sql.rows(
      `INSERT INTO tickets (category_id, event_id, title, description, event_date, event_time, venue, seat_section, seat_row, seat_number,
         price_per_unit_cents, quantity, price_cents, search_text, face_value_cents, tier_name, split_rule, id, seller_id, owner_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)`,
      [...detailValues(ticket), ticket.id, ticket.sellerId],
    );
    if (ticket.files.length === 0) return true;
    // Any fingerprint already listed (bytes or page, here or in this same upload) leaves its row out: then refused. A
    // file given back to its seller by a moved-event refund (released) may be listed again by that seller only.
    const files = await this.sql.rows(
      `INSERT INTO ticket_files (ticket_id, position, file_key, sha256, page_sha256, content_type)
       SELECT $1, f.position, f.key, f.sha256, f.page_sha256, f.content_type
       FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) AS f (position, key, sha256, page_sha256, content_type)
       WHERE NOT EXISTS (
         SELECT 1 FROM ticket_files r JOIN tickets t ON t.id = r.ticket_id
         WHERE r.released_at IS NOT NULL AND (r.sha256 = f.sha256 OR r.page_sha256 = f.page_sha256) AND t.seller_id <> $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        ticket.id,
        ticket.files.map((file) => file.position),
        ticket.files.map((file) => file.key),
        ticket.files.map((file) => file.sha256),
        ticket.files.map((file) => file.pageSha256),
        ticket.files.map((file) => file.contentType),
        ticket.sellerId,
      ],
    );
    return files.length === ticket.files.length;
  }

  async fileOf(ticketId: string, index: number): Promise<{ key: string; contentType: string; position: number } | null> {
    const [row] = await this.sql.rows<{ key: string; contentType: string; position: number }>(
      `SELECT file_key AS key, content_type AS "contentType", position FROM ticket_files WHERE ticket_id = $1 ORDER BY position OFFSET $2 LIMIT 1`,
      [ticketId, index - 1],
    );
    return row ?? null;
  }

  async recordDownload(ticketId: string, position: number, userId: string, at: Date): Promise<void> {
    await this.sql.rows(`INSERT INTO ticket_file_downloads (ticket_id, position, user_id, downloaded_at) VALUES ($1, $2, $3, $4)`, [ticketId, position, userId, at]);
  }

  async findById(id: string): Promise<TicketRecord | null> {
    const [row] = await this.sql.rows<TicketRow>(`${SELECT} WHERE id = $1`, [id]);
    return row ? toRecord(row) : null;
  }

  async findByIdForUpdate(id: string): Promise<TicketRecord | null> {
    const [row] = await this.sql.rows<TicketRow>(`${SELECT} WHERE id = $1 FOR UPDATE`, [id]);
    return row ? toRecord(row) : null;
  }

  async updateDetails(id: string, details: CheckedListing & { searchText: string }): Promise<void> {
    await this.sql.rows(
      `UPDATE tickets SET category_id = $1, event_id = $2, title = $3, description = $4, event_date = $5, event_time = $6, venue = $7,
         seat_section = $8, seat_row = $9, seat_number = $10, price_per_unit_cents = $11, quantity = $12, price_cents = $13,
         search_text = $14, face_value_cents = $15, tier_name = $16, split_rule = $17, version = version + 1, updated_at = now() WHERE id = $18`,
      [...detailValues(details), id],
    );
  }

  async archiveAndDelete(id: string, deletedBy: string): Promise<void> {
    await this.sql.rows(
      `INSERT INTO deleted_tickets (original_id, seller_id, owner_id, buyer_id, category_id, event_id, title, description, event_date,
         event_time, venue, seat_section, seat_row, seat_number, price_per_unit_cents, quantity, price_cents, currency, files,
         status, created_at, updated_at, deleted_by, face_value_cents, tier_name)
       SELECT id, seller_id, owner_id, buyer_id, category_id, event_id, title, description, event_date, event_time, venue, seat_section,
         seat_row, seat_number, price_per_unit_cents, quantity, price_cents, currency, ${ARCHIVED_FILES}, status, created_at,
         updated_at, $2, face_value_cents, tier_name FROM tickets WHERE id = $1`,
      [id, deletedBy],
    );
    await this.sql.rows('DELETE FROM tickets WHERE id = $1', [id]);
  }

  async withdraw(id: string, reason: string): Promise<boolean> {
    const rows = await this.sql.rows(`UPDATE tickets SET status = 'withdrawn', withdrawn_reason = $2, updated_at = now() WHERE id = $1 AND status = 'available' RETURNING id`, [id, reason]);
    return rows.length === 1;
  }

  async withdrawAllOf(of: { sellerId: string } | { eventId: string } | { categoryId: string }, reason: string): Promise<{ id: string; sellerId: string; title: string }[]> {
    const [column, value] = 'sellerId' in of ? ['seller_id', of.sellerId] : 'eventId' in of ? ['event_id', of.eventId] : ['category_id', of.categoryId];
    return this.sql.rows(
      `UPDATE tickets SET status = 'withdrawn', withdrawn_reason = $2, updated_at = now() WHERE ${column} = $1 AND status = 'available'
       RETURNING id, seller_id AS "sellerId", title`,
      [value, reason],
    );
  }

  async expireBefore(day: string): Promise<number> {
    const rows = await this.sql.rows(`UPDATE tickets SET status = 'expired', updated_at = now() WHERE status = 'available' AND event_date < $1::date RETURNING id`, [day]);
    return rows.length;
  }

}
