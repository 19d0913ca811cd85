import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each event's public view (`EventView`, ADR 0038) as finished compact JSON text, kept on the row by triggers in the
 * transaction that changes the event or its category's slug, whoever changes them (ADR 0040). The events list's
 * statement then only joins a page of these texts, and the detail adds the tiers: building the text on every read
 * (a dozen `to_json` and three `to_char` with a time-zone conversion per event) was most of the list's time in
 * PostgreSQL. `startsAt` as `Date#toISOString` writes it, `date` and `time` as the clocks in Riga show them, the
 * picture as `toImageView` gives it; `sql-catalog.repository.int-spec.ts` compares the text with
 * `JSON.stringify(toEventView(...))`, so a field added to the view needs a migration that replaces
 * `catalog_event_view_json` and rewrites the column.
 *
 * The per-day counts' key carries the count as well, so that the list's total over a category's later days is read
 * from the index alone: a few pages, where the table itself grows to many mostly empty ones under the trigger's
 * updates (64 pages for 644 rows after the benchmark's fill), and PostgreSQL read them all for each answer.
 */
export class EventViewJson1765060000000 implements MigrationInterface {
  name = 'EventViewJson1765060000000';

  async up(db: QueryRunner): Promise<void> {
    const json = (value: string) => `coalesce(to_json(${value})::text, 'null')`;
    await db.query(`
      CREATE FUNCTION catalog_event_view_json(e events, category_slug text) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT '{"id":"' || e.id || '","category":{"id":"' || e.category_id || '","slug":' || ${json('category_slug')}
          || '},"title":' || ${json('e.title')} || ',"description":' || ${json('e.description')}
          || ',"venue":' || ${json('e.venue')} || ',"city":' || ${json('e.city')}
          || ',"startsAt":"' || to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          || '","date":"' || to_char(e.starts_at AT TIME ZONE 'Europe/Riga', 'DD.MM.YYYY')
          || '","time":"' || to_char(e.starts_at AT TIME ZONE 'Europe/Riga', 'HH24:MI')
          || '","priceRange":' || ${json('e.price_range')} || ',"status":' || ${json('e.status')}
          || ',"image":' || coalesce('{"base":"/api/images/' || (e.image->>'id') || '","width":' || (e.image->>'width')
               || ',"height":' || (e.image->>'height') || ',"widths":' || replace((e.image->'widths')::text, ' ', '') || '}', 'null')
          || '}'
      $$`);
    await db.query(`ALTER TABLE events ADD COLUMN view_json text`);
    await db.query(`
      CREATE FUNCTION write_event_view_json() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.view_json := catalog_event_view_json(NEW, (SELECT slug FROM categories WHERE id = NEW.category_id));
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER events_write_view_json BEFORE INSERT OR UPDATE ON events FOR EACH ROW EXECUTE FUNCTION write_event_view_json()`);
    await db.query(`
      CREATE FUNCTION rewrite_category_event_views() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- events_write_view_json writes each one's text anew, with the new slug.
        UPDATE events SET view_json = NULL WHERE category_id = NEW.id;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER categories_rewrite_event_views AFTER UPDATE OF slug ON categories
        FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION rewrite_category_event_views()`);
    await db.query(`UPDATE events SET view_json = NULL`);
    await db.query(`ALTER TABLE events ALTER COLUMN view_json SET NOT NULL`);
    await db.query(`ALTER TABLE scheduled_events_by_day DROP CONSTRAINT scheduled_events_by_day_pkey, ADD PRIMARY KEY (category_id, day) INCLUDE (events)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE scheduled_events_by_day DROP CONSTRAINT scheduled_events_by_day_pkey, ADD PRIMARY KEY (category_id, day)`);
    await db.query(`DROP TRIGGER categories_rewrite_event_views ON categories`);
    await db.query(`DROP FUNCTION rewrite_category_event_views()`);
    await db.query(`DROP TRIGGER events_write_view_json ON events`);
    await db.query(`DROP FUNCTION write_event_view_json()`);
    await db.query(`ALTER TABLE events DROP COLUMN view_json`);
    await db.query(`DROP FUNCTION catalog_event_view_json(events, text)`);
  }
}
