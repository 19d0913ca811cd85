import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public ticket search matches `search_text LIKE '%text%'` among available tickets (sql-ticket-queries.ts): a
 * trigram index on exactly that column and condition lets it find the matches without reading every available row.
 */
export class TicketSearchTrigram1763840000000 implements MigrationInterface {
  name = 'TicketSearchTrigram1763840000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE INDEX tickets_available_search_idx ON tickets USING gin (search_text gin_trgm_ops) WHERE status = 'available'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX tickets_available_search_idx`);
  }
}
