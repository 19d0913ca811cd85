import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moved events (issue 18): each move of a catalogue event's start is recorded once, with the end of the window in
 * which buyers of its paid orders may ask for their money back. Such a refund is a claim with the reason
 * 'event_moved', decided at once for a full refund (ADR 0029).
 */
export class MovedEvents1764950000000 implements MigrationInterface {
  name = 'MovedEvents1764950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE event_moves (
        id uuid PRIMARY KEY,
        event_id uuid NOT NULL,
        starts_at timestamptz NOT NULL,
        moved_at timestamptz NOT NULL,
        refund_until timestamptz NOT NULL,
        UNIQUE (event_id, starts_at)
      )`);
    await db.query(`CREATE INDEX event_moves_latest_idx ON event_moves (event_id, moved_at DESC)`);
    await db.query(`ALTER TABLE order_claims DROP CONSTRAINT order_claims_reason_check`);
    await db.query(`ALTER TABLE order_claims ADD CONSTRAINT order_claims_reason_check CHECK (reason IN ('refused_at_entrance', 'not_as_described', 'not_received', 'event_moved'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE order_claims DROP CONSTRAINT order_claims_reason_check`);
    await db.query(`ALTER TABLE order_claims ADD CONSTRAINT order_claims_reason_check CHECK (reason IN ('refused_at_entrance', 'not_as_described', 'not_received'))`);
    await db.query(`DROP TABLE event_moves`);
  }
}
