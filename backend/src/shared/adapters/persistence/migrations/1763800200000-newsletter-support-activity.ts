import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterSupportActivity1763800200000 implements MigrationInterface {
  name = 'NewsletterSupportActivity1763800200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE newsletter_subscribers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL CHECK (email = lower(btrim(email))),
        language varchar(2) NOT NULL CHECK (language IN ('lv', 'en', 'et', 'lt')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(254)
      )`);
    await db.query(`CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (email)`);
    await db.query(`CREATE INDEX newsletter_subscribers_created_idx ON newsletter_subscribers (created_at)`);

    await db.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        message text NOT NULL,
        language varchar(2) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at)`);

    await db.query(`
      CREATE TABLE activity_log (
        id bigserial PRIMARY KEY,
        kind varchar(64) NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        actor varchar(254),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX activity_log_created_idx ON activity_log (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE activity_log`);
    await db.query(`DROP TABLE contact_messages`);
    await db.query(`DROP TABLE newsletter_subscribers`);
  }
}
