import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentitySessionsAndTokens1763800100000 implements MigrationInterface {
  name = 'IdentitySessionsAndTokens1763800100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        replaced_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX sessions_family_idx ON sessions (family_id)`);
    await db.query(`CREATE INDEX sessions_user_idx ON sessions (user_id)`);
    await db.query(`CREATE INDEX sessions_expires_idx ON sessions (expires_at)`);

    await db.query(`
      CREATE TABLE one_time_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(32) NOT NULL CHECK (purpose IN ('email_confirmation', 'password_reset')),
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX one_time_tokens_user_idx ON one_time_tokens (user_id, purpose)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE one_time_tokens`);
    await db.query(`DROP TABLE sessions`);
  }
}
