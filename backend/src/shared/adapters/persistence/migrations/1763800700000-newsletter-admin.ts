import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterAdmin1763800700000 implements MigrationInterface {
  name = 'NewsletterAdmin1763800700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE newsletter_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        resource varchar(40) NOT NULL,
        filter jsonb NOT NULL DEFAULT '{}',
        status varchar(10) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        row_count integer,
        file_key varchar(200),
        requested_by varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);

    await db.query(`
      CREATE TABLE newsletter_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        language varchar(2) CHECK (language IN ('lv', 'en', 'et', 'lt')),
        recipients integer NOT NULL DEFAULT 0,
        sent integer NOT NULL DEFAULT 0,
        failed integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        created_by varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz
      )`);
    await db.query(`CREATE INDEX newsletter_messages_created_idx ON newsletter_messages (created_at DESC)`);

    // One row per (message, recipient), written when the message is queued: the batch jobs claim a row before
    // sending, so a retried batch never mails anyone twice.
    await db.query(`
      CREATE TABLE newsletter_deliveries (
        message_id uuid NOT NULL REFERENCES newsletter_messages (id) ON DELETE CASCADE,
        position integer NOT NULL,
        email varchar(254) NOT NULL,
        language varchar(2) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        error varchar(500),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (message_id, position),
        UNIQUE (message_id, email)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE newsletter_deliveries`);
    await db.query(`DROP TABLE newsletter_messages`);
    await db.query(`DROP TABLE newsletter_exports`);
  }
}
