import { Injectable } from '@nestjs/common';
import { SqlDatabase, sqlState, type PreparedStatement } from '../../../shared/adapters/persistence/sql-database.js';
import type { Offer } from '../../domain/listing.js';
import type { SplitRule } from '../../domain/listing-split.js';
import { Order, type OrderState, type OrderStatus } from '../../domain/order.js';
import { OrderRepository, type KnownNoSale, type NoHold, type OrderClaim, type OrderTicket, type PricedOffer } from '../../application/ports/order.repository.js';
import { CATALOGUE_OPEN, ON_SALE, SELLER_ACTIVE } from './on-sale.js';
import { mergeIntoListing } from './merge-into-listing.js';

/** What the hold statement saw of the key's earlier order and of the ticket. */
interface Snapshot {
  earlier: { ticketId: string; orderId: string } | null;
  ticket: Offer | null;
}

/** Raised by the statement (migration 1763801100100) to undo a hold whose Idempotency-Key was claimed meanwhile. */
const KEY_TAKEN = 'BT001';

/** The key's earlier order and the ticket ($1 ticket, $2 buyer, $3 key): what a refused attempt is decided from. */
const SNAPSHOT = `CASE WHEN k.order_id IS NOT NULL THEN jsonb_build_object('ticketId', k.ticket_id, 'orderId', k.order_id) END AS earlier,
    CASE WHEN t.id IS NOT NULL THEN jsonb_build_object('status', t.status, 'sellerId', t.seller_id,
      'sellerActive', ${SELLER_ACTIVE('t')}, 'catalogueOpen', ${CATALOGUE_OPEN('t')},
      'eventDate', to_char(t.event_date, 'YYYY-MM-DD'), 'pricePerUnitCents', t.price_per_unit_cents, 'version', t.version) END AS ticket
  FROM (SELECT 1) AS one
  LEFT JOIN purchase_idempotency_keys k ON k.user_id = $2 AND k.key = $3
  LEFT JOIN tickets t ON t.id = $1`;

const HOLD_SNAPSHOT: PreparedStatement = { name: 'marketplace.hold-snapshot', text: `SELECT ${SNAPSHOT}` };

const ORDER_COLUMNS = `o.id, o.ticket_id AS "ticketId", o.buyer_id AS "buyerId", o.seller_id AS "sellerId", o.quantity,
  o.unit_price_cents AS "unitPriceCents", o.tickets_cents AS "ticketsCents", o.buyer_fee_cents AS "buyerFeeCents",
  o.total_cents AS "totalCents", o.seller_fee_cents AS "sellerFeeCents", o.status, o.hold_expires_at AS "holdExpiresAt",
  o.checkout_session_id AS "sessionId", o.checkout_url AS "checkoutUrl", o.payment_id AS "paymentId", o.refund_id AS "refundId",
  o.created_at AS "createdAt", o.paid_at AS "paidAt", o.closed_at AS "closedAt"`;

interface OrderRow {
  id: string;
  ticketId: string;
  buyerId: string;
  sellerId: string;
  quantity: number;
  unitPriceCents: number;
  ticketsCents: number;
  buyerFeeCents: number;
  totalCents: number;
  sellerFeeCents: number;
  status: OrderStatus;
  holdExpiresAt: Date;
  sessionId: string | null;
  checkoutUrl: string | null;
  paymentId: string | null;
  refundId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
}

function toOrder(row: OrderRow): Order {
  const { ticketsCents, buyerFeeCents, totalCents, sellerFeeCents } = row;
  return Order.restore({
    id: row.id,
    ticketId: row.ticketId,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    amounts: { ticketsCents, buyerFeeCents, totalCents, sellerFeeCents, payoutCents: ticketsCents - sellerFeeCents },
    currency: 'EUR',
    status: row.status,
    holdExpiresAt: row.holdExpiresAt,
    checkout: row.sessionId && row.checkoutUrl ? { sessionId: row.sessionId, url: row.checkoutUrl } : null,
    paymentId: row.paymentId,
    refundId: row.refundId,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    closedAt: row.closedAt,
  });
}

