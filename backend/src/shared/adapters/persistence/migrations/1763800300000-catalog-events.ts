import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogEvents1763800300000 implements MigrationInterface {
  name = 'CatalogEvents1763800300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        category_id uuid NOT NULL REFERENCES categories (id),
        title varchar(200) NOT NULL,
        description text NOT NULL DEFAULT '',
        venue varchar(200) NOT NULL,
        city varchar(100) NOT NULL,
        starts_at timestamptz NOT NULL,
        price_range varchar(100),
        status varchar(16) NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'finished')),
        search_text text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX events_category_starts_idx ON events (category_id, starts_at)`);
    await db.query(`CREATE INDEX events_starts_idx ON events (starts_at)`);

    await db.query(`
      CREATE TABLE event_ticket_tiers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        available integer NOT NULL CHECK (available >= 0),
        position integer NOT NULL DEFAULT 0
      )`);
    await db.query(`CREATE INDEX event_ticket_tiers_event_idx ON event_ticket_tiers (event_id, position)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE event_ticket_tiers`);
    await db.query(`DROP TABLE events`);
  }
}
