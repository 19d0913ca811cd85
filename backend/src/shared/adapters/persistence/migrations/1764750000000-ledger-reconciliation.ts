import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reconciling the books with the payment provider (issue 18, ADR 0024): each ledger transaction that moved the
 * platform's provider balance names the provider's object it records (a payment, a refund, a transfer), and each
 * reconciled day keeps its report. The books' existing transactions get their provider reference from the records
 * that already hold it (orders, claims, payouts): the only change ever made to the books, here, with the append-only
 * trigger off for that statement alone.
 */
export class LedgerReconciliation1764750000000 implements MigrationInterface {
  name = 'LedgerReconciliation1764750000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE ledger_transactions ADD COLUMN provider_reference varchar(255)`);
    await db.query(`CREATE INDEX ledger_transactions_provider_reference_idx ON ledger_transactions (provider_reference) WHERE provider_reference IS NOT NULL`);
    await db.query(`CREATE INDEX ledger_transactions_occurred_idx ON ledger_transactions (occurred_at)`);
    await db.query(`ALTER TABLE ledger_transactions DISABLE TRIGGER ledger_transactions_append_only`);
    await db.query(`
      UPDATE ledger_transactions l SET provider_reference = o.payment_id FROM orders o
      WHERE l.kind = 'payment' AND l.reference = 'order:' || o.id || ':payment' AND o.payment_id IS NOT NULL`);
    await db.query(`
      UPDATE ledger_transactions l SET provider_reference = COALESCE(o.refund_id, c.refund_id) FROM orders o LEFT JOIN order_claims c ON c.order_id = o.id
      WHERE l.kind = 'refund' AND l.reference = 'order:' || o.id || ':refund' AND COALESCE(o.refund_id, c.refund_id) IS NOT NULL`);
    await db.query(`
      UPDATE ledger_transactions l SET provider_reference = c.refund_id FROM order_claims c
      WHERE l.kind = 'refund' AND l.reference = 'claim:' || c.id || ':refund' AND c.refund_id IS NOT NULL`);
    await db.query(`
      UPDATE ledger_transactions l SET provider_reference = p.transfer_id FROM seller_payouts p
      WHERE l.kind = 'transfer' AND l.reference = 'payout:' || p.id || ':transfer' AND p.transfer_id IS NOT NULL`);
    await db.query(`ALTER TABLE ledger_transactions ENABLE TRIGGER ledger_transactions_append_only`);

    await db.query(`
      CREATE TABLE ledger_reconciliations (
        day date PRIMARY KEY,
        state varchar(20) NOT NULL CHECK (state IN ('running', 'matched', 'differences', 'failed')),
        provider_count integer NOT NULL DEFAULT 0,
        ledger_count integer NOT NULL DEFAULT 0,
        matched_count integer NOT NULL DEFAULT 0,
        differences jsonb NOT NULL DEFAULT '[]',
        failure text,
        requested_by varchar(320),
        started_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ledger_reconciliations`);
    await db.query(`DROP INDEX ledger_transactions_occurred_idx`);
    await db.query(`ALTER TABLE ledger_transactions DROP COLUMN provider_reference`);
  }
}
