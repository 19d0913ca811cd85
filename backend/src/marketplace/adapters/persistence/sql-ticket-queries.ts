import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { ON_SALE } from './on-sale.js';
import { CAP_OF_TICKET, OVER_CAP } from './sql-resale-rules.js';
import { TicketQueries, type AdminOrderView, type AdminTicketQuery, type AdminTicketView, type OrderView, type TicketSearch, type TicketView, type TicketWithCap } from '../../application/ports/ticket-queries.js';

/** How many files a listing carries (ADR 0026). */
const FILE_COUNT = (alias: string) => `(SELECT count(*)::int FROM ticket_files f WHERE f.ticket_id = ${alias}.id)`;

// A read model: it joins identity's published names ("First L.") and the catalogue's category references instead of
// asking those contexts row by row.
const VIEW = `SELECT t.id, t.title, t.description, json_build_object('id', c.id, 'slug', c.slug) AS category, t.event_id AS "eventId",
  to_char(t.event_date, 'YYYY-MM-DD') AS "eventDate", to_char(t.event_time, 'HH24:MI') AS "eventTime", t.venue,
  json_build_object('section', t.seat_section, 'row', t.seat_row, 'seat', t.seat_number) AS seat,
  t.price_per_unit_cents AS "pricePerUnitCents", t.face_value_cents AS "faceValueCents", t.tier_name AS "tierName", t.quantity, t.split_rule AS "splitRule", t.version, t.price_cents AS "priceCents", t.currency, t.status,
  json_build_object('id', s.id, 'name', s.display_name) AS seller, ${FILE_COUNT('t')} > 0 AS "hasFile", ${FILE_COUNT('t')} AS "fileCount",
  CASE WHEN t.status = 'withdrawn' THEN t.withdrawn_reason END AS "withdrawnReason", t.created_at AS "createdAt"
  FROM tickets t JOIN catalog_category_refs c ON c.id = t.category_id JOIN identity_member_names s ON s.id = t.seller_id`;

export const ADMIN_TICKET_SORTS: Record<string, string> = { createdAt: 't.created_at', eventDate: 't.event_date', priceCents: 't.price_cents', status: 't.status', title: 't.title' };
export const ADMIN_ORDER_SORTS: Record<string, string> = { createdAt: 'o.created_at', amountCents: 'o.amount_cents' };

/** Staff see contact data; visitors never do (and never see a withdrawn listing, nor so its reason). */
function adminView(): string {
  return `${VIEW.split(' FROM tickets t')[0]}, seller.email AS "sellerEmail", t.buyer_id AS "buyerId", ${CAP_OF_TICKET} AS "priceCapBasisPoints"`;
}
const ADMIN_FROM = `FROM tickets t JOIN catalog_category_refs c ON c.id = t.category_id JOIN identity_member_names s ON s.id = t.seller_id
  JOIN identity_member_contacts seller ON seller.id = t.seller_id`;
const ADMIN_ORDER = `SELECT o.id, o.ticket_id AS "ticketId", t.title AS "ticketTitle", o.buyer_id AS "buyerId", b.email AS "buyerEmail",
  o.seller_id AS "sellerId", s.email AS "sellerEmail", o.amount_cents AS "amountCents", o.currency, o.status, o.created_at AS "createdAt"`;
/** A user's orders: all they placed as a buyer; as a seller, only the sales (not holds that lapsed or were cancelled). */
const MINE = `(o.buyer_id = $1 OR (o.seller_id = $1 AND o.status IN ('paid', 'completed', 'disputed')))`;

const ADMIN_ORDER_FROM = `FROM orders o JOIN tickets t ON t.id = o.ticket_id JOIN identity_member_contacts b ON b.id = o.buyer_id
  JOIN identity_member_contacts s ON s.id = o.seller_id`;


