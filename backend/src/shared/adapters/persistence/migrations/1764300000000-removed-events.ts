import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events staff deleted (issue 25): their address answers 410 Gone instead of 404, so search engines drop the page
 * at once rather than retry it. Only the id is kept.
 */
export class RemovedEvents1764300000000 implements MigrationInterface {
  name = 'RemovedEvents1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE removed_events (id uuid PRIMARY KEY, removed_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE removed_events`);
  }
}
