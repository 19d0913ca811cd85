import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in (a family of refresh tokens) ends at a fixed time however often it is refreshed. Families that exist
 * already get the default lifetime (90 days) counted from their first token.
 */
export class SessionFamilyLifetime1763810000100 implements MigrationInterface {
  name = 'SessionFamilyLifetime1763810000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions ADD COLUMN family_expires_at timestamptz`);
    await db.query(`
      UPDATE sessions s SET family_expires_at = f.started_at + interval '90 days'
      FROM (SELECT family_id, min(created_at) AS started_at FROM sessions GROUP BY family_id) f
      WHERE f.family_id = s.family_id`);
    await db.query(`ALTER TABLE sessions ALTER COLUMN family_expires_at SET NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sessions DROP COLUMN family_expires_at`);
  }
}
