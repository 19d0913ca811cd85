import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, buying part of a listing: a buyer who takes some of a listing's tickets gets a listing of their own split
 * off it (`parent_id`), which then goes through hold, payment and delivery as any listing does; a hold that lapses
 * returns its tickets to the listing they came from. `split_rule` is the seller's: any number, only together, or
 * never leaving a single ticket behind. Listings from before were sold whole: those of several tickets keep that.
 */
export class PartialListings1764800000300 implements MigrationInterface {
  name = 'PartialListings1764800000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE tickets
        ADD COLUMN split_rule varchar(20) NOT NULL DEFAULT 'any' CHECK (split_rule IN ('any', 'together', 'no-single-left')),
        ADD COLUMN parent_id uuid REFERENCES tickets (id)`);
    await db.query(`UPDATE tickets SET split_rule = 'together' WHERE quantity > 1`);
    await db.query(`CREATE INDEX tickets_parent_idx ON tickets (parent_id) WHERE parent_id IS NOT NULL`);
    await db.query(`ALTER TABLE deleted_tickets ADD COLUMN split_rule varchar(20), ADD COLUMN parent_id uuid`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE deleted_tickets DROP COLUMN split_rule, DROP COLUMN parent_id`);
    await db.query(`DROP INDEX tickets_parent_idx`);
    await db.query(`ALTER TABLE tickets DROP COLUMN split_rule, DROP COLUMN parent_id`);
  }
}
