import type { LedgerAccount, LedgerTransaction } from '../../domain/ledger.js';

/** The books (double entry): transactions are only ever added, never changed. */
export abstract class Ledger {
  /** Records the transaction once: a reference already in the books is left as it is. True when it was new. */
  abstract post(transaction: LedgerTransaction): Promise<boolean>;
  /**
   * For one order: what is still held for its seller, and what was released to their payable account (credits, in
   * cents). Locks the order's books until the transaction ends (see lockForRelease).
   */
  abstract orderShares(orderId: string): Promise<{ heldCents: number; releasedCents: number }>;
  /**
   * Locks these orders' books until the transaction ends, and answers those that may still be released: not those a
   * lost card dispute took back meanwhile. A loss and a release of the same order are so never posted blind to each other.
   */
  abstract lockForRelease(orderIds: string[]): Promise<Set<string>>;
  /** Debits minus credits per account, every seller's account summed. */
  abstract totals(): Promise<Record<LedgerAccount, number>>;
}
