import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Demo data (issue 20, ADR 0031): the events the demo made are marked, so that the demo's top-up counts and lists
 * only its own events and never touches those staff made. Always false outside `npm start`.
 */
export class DemoEvents1764970000000 implements MigrationInterface {
  name = 'DemoEvents1764970000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE events ADD COLUMN demo boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE events DROP COLUMN demo`);
  }
}
