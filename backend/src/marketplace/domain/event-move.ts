import { addDays, rigaDateAndTime } from '../../shared/domain/riga-time.js';
import { MarketplaceErrors } from './marketplace.errors.js';

/** How long after being told of a move a buyer may still ask for their money back. */
const MOVED_EVENT_REFUND_DAYS = 14;

/** A catalogue event's start moved: from `movedAt` on it starts at `startsAt`. */
export interface EventMove {
  eventId: string;
  startsAt: Date;
  movedAt: Date;
  /** Buyers who paid before the move may ask for a full refund until then. */
  refundUntil: Date;
}

/**
 * The refund window of a move: 14 days from the move, never past the new start (who goes to the event has kept the
 * ticket), and for a start moved into the past or to this very moment, none.
 */
export function eventMove(eventId: string, startsAt: Date, movedAt: Date): EventMove {
  const twoWeeks = addDays(movedAt, MOVED_EVENT_REFUND_DAYS);
  const refundUntil = new Date(Math.max(movedAt.getTime(), Math.min(twoWeeks.getTime(), startsAt.getTime())));
  return { eventId, startsAt, movedAt, refundUntil };
}

/**
 * Whether the buyer of an order may have their money back because its event moved: the order was paid for the event
 * as it was before (placed before the move), is still paid and not yet paid out, and the window is open.
 */
export function refusalOfMoveRefund(move: EventMove | null, order: { placedAt: Date; isPaid: boolean }, now: Date) {
  if (!move || order.placedAt.getTime() >= move.movedAt.getTime()) return MarketplaceErrors.moveRefundNotPossible();
  if (!order.isPaid) return MarketplaceErrors.claimNotPossible();
  if (now.getTime() >= move.refundUntil.getTime()) {
    const { date, time } = rigaDateAndTime(move.refundUntil);
    return MarketplaceErrors.moveRefundWindowClosed(`${date} ${time}`);
  }
  return null;
}
