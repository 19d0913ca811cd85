import { Injectable } from '@nestjs/common';
import type { ExportFilter } from '../../../shared/application/exports/csv-export-source.js';
import { likePattern } from '../../../shared/adapters/persistence/sql-database.js';
import { neutralised, PgCsvExportSource, rigaDateTime } from '../../../shared/adapters/persistence/pg-csv-export.source.js';
import { searchText } from '../../../shared/domain/search-text.js';
import { OVER_CAP } from './sql-resale-rules.js';

const TICKET_STATUSES = ['available', 'reserved', 'sold', 'expired', 'withdrawn'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const euros = (cents: string) => `to_char(${cents} / 100.0, 'FM99999999990.00')`;

/** The listings list's filter (SqlTicketQueries.adminTickets): status, category, seller, text, over the cap. */
function ticketWhere(filter: ExportFilter, literal: (value: string) => string): string {
  const conditions = ['true'];
  if (filter.status && TICKET_STATUSES.includes(filter.status)) conditions.push(`t.status = ${literal(filter.status)}`);
  // An id that is not one matches nothing, as the list answers "not found".
  if (filter.categoryId) conditions.push(UUID.test(filter.categoryId) ? `t.category_id = ${literal(filter.categoryId)}` : 'false');
  if (filter.sellerId) conditions.push(UUID.test(filter.sellerId) ? `t.seller_id = ${literal(filter.sellerId)}` : 'false');
  const text = filter.q ? searchText(filter.q) : '';
  if (text) conditions.push(`t.search_text LIKE ${literal(likePattern(text))}`);
  if (filter.overCap) conditions.push(`t.status = 'available' AND ${OVER_CAP}`);
  return `WHERE ${conditions.join(' AND ')}`;
}

/** Listings for staff, with the seller's contact email from identity's published contacts (a read model). */
@Injectable()
export class PgTicketCsvSource extends PgCsvExportSource {
  readonly resource = 'tickets' as const;
  readonly columns = ['id', 'title', 'category', 'event_date', 'venue', 'seller_email', 'quantity', 'price_per_ticket', 'face_value', 'status', 'listed'];

  query(filter: ExportFilter, literal: (value: string) => string): string {
    return `SELECT t.id, ${neutralised('t.title')}, c.slug, coalesce(to_char(t.event_date, 'DD.MM.YYYY'), ''), ${neutralised("coalesce(t.venue, '')")},
      ${neutralised('seller.email')}, t.quantity, ${euros('t.price_per_unit_cents')}, coalesce(${euros('t.face_value_cents')}, ''), t.status, ${rigaDateTime('t.created_at')}
      FROM tickets t JOIN catalog_category_refs c ON c.id = t.category_id JOIN identity_member_contacts seller ON seller.id = t.seller_id
      ${ticketWhere(filter, literal)} ORDER BY t.created_at, t.id`;
  }

  protected countQuery(filter: ExportFilter, literal: (value: string) => string): string {
    return `SELECT count(*)::int AS n FROM tickets t ${ticketWhere(filter, literal)}`;
  }
}

/** Orders for staff (the orders list has no filter), with buyer and seller emails from identity's published contacts. */
@Injectable()
export class PgOrderCsvSource extends PgCsvExportSource {
  readonly resource = 'orders' as const;
  readonly columns = ['id', 'placed', 'ticket', 'buyer_email', 'seller_email', 'amount', 'currency', 'status'];

  query(): string {
    return `SELECT o.id, ${rigaDateTime('o.created_at')}, ${neutralised('t.title')}, ${neutralised('b.email')}, ${neutralised('s.email')}, ${euros('o.amount_cents')}, o.currency, o.status
      FROM orders o JOIN tickets t ON t.id = o.ticket_id JOIN identity_member_contacts b ON b.id = o.buyer_id
      JOIN identity_member_contacts s ON s.id = o.seller_id ORDER BY o.created_at, o.id`;
  }

  protected countQuery(): string {
    return 'SELECT count(*)::int AS n FROM orders';
  }
}
