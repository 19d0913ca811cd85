import type { LedgerMovement } from '../../domain/reconciliation.js';

export interface LedgerBalances {
  /** Debits minus credits of the provider balance: what the platform should hold at the provider. */
  providerBalanceCents: number;
  /** Buyers' payments for tickets held until their event and claim window are over. */
  buyerPaymentsHeldCents: number;
  /** Released to sellers, not yet transferred (every seller). */
  sellerPayableCents: number;
  /** The buyers' and sellers' fees earned. */
  platformFeesCents: number;
  /** Taken from the provider balance by card disputes the banks have not decided yet (ADR 0023). */
  disputedFundsCents: number;
  /** The payment provider's processing fees kept out of payments (ADR 0037). */
  providerFeesCents: number;
  /** Everything that went back to buyers. */
  refundsCents: number;
  /** Each seller with a payable balance, the largest first (at most `limit`), and how many there are. */
  sellers: { sellerId: string; name: string; email: string | null; payableCents: number }[];
  sellerCount: number;
}

export interface LedgerTransactionForStaff {
  id: string;
  kind: string;
  reference: string;
  orderId: string | null;
  providerReference: string | null;
  occurredAt: Date;
  /** What it moved on the provider balance (0 for a release). */
  providerBalanceCents: number;
  entries: { account: string; sellerId: string | null; amountCents: number }[];
}

export interface LedgerTransactionQuery {
  offset: number;
  limit: number;
  order: 'ASC' | 'DESC';
  kind?: string;
  orderId?: string;
  from?: Date;
  before?: Date;
}

/** Reading the books: balances at an instant, their transactions, and the movements a reconciliation compares. */
export abstract class LedgerQueries {
  /** Balances of every account counting the transactions that occurred before `before` (all of them when null). */
  abstract balances(before: Date | null, sellerLimit: number): Promise<LedgerBalances>;
  abstract transactions(query: LedgerTransactionQuery): Promise<{ items: LedgerTransactionForStaff[]; total: number }>;
  /** Transactions that moved the provider balance and occurred in [from, to), or record one of `providerReferences`. */
  abstract providerMovements(window: { from: Date; to: Date }, providerReferences: string[]): Promise<LedgerMovement[]>;
}
