import { DomainError } from '../domain/domain-error.js';

/** The most records one bulk action of the back-office may name (a page of react-admin's list is at most 500 rows). */
export const MAX_BULK_IDS = 500;

/** A record a bulk action left as it was, and the rule that kept it (`code` is the i18n key of the reason). */
interface BulkSkip {
  id: string;
  code: string;
  params: Record<string, string | number>;
}

/** What a bulk action did: the records it changed, and the ones it skipped with their reasons, in the order asked. */
export interface BulkOutcome {
  changedIds: string[];
  skipped: BulkSkip[];
}

/**
 * Applies one record's change to each distinct id, in the order given, each as the single action does it (its own
 * transaction, its own activity entry). A record the rules refuse (a DomainError: sold, an administrator, yourself,
 * gone) is skipped with that reason and the others go on; anything else (the database is down) stops the batch, and
 * what was changed before it stays changed, as it would after as many single actions.
 */
export async function changeEach(ids: readonly string[], change: (id: string) => Promise<void>): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changedIds: [], skipped: [] };
  for (const id of new Set(ids.map((each) => each.toLowerCase()))) {
    try {
      await change(id);
      outcome.changedIds.push(id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.skipped.push({ id, code: error.code, params: error.params });
    }
  }
  return outcome;
}
