import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid checkout (issue 17): an order holds its tickets (`reserved`) while the buyer pays at the provider, and keeps
 * its amounts, its checkout and its payment. A ticket can have many orders over time (holds that lapsed) but only one
 * live one. Orders from before were paid without fees: they become `paid` with their amount as tickets and total.
 * Fees and the hold are staff settings; the provider's webhook events are kept once each by their id.
 */
export class Checkout1764200000000 implements MigrationInterface {
  name = 'Checkout1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tickets DROP CONSTRAINT tickets_status_check`);
    await db.query(`ALTER TABLE tickets ADD CONSTRAINT tickets_status_check CHECK (status IN ('available', 'reserved', 'sold', 'expired', 'withdrawn'))`);

    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_ticket_id_key`);
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN status varchar(20) NOT NULL DEFAULT 'paid'
          CHECK (status IN ('awaiting_payment', 'paid', 'expired', 'cancelled', 'refunded', 'completed', 'disputed')),
        ADD COLUMN quantity integer CHECK (quantity >= 1),
        ADD COLUMN unit_price_cents integer CHECK (unit_price_cents > 0),
        ADD COLUMN tickets_cents integer CHECK (tickets_cents > 0),
        ADD COLUMN buyer_fee_cents integer NOT NULL DEFAULT 0 CHECK (buyer_fee_cents >= 0),
        ADD COLUMN total_cents integer,
        ADD COLUMN seller_fee_cents integer NOT NULL DEFAULT 0 CHECK (seller_fee_cents >= 0),
        ADD COLUMN hold_expires_at timestamptz,
        ADD COLUMN checkout_session_id varchar(255) UNIQUE,
        ADD COLUMN checkout_url text,
        ADD COLUMN payment_id varchar(255),
        ADD COLUMN refund_id varchar(255),
        ADD COLUMN paid_at timestamptz,
        ADD COLUMN closed_at timestamptz,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await db.query(`
      UPDATE orders o SET quantity = t.quantity, unit_price_cents = t.price_per_unit_cents, tickets_cents = o.amount_cents,
        total_cents = o.amount_cents, hold_expires_at = o.created_at, paid_at = o.created_at
      FROM tickets t WHERE t.id = o.ticket_id`);
    for (const column of ['quantity', 'unit_price_cents', 'tickets_cents', 'total_cents', 'hold_expires_at']) {
      await db.query(`ALTER TABLE orders ALTER COLUMN ${column} SET NOT NULL`);
    }
    await db.query(`ALTER TABLE orders ALTER COLUMN status DROP DEFAULT`);
    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_total_check CHECK (total_cents = tickets_cents + buyer_fee_cents AND tickets_cents = unit_price_cents * quantity)`);
    // Exactly one buyer holds or owns a ticket: what makes the second of two racing buyers lose, whatever the code does.
    await db.query(`CREATE UNIQUE INDEX orders_live_ticket_key ON orders (ticket_id) WHERE status IN ('awaiting_payment', 'paid', 'completed', 'disputed')`);
    await db.query(`CREATE INDEX orders_holds_due_idx ON orders (hold_expires_at) WHERE status = 'awaiting_payment'`);
    await db.query(`CREATE INDEX orders_refunds_owed_idx ON orders (id) WHERE status = 'refunded' AND refund_id IS NULL`);

    await db.query(`ALTER TABLE purchase_idempotency_keys ADD COLUMN request_hash char(64)`);

    await db.query(`
      CREATE TABLE checkout_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        hold_minutes integer NOT NULL CHECK (hold_minutes BETWEEN 1 AND 30),
        buyer_fee_basis_points integer NOT NULL CHECK (buyer_fee_basis_points BETWEEN 0 AND 5000),
        buyer_fee_fixed_cents integer NOT NULL CHECK (buyer_fee_fixed_cents BETWEEN 0 AND 10000),
        seller_fee_basis_points integer NOT NULL CHECK (seller_fee_basis_points BETWEEN 0 AND 5000),
        seller_fee_fixed_cents integer NOT NULL CHECK (seller_fee_fixed_cents BETWEEN 0 AND 10000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // docs/checkout.md: 10 minutes; the buyer pays 5 % + €0.50, the seller 5 %.
    await db.query(`INSERT INTO checkout_settings (hold_minutes, buyer_fee_basis_points, buyer_fee_fixed_cents, seller_fee_basis_points, seller_fee_fixed_cents) VALUES (10, 500, 50, 500, 0)`);
    await db.query(`
      CREATE TABLE category_fees (
        category_id uuid PRIMARY KEY,
        buyer_fee_basis_points integer NOT NULL CHECK (buyer_fee_basis_points BETWEEN 0 AND 5000),
        buyer_fee_fixed_cents integer NOT NULL CHECK (buyer_fee_fixed_cents BETWEEN 0 AND 10000),
        seller_fee_basis_points integer NOT NULL CHECK (seller_fee_basis_points BETWEEN 0 AND 5000),
        seller_fee_fixed_cents integer NOT NULL CHECK (seller_fee_fixed_cents BETWEEN 0 AND 10000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE payment_events (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        order_id varchar(255),
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        handled_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payment_events`);
    await db.query(`DROP TABLE category_fees`);
    await db.query(`DROP TABLE checkout_settings`);
    await db.query(`ALTER TABLE purchase_idempotency_keys DROP COLUMN request_hash`);
    await db.query(`DELETE FROM orders WHERE status NOT IN ('paid', 'completed', 'disputed')`);
    await db.query(`UPDATE tickets SET status = 'available' WHERE status = 'reserved'`);
    await db.query(`DROP INDEX orders_refunds_owed_idx`);
    await db.query(`DROP INDEX orders_holds_due_idx`);
    await db.query(`DROP INDEX orders_live_ticket_key`);
    await db.query(`ALTER TABLE orders DROP CONSTRAINT orders_total_check`);
    await db.query(`
      ALTER TABLE orders DROP COLUMN status, DROP COLUMN quantity, DROP COLUMN unit_price_cents, DROP COLUMN tickets_cents,
        DROP COLUMN buyer_fee_cents, DROP COLUMN total_cents, DROP COLUMN seller_fee_cents, DROP COLUMN hold_expires_at,
        DROP COLUMN checkout_session_id, DROP COLUMN checkout_url, DROP COLUMN payment_id, DROP COLUMN refund_id,
        DROP COLUMN paid_at, DROP COLUMN closed_at, DROP COLUMN updated_at`);
    await db.query(`ALTER TABLE orders ADD CONSTRAINT orders_ticket_id_key UNIQUE (ticket_id)`);
    await db.query(`ALTER TABLE tickets DROP CONSTRAINT tickets_status_check`);
    await db.query(`ALTER TABLE tickets ADD CONSTRAINT tickets_status_check CHECK (status IN ('available', 'sold', 'expired', 'withdrawn'))`);
  }
}
