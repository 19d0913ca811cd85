import type { PayoutAccountStatus } from '../../domain/payout-account.js';

export interface SellerWaiting {
  sellerId: string;
  /** Paid sales not yet released (the seller's part) plus what is released and not being paid. */
  waitingCents: number;
  status: PayoutAccountStatus;
  providerAccountId: string | null;
}

/** Sellers whose money waits for a payout account, and when each was last reminded. */
export abstract class PayoutReminders {
  /** Sellers with money waiting, no active payout account here, and no reminder since `remindedBefore`. */
  abstract due(remindedBefore: Date, limit: number, afterSellerId: string | null): Promise<SellerWaiting[]>;
  /**
   * Records a reminder sent now unless another one was since `remindedBefore` (a second worker, a rerun): true when
   * this caller is the one to send it.
   */
  abstract claim(sellerId: string, remindedBefore: Date, at: Date): Promise<boolean>;
}