@Injectable()
export class SqlTicketQueries extends TicketQueries {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async available(search: TicketSearch): Promise<{ items: TicketView[]; total: number }> {
    const where = [ON_SALE('t', '$1::date')];
    const parameters: unknown[] = [search.today];
    const add = (condition: string, value: unknown) => {
      parameters.push(value);
      where.push(condition.replaceAll('?', `$${parameters.length}`));
    };
    if (search.categoryId) add('t.category_id = ?', search.categoryId);
    if (search.eventId) add('t.event_id = ?', search.eventId);
    if (search.text) add('t.search_text LIKE ?', likePattern(search.text));
    if (search.from) add('t.event_date >= ?::date', search.from);
    if (search.to) add('t.event_date <= ?::date', search.to);
    const condition = where.join(' AND ');
    const rows = await this.sql.rows<TicketView & { total: string }>(
      `${VIEW.replace('t.created_at AS "createdAt"', 't.created_at AS "createdAt", count(*) OVER () AS total')} WHERE ${condition}
       ORDER BY t.event_date ASC NULLS LAST, t.event_time ASC NULLS LAST, t.id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, search.limit, search.offset],
    );
    let total = rows.length > 0 ? Number(rows[0].total) : 0;
    if (rows.length === 0 && search.offset > 0) total = Number((await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM tickets t WHERE ${condition}`, parameters))[0].n);
    return { items: rows.map(({ total: _total, ...ticket }) => ticket), total };
  }

  async listing(id: string): Promise<TicketView | null> {
    return this.sql.one<TicketView>(`${VIEW} WHERE t.id = $1`, [id]);
  }

  async onSaleForEvent(eventId: string, today: string): Promise<{ categoryId: string; pricePerUnitCents: number }[]> {
    return this.sql.rows(
      `SELECT t.category_id AS "categoryId", t.price_per_unit_cents AS "pricePerUnitCents" FROM tickets t
       WHERE t.event_id = $2 AND ${ON_SALE('t', '$1::date')}`,
      [today, eventId],
    );
  }

  async adminTickets(query: AdminTicketQuery): Promise<{ items: TicketWithCap<AdminTicketView>[]; total: number }> {
    const where = ['true'];
    const parameters: unknown[] = [];
    const add = (condition: string, value: unknown) => {
      parameters.push(value);
      where.push(condition.replaceAll('?', `$${parameters.length}`));
    };
    if (query.status) add('t.status = ?', query.status);
    if (query.categoryId) add('t.category_id = ?', query.categoryId);
    if (query.sellerId) add('t.seller_id = ?', query.sellerId);
    if (query.text) add('t.search_text LIKE ?', likePattern(query.text));
    if (query.overCap) where.push(`t.status = 'available' AND ${OVER_CAP}`);
    const rows = await this.sql.rows<TicketWithCap<AdminTicketView> & { total: string }>(
      `${adminView()}, count(*) OVER () AS total ${ADMIN_FROM} WHERE ${where.join(' AND ')}
       ORDER BY ${ADMIN_TICKET_SORTS[query.sort.field] ?? 't.created_at'} ${query.sort.order}, t.id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    const total = rows.length ? Number(rows[0].total) : Number((await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM tickets t WHERE ${where.join(' AND ')}`, parameters))[0].n);
    return { items: rows.map(({ total: _total, ...ticket }) => ticket), total };
  }

  async adminTicket(id: string): Promise<TicketWithCap<AdminTicketView> | null> {
    return this.sql.one<TicketWithCap<AdminTicketView>>(`${adminView()} ${ADMIN_FROM} WHERE t.id = $1`, [id]);
  }

  async adminOrders(query: { sort: { field: string; order: 'ASC' | 'DESC' }; offset: number; limit: number; ticketId?: string }): Promise<{ items: AdminOrderView[]; total: number }> {
    const where = query.ticketId ? 'WHERE o.ticket_id = $3' : '';
    const parameters = query.ticketId ? [query.ticketId] : [];
    const rows = await this.sql.rows<AdminOrderView & { total: string }>(
      `${ADMIN_ORDER}, count(*) OVER () AS total ${ADMIN_ORDER_FROM} ${where} ORDER BY ${ADMIN_ORDER_SORTS[query.sort.field] ?? 'o.created_at'} ${query.sort.order}, o.id LIMIT $1 OFFSET $2`,
      [query.limit, query.offset, ...parameters],
    );
    const total = rows.length
      ? Number(rows[0].total)
      : Number((await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM orders o ${where.replace('$3', '$1')}`, parameters))[0].n);
    return { items: rows.map(({ total: _total, ...order }) => order), total };
  }

  async adminOrder(id: string): Promise<AdminOrderView | null> {
    return this.sql.one<AdminOrderView>(`${ADMIN_ORDER} ${ADMIN_ORDER_FROM} WHERE o.id = $1`, [id]);
  }

  async ofUser(userId: string, role: 'seller' | 'buyer', page: { offset: number; limit: number }): Promise<{ items: TicketWithCap[]; total: number }> {
    const column = role === 'seller' ? 't.seller_id' : 't.buyer_id';
    const rows = await this.sql.rows<TicketWithCap & { total: string }>(
      `${VIEW.replace('t.created_at AS "createdAt"', `t.created_at AS "createdAt", ${CAP_OF_TICKET} AS "priceCapBasisPoints", count(*) OVER () AS total`)} WHERE ${column} = $1
       ORDER BY t.created_at DESC, t.id LIMIT $2 OFFSET $3`,
      [userId, page.limit, page.offset],
    );
    const total = rows.length ? Number(rows[0].total) : Number((await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM tickets t WHERE ${column} = $1`, [userId]))[0].n);
    return { items: rows.map(({ total: _total, ...ticket }) => ticket), total };
  }

  async ordersOf(userId: string, page: { offset: number; limit: number }): Promise<{ items: OrderView[]; total: number }> {
    const rows = await this.sql.rows<OrderView & { total: string }>(
      `SELECT o.id, CASE WHEN o.buyer_id = $1 THEN 'buyer' ELSE 'seller' END AS role,
         json_build_object('id', t.id, 'title', t.title, 'eventDate', to_char(t.event_date, 'YYYY-MM-DD'), 'venue', t.venue) AS ticket,
         CASE WHEN o.buyer_id = $1 THEN o.total_cents ELSE o.tickets_cents END AS "amountCents", o.currency, o.status,
         json_build_object('name', CASE WHEN o.buyer_id = $1 THEN s.display_name ELSE b.display_name END,
           'deleted', CASE WHEN o.buyer_id = $1 THEN s.deleted ELSE b.deleted END) AS counterpart,
         o.created_at AS "createdAt", count(*) OVER () AS total
       FROM orders o JOIN tickets t ON t.id = o.ticket_id JOIN identity_member_names s ON s.id = o.seller_id JOIN identity_member_names b ON b.id = o.buyer_id
       WHERE ${MINE} ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
      [userId, page.limit, page.offset],
    );
    const total = rows.length ? Number(rows[0].total) : Number((await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM orders o WHERE ${MINE}`, [userId]))[0].n);
    return { items: rows.map(({ total: _total, ...order }) => order), total };
  }
}
