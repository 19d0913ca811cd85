import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment provider's processing fees in the books (ADR 0037): the `provider_fee` kind (one transaction per balance
 * transaction that took a fee, named by it) and the `provider_fees` expense account.
 */
export class ProviderFees1765030000000 implements MigrationInterface {
  name = 'ProviderFees1765030000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`);
    await db.query(`
      ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
        CHECK (kind IN ('payment', 'refund', 'release', 'transfer', 'reversal', 'dispute', 'provider_fee'))`);
    await db.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`);
    await db.query(`
      ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check
        CHECK (account IN ('provider_balance', 'buyer_payments_held', 'seller_payable', 'platform_fees', 'disputed_funds', 'provider_fees'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    // The books are append-only: while any provider fee is recorded, the constraints below refuse and nothing changes.
    await db.query(`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`);
    await db.query(`
      ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check
        CHECK (account IN ('provider_balance', 'buyer_payments_held', 'seller_payable', 'platform_fees', 'disputed_funds'))`);
    await db.query(`ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check`);
    await db.query(`ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN ('payment', 'refund', 'release', 'transfer', 'reversal', 'dispute'))`);
  }
}