const PRICED_OFFER: PreparedStatement = { name: 'marketplace.priced-offer', text: `
  SELECT t.id AS "ticketId", t.status, t.seller_id AS "sellerId", ${SELLER_ACTIVE('t')} AS "sellerActive", ${CATALOGUE_OPEN('t')} AS "catalogueOpen",
    to_char(t.event_date, 'YYYY-MM-DD') AS "eventDate", t.price_per_unit_cents AS "pricePerUnitCents", t.version,
    t.category_id AS "categoryId", t.event_id AS "eventId", t.split_rule AS "splitRule", t.quantity, t.title
  FROM tickets t WHERE t.id = $1` };

// $1 ticket, $2 buyer, $3 key, $4 order id, $5 request hash, $6 unit price and $7 quantity the buyer confirmed, $8 today in
// Riga, $9 the listing version the buyer confirmed (null: any), $10 hold end, $11 buyer fee, $12 seller fee (cents).
// The ticket is reserved only while on sale (the domain's isOnSale) exactly as the buyer confirmed it; the claim and the
// order exist only with the reservation, so a refused attempt leaves nothing behind. Like the purchase, the last
// SELECT also reads the key's earlier order and the ticket as they were when the statement began.
const HOLD: PreparedStatement = { name: 'marketplace.hold', text: `
  WITH held AS (
    UPDATE tickets t SET status = 'reserved', updated_at = now()
    WHERE t.id = $1 AND ${ON_SALE('t', '$8::date', '$2')} AND t.seller_id <> $2 AND t.price_per_unit_cents = $6::integer
      AND t.quantity = $7::integer AND ($9::integer IS NULL OR t.version = $9::integer)
      AND NOT EXISTS (SELECT 1 FROM purchase_idempotency_keys WHERE user_id = $2 AND key = $3)
    RETURNING t.id, t.seller_id
  ), claimed AS (
    INSERT INTO purchase_idempotency_keys (user_id, key, ticket_id, order_id, request_hash)
    SELECT $2::uuid, $3::varchar, id, $4::uuid, $5::char(64) FROM held
    ON CONFLICT DO NOTHING RETURNING order_id
  ), ordered AS (
    INSERT INTO orders (id, ticket_id, buyer_id, seller_id, status, quantity, unit_price_cents, tickets_cents, buyer_fee_cents,
      total_cents, seller_fee_cents, amount_cents, currency, hold_expires_at)
    SELECT claimed.order_id, held.id, $2::uuid, held.seller_id, 'awaiting_payment', $7::integer, $6::integer, $6::integer * $7::integer,
      $11::integer, $6::integer * $7::integer + $11::integer, $12::integer, $6::integer * $7::integer + $11::integer, 'EUR', $10::timestamptz
    FROM held JOIN claimed ON true
    RETURNING id
  )
  SELECT EXISTS (SELECT 1 FROM ordered) AS held,
    CASE WHEN EXISTS (SELECT 1 FROM held) AND NOT EXISTS (SELECT 1 FROM claimed) THEN purchase_key_taken() END AS "keyTaken",
    ${SNAPSHOT}` };

