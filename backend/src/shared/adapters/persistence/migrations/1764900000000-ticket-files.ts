import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, one file per ticket (ADR 0026): a listing's files move from `tickets.file_*` into `ticket_files`, one row
 * per file at a position, so a split moves exactly the files of the tickets taken. A listing from before keeps its one
 * file (position 1); when it holds several tickets that file covers them all and the listing stays sold together.
 * `sha256` is the stored bytes' fingerprint (unique as before); `page_sha256` fingerprints the page of a one-page PDF
 * by its content, so the same page is refused however it was cut out of a document.
 */
export class TicketFiles1764900000000 implements MigrationInterface {
  name = 'TicketFiles1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ticket_files (
        id bigserial PRIMARY KEY,
        ticket_id uuid NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        file_key text NOT NULL,
        sha256 char(64) NOT NULL UNIQUE,
        page_sha256 char(64) UNIQUE,
        content_type varchar(100) NOT NULL,
        UNIQUE (ticket_id, position)
      )`);
    await db.query(`
      INSERT INTO ticket_files (ticket_id, position, file_key, sha256, content_type)
      SELECT id, 1, file_key, file_sha256, COALESCE(file_content_type, 'application/pdf') FROM tickets WHERE file_key IS NOT NULL AND file_sha256 IS NOT NULL`);
    await db.query(`ALTER TABLE tickets DROP COLUMN file_key, DROP COLUMN file_sha256, DROP COLUMN file_content_type`);
    // The archive keeps every file of a deleted listing; file_key/file_sha256 stay for rows archived before.
    await db.query(`ALTER TABLE deleted_tickets ADD COLUMN files jsonb`);
    await db.query(`ALTER TABLE ticket_file_downloads ADD COLUMN position integer`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE ticket_file_downloads DROP COLUMN position`);
    await db.query(`ALTER TABLE deleted_tickets DROP COLUMN files`);
    await db.query(`ALTER TABLE tickets ADD COLUMN file_key text, ADD COLUMN file_sha256 char(64), ADD COLUMN file_content_type varchar(100)`);
    await db.query(`
      UPDATE tickets t SET file_key = f.file_key, file_sha256 = f.sha256, file_content_type = f.content_type
      FROM (SELECT DISTINCT ON (ticket_id) ticket_id, file_key, sha256, content_type FROM ticket_files ORDER BY ticket_id, position) f
      WHERE f.ticket_id = t.id`);
    await db.query(`CREATE UNIQUE INDEX tickets_file_sha256_key ON tickets (file_sha256) WHERE file_sha256 IS NOT NULL`);
    await db.query(`DROP TABLE ticket_files`);
  }
}
