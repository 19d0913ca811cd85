import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, fair resale: every listing states the face value of one ticket (a catalogue tier's price, or the seller's
 * word), and its asking price may not exceed a cap times that face value. Listings older than the rule had no face
 * value: they take their asking price, so they are exactly at face value and never over a cap (ADR 0025).
 *
 * `resale_rules`: one global row (the defaults), and rows that override it for a category or an event.
 */
export class FaceValueAndPriceCaps1764800000000 implements MigrationInterface {
  name = 'FaceValueAndPriceCaps1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tickets ADD COLUMN face_value_cents integer, ADD COLUMN tier_name varchar(200)`);
    await db.query(`UPDATE tickets SET face_value_cents = price_per_unit_cents`);
    await db.query(`ALTER TABLE tickets ALTER COLUMN face_value_cents SET NOT NULL, ADD CONSTRAINT tickets_face_value_positive CHECK (face_value_cents > 0)`);
    await db.query(`ALTER TABLE deleted_tickets ADD COLUMN face_value_cents integer, ADD COLUMN tier_name varchar(200)`);
    await db.query(`
      CREATE TABLE resale_rules (
        scope varchar(10) NOT NULL CHECK (scope IN ('global', 'category', 'event')),
        scope_id uuid,
        price_cap_basis_points integer CHECK (price_cap_basis_points BETWEEN 10000 AND 30000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((scope = 'global') = (scope_id IS NULL)),
        CHECK (scope <> 'global' OR price_cap_basis_points IS NOT NULL)
      )`);
    await db.query(`CREATE UNIQUE INDEX resale_rules_scope_idx ON resale_rules (scope, COALESCE(scope_id, '00000000-0000-0000-0000-000000000000'))`);
    await db.query(`INSERT INTO resale_rules (scope, scope_id, price_cap_basis_points) VALUES ('global', NULL, 12000)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE resale_rules`);
    await db.query(`ALTER TABLE deleted_tickets DROP COLUMN face_value_cents, DROP COLUMN tier_name`);
    await db.query(`ALTER TABLE tickets DROP CONSTRAINT tickets_face_value_positive, DROP COLUMN face_value_cents, DROP COLUMN tier_name`);
  }
}
