import type { LedgerAccount, LedgerTransaction } from '../../domain/ledger.js';

/** The books (double entry): transactions are only ever added, never changed. */
export abstract class Ledger {
  /** Records the transaction once: a reference already in the books is left as it is. True when it was new. */
  abstract post(transaction: LedgerTransaction): Promise<boolean>;
  /** For one order: what is still held for its seller, and what was released to their payable account (credits, in cents). */
  abstract orderShares(orderId: string): Promise<{ heldCents: number; releasedCents: number }>;
  /** Debits minus credits per account, every seller's account summed. */
  abstract totals(): Promise<Record<LedgerAccount, number>>;
}
