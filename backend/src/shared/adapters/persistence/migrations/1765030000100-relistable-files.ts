import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A ticket file given back to its seller by a moved-event refund may be listed again by that seller (ADR 0029): its
 * fingerprints are `released_at`, and only files not released hold a fingerprint for themselves. A file of an order
 * refunded because of a claim is never released, so it stays refused.
 */
export class RelistableFiles1765030000100 implements MigrationInterface {
  name = 'RelistableFiles1765030000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE ticket_files ADD COLUMN released_at timestamptz`);
    await db.query(`ALTER TABLE ticket_files DROP CONSTRAINT ticket_files_sha256_key, DROP CONSTRAINT ticket_files_page_sha256_key`);
    await db.query(`CREATE UNIQUE INDEX ticket_files_sha256_key ON ticket_files (sha256) WHERE released_at IS NULL`);
    await db.query(`CREATE UNIQUE INDEX ticket_files_page_sha256_key ON ticket_files (page_sha256) WHERE released_at IS NULL`);
    // Who may list a released fingerprint again is looked up by it.
    await db.query(`CREATE INDEX ticket_files_released_sha256_idx ON ticket_files (sha256) WHERE released_at IS NOT NULL`);
    await db.query(`CREATE INDEX ticket_files_released_page_sha256_idx ON ticket_files (page_sha256) WHERE released_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    // Fails while a released file has been listed again (two rows with one fingerprint): that listing must go first.
    await db.query(`DROP INDEX ticket_files_released_page_sha256_idx`);
    await db.query(`DROP INDEX ticket_files_released_sha256_idx`);
    await db.query(`DROP INDEX ticket_files_page_sha256_key`);
    await db.query(`DROP INDEX ticket_files_sha256_key`);
    await db.query(`ALTER TABLE ticket_files ADD CONSTRAINT ticket_files_sha256_key UNIQUE (sha256), ADD CONSTRAINT ticket_files_page_sha256_key UNIQUE (page_sha256)`);
    await db.query(`ALTER TABLE ticket_files DROP COLUMN released_at`);
  }
}