@Injectable()
export class SqlOrderRepository extends OrderRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async orderTicket(ticketId: string): Promise<OrderTicket | null> {
    return this.sql.one<OrderTicket>(
      `SELECT t.id, t.title, t.event_id AS "eventId", to_char(t.event_date, 'YYYY-MM-DD') AS "eventDate", to_char(t.event_time, 'HH24:MI') AS "eventTime", t.venue,
         json_build_object('section', t.seat_section, 'row', t.seat_row, 'seat', t.seat_number) AS seat, files.n > 0 AS "hasFile", files.n AS "fileCount"
       FROM tickets t CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM ticket_files f WHERE f.ticket_id = t.id) files WHERE t.id = $1`,
      [ticketId],
    );
  }

  async pricedOffer(ticketId: string): Promise<PricedOffer | null> {
    const [row] = await this.sql.prepared<PricedOffer>(PRICED_OFFER, [ticketId]);
    return row ?? null;
  }

  async hold(order: Order, claim: OrderClaim, confirmed: { expectedVersion: number | null; today: string }): Promise<{ held: true } | NoHold> {
    const state = order.snapshot();
    let row: Snapshot & { held: boolean };
    try {
      [row] = await this.sql.prepared(HOLD, [
        state.ticketId, state.buyerId, claim.idempotencyKey, state.id, claim.requestHash, state.unitPriceCents, state.quantity,
        confirmed.today, confirmed.expectedVersion, state.holdExpiresAt, state.amounts.buyerFeeCents, state.amounts.sellerFeeCents,
      ]);
    } catch (error) {
      if (sqlState(error) === KEY_TAKEN) return { reason: 'undetermined' };
      throw error;
    }
    return row.held ? { held: true } : explained(row);
  }

  async ticketsOfEventLocked(buyerId: string, eventId: string): Promise<number> {
    await this.sql.rows(`SELECT pg_advisory_xact_lock(hashtextextended('ticket-limit:' || $1::text || ':' || $2::text, 0))`, [buyerId, eventId]);
    const [{ taken }] = await this.sql.rows<{ taken: number }>(
      `SELECT COALESCE(sum(o.quantity), 0)::int AS taken FROM orders o JOIN tickets t ON t.id = o.ticket_id
       WHERE o.buyer_id = $1 AND t.event_id = $2 AND o.status IN ('awaiting_payment', 'paid', 'completed', 'disputed')`,
      [buyerId, eventId],
    );
    return taken;
  }

  async findByClaim(buyerId: string, idempotencyKey: string): Promise<{ order: Order; requestHash: string | null } | null> {
    const row = await this.sql.one<OrderRow & { requestHash: string | null }>(
      `SELECT ${ORDER_COLUMNS}, k.request_hash AS "requestHash" FROM purchase_idempotency_keys k JOIN orders o ON o.id = k.order_id
       WHERE k.user_id = $1 AND k.key = $2`,
      [buyerId, idempotencyKey],
    );
    return row ? { order: toOrder(row), requestHash: row.requestHash } : null;
  }

  async findOrder(id: string): Promise<Order | null> {
    const row = await this.sql.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`, [id]);
    return row ? toOrder(row) : null;
  }

  async findByCheckoutSession(sessionId: string): Promise<Order | null> {
    const row = await this.sql.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.checkout_session_id = $1`, [sessionId]);
    return row ? toOrder(row) : null;
  }

  async findByPayment(paymentId: string): Promise<Order | null> {
    const row = await this.sql.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.payment_id = $1`, [paymentId]);
    return row ? toOrder(row) : null;
  }

  async save(order: Order, from: OrderStatus, fromRefundId: string | null = null): Promise<boolean> {
    const state: Readonly<OrderState> = order.snapshot();
    const rows = await this.sql.rows<{ id: string }>(
      `UPDATE orders SET status = $3, checkout_session_id = $4, checkout_url = $5, payment_id = $6, refund_id = $7, paid_at = $8,
         closed_at = $9, updated_at = now()
       WHERE id = $1 AND status = $2 AND refund_id IS NOT DISTINCT FROM $10 RETURNING id`,
      [state.id, from, state.status, state.checkout?.sessionId ?? null, state.checkout?.url ?? null, state.paymentId, state.refundId, state.paidAt, state.closedAt, fromRefundId],
    );
    return rows.length === 1;
  }

  async holdsDue(now: Date, limit: number): Promise<string[]> {
    const rows = await this.sql.rows<{ id: string }>(
      `SELECT id FROM orders WHERE status = 'awaiting_payment' AND hold_expires_at <= $1 ORDER BY hold_expires_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.id);
  }

  async refundsOwed(limit: number): Promise<string[]> {
    const rows = await this.sql.rows<{ id: string }>(`SELECT id FROM orders WHERE status = 'refunded' AND refund_id IS NULL ORDER BY id LIMIT $1`, [limit]);
    return rows.map((row) => row.id);
  }

  async handOverTickets(order: Order): Promise<void> {
    const { ticketId, buyerId } = order.snapshot();
    await this.sql.rows(
      `UPDATE tickets SET status = 'sold', buyer_id = $2, owner_id = $2, sold_at = now(), updated_at = now() WHERE id = $1 AND status = 'reserved'`,
      [ticketId, buyerId],
    );
  }

  async returnToSeller(order: Order): Promise<void> {
    // The files are the seller's again to list (their fingerprints released), only in the transaction that gives them back.
    await this.sql.rows(
      `WITH returned AS (
         UPDATE tickets SET status = 'withdrawn', withdrawn_reason = 'refunded: event moved', owner_id = seller_id, buyer_id = NULL, updated_at = now()
         WHERE id = $1 AND status = 'sold' AND buyer_id = $2 RETURNING id)
       UPDATE ticket_files SET released_at = now() WHERE ticket_id IN (SELECT id FROM returned) AND released_at IS NULL`,
      [order.snapshot().ticketId, order.snapshot().buyerId],
    );
  }

  async releaseTickets(order: Order): Promise<void> {
    const returned = await mergeIntoListing(this.sql, order.snapshot().ticketId, 'reserved');
    // Back in the listing they came from, or (that listing sold, withdrawn or repriced meanwhile) on offer on their own.
    await this.sql.rows(
      returned
        ? `UPDATE tickets SET status = 'withdrawn', withdrawn_reason = 'returned to its listing', updated_at = now() WHERE id = $1 AND status = 'reserved'`
        : `UPDATE tickets SET status = 'available', updated_at = now() WHERE id = $1 AND status = 'reserved'`,
      [order.snapshot().ticketId],
    );
  }

  async splitOff(
    ticketId: string,
    quantity: number,
    confirmed: { buyerId: string; unitPriceCents: number; expectedVersion: number | null; today: string },
    allowed: (listing: { quantity: number; splitRule: SplitRule }) => boolean,
  ): Promise<string | null> {
    const [parent] = await this.sql.rows<{ quantity: number; splitRule: SplitRule }>(
      `SELECT t.quantity, t.split_rule AS "splitRule" FROM tickets t WHERE t.id = $1 AND ${ON_SALE('t', '$2::date', '$3')} AND t.seller_id <> $3 AND t.price_per_unit_cents = $4
         AND t.quantity > $5 AND ($6::integer IS NULL OR t.version = $6::integer) FOR UPDATE OF t`,
      [ticketId, confirmed.today, confirmed.buyerId, confirmed.unitPriceCents, quantity, confirmed.expectedVersion],
    );
    if (!parent || !allowed(parent)) return null;
    const [child] = await this.sql.rows<{ id: string }>(
      `INSERT INTO tickets (id, parent_id, seller_id, owner_id, category_id, event_id, title, description, event_date, event_time, venue, seat_section,
         seat_row, seat_number, price_per_unit_cents, face_value_cents, tier_name, quantity, price_cents, currency, search_text, split_rule, status, version)
       SELECT gen_random_uuid(), id, seller_id, owner_id, category_id, event_id, title, description, event_date, event_time, venue, seat_section,
         seat_row, seat_number, price_per_unit_cents, face_value_cents, tier_name, $2, price_per_unit_cents * $2, currency, search_text, 'together', 'available', version
       FROM tickets WHERE id = $1 RETURNING id`,
      [ticketId, quantity],
    );
    await this.sql.rows(`UPDATE tickets SET quantity = quantity - $2, price_cents = price_per_unit_cents * (quantity - $2), updated_at = now() WHERE id = $1`, [ticketId, quantity]);
    // One file per ticket: the files of the tickets taken (the lowest positions) go with them, so only their buyer gets them (ADR 0026).
    await this.sql.rows(
      `UPDATE ticket_files SET ticket_id = $2 WHERE id IN (SELECT id FROM ticket_files WHERE ticket_id = $1 ORDER BY position LIMIT $3)
         AND (SELECT count(*) FROM ticket_files WHERE ticket_id = $1) = $4`,
      [ticketId, child.id, quantity, parent.quantity],
    );
    return child.id;
  }

  async ofEvent(eventId: string, statuses: OrderStatus[]): Promise<string[]> {
    const rows = await this.sql.rows<{ id: string }>(
      `SELECT o.id FROM orders o JOIN tickets t ON t.id = o.ticket_id WHERE t.event_id = $1 AND o.status = ANY($2::text[]) ORDER BY o.created_at, o.id`,
      [eventId, statuses],
    );
    return rows.map((row) => row.id);
  }

  async awaitingPaymentBy(ticketId: string, buyerId: string): Promise<string | null> {
    const row = await this.sql.one<{ id: string }>(`SELECT id FROM orders WHERE ticket_id = $1 AND buyer_id = $2 AND status = 'awaiting_payment'`, [ticketId, buyerId]);
    return row?.id ?? null;
  }

  async explainNoSale(attempt: { ticketId: string; buyerId: string; idempotencyKey: string }): Promise<KnownNoSale> {
    const [row] = await this.sql.prepared<Snapshot>(HOLD_SNAPSHOT, [
      attempt.ticketId,
      attempt.buyerId,
      attempt.idempotencyKey,
    ]);
    return explained(row);
  }
}

function explained(row: Snapshot): KnownNoSale {
  return row.earlier ? { reason: 'key-used', earlier: row.earlier } : { reason: 'ticket', ticket: row.ticket };
}
