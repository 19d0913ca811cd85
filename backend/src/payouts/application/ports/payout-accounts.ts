import type { PayoutAccountStatus } from '../../domain/payout-account.js';

export interface PayoutAccount {
  sellerId: string;
  providerAccountId: string;
  status: PayoutAccountStatus;
  updatedAt: Date;
}

export interface PayoutRecord {
  id: string;
  sellerId: string;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed';
  transferId: string | null;
}

/** Money taken back from a seller's connected account, from one of the transfers that paid them. */
export interface ReversalRecord {
  id: string;
  sellerId: string;
  payoutId: string;
  transferId: string;
  amountCents: number;
}

/** Sellers' connected accounts, and the payouts made to them. */
export abstract class PayoutAccounts {
  abstract ofSeller(sellerId: string): Promise<PayoutAccount | null>;
  /** Records the seller's account unless they have one already; answers the one they have. */
  abstract add(account: PayoutAccount): Promise<PayoutAccount>;
  abstract updateStatus(sellerId: string, status: PayoutAccountStatus, at: Date): Promise<void>;
  /**
   * Sellers with a payout account who are owed money (their payable balance above what pending payouts take), in
   * seller id order, the first `limit` after `afterSellerId` (a page; the next one starts after its last seller).
   */
  abstract sellersToPay(limit: number, afterSellerId?: string): Promise<{ sellerId: string; providerAccountId: string; status: PayoutAccountStatus; owedCents: number }[]>;
  /** What the seller is owed and not yet being paid: their payable balance less their pending payouts. */
  abstract owed(sellerId: string): Promise<number>;
  /** The same, with the seller's account row locked until the transaction ends (one payout at a time per seller). */
  abstract owedLocked(sellerId: string): Promise<number>;
  abstract addPayout(payout: PayoutRecord, at: Date): Promise<void>;
  /** Payouts recorded but not yet confirmed by the provider (a crash or an outage came between), oldest first. */
  abstract pendingPayouts(limit: number): Promise<(PayoutRecord & { providerAccountId: string })[]>;
  abstract settlePayout(payoutId: string, outcome: { status: 'paid'; transferId: string } | { status: 'failed'; failure: string }, at: Date): Promise<boolean>;
  abstract paidOutTo(sellerId: string): Promise<{ paidOutCents: number; pendingCents: number; lastPaidAt: Date | null }>;
  /** What the seller owes back (their payable account in debit) and is not already being recovered by a pending reversal. */
  abstract owedBackLocked(sellerId: string): Promise<number>;
  /** The seller's paid transfers with what can still be reversed of each, newest first. */
  abstract reversibleTransfers(sellerId: string): Promise<{ payoutId: string; transferId: string; reversibleCents: number }[]>;
  abstract addReversal(reversal: ReversalRecord, at: Date): Promise<void>;
  /** Reversals recorded but not yet confirmed by the provider. */
  abstract pendingReversals(sellerId: string): Promise<ReversalRecord[]>;
  abstract settleReversal(reversalId: string, outcome: { status: 'reversed'; providerReversalId: string } | { status: 'failed'; failure: string }, at: Date): Promise<boolean>;
  /** What was taken back from the seller's payouts. */
  abstract reversedFrom(sellerId: string): Promise<number>;
  abstract claimWindowHours(): Promise<number>;
  abstract changeClaimWindowHours(hours: number): Promise<void>;
}
