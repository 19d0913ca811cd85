import type { ReconciliationDifference, ReconciliationOutcome } from '../../domain/reconciliation.js';

export type ReconciliationState = 'running' | 'matched' | 'differences' | 'failed';

export interface ReconciliationReport {
  /** The Riga day, YYYY-MM-DD. */
  day: string;
  state: ReconciliationState;
  providerCount: number;
  ledgerCount: number;
  matchedCount: number;
  differenceCount: number;
  differences: ReconciliationDifference[];
  failure: string | null;
  requestedBy: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

/** One report per reconciled day; running a day again replaces its report. */
export abstract class Reconciliations {
  /** Marks the day as being reconciled (a new report, or the old one reset). */
  abstract start(day: string, requestedBy: string | null, at: Date): Promise<void>;
  abstract finish(day: string, outcome: ReconciliationOutcome, at: Date): Promise<void>;
  abstract fail(day: string, failure: string, at: Date): Promise<void>;
  abstract find(day: string): Promise<ReconciliationReport | null>;
  abstract list(query: { offset: number; limit: number; order: 'ASC' | 'DESC'; state?: ReconciliationState }): Promise<{ items: ReconciliationReport[]; total: number }>;
}
