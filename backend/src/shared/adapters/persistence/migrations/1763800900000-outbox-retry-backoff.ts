import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A row that fails to reach the queue waits before its next try, so it cannot hold up the rows behind it. */
export class OutboxRetryBackoff1763800900000 implements MigrationInterface {
  name = 'OutboxRetryBackoff1763800900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox DROP COLUMN next_attempt_at`);
  }
}
