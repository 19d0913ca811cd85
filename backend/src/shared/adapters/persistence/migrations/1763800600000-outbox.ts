import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Outbox1763800600000 implements MigrationInterface {
  name = 'Outbox1763800600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        job_name varchar(100) NOT NULL,
        payload jsonb NOT NULL,
        job_id varchar(200),
        created_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await db.query(`CREATE INDEX outbox_pending_idx ON outbox (id) WHERE dispatched_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE outbox`);
  }
}
