import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every committed change of categories, events or tiers, whoever makes it, notifies the channel `catalog_changed`:
 * each API process listens and empties its catalogue response cache (ADR 0009). NOTIFY is delivered at commit, and
 * several in one transaction arrive as one.
 */
export class CatalogChangeNotify1763801100000 implements MigrationInterface {
  name = 'CatalogChangeNotify1763801100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of ['categories', 'events', 'event_ticket_tiers']) {
      await db.query(`CREATE TRIGGER ${table}_notify_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['categories', 'events', 'event_ticket_tiers']) await db.query(`DROP TRIGGER ${table}_notify_catalog_changed ON ${table}`);
    await db.query(`DROP FUNCTION notify_catalog_changed()`);
  }
}
