import { describe, expect, it } from '@jest/globals';
import { eventMove, refusalOfMoveRefund } from './event-move.js';

const DAY = 86_400_000;
const movedAt = new Date('2026-12-01T10:00:00Z');

describe('a moved event', () => {
  it('gives buyers 14 days to ask for their money back, never past the new start, and none for a start already past', () => {
    expect(eventMove('e', new Date(movedAt.getTime() + 60 * DAY), movedAt).refundUntil).toEqual(new Date(movedAt.getTime() + 14 * DAY));
    expect(eventMove('e', new Date(movedAt.getTime() + 3 * DAY), movedAt).refundUntil).toEqual(new Date(movedAt.getTime() + 3 * DAY));
    expect(eventMove('e', new Date(movedAt.getTime() - DAY), movedAt).refundUntil).toEqual(movedAt);
  });

  it('refunds only orders placed before the move, still paid, within the window', () => {
    const move = eventMove('e', new Date(movedAt.getTime() + 60 * DAY), movedAt);
    const before = { placedAt: new Date(movedAt.getTime() - DAY), isPaid: true };
    expect(refusalOfMoveRefund(move, before, new Date(movedAt.getTime() + DAY))).toBeNull();
    expect(refusalOfMoveRefund(null, before, movedAt)?.code).toBe('marketplace.move_refund_not_possible');
    expect(refusalOfMoveRefund(move, { ...before, placedAt: new Date(movedAt.getTime() + 1) }, movedAt)?.code).toBe('marketplace.move_refund_not_possible');
    expect(refusalOfMoveRefund(move, { ...before, isPaid: false }, movedAt)?.code).toBe('marketplace.claim_not_possible');
    const late = refusalOfMoveRefund(move, before, move.refundUntil);
    expect(late?.code).toBe('marketplace.move_refund_window_closed');
    // Riga time (UTC+2 in December): 14 days after 10:00 UTC is 12:00 on 15.12.
    expect(late?.params).toEqual({ closedAt: '15.12.2026 12:00' });
  });
});
