import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { EventMoves } from '../../application/ports/event-moves.js';
import type { EventMove } from '../../domain/event-move.js';

@Injectable()
export class SqlEventMoves extends EventMoves {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async record(move: EventMove, id: string): Promise<boolean> {
    const rows = await this.sql.rows(
      `INSERT INTO event_moves (id, event_id, starts_at, moved_at, refund_until) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (event_id, starts_at) DO NOTHING RETURNING id`,
      [id, move.eventId, move.startsAt, move.movedAt, move.refundUntil],
    );
    return rows.length === 1;
  }

  async latest(eventId: string): Promise<EventMove | null> {
    return this.sql.one<EventMove>(
      `SELECT event_id AS "eventId", starts_at AS "startsAt", moved_at AS "movedAt", refund_until AS "refundUntil"
       FROM event_moves WHERE event_id = $1 ORDER BY moved_at DESC LIMIT 1`,
      [eventId],
    );
  }

  async moveListings(eventId: string, eventDate: string, eventTime: string): Promise<number> {
    const rows = await this.sql.rows(
      `UPDATE tickets SET event_date = $2::date, event_time = $3::time, version = version + 1, updated_at = now()
       WHERE event_id = $1 AND (event_date, event_time) IS DISTINCT FROM ($2::date, $3::time) RETURNING id`,
      [eventId, eventDate, eventTime],
    );
    return rows.length;
  }
}
