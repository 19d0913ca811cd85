import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: one buyer holds and buys at most so many tickets of one catalogue event (8 unless staff set an event's
 * own limit). `ticket_limits` holds the general limit (scope 'global') and the events' own.
 */
export class TicketLimits1764800000100 implements MigrationInterface {
  name = 'TicketLimits1764800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ticket_limits (
        scope varchar(10) NOT NULL CHECK (scope IN ('global', 'event')),
        scope_id uuid,
        tickets_per_buyer integer NOT NULL CHECK (tickets_per_buyer BETWEEN 1 AND 100),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((scope = 'global') = (scope_id IS NULL))
      )`);
    await db.query(`CREATE UNIQUE INDEX ticket_limits_scope_idx ON ticket_limits (scope, COALESCE(scope_id, '00000000-0000-0000-0000-000000000000'))`);
    await db.query(`INSERT INTO ticket_limits (scope, scope_id, tickets_per_buyer) VALUES ('global', NULL, 8)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE ticket_limits`);
  }
}
