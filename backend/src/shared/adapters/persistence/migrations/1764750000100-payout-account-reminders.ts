import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each seller with money waiting and no active payout account was last reminded to set one up (ADR 0024). */
export class PayoutAccountReminders1764750000100 implements MigrationInterface {
  name = 'PayoutAccountReminders1764750000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payout_account_reminders (
        seller_id uuid PRIMARY KEY,
        last_sent_at timestamptz NOT NULL,
        sent_count integer NOT NULL DEFAULT 1
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payout_account_reminders`);
  }
}
