import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24, the waiting list (ADR 0027). Fans wait for an event's tickets with a quantity, a highest all-in price per
 * ticket and whether they would take fewer; new tickets are offered to the longest-waiting entry they satisfy, held for
 * that person alone (`tickets.offered_to`) for the offer window.
 *
 * Between tickets becoming available and the offer being made nobody may buy them: a trigger on `tickets` marks a
 * listing that becomes available (inserted, back from a hold or an offer, repriced lower, given tickets back) for an
 * event with anyone waiting as `waitlist_pending` (not on sale) and queues the match job in the same transaction
 * (outbox row). The job offers it, or puts it on sale to everyone when nobody waiting wants it. The same trigger
 * marks an offer taken (and its entry served) when its offered user holds the tickets, whichever path did so.
 */
export class WaitingList1764910000000 implements MigrationInterface {
  name = 'WaitingList1764910000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE OR REPLACE VIEW catalog_event_refs AS SELECT id, status, title, starts_at FROM events`);
    await db.query(`COMMENT ON VIEW catalog_event_refs IS 'Published by the catalogue: an event''s status (scheduled, cancelled or finished), title and start'`);
    await db.query(`
      CREATE TABLE waiting_list_entries (
        id uuid PRIMARY KEY,
        position bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        event_id uuid NOT NULL,
        user_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
        max_price_per_ticket_cents integer NOT NULL CHECK (max_price_per_ticket_cents > 0),
        accepts_fewer boolean NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'paused', 'left', 'served')),
        lapsed_offers integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX waiting_list_entries_one_active_idx ON waiting_list_entries (event_id, user_id) WHERE status IN ('waiting', 'offered', 'paused')`);
    await db.query(`CREATE INDEX waiting_list_entries_queue_idx ON waiting_list_entries (event_id, position) WHERE status IN ('waiting', 'offered', 'paused')`);
    await db.query(`CREATE INDEX waiting_list_entries_user_idx ON waiting_list_entries (user_id)`);
    await db.query(`
      CREATE TABLE waiting_list_offers (
        id uuid PRIMARY KEY,
        entry_id uuid NOT NULL REFERENCES waiting_list_entries (id),
        event_id uuid NOT NULL,
        user_id uuid NOT NULL,
        -- No foreign keys to tickets: a seller may still delete a listing that was once offered (its row is archived).
        ticket_id uuid NOT NULL,
        source_ticket_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_price_cents integer NOT NULL,
        all_in_total_cents integer NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'taken', 'lapsed')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        closed_at timestamptz
      )`);
    // No ticket is offered to two people at once, and an entry has at most one open offer.
    await db.query(`CREATE UNIQUE INDEX waiting_list_offers_open_ticket_idx ON waiting_list_offers (ticket_id) WHERE status = 'open'`);
    await db.query(`CREATE UNIQUE INDEX waiting_list_offers_open_entry_idx ON waiting_list_offers (entry_id) WHERE status = 'open'`);
    await db.query(`CREATE INDEX waiting_list_offers_due_idx ON waiting_list_offers (expires_at) WHERE status = 'open'`);
    await db.query(`CREATE INDEX waiting_list_offers_event_idx ON waiting_list_offers (event_id)`);
    await db.query(`
      CREATE TABLE waiting_list_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        offer_window_minutes integer NOT NULL DEFAULT 15 CHECK (offer_window_minutes BETWEEN 5 AND 1440)
      )`);
    await db.query(`INSERT INTO waiting_list_settings (id) VALUES (true)`);
    await db.query(`CREATE TABLE waiting_list_pauses (event_id uuid PRIMARY KEY, paused_at timestamptz NOT NULL DEFAULT now())`);

    await db.query(`ALTER TABLE tickets ADD COLUMN offered_to uuid, ADD COLUMN waitlist_pending boolean NOT NULL DEFAULT false`);
    await db.query(`CREATE INDEX tickets_waitlist_pending_idx ON tickets (event_id) WHERE waitlist_pending`);
    await db.query(`
      CREATE FUNCTION waiting_list_on_ticket_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = 'available' AND OLD.offered_to IS NOT NULL
           AND (NEW.status = 'reserved' OR (NEW.status = 'available' AND NEW.quantity < OLD.quantity)) THEN
          -- The offered user holds the tickets, or some of them (split off for their order): the offer is taken and
          -- the entry served; tickets they left go to the next entry like any others.
          UPDATE waiting_list_entries e SET status = 'served', updated_at = now()
            FROM waiting_list_offers o WHERE o.ticket_id = NEW.id AND o.status = 'open' AND e.id = o.entry_id;
          UPDATE waiting_list_offers SET status = 'taken', closed_at = now() WHERE ticket_id = NEW.id AND status = 'open';
          IF NEW.status = 'reserved' THEN RETURN NEW; END IF;
          NEW.offered_to := NULL;
        END IF;
        IF NEW.status <> 'available' OR NEW.event_id IS NULL THEN RETURN NEW; END IF;
        -- Tickets of a taken offer whose hold ended are nobody's any more.
        IF TG_OP = 'UPDATE' AND OLD.status <> 'available' AND NEW.offered_to IS NOT NULL THEN NEW.offered_to := NULL; END IF;
        IF NEW.offered_to IS NOT NULL OR NEW.waitlist_pending THEN RETURN NEW; END IF;
        IF TG_OP = 'INSERT' THEN
          -- A part split off for a buyer or an offer is theirs already.
          IF NEW.parent_id IS NOT NULL THEN RETURN NEW; END IF;
        ELSIF NOT (OLD.status <> 'available' OR OLD.offered_to IS NOT NULL OR NEW.price_per_unit_cents < OLD.price_per_unit_cents
                   OR NEW.quantity > OLD.quantity OR NEW.event_id IS DISTINCT FROM OLD.event_id) THEN
          RETURN NEW;
        END IF;
        IF EXISTS (SELECT 1 FROM waiting_list_entries WHERE event_id = NEW.event_id AND status = 'waiting')
           AND NOT EXISTS (SELECT 1 FROM waiting_list_pauses WHERE event_id = NEW.event_id) THEN
          NEW.waitlist_pending := true;
          INSERT INTO outbox (job_name, payload) VALUES ('marketplace.match-waiting-list', jsonb_build_object('eventId', NEW.event_id));
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER tickets_waiting_list BEFORE INSERT OR UPDATE OF status, price_per_unit_cents, quantity, offered_to, event_id ON tickets
      FOR EACH ROW EXECUTE FUNCTION waiting_list_on_ticket_change()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER tickets_waiting_list ON tickets`);
    await db.query(`DROP FUNCTION waiting_list_on_ticket_change()`);
    await db.query(`ALTER TABLE tickets DROP COLUMN offered_to, DROP COLUMN waitlist_pending`);
    await db.query(`DROP TABLE waiting_list_pauses, waiting_list_settings, waiting_list_offers, waiting_list_entries`);
    await db.query(`DROP VIEW catalog_event_refs`);
    await db.query(`CREATE VIEW catalog_event_refs AS SELECT id, status FROM events`);
  }
}
