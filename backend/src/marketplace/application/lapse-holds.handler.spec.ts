import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '../../shared/domain/clock.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import type { Order } from '../domain/order.js';
import { LapseHoldsHandler } from './lapse-holds.handler.js';
import type { OrderRepository } from './ports/order.repository.js';
import type { SettleOrder } from './settle-order.use-case.js';

/** Three holds due and one refund owed; settling an order does what `outcome` says for it. */
function lapseRun(outcome: (orderId: string) => Promise<Order | null>) {
  const tried: string[] = [];
  const orders = { holdsDue: () => Promise.resolve(['a', 'b', 'c']), refundsOwed: () => Promise.resolve(['d']) } as unknown as OrderRepository;
  const settle = {
    byId: (orderId: string) => {
      tried.push(orderId);
      return outcome(orderId);
    },
  } as unknown as SettleOrder;
  return { handler: new LapseHoldsHandler(orders, settle, new FixedClock(new Date('2026-11-26T12:00:00Z'))), tried };
}

describe('the lapse-holds run', () => {
  it('stops at the first order that finds the payment provider out of reach, leaving the rest to the next run', async () => {
    // Each of them would wait out the same timeouts (about 30 s when Stripe stops answering), holding the queue.
    const { handler, tried } = lapseRun(() => Promise.reject(MarketplaceErrors.paymentsUnavailable()));
    await handler.handle();
    expect(tried).toEqual(['a']);
  });

  it('goes on past an order that fails for any other reason', async () => {
    const { handler, tried } = lapseRun((orderId) => (orderId === 'a' ? Promise.reject(new Error('deadlock detected')) : Promise.resolve(null)));
    await handler.handle();
    expect(tried).toEqual(['a', 'b', 'c', 'd']);
  });
});
