import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { Reconciliations, type ReconciliationReport, type ReconciliationState } from '../../application/ports/reconciliations.js';
import type { ReconciliationOutcome } from '../../domain/reconciliation.js';

const REPORT = `to_char(day, 'YYYY-MM-DD') AS day, state, provider_count AS "providerCount", ledger_count AS "ledgerCount", matched_count AS "matchedCount",
  jsonb_array_length(differences) AS "differenceCount", differences, failure, requested_by AS "requestedBy", started_at AS "startedAt", finished_at AS "finishedAt"`;

@Injectable()
export class SqlReconciliations extends Reconciliations {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async start(day: string, requestedBy: string | null, at: Date): Promise<void> {
    await this.sql.rows(
      `INSERT INTO ledger_reconciliations (day, state, requested_by, started_at) VALUES ($1::date, 'running', $2, $3)
       ON CONFLICT (day) DO UPDATE SET state = 'running', requested_by = COALESCE(EXCLUDED.requested_by, ledger_reconciliations.requested_by),
         started_at = EXCLUDED.started_at, finished_at = NULL, failure = NULL`,
      [day, requestedBy, at],
    );
  }

  async finish(day: string, outcome: ReconciliationOutcome, at: Date): Promise<void> {
    await this.sql.rows(
      `UPDATE ledger_reconciliations SET state = $2, provider_count = $3, ledger_count = $4, matched_count = $5, differences = $6::jsonb, failure = NULL, finished_at = $7
       WHERE day = $1::date`,
      [day, outcome.differences.length === 0 ? 'matched' : 'differences', outcome.providerCount, outcome.ledgerCount, outcome.matchedCount, JSON.stringify(outcome.differences), at],
    );
  }

  async fail(day: string, failure: string, at: Date): Promise<void> {
    await this.sql.rows(`UPDATE ledger_reconciliations SET state = 'failed', failure = $2, finished_at = $3 WHERE day = $1::date`, [day, failure, at]);
  }

  find(day: string): Promise<ReconciliationReport | null> {
    return this.sql.one<ReconciliationReport>(`SELECT ${REPORT} FROM ledger_reconciliations WHERE day = $1::date`, [day]);
  }

  async list(query: { offset: number; limit: number; order: 'ASC' | 'DESC'; state?: ReconciliationState }): Promise<{ items: ReconciliationReport[]; total: number }> {
    const rows = await this.sql.rows<ReconciliationReport & { total: string }>(
      `SELECT ${REPORT}, count(*) OVER () AS total FROM ledger_reconciliations WHERE ($3::text IS NULL OR state = $3)
       ORDER BY day ${query.order === 'ASC' ? 'ASC' : 'DESC'} LIMIT $1 OFFSET $2`,
      [query.limit, query.offset, query.state ?? null],
    );
    return { items: rows.map(({ total: _total, ...report }) => report), total: rows.length ? Number(rows[0].total) : 0 };
  }
}
