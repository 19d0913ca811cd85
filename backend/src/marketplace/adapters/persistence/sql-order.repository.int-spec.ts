import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../shared/adapters/persistence/data-source.js';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { Order } from '../../domain/order.js';
import { SqlOrderRepository } from './sql-order.repository.js';

const TODAY = '2026-11-23';

interface Attempt {
  orderId: string;
  ticketId: string;
  buyerId: string;
  idempotencyKey: string;
  expectedUnitPriceCents: number;
  expectedVersion: number | null;
  today: string;
}

describe('the hold statement', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: pg.Client;
  let orders: SqlOrderRepository;
  let seller: string;
  let buyer: string;
  let category: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource(database.url, 4);
    await dataSource.initialize();
    orders = new SqlOrderRepository(new SqlDatabase(new TypeOrmTransactionRunner(dataSource)));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const users = await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, preferred_language)
       VALUES ('pardevejs@example.lv', 'x', 'Anna', 'Bērziņa', now(), 'et'), ('pircejs@example.lv', 'x', 'Pēteris', 'Ozols', now(), 'lv') RETURNING id`,
    );
    [seller, buyer] = users.rows.map((row: { id: string }) => row.id);
    category = (await db.query(`INSERT INTO categories (key, slug, name) VALUES ('concerts', 'koncerti', 'Concerts') RETURNING id`)).rows[0].id;
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await dataSource?.destroy();
    await database?.drop();
  });

  /** The order a buyer places for a one-ticket listing at the price they confirmed (fees 5 % + 0.50 and 5 %). */
  function hold(attempt: Attempt) {
    const tickets = attempt.expectedUnitPriceCents;
    const buyerFee = Math.floor((tickets * 500 + 5_000) / 10_000) + 50;
    const order = Order.place({
      id: attempt.orderId,
      ticketId: attempt.ticketId,
      buyerId: attempt.buyerId,
      sellerId: seller,
      quantity: 1,
      unitPriceCents: tickets,
      amounts: { ticketsCents: tickets, buyerFeeCents: buyerFee, totalCents: tickets + buyerFee, sellerFeeCents: 0, payoutCents: tickets },
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
      createdAt: new Date(),
    });
    return orders.hold(order, { idempotencyKey: attempt.idempotencyKey, requestHash: 'a'.repeat(64) }, { expectedVersion: attempt.expectedVersion, today: attempt.today });
  }

  async function ticket(priceCents = 4550): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO tickets (id, seller_id, owner_id, category_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents)
       VALUES (gen_random_uuid(), $1, $1, $2, 'Prāta Vētra', DATE '2027-03-05', 'Arēna Rīga', $3, $3, 1, $3) RETURNING id`,
      [seller, category, priceCents],
    );
    return rows[0].id;
  }

  it('holds the listing for the buyer, claims the key and records the order with its amounts, mailing nobody yet', async () => {
    const ticketId = await ticket(4505);
    const orderId = randomUUID();
    const before = (await db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n;
    expect(await hold({ orderId, ticketId, buyerId: buyer, idempotencyKey: `key-${orderId}`, expectedUnitPriceCents: 4505, expectedVersion: 1, today: TODAY })).toEqual({ held: true });
    const order = await orders.findOrder(orderId);
    expect(order?.snapshot()).toMatchObject({ status: 'awaiting_payment', ticketId, buyerId: buyer, sellerId: seller, amounts: { ticketsCents: 4505, buyerFeeCents: 275, totalCents: 4780 }, checkout: null });
    expect((await db.query('SELECT status, buyer_id FROM tickets WHERE id = $1', [ticketId])).rows[0]).toEqual({ status: 'reserved', buyer_id: null });
    expect((await db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(before);
    expect((await orders.findByClaim(buyer, `key-${orderId}`))?.order.id).toBe(orderId);
  });

  it('writes nothing for a refused attempt, and says why from what it saw', async () => {
    const ticketId = await ticket();
    const offer = { status: 'available', sellerId: seller, sellerActive: true, catalogueOpen: true, eventDate: '2027-03-05', pricePerUnitCents: 4550, version: 1 };
    const first = randomUUID();
    await hold({ orderId: first, ticketId, buyerId: buyer, idempotencyKey: `key-${first}`, expectedUnitPriceCents: 4550, expectedVersion: 1, today: TODAY });
    const before = (await db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n;

    const late = randomUUID();
    expect(await hold({ orderId: late, ticketId, buyerId: buyer, idempotencyKey: `key-${late}`, expectedUnitPriceCents: 4550, expectedVersion: 1, today: TODAY })).toEqual({ reason: 'ticket', ticket: { ...offer, status: 'reserved' } });
    expect(await hold({ orderId: randomUUID(), ticketId, buyerId: buyer, idempotencyKey: `key-${first}`, expectedUnitPriceCents: 4550, expectedVersion: 1, today: TODAY })).toEqual({ reason: 'key-used', earlier: { ticketId, orderId: first } });
    const own = await ticket();
    expect(await hold({ orderId: randomUUID(), ticketId: own, buyerId: seller, idempotencyKey: `key-${randomUUID()}`, expectedUnitPriceCents: 4550, expectedVersion: 1, today: TODAY })).toEqual({ reason: 'ticket', ticket: offer });

    expect((await db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(before);
    expect((await db.query('SELECT count(*)::int AS n FROM purchase_idempotency_keys WHERE key = $1', [`key-${late}`])).rows[0].n).toBe(0);
  });

  it('holds nothing that is not on sale or at another unit price than the buyer confirmed, even with the row still available', async () => {
    const attempt = (ticketId: string, changes: { expectedUnitPriceCents?: number; expectedVersion?: number; today?: string } = {}) =>
      hold({ orderId: randomUUID(), ticketId, buyerId: buyer, idempotencyKey: `key-${randomUUID()}`, expectedUnitPriceCents: 4550, expectedVersion: 1, today: TODAY, ...changes });
    const repriced = await ticket();
    expect(await attempt(repriced, { expectedUnitPriceCents: 4000 })).toEqual({ reason: 'ticket', ticket: expect.objectContaining({ status: 'available', pricePerUnitCents: 4550 }) });
    const edited = await ticket();
    await db.query(`UPDATE tickets SET version = 2, venue = 'Xiaomi Arēna' WHERE id = $1`, [edited]);
    expect(await attempt(edited)).toEqual({ reason: 'ticket', ticket: expect.objectContaining({ status: 'available', pricePerUnitCents: 4550, version: 2 }) });
    expect(await attempt(edited, { expectedVersion: 2 })).toEqual({ held: true });
    const passed = await ticket();
    expect(await attempt(passed, { today: '2027-03-06' })).toEqual({ reason: 'ticket', ticket: expect.objectContaining({ status: 'available', eventDate: '2027-03-05' }) });

    const other = (await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, status) VALUES ($1, 'x', 'Ivo', 'Kalns', now(), 'inactive') RETURNING id`, [`${randomUUID()}@example.lv`])).rows[0].id;
    const ofInactiveSeller = (await db.query(
      `INSERT INTO tickets (id, seller_id, owner_id, category_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents)
       VALUES (gen_random_uuid(), $1, $1, $2, 'Pēdējā', DATE '2027-03-05', 'Arēna Rīga', 4550, 4550, 1, 4550) RETURNING id`, [other, category])).rows[0].id;
    expect(await attempt(ofInactiveSeller)).toEqual({ reason: 'ticket', ticket: expect.objectContaining({ status: 'available', sellerActive: false }) });

    const cancelled = await ticket();
    const event = (await db.query(`INSERT INTO events (category_id, title, venue, city, starts_at, status) VALUES ($1, 'Atcelts', 'Arēna Rīga', 'Rīga', '2027-03-05 19:00+02', 'cancelled') RETURNING id`, [category])).rows[0].id;
    await db.query('UPDATE tickets SET event_id = $1 WHERE id = $2', [event, cancelled]);
    expect(await attempt(cancelled)).toEqual({ reason: 'ticket', ticket: expect.objectContaining({ status: 'available', catalogueOpen: false }) });

    const { rows } = await db.query(`SELECT count(*)::int AS n FROM tickets WHERE id = ANY($1) AND status = 'available'`, [[repriced, passed, ofInactiveSeller, cancelled]]);
    expect(rows[0].n).toBe(4);
  });

  it('undoes the whole hold when its key is claimed by a concurrent order of another ticket', async () => {
    const [held, wanted] = [await ticket(), await ticket()];
    const key = `key-${randomUUID()}`;
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query('INSERT INTO purchase_idempotency_keys (user_id, key, ticket_id, order_id) VALUES ($1, $2, $3, $4)', [buyer, key, held, randomUUID()]);

    const attempt = hold({ orderId: randomUUID(), ticketId: wanted, buyerId: buyer, idempotencyKey: key, expectedUnitPriceCents: 4550, expectedVersion: 1, today: TODAY });
    // The statement has reserved `wanted` and now waits for the other transaction's claim of the same key.
    await waitUntilBlocked(db);
    await other.query('COMMIT');
    await other.end();

    expect(await attempt).toEqual({ reason: 'undetermined' });
    expect(await orders.explainNoSale({ ticketId: wanted, buyerId: buyer, idempotencyKey: key })).toEqual({ reason: 'key-used', earlier: { ticketId: held, orderId: expect.any(String) } });
    const after = await db.query('SELECT status, buyer_id FROM tickets WHERE id = $1', [wanted]);
    expect(after.rows[0]).toEqual({ status: 'available', buyer_id: null });
    expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE ticket_id = $1', [wanted])).rows[0].n).toBe(0);
  });
});

/** Until some session of this database waits on a lock (bounded: the test fails on its own timeout otherwise). */
async function waitUntilBlocked(db: pg.Client) {
  for (;;) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (rows[0].n > 0) return;
    await new Promise((done) => setTimeout(done, 20));
  }
}
