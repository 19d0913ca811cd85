import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The subscribers' CSV exports become staff's exports of any back-office list (ADR 0032): the table moves to the
 * operations context, and records which list, in which language the column names are written and which
 * administrator asked.
 */
export class DataExports1764980000000 implements MigrationInterface {
  name = 'DataExports1764980000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE newsletter_exports RENAME TO data_exports`);
    await db.query(`ALTER TABLE data_exports RENAME CONSTRAINT newsletter_exports_pkey TO data_exports_pkey`);
    await db.query(`
      ALTER TABLE data_exports
        ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en' CHECK (language IN ('lv', 'en', 'et', 'lt')),
        ADD COLUMN requested_by_id uuid,
        ADD CONSTRAINT data_exports_resource_known CHECK (resource IN ('subscribers', 'users', 'tickets', 'orders', 'contact-messages'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM data_exports WHERE resource <> 'subscribers'`);
    await db.query(`ALTER TABLE data_exports DROP CONSTRAINT data_exports_resource_known, DROP COLUMN requested_by_id, DROP COLUMN language`);
    await db.query(`ALTER TABLE data_exports RENAME CONSTRAINT data_exports_pkey TO newsletter_exports_pkey`);
    await db.query(`ALTER TABLE data_exports RENAME TO newsletter_exports`);
  }
}
