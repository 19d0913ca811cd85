import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { ACTIVITY_KINDS, readEntry, type ActivityEntry } from '../../application/activity-kinds.js';
import { ActivityQueries, type ActivityListQuery } from '../../application/ports/activity-queries.js';

export const ACTIVITY_SORTS: Record<string, string> = { createdAt: 'created_at', kind: 'kind' };

const LARGEST_BIGINT = 9_223_372_036_854_775_807n;

/** Ids are bigserial: any other text, or a number past bigint, would make PostgreSQL fail the query instead of finding nothing. */
function isStoredId(id: string): boolean {
  return /^[1-9][0-9]{0,18}$/.test(id) && BigInt(id) <= LARGEST_BIGINT;
}

interface ActivityRow {
  id: string;
  kind: string;
  details: Record<string, string | number>;
  actor: string | null;
  createdAt: Date;
}

function entryOf(row: ActivityRow): ActivityEntry {
  return readEntry(row);
}

@Injectable()
export class SqlActivityQueries extends ActivityQueries {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async list(query: ActivityListQuery) {
    // Only the kinds the API knows: an entry of a kind added later cannot break the back-office.
    const kinds = query.kind ? [query.kind] : Object.values(ACTIVITY_KINDS);
    const [rows, [count]] = await Promise.all([
      this.sql.rows<ActivityRow>(`SELECT id::text, kind, details, actor, created_at AS "createdAt" FROM activity_log WHERE kind = ANY($1)
         ORDER BY ${ACTIVITY_SORTS[query.sort.field] ?? 'created_at'} ${query.sort.order}, id ${query.sort.order} LIMIT $2 OFFSET $3`,
        [kinds, query.limit, query.offset],
      ),
      this.sql.rows<{ n: string }>('SELECT count(*) AS n FROM activity_log WHERE kind = ANY($1)', [kinds]),
    ]);
    return { items: rows.map(entryOf), total: Number(count.n) };
  }

  async findById(id: string): Promise<ActivityEntry | null> {
    if (!isStoredId(id)) return null;
    const row = await this.sql.one<ActivityRow>(
      'SELECT id::text, kind, details, actor, created_at AS "createdAt" FROM activity_log WHERE id = $1 AND kind = ANY($2)',
      [id, Object.values(ACTIVITY_KINDS)],
    );
    return row && entryOf(row);
  }
}
