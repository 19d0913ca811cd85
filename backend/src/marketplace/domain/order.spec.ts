import { describe, expect, it } from '@jest/globals';
import { Order } from './order.js';

const placedAt = new Date('2026-11-26T10:00:00Z');
const placed = () =>
  Order.place({
    id: 'order-1',
    ticketId: 'ticket-1',
    buyerId: 'buyer',
    sellerId: 'seller',
    quantity: 2,
    unitPriceCents: 4_550,
    amounts: { ticketsCents: 9_100, buyerFeeCents: 505, totalCents: 9_605, sellerFeeCents: 455, payoutCents: 8_645 },
    holdExpiresAt: new Date(placedAt.getTime() + 10 * 60_000),
    createdAt: placedAt,
  });

describe('Order', () => {
  it('holds the tickets for the buyer until the hold runs out', () => {
    const order = placed();
    expect(order.status).toBe('awaiting_payment');
    expect(order.isHoldOver(new Date(placedAt.getTime() + 9 * 60_000))).toBe(false);
    expect(order.isHoldOver(new Date(placedAt.getTime() + 10 * 60_000))).toBe(true);
  });

  it('is paid once: a second confirmation of the payment changes nothing', () => {
    const order = placed();
    expect(order.confirmPayment('pi_1', placedAt)).toBe('paid');
    expect(order.confirmPayment('pi_1', placedAt)).toBe('already-paid');
    expect(order.snapshot()).toMatchObject({ status: 'paid', paymentId: 'pi_1', paidAt: placedAt });
  });

  it('turns a payment that arrives after the hold was released into a refund owed', () => {
    const order = placed();
    order.expire(placedAt);
    expect(order.confirmPayment('pi_1', placedAt)).toBe('refund');
    expect(order.status).toBe('refunded');
    expect(order.owesRefund()).toBe(true);
    order.refunded('re_1');
    expect(order.owesRefund()).toBe(false);
  });

  it('lets only its buyer cancel it, and only while awaiting payment', () => {
    const order = placed();
    expect(() => order.cancel('seller', placedAt)).toThrow(expect.objectContaining({ code: 'marketplace.order_not_found' }));
    order.cancel('buyer', placedAt);
    expect(order.status).toBe('cancelled');
    expect(() => order.cancel('buyer', placedAt)).toThrow(expect.objectContaining({ code: 'marketplace.order_not_awaiting_payment' }));
    expect(() => order.expire(placedAt)).toThrow(expect.objectContaining({ code: 'marketplace.order_not_awaiting_payment' }));
  });

  it('shows itself to its buyer and its seller only', () => {
    const order = placed();
    expect(order.roleOf('buyer')).toBe('buyer');
    expect(order.roleOf('seller')).toBe('seller');
    expect(order.roleOf('someone')).toBeNull();
  });
});
