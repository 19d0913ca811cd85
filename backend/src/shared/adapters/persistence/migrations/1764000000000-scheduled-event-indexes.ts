import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public events list reads scheduled events only, by start and then id. These partial indexes hold exactly
 * those, in that order: a page is read without sorting, and its total is counted from the index alone (no visit to
 * the table for each event's status) once VACUUM has marked the table's pages all-visible (docs/performance.md).
 */
export class ScheduledEventIndexes1764000000000 implements MigrationInterface {
  name = 'ScheduledEventIndexes1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX events_scheduled_category_starts_idx ON events (category_id, starts_at, id) WHERE status = 'scheduled'`);
    await db.query(`CREATE INDEX events_scheduled_starts_idx ON events (starts_at, id) WHERE status = 'scheduled'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX events_scheduled_starts_idx`);
    await db.query(`DROP INDEX events_scheduled_category_starts_idx`);
  }
}
