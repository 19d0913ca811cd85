import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An event's and a category's picture (issue 25, ADR 0039): which content-addressed set of renditions it is, with
 * the size of its largest rendition and the widths made. Kept on the row itself, so that a new picture is a change
 * of the catalogue (the `catalog_changed` triggers fire and every cache empties) and the public answers read it
 * without a join.
 */
export class CatalogImages1765050000000 implements MigrationInterface {
  name = 'CatalogImages1765050000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['events', 'categories']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN image jsonb CHECK (image IS NULL OR (image->>'id' ~ '^[0-9a-f]{16}$'
        AND jsonb_typeof(image->'width') = 'number' AND jsonb_typeof(image->'height') = 'number' AND jsonb_typeof(image->'widths') = 'array'))`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE events DROP COLUMN image`);
    await db.query(`ALTER TABLE categories DROP COLUMN image`);
  }
}
