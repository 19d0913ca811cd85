import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, a claim's evidence (ADR 0030): up to three files a buyer sends with a claim, one row each at a position
 * 1..3, written in the claim's transaction. The bytes live in file storage under a server-made key; the row keeps the
 * buyer's (cleaned) file name, the type read from the bytes, the size and a SHA-256 fingerprint.
 */
export class ClaimFiles1764960000000 implements MigrationInterface {
  name = 'ClaimFiles1764960000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE claim_files (
        claim_id uuid NOT NULL REFERENCES order_claims (id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
        file_key text NOT NULL UNIQUE,
        original_name varchar(255) NOT NULL,
        content_type varchar(100) NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        sha256 char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (claim_id, position)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE claim_files`);
  }
}
