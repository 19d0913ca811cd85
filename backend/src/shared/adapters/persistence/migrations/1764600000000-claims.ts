import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, claims: a buyer's claim on a paid order (one per order) freezes the seller's payout until staff decide it.
 * The marketplace's published sales say which are frozen and how much of each is still held for its seller after a
 * part refund (the seller's fee never more than what is left).
 */
export class Claims1764600000000 implements MigrationInterface {
  name = 'Claims1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_claims (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
        buyer_id uuid NOT NULL,
        seller_id uuid NOT NULL,
        reason varchar(30) NOT NULL CHECK (reason IN ('refused_at_entrance', 'not_as_described', 'not_received')),
        message text NOT NULL,
        seller_answer text,
        answered_at timestamptz,
        status varchar(20) NOT NULL CHECK (status IN ('open', 'refunding', 'closed')),
        refund_cents integer CHECK (refund_cents >= 0),
        decided_by uuid,
        decided_at timestamptz,
        decision_note text,
        refund_id varchar(255),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX order_claims_queue_idx ON order_claims (status, created_at)`);
    await db.query(`CREATE INDEX order_claims_seller_idx ON order_claims (seller_id)`);
    await db.query(`CREATE INDEX order_claims_buyer_idx ON order_claims (buyer_id)`);
    await db.query(`DROP VIEW marketplace_paid_sales`);
    await db.query(`
      CREATE VIEW marketplace_paid_sales AS
        SELECT o.id AS order_id, o.seller_id, o.tickets_cents - refunded.cents AS tickets_cents, o.buyer_fee_cents, o.total_cents,
          LEAST(o.seller_fee_cents, o.tickets_cents - refunded.cents) AS seller_fee_cents, t.event_date, t.event_time,
          COALESCE(c.status IN ('open', 'refunding'), false) AS frozen
        FROM orders o JOIN tickets t ON t.id = o.ticket_id
        LEFT JOIN order_claims c ON c.order_id = o.id
        CROSS JOIN LATERAL (SELECT CASE WHEN c.status = 'closed' THEN COALESCE(c.refund_cents, 0) ELSE 0 END AS cents) refunded
        WHERE o.status = 'paid'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW marketplace_paid_sales`);
    await db.query(`
      CREATE VIEW marketplace_paid_sales AS
        SELECT o.id AS order_id, o.seller_id, o.tickets_cents, o.buyer_fee_cents, o.total_cents, o.seller_fee_cents,
          t.event_date, t.event_time
        FROM orders o JOIN tickets t ON t.id = o.ticket_id
        WHERE o.status = 'paid'`);
    await db.query(`DROP TABLE order_claims`);
  }
}
