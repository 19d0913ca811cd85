import type { PayoutAccountStatus } from './payout-account.js';

/** A seller is reminded at most this often to set up their payout account while money waits for it. */
const REMINDER_INTERVAL_DAYS = 7;

/** Sold tickets whose money cannot reach the seller until their payout account is active: they are reminded. */
export function needsPayoutAccountReminder(seller: { status: PayoutAccountStatus; waitingCents: number }): boolean {
  return seller.status !== 'active' && seller.waitingCents > 0;
}

/** A reminder sent before this instant no longer stops the next one. */
export function remindedBefore(now: Date): Date {
  return new Date(now.getTime() - REMINDER_INTERVAL_DAYS * 24 * 3_600_000);
}
