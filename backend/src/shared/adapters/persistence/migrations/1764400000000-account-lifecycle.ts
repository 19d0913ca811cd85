import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: an account's e-mail address can change (a link to the new address, a "this was not me" link to the old
 * one: one-time tokens that carry the address they are about), and an account can be deleted: the row stays for the
 * orders that name it, emptied of personal data, marked `deleted_at`, with an address that frees the real one.
 * The published member name of a deleted account is empty, so other contexts show their own "deleted user".
 */
export class AccountLifecycle1764400000000 implements MigrationInterface {
  name = 'AccountLifecycle1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check`);
    await db.query(`
      ALTER TABLE one_time_tokens
        ADD CONSTRAINT one_time_tokens_purpose_check
          CHECK (purpose IN ('email_confirmation', 'password_reset', 'email_change', 'email_change_report')),
        ADD COLUMN email varchar(254)`);
    await db.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);
    await db.query(`
      CREATE OR REPLACE VIEW identity_member_names AS
      SELECT id, status, COALESCE(NULLIF(btrim(first_name || ' ' || left(last_name, 1) || '.'), '.'), 'Nezināms') AS display_name,
        deleted_at IS NOT NULL AS deleted
      FROM users`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW identity_member_names`);
    await db.query(`
      CREATE VIEW identity_member_names AS
      SELECT id, status, COALESCE(NULLIF(btrim(first_name || ' ' || left(last_name, 1) || '.'), '.'), 'Nezināms') AS display_name
      FROM users`);
    await db.query(`ALTER TABLE users DROP COLUMN deleted_at`);
    await db.query(`DELETE FROM one_time_tokens WHERE purpose IN ('email_change', 'email_change_report')`);
    await db.query(`ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check, DROP COLUMN email`);
    await db.query(`ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('email_confirmation', 'password_reset'))`);
  }
}
