import { Injectable } from '@nestjs/common';
import { sqlRows } from '../../../shared/adapters/persistence/sql.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { OrderRepository, type KnownNoSale, type NoSale, type OrderRecord, type Sale } from '../../application/ports/order.repository.js';

const COLUMNS = `id, ticket_id AS "ticketId", buyer_id AS "buyerId", seller_id AS "sellerId", amount_cents AS "amountCents", currency, created_at AS "createdAt"`;

interface SaleRow {
  sold: boolean;
  order: OrderRecord | null;
  title: string | null;
  eventDate: string | null;
  seller: { email: string; firstName: string; language: string } | null;
  earlier: { ticketId: string; orderId: string } | null;
  ticket: { status: string; sellerId: string } | null;
}

// The update, the key's claim and the order in one statement; the claim and the order exist only when the ticket was
// sold. The last SELECT also reads, as they were when the statement began, the key's earlier purchase and the ticket,
// so a refused attempt usually needs no further query. (A data-modifying CTE's rows are not visible to the rest of
// its statement, hence the snapshot.)
const SELL = `
  WITH sold AS (
    UPDATE tickets SET status = 'sold', buyer_id = $2, owner_id = $2, sold_at = now(), updated_at = now()
    WHERE id = $1 AND status = 'available' AND seller_id <> $2
    RETURNING id, seller_id, title, to_char(event_date, 'YYYY-MM-DD') AS event_date, price_cents
  ), claimed AS (
    INSERT INTO purchase_idempotency_keys (user_id, key, ticket_id, order_id)
    SELECT $2::uuid, $3::varchar, id, $4::uuid FROM sold
    ON CONFLICT DO NOTHING RETURNING order_id
  ), ordered AS (
    INSERT INTO orders (id, ticket_id, buyer_id, seller_id, amount_cents, currency)
    SELECT $4::uuid, sold.id, $2::uuid, sold.seller_id, sold.price_cents, 'EUR' FROM sold JOIN claimed ON claimed.order_id = $4::uuid
    RETURNING ${COLUMNS}
  )
  SELECT EXISTS (SELECT 1 FROM sold) AS sold,
    (SELECT to_jsonb(ordered) FROM ordered) AS "order",
    sold.title, sold.event_date AS "eventDate",
    CASE WHEN s.id IS NOT NULL THEN jsonb_build_object('email', s.email, 'firstName', s.first_name, 'language', s.preferred_language) END AS seller,
    CASE WHEN k.order_id IS NOT NULL THEN jsonb_build_object('ticketId', k.ticket_id, 'orderId', k.order_id) END AS earlier,
    CASE WHEN t.id IS NOT NULL THEN jsonb_build_object('status', t.status, 'sellerId', t.seller_id) END AS ticket
  FROM (SELECT 1) AS one
  LEFT JOIN sold ON true
  LEFT JOIN users s ON s.id = sold.seller_id
  LEFT JOIN purchase_idempotency_keys k ON k.user_id = $2 AND k.key = $3
  LEFT JOIN tickets t ON t.id = $1`;

@Injectable()
export class SqlOrderRepository extends OrderRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return sqlRows<T>(this.transactions.manager(), sql, parameters);
  }

  async findById(id: string): Promise<OrderRecord | null> {
    const [row] = await this.query<OrderRecord>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
    return row ?? null;
  }

  async sell(attempt: { orderId: string; ticketId: string; buyerId: string; idempotencyKey: string }): Promise<Sale | { keyTaken: true } | NoSale> {
    const [row] = await this.query<SaleRow>(SELL, [attempt.ticketId, attempt.buyerId, attempt.idempotencyKey, attempt.orderId]);
    if (row.order) {
      const order = { ...row.order, createdAt: new Date(row.order.createdAt) };
      return { order, title: row.title ?? '', eventDate: row.eventDate ?? '', seller: row.seller };
    }
    if (row.sold) return { keyTaken: true };
    return noSale(row, attempt.buyerId);
  }

  async explainNoSale(attempt: { ticketId: string; buyerId: string; idempotencyKey: string }): Promise<KnownNoSale> {
    const [row] = await this.query<Pick<SaleRow, 'earlier' | 'ticket'>>(
      `SELECT CASE WHEN k.order_id IS NOT NULL THEN jsonb_build_object('ticketId', k.ticket_id, 'orderId', k.order_id) END AS earlier,
         CASE WHEN t.id IS NOT NULL THEN jsonb_build_object('status', t.status, 'sellerId', t.seller_id) END AS ticket
       FROM (SELECT 1) AS one
       LEFT JOIN purchase_idempotency_keys k ON k.user_id = $2 AND k.key = $3
       LEFT JOIN tickets t ON t.id = $1`,
      [attempt.ticketId, attempt.buyerId, attempt.idempotencyKey],
    );
    return row.earlier ? { reason: 'key-used', earlier: row.earlier } : { reason: 'ticket', ticket: row.ticket };
  }

}

/** Decides from the snapshot; a ticket that looked available to someone else's buyer changed meanwhile: look again. */
function noSale(row: Pick<SaleRow, 'earlier' | 'ticket'>, buyerId: string): NoSale {
  if (row.earlier) return { reason: 'key-used', earlier: row.earlier };
  if (row.ticket?.status === 'available' && row.ticket.sellerId !== buyerId) return { reason: 'undetermined' };
  return { reason: 'ticket', ticket: row.ticket };
}
