import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many scheduled events each category has on each day (UTC), kept by a trigger in the transaction that changes
 * an event, whoever changes it. The public events list counts a category's events from an instant on as the sum of
 * the later days plus the events of that instant's own day: a few hundred small rows instead of every event (the
 * count was most of the list's time in PostgreSQL; ADR 0015).
 */
export class ScheduledEventsByDay1764000000100 implements MigrationInterface {
  name = 'ScheduledEventsByDay1764000000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scheduled_events_by_day (
        category_id uuid NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
        day date NOT NULL,
        events integer NOT NULL CHECK (events >= 0),
        PRIMARY KEY (category_id, day)
      )`);
    await db.query(`
      CREATE FUNCTION count_scheduled_events_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'scheduled' THEN
          UPDATE scheduled_events_by_day SET events = events - 1
            WHERE category_id = OLD.category_id AND day = (OLD.starts_at AT TIME ZONE 'UTC')::date;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'scheduled' THEN
          INSERT INTO scheduled_events_by_day (category_id, day, events) VALUES (NEW.category_id, (NEW.starts_at AT TIME ZONE 'UTC')::date, 1)
            ON CONFLICT (category_id, day) DO UPDATE SET events = scheduled_events_by_day.events + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER events_count_scheduled_by_day AFTER INSERT OR DELETE OR UPDATE OF status, starts_at, category_id ON events
        FOR EACH ROW EXECUTE FUNCTION count_scheduled_events_by_day()`);
    await db.query(`
      CREATE FUNCTION forget_scheduled_events_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE scheduled_events_by_day;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER events_truncate_scheduled_by_day AFTER TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION forget_scheduled_events_by_day()`);
    await db.query(`
      INSERT INTO scheduled_events_by_day (category_id, day, events)
      SELECT category_id, (starts_at AT TIME ZONE 'UTC')::date, count(*) FROM events WHERE status = 'scheduled' GROUP BY 1, 2`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER events_truncate_scheduled_by_day ON events`);
    await db.query(`DROP TRIGGER events_count_scheduled_by_day ON events`);
    await db.query(`DROP FUNCTION forget_scheduled_events_by_day()`);
    await db.query(`DROP FUNCTION count_scheduled_events_by_day()`);
    await db.query(`DROP TABLE scheduled_events_by_day`);
  }
}
