import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in (issue 22): a subscription made on the storefront is pending until its confirmation link is used.
 * Rows written directly (earlier subscribers, the demo seed, staff tooling) count as confirmed, hence the default;
 * the subscribe use case writes NULL. The confirmation token is stored only as its SHA-256 hash; last_notice_at
 * keeps repeated subscriptions of one address to one email a day.
 */
export class NewsletterDoubleOptIn1763850000000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1763850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE newsletter_subscribers
        ADD COLUMN confirmed_at timestamptz DEFAULT now(),
        ADD COLUMN confirmation_token_hash char(64),
        ADD COLUMN confirmation_expires_at timestamptz,
        ADD COLUMN last_notice_at timestamptz`);
    await db.query(`UPDATE newsletter_subscribers SET confirmed_at = created_at`);
    await db.query(`CREATE UNIQUE INDEX newsletter_subscribers_confirmation_key ON newsletter_subscribers (confirmation_token_hash) WHERE confirmation_token_hash IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX newsletter_subscribers_confirmation_key`);
    await db.query(`
      ALTER TABLE newsletter_subscribers
        DROP COLUMN confirmed_at, DROP COLUMN confirmation_token_hash, DROP COLUMN confirmation_expires_at, DROP COLUMN last_notice_at`);
  }
}
