import { rigaWallTime } from '../../shared/domain/riga-time.js';
import { PayoutsErrors } from './payouts.errors.js';

/** A paid sale, as the payout side sees it: its money and when its event takes place (a calendar day in Riga). */
export interface PaidSale {
  orderId: string;
  sellerId: string;
  ticketsCents: number;
  buyerFeeCents: number;
  totalCents: number;
  sellerFeeCents: number;
  /** YYYY-MM-DD. */
  eventDate: string;
  /** HH:MM, or null when the listing gave no time. */
  eventTime: string | null;
}

/** What the seller gets of these sales once released: the tickets' price less the seller's fee. */
export function sellerShareCents(sales: Pick<PaidSale, 'ticketsCents' | 'sellerFeeCents'>[]): number {
  return sales.reduce((sum, sale) => sum + sale.ticketsCents - sale.sellerFeeCents, 0);
}

/**
 * When a sale's money becomes the seller's: once the event has started and the buyer's claim window has passed.
 * An event without a time counts as starting at the end of its day, so a buyer never loses claim time to it.
 */
export function releaseDueAt(sale: Pick<PaidSale, 'eventDate' | 'eventTime'>, claimWindowHours: number): Date {
  const [year, month, day] = sale.eventDate.split('-').map(Number);
  const [hour, minute] = sale.eventTime ? sale.eventTime.split(':').map(Number) : [24, 0];
  const start = hour === 24 ? new Date(rigaWallTime(year, month, day, 0, 0).getTime() + 24 * 3_600_000) : rigaWallTime(year, month, day, hour, minute);
  return new Date(start.getTime() + claimWindowHours * 3_600_000);
}

export function isReleaseDue(sale: Pick<PaidSale, 'eventDate' | 'eventTime'>, claimWindowHours: number, now: Date): boolean {
  return releaseDueAt(sale, claimWindowHours).getTime() <= now.getTime();
}

/** Staff choose how long buyers may claim after an event starts: at least a day, at most two weeks. */
export const CLAIM_WINDOW_HOURS = { min: 24, max: 336 } as const;

export function assertValidClaimWindow(hours: number): void {
  if (!Number.isInteger(hours) || hours < CLAIM_WINDOW_HOURS.min || hours > CLAIM_WINDOW_HOURS.max) throw PayoutsErrors.claimWindowInvalid(CLAIM_WINDOW_HOURS.min, CLAIM_WINDOW_HOURS.max);
}
