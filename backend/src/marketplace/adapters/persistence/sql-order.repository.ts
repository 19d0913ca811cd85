import { Injectable } from '@nestjs/common';
import { SqlDatabase, sqlState, type PreparedStatement } from '../../../shared/adapters/persistence/sql-database.js';
import type { Offer } from '../../domain/listing.js';
import { OrderRepository, type KnownNoSale, type NoSale, type OrderRecord, type PurchaseAttempt, type PurchaseEmails } from '../../application/ports/order.repository.js';
import { CATALOGUE_OPEN, ON_SALE, SELLER_ACTIVE } from './on-sale.js';

const COLUMNS = `id, ticket_id AS "ticketId", buyer_id AS "buyerId", seller_id AS "sellerId", amount_cents AS "amountCents", currency, created_at AS "createdAt"`;

interface PurchaseRow {
  order: (Omit<OrderRecord, 'createdAt'> & { createdAt: string }) | null;
  earlier: { ticketId: string; orderId: string } | null;
  ticket: Offer | null;
}

/** Raised by the statement (migration 1763801100100) to undo a sale whose Idempotency-Key was claimed meanwhile. */
const KEY_TAKEN = 'BT001';

/** The key's earlier purchase and the ticket ($1 ticket, $2 buyer, $3 key): what a refused attempt is decided from. */
const SNAPSHOT = `CASE WHEN k.order_id IS NOT NULL THEN jsonb_build_object('ticketId', k.ticket_id, 'orderId', k.order_id) END AS earlier,
    CASE WHEN t.id IS NOT NULL THEN jsonb_build_object('status', t.status, 'sellerId', t.seller_id,
      'sellerActive', ${SELLER_ACTIVE('t')}, 'catalogueOpen', ${CATALOGUE_OPEN('t')},
      'eventDate', to_char(t.event_date, 'YYYY-MM-DD'), 'pricePerUnitCents', t.price_per_unit_cents, 'version', t.version) END AS ticket
  FROM (SELECT 1) AS one
  LEFT JOIN purchase_idempotency_keys k ON k.user_id = $2 AND k.key = $3
  LEFT JOIN tickets t ON t.id = $1`;

// $1 ticket, $2 buyer, $3 key, $4 order id, $5 the buyer's email (jsonb), $6 the seller's email template, $7 the unit
// price the buyer confirmed, $8 today in Riga, $9 the listing version the buyer confirmed. The ticket is sold only while
// on sale (the domain's isOnSale), unchanged since the buyer confirmed it.
// A key already claimed (committed) sells nothing; a key claimed meanwhile by a concurrent purchase aborts the statement.
// The claim and the order exist only when the ticket was sold; the emails only with the order. The last SELECT also
// reads, as they were when the statement began, the key's earlier purchase and the ticket, so that a refused attempt
// usually needs no further query (a data-modifying CTE's rows are not visible to the rest of its statement).
const PURCHASE: PreparedStatement = { name: 'marketplace.purchase', text: `
  WITH sold AS (
    UPDATE tickets t SET status = 'sold', buyer_id = $2, owner_id = $2, sold_at = now(), updated_at = now()
    WHERE t.id = $1 AND ${ON_SALE('t', '$8::date')} AND t.seller_id <> $2 AND t.price_per_unit_cents = $7::integer AND t.version = $9::integer
      AND NOT EXISTS (SELECT 1 FROM purchase_idempotency_keys WHERE user_id = $2 AND key = $3)
    RETURNING t.id, t.seller_id, t.title, t.event_date, t.price_cents
  ), claimed AS (
    INSERT INTO purchase_idempotency_keys (user_id, key, ticket_id, order_id)
    SELECT $2::uuid, $3::varchar, id, $4::uuid FROM sold
    ON CONFLICT DO NOTHING RETURNING order_id
  ), ordered AS (
    INSERT INTO orders (id, ticket_id, buyer_id, seller_id, amount_cents, currency)
    SELECT claimed.order_id, sold.id, $2::uuid, sold.seller_id, sold.price_cents, 'EUR' FROM sold JOIN claimed ON true
    RETURNING ${COLUMNS}
  ), mail_params AS (
    SELECT ordered."sellerId" AS seller_id, jsonb_build_object(
      'title', sold.title,
      'amount', (sold.price_cents / 100)::text || '.' || lpad((sold.price_cents % 100)::text, 2, '0'),
      'eventDate', to_char(sold.event_date, 'DD.MM.YYYY'),
      'orderId', ordered.id::text) AS params
    FROM ordered JOIN sold ON true
  ), mailed AS (
    INSERT INTO outbox (job_name, payload)
    SELECT 'mail.send', mail.payload
    FROM mail_params p LEFT JOIN identity_member_contacts s ON s.id = p.seller_id
    CROSS JOIN LATERAL (VALUES
      ($5::jsonb || jsonb_build_object('params', ($5::jsonb -> 'params') || p.params)),
      (CASE WHEN s.id IS NOT NULL THEN jsonb_build_object('to', s.email, 'template', $6::text, 'language', s.preferred_language,
        'params', p.params || jsonb_build_object('firstName', s.first_name)) END)
    ) AS mail (payload)
    WHERE mail.payload IS NOT NULL
    RETURNING id
  )
  SELECT (SELECT to_jsonb(ordered) FROM ordered) AS "order",
    CASE WHEN EXISTS (SELECT 1 FROM sold) AND NOT EXISTS (SELECT 1 FROM claimed) THEN purchase_key_taken() END AS "keyTaken",
    ${SNAPSHOT}` };

const PURCHASE_SNAPSHOT: PreparedStatement = { name: 'marketplace.purchase-snapshot', text: `SELECT ${SNAPSHOT}` };

@Injectable()
export class SqlOrderRepository extends OrderRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async findById(id: string): Promise<OrderRecord | null> {
    return this.sql.one<OrderRecord>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  }

  async purchase(attempt: PurchaseAttempt, emails: PurchaseEmails): Promise<{ order: OrderRecord } | NoSale> {
    const { to, language, firstName, template } = emails.buyer;
    const buyerEmail = JSON.stringify({ to, template, language, params: { firstName } });
    let row: PurchaseRow;
    try {
      [row] = await this.sql.prepared<PurchaseRow>(PURCHASE, [
        attempt.ticketId, attempt.buyerId, attempt.idempotencyKey, attempt.orderId, buyerEmail, emails.sellerTemplate, attempt.expectedUnitPriceCents, attempt.today, attempt.expectedVersion,
      ]);
    } catch (error) {
      if (sqlState(error) === KEY_TAKEN) return { reason: 'undetermined' };
      throw error;
    }
    if (row.order) return { order: { ...row.order, createdAt: new Date(row.order.createdAt) } };
    return explained(row);
  }

  async explainNoSale(attempt: Pick<PurchaseAttempt, 'ticketId' | 'buyerId' | 'idempotencyKey'>): Promise<KnownNoSale> {
    const [row] = await this.sql.prepared<Pick<PurchaseRow, 'earlier' | 'ticket'>>(PURCHASE_SNAPSHOT, [
      attempt.ticketId,
      attempt.buyerId,
      attempt.idempotencyKey,
    ]);
    return explained(row);
  }
}

function explained(row: Pick<PurchaseRow, 'earlier' | 'ticket'>): KnownNoSale {
  return row.earlier ? { reason: 'key-used', earlier: row.earlier } : { reason: 'ticket', ticket: row.ticket };
}
