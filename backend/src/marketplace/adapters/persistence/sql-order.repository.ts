import { Injectable } from '@nestjs/common';
import { sqlRows } from '../../../shared/adapters/persistence/sql.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { OrderRepository, type OrderRecord } from '../../application/ports/order.repository.js';

const COLUMNS = `id, ticket_id AS "ticketId", buyer_id AS "buyerId", seller_id AS "sellerId", amount_cents AS "amountCents", currency, created_at AS "createdAt"`;

@Injectable()
export class SqlOrderRepository extends OrderRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return sqlRows<T>(this.transactions.manager(), sql, parameters);
  }

  async insert(order: Omit<OrderRecord, 'createdAt'>): Promise<OrderRecord> {
    const [row] = await this.query<OrderRecord>(
      `INSERT INTO orders (id, ticket_id, buyer_id, seller_id, amount_cents, currency) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [order.id, order.ticketId, order.buyerId, order.sellerId, order.amountCents, order.currency],
    );
    return row;
  }

  async findById(id: string): Promise<OrderRecord | null> {
    const [row] = await this.query<OrderRecord>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
    return row ?? null;
  }

  async claimIdempotencyKey(userId: string, key: string, ticketId: string, orderId: string) {
    // A concurrent claim of the same key waits here on the primary key until the first transaction ends.
    const claimed = await this.query(
      `INSERT INTO purchase_idempotency_keys (user_id, key, ticket_id, order_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key`,
      [userId, key, ticketId, orderId],
    );
    if (claimed.length === 1) return null;
    const [earlier] = await this.query<{ ticketId: string; orderId: string }>(
      `SELECT ticket_id AS "ticketId", order_id AS "orderId" FROM purchase_idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, key],
    );
    return earlier ?? null;
  }
}
