import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Marketplace1763800500000 implements MigrationInterface {
  name = 'Marketplace1763800500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tickets (
        id uuid PRIMARY KEY,
        seller_id uuid NOT NULL REFERENCES users (id),
        owner_id uuid NOT NULL REFERENCES users (id),
        buyer_id uuid REFERENCES users (id),
        category_id uuid NOT NULL REFERENCES categories (id),
        event_id uuid REFERENCES events (id),
        title varchar(200) NOT NULL,
        description text NOT NULL DEFAULT '',
        event_date date NOT NULL,
        event_time time,
        venue varchar(200) NOT NULL,
        seat_section varchar(50),
        seat_row varchar(50),
        seat_number varchar(50),
        price_per_unit_cents integer NOT NULL CHECK (price_per_unit_cents > 0),
        quantity integer NOT NULL CHECK (quantity >= 1),
        price_cents integer NOT NULL CHECK (price_cents = price_per_unit_cents * quantity),
        currency char(3) NOT NULL DEFAULT 'EUR',
        file_key text,
        file_sha256 char(64),
        file_content_type varchar(100),
        status varchar(16) NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'sold', 'expired', 'withdrawn')),
        withdrawn_reason text,
        search_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sold_at timestamptz,
        CHECK ((status = 'sold') = (buyer_id IS NOT NULL))
      )`);
    // One file, one listing, ever (while it is listed or sold): the same ticket cannot be sold twice.
    await db.query(`CREATE UNIQUE INDEX tickets_file_sha256_key ON tickets (file_sha256) WHERE file_sha256 IS NOT NULL`);
    await db.query(`CREATE INDEX tickets_available_category_idx ON tickets (category_id, event_date) WHERE status = 'available'`);
    await db.query(`CREATE INDEX tickets_available_event_idx ON tickets (event_id, event_date) WHERE status = 'available'`);
    await db.query(`CREATE INDEX tickets_seller_idx ON tickets (seller_id, created_at DESC)`);
    await db.query(`CREATE INDEX tickets_buyer_idx ON tickets (buyer_id, created_at DESC)`);

    await db.query(`
      CREATE TABLE deleted_tickets (
        original_id uuid PRIMARY KEY,
        seller_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        buyer_id uuid,
        category_id uuid NOT NULL,
        event_id uuid,
        title varchar(200) NOT NULL,
        description text NOT NULL,
        event_date date NOT NULL,
        event_time time,
        venue varchar(200) NOT NULL,
        seat_section varchar(50),
        seat_row varchar(50),
        seat_number varchar(50),
        price_per_unit_cents integer NOT NULL,
        quantity integer NOT NULL,
        price_cents integer NOT NULL,
        currency char(3) NOT NULL,
        file_key text,
        file_sha256 char(64),
        status varchar(16) NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        deleted_by uuid NOT NULL
      )`);

    await db.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        ticket_id uuid NOT NULL UNIQUE REFERENCES tickets (id),
        buyer_id uuid NOT NULL REFERENCES users (id),
        seller_id uuid NOT NULL REFERENCES users (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency char(3) NOT NULL DEFAULT 'EUR',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX orders_buyer_idx ON orders (buyer_id, created_at DESC)`);
    await db.query(`CREATE INDEX orders_seller_idx ON orders (seller_id, created_at DESC)`);

    await db.query(`
      CREATE TABLE purchase_idempotency_keys (
        user_id uuid NOT NULL,
        key varchar(100) NOT NULL,
        ticket_id uuid NOT NULL,
        order_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE purchase_idempotency_keys`);
    await db.query(`DROP TABLE orders`);
    await db.query(`DROP TABLE deleted_tickets`);
    await db.query(`DROP TABLE tickets`);
  }
}
