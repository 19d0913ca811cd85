import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * After the sale (issue 18): the books in double entry (every transaction sums to zero, checked by the database at
 * commit, and nothing in them is ever changed or deleted), sellers' payout accounts at the provider, the payouts
 * made to them, and the claim window. The marketplace publishes its paid sales as a view for the payout run.
 * Orders paid before this migration get their payment (and refund) in the books, as the application posts them.
 */
export class Payouts1764210000000 implements MigrationInterface {
  name = 'Payouts1764210000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ledger_transactions (
        id bigserial PRIMARY KEY,
        kind varchar(20) NOT NULL CHECK (kind IN ('payment', 'refund', 'release', 'transfer', 'reversal')),
        reference varchar(200) NOT NULL UNIQUE,
        order_id uuid,
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id, kind) WHERE order_id IS NOT NULL`);
    await db.query(`
      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
        account varchar(40) NOT NULL CHECK (account IN ('provider_balance', 'buyer_payments_held', 'seller_payable', 'platform_fees')),
        seller_id uuid,
        amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
        CHECK ((account = 'seller_payable') = (seller_id IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id)`);
    await db.query(`CREATE INDEX ledger_entries_seller_idx ON ledger_entries (seller_id) WHERE seller_id IS NOT NULL`);
    // Checked when the transaction commits, after all of its entries are in.
    await db.query(`
      CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE total bigint;
      BEGIN
        SELECT COALESCE(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', NEW.transaction_id, total USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances()`);
    await db.query(`
      CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
      END $$`);
    for (const table of ['ledger_transactions', 'ledger_entries']) {
      await db.query(`CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only()`);
    }

    await db.query(`
      CREATE TABLE payout_accounts (
        seller_id uuid PRIMARY KEY,
        provider_account_id varchar(255) NOT NULL UNIQUE,
        status varchar(20) NOT NULL CHECK (status IN ('pending', 'active', 'restricted')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE seller_payouts (
        id uuid PRIMARY KEY,
        seller_id uuid NOT NULL REFERENCES payout_accounts (seller_id),
        amount_cents bigint NOT NULL CHECK (amount_cents > 0),
        status varchar(20) NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
        transfer_id varchar(255),
        failure text,
        created_at timestamptz NOT NULL,
        settled_at timestamptz,
        CHECK ((status = 'paid') = (transfer_id IS NOT NULL))
      )`);
    await db.query(`CREATE INDEX seller_payouts_seller_idx ON seller_payouts (seller_id, created_at DESC)`);
    await db.query(`CREATE INDEX seller_payouts_pending_idx ON seller_payouts (created_at) WHERE status = 'pending'`);
    await db.query(`
      CREATE TABLE payout_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        claim_window_hours integer NOT NULL DEFAULT 48 CHECK (claim_window_hours BETWEEN 0 AND 720),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO payout_settings DEFAULT VALUES`);

    // Published by the marketplace: its paid orders with their money and their event's day and time.
    await db.query(`
      CREATE VIEW marketplace_paid_sales AS
        SELECT o.id AS order_id, o.seller_id, o.tickets_cents, o.buyer_fee_cents, o.total_cents, o.seller_fee_cents,
          t.event_date, t.event_time
        FROM orders o JOIN tickets t ON t.id = o.ticket_id
        WHERE o.status = 'paid'`);

    // The books start with every payment (and refund) already made.
    await db.query(`
      WITH paid AS (
        INSERT INTO ledger_transactions (kind, reference, order_id, occurred_at)
        SELECT 'payment', 'order:' || id || ':payment', id, COALESCE(paid_at, created_at) FROM orders
        WHERE payment_id IS NOT NULL OR status IN ('paid', 'completed', 'disputed')
        RETURNING id, order_id)
      INSERT INTO ledger_entries (transaction_id, account, amount_cents)
      SELECT paid.id, line.account, line.amount FROM paid JOIN orders o ON o.id = paid.order_id
      CROSS JOIN LATERAL (VALUES ('provider_balance', o.total_cents), ('buyer_payments_held', -o.tickets_cents), ('platform_fees', -o.buyer_fee_cents)) AS line (account, amount)
      WHERE line.amount <> 0`);
    await db.query(`
      WITH refunded AS (
        INSERT INTO ledger_transactions (kind, reference, order_id, occurred_at)
        SELECT 'refund', 'order:' || id || ':refund', id, COALESCE(closed_at, updated_at) FROM orders WHERE status = 'refunded' AND refund_id IS NOT NULL
        RETURNING id, order_id)
      INSERT INTO ledger_entries (transaction_id, account, amount_cents)
      SELECT refunded.id, line.account, line.amount FROM refunded JOIN orders o ON o.id = refunded.order_id
      CROSS JOIN LATERAL (VALUES ('buyer_payments_held', o.tickets_cents), ('platform_fees', o.buyer_fee_cents), ('provider_balance', -o.total_cents)) AS line (account, amount)
      WHERE line.amount <> 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW marketplace_paid_sales`);
    await db.query(`DROP TABLE payout_settings, seller_payouts, payout_accounts, ledger_entries, ledger_transactions`);
    await db.query(`DROP FUNCTION ledger_is_append_only(), ledger_transaction_balances()`);
  }
}
