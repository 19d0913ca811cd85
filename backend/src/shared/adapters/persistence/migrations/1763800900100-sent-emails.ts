import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mail jobs that reached the SMTP server, so a job re-run after a queue outage does not send twice. */
export class SentEmails1763800900100 implements MigrationInterface {
  name = 'SentEmails1763800900100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE sent_emails (job_id varchar(200) PRIMARY KEY, sent_at timestamptz NOT NULL DEFAULT now())`);
    await db.query(`CREATE INDEX sent_emails_sent_at_idx ON sent_emails (sent_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE sent_emails`);
  }
}
