import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, card disputes and reversals (ADR 0023). The marketplace keeps each dispute the provider reports on an
 * order's payment (one per provider dispute) and the buyer's downloads of a ticket file, the evidence staff send; an
 * open dispute freezes the order's payout like an open claim. The books get the `dispute` kind and the
 * `disputed_funds` account (what the bank took until it decides); payouts records the transfer reversals that
 * recover a seller's share after a dispute is lost once the seller was paid.
 */
export class Disputes1764700000000 implements MigrationInterface {
  name = 'Disputes1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_disputes (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id),
        provider_dispute_id varchar(255) NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        reason varchar(50) NOT NULL,
        status varchar(20) NOT NULL CHECK (status IN ('needs_response', 'under_review', 'won', 'lost')),
        evidence_due_by timestamptz,
        evidence_submitted_at timestamptz,
        evidence_submitted_by uuid,
        created_at timestamptz NOT NULL,
        closed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status IN ('won', 'lost')) = (closed_at IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX order_disputes_order_idx ON order_disputes (order_id)`);
    await db.query(`CREATE INDEX order_disputes_queue_idx ON order_disputes (status, created_at)`);
    // A dispute names the payment: its order is found by it.
    await db.query(`CREATE INDEX orders_payment_idx ON orders (payment_id) WHERE payment_id IS NOT NULL`);
    await db.query(`
      CREATE TABLE ticket_file_downloads (
        id bigserial PRIMARY KEY,
        ticket_id uuid NOT NULL,
        user_id uuid NOT NULL,
        downloaded_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX ticket_file_downloads_ticket_idx ON ticket_file_downloads (ticket_id, downloaded_at)`);

    await db.query(`DROP VIEW marketplace_paid_sales`);
    await db.query(`
      CREATE VIEW marketplace_paid_sales AS
        SELECT o.id AS order_id, o.seller_id, o.tickets_cents - refunded.cents AS tickets_cents, o.buyer_fee_cents, o.total_cents,
          LEAST(o.seller_fee_cents, o.tickets_cents - refunded.cents) AS seller_fee_cents, t.event_date, t.event_time,
          COALESCE(c.status IN ('open', 'refunding'), false)
            OR EXISTS (SELECT 1 FROM order_disputes d WHERE d.order_id = o.id AND d.status IN ('needs_response', 'under_review')) AS frozen
        FROM orders o JOIN tickets t ON t.id = o.ticket_id
        LEFT JOIN order_claims c ON c.order_id = o.id
        CROSS JOIN LATERAL (SELECT CASE WHEN c.status = 'closed' THEN COALESCE(c.refund_cents, 0) ELSE 0 END AS cents) refunded
        WHERE o.status = 'paid'`);

    await db.query(`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`);
    await db.query(`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN ('payment', 'refund', 'release', 'transfer', 'reversal', 'dispute'))`);
    await db.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`);
    await db.query(`
      ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check
        CHECK (account IN ('provider_balance', 'buyer_payments_held', 'seller_payable', 'platform_fees', 'disputed_funds'))`);

    await db.query(`
      CREATE TABLE seller_reversals (
        id uuid PRIMARY KEY,
        seller_id uuid NOT NULL REFERENCES payout_accounts (seller_id),
        payout_id uuid NOT NULL REFERENCES seller_payouts (id),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        status varchar(20) NOT NULL CHECK (status IN ('pending', 'reversed', 'failed')),
        provider_reversal_id varchar(255),
        failure text,
        created_at timestamptz NOT NULL,
        settled_at timestamptz,
        CHECK ((status = 'reversed') = (provider_reversal_id IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX seller_reversals_seller_idx ON seller_reversals (seller_id, created_at DESC)`);
    await db.query(`CREATE INDEX seller_reversals_payout_idx ON seller_reversals (payout_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE seller_reversals`);
    await db.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`);
    await db.query(`ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN ('provider_balance', 'buyer_payments_held', 'seller_payable', 'platform_fees'))`);
    await db.query(`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`);
    await db.query(`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN ('payment', 'refund', 'release', 'transfer', 'reversal'))`);
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
    await db.query(`DROP INDEX orders_payment_idx`);
    await db.query(`DROP TABLE ticket_file_downloads, order_disputes`);
  }
}
