import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back-office finds users by any part of their email, name or phone: a trigram index serves
 * `LIKE '%text%'` on that one expression (sql-user-directory.ts uses exactly the same expression).
 */
export class AdminUserSearch1763800800000 implements MigrationInterface {
  name = 'AdminUserSearch1763800800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE INDEX users_admin_search_idx ON users USING gin ((lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(phone, ''))) gin_trgm_ops)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX users_admin_search_idx`);
  }
}
