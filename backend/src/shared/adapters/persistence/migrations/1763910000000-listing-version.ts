import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A listing's version counts the seller's changes to it: the buyer's confirmation carries the version they were
 * shown, and the purchase refuses any other (a changed title, date, seat or quantity, not only a changed price).
 */
export class ListingVersion1763910000000 implements MigrationInterface {
  name = 'ListingVersion1763910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tickets ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tickets DROP COLUMN version`);
  }
}
