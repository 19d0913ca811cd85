import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import type { TicketLimitSet } from '../../domain/resale-rules.js';
import { TicketLimits } from '../../application/ports/ticket-limits.js';

@Injectable()
export class SqlTicketLimits extends TicketLimits {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async limitFor(eventId: string): Promise<number> {
    const [row] = await this.sql.rows<{ limit: number }>(
      `SELECT tickets_per_buyer AS "limit" FROM ticket_limits WHERE scope = 'event' AND scope_id = $1
       UNION ALL SELECT tickets_per_buyer FROM ticket_limits WHERE scope = 'global' LIMIT 1`,
      [eventId],
    );
    if (!row) throw new Error('ticket_limits has no global row: the migration inserts it');
    return row.limit;
  }

  current(): Promise<TicketLimitSet> {
    return this.read('');
  }

  currentForChange(): Promise<TicketLimitSet> {
    return this.read('FOR UPDATE');
  }

  /** Limits of deleted events are not shown (their rows stay until the next change). */
  private async read(lock: '' | 'FOR UPDATE'): Promise<TicketLimitSet> {
    const row = await this.sql.one<TicketLimitSet>(
      `SELECT g.tickets_per_buyer AS "ticketsPerBuyer",
         COALESCE((SELECT json_agg(json_build_object('eventId', l.scope_id, 'ticketsPerBuyer', l.tickets_per_buyer) ORDER BY l.scope_id)
           FROM ticket_limits l JOIN catalog_event_refs e ON e.id = l.scope_id WHERE l.scope = 'event'), '[]') AS "eventLimits"
       FROM ticket_limits g WHERE g.scope = 'global' ${lock}`,
    );
    if (!row) throw new Error('ticket_limits has no global row: the migration inserts it');
    return row;
  }

  async update(limits: TicketLimitSet): Promise<void> {
    await this.sql.rows(`UPDATE ticket_limits SET tickets_per_buyer = $1, updated_at = now() WHERE scope = 'global'`, [limits.ticketsPerBuyer]);
    await this.sql.rows(`DELETE FROM ticket_limits WHERE scope = 'event' AND NOT (scope_id = ANY($1::uuid[]))`, [limits.eventLimits.map((entry) => entry.eventId)]);
    for (const { eventId, ticketsPerBuyer } of limits.eventLimits) {
      await this.sql.rows(
        `INSERT INTO ticket_limits (scope, scope_id, tickets_per_buyer) VALUES ('event', $1, $2)
         ON CONFLICT (scope, COALESCE(scope_id, '00000000-0000-0000-0000-000000000000')) DO UPDATE SET tickets_per_buyer = $2, updated_at = now()`,
        [eventId, ticketsPerBuyer],
      );
    }
  }

  async unknownEvents(eventIds: string[]): Promise<string[]> {
    const rows = await this.sql.rows<{ id: string }>(
      `SELECT given.id::text AS id FROM unnest($1::uuid[]) AS given (id) WHERE NOT EXISTS (SELECT 1 FROM catalog_event_refs e WHERE e.id = given.id)`,
      [eventIds],
    );
    return rows.map((row) => row.id);
  }
}
