import { describe, expect, it } from '@jest/globals';
import type { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { FixedClock } from '../../shared/domain/clock.js';
import type { LedgerTransaction } from '../domain/ledger.js';
import type { PaidSale } from '../domain/release.js';
import type { Ledger } from './ports/ledger.js';
import type { PaidSales } from './ports/paid-sales.js';
import type { PayoutAccounts, PayoutRecord } from './ports/payout-accounts.js';
import type { PayoutProvider } from './ports/payout-provider.js';
import { ReleaseFundsHandler } from './release-funds.handler.js';
import type { SellerTaxDetails } from './tax-details.use-case.js';

const sellerId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/**
 * `sellers` sellers owed 100 cents each (every one active) and `pending` payouts left by an earlier run; the accounts
 * answer pages as the SQL adapter does: in seller id order after the last one seen, pending payouts oldest first.
 */
function payoutRun(sellers: number, pending = 0, sales: PaidSale[] = []) {
  const owed = new Map(Array.from({ length: sellers }, (_, index) => [sellerId(index + 1), 100]));
  const payouts = new Map<string, PayoutRecord & { providerAccountId: string }>();
  for (let index = 0; index < pending; index += 1) {
    payouts.set(`pending-${index}`, { id: `pending-${index}`, sellerId: sellerId(index + 1), amountCents: 100, status: 'pending', transferId: null, providerAccountId: `acct_${index}` });
  }
  const transfers: string[] = [];
  const accounts = {
    claimWindowHours: () => Promise.resolve(48),
    pendingPayouts: (limit: number) => Promise.resolve([...payouts.values()].filter((payout) => payout.status === 'pending').slice(0, limit)),
    sellersToPay: (limit: number, after?: string) =>
      Promise.resolve(
        [...owed.entries()]
          .filter(([id, cents]) => cents > 0 && (after === undefined || id > after))
          .sort(([a], [b]) => a.localeCompare(b))
          .slice(0, limit)
          .map(([id, cents]) => ({ sellerId: id, providerAccountId: `acct-${id}`, status: 'active', owedCents: cents })),
      ),
    owedLocked: (id: string) => Promise.resolve(owed.get(id) ?? 0),
    addPayout: (payout: PayoutRecord) => {
      owed.set(payout.sellerId, 0);
      payouts.set(payout.id, { ...payout, providerAccountId: `acct-${payout.sellerId}` });
      return Promise.resolve();
    },
    settlePayout: (id: string, outcome: { status: 'paid'; transferId: string }) => {
      const payout = payouts.get(id)!;
      if (payout.status !== 'pending') return Promise.resolve(false);
      payouts.set(id, { ...payout, status: outcome.status, transferId: outcome.transferId });
      return Promise.resolve(true);
    },
  } as unknown as PayoutAccounts;
  const provider = {
    transfer: ({ payoutId }: { payoutId: string }) => {
      transfers.push(payoutId);
      return Promise.resolve({ transferId: `tr_${transfers.length}` });
    },
  } as unknown as PayoutProvider;
  const posted = new Set<string>();
  const paidSales = {
    unreleasedUpTo: (_lastDay: string, limit: number, after?: string) =>
      Promise.resolve(
        sales
          .filter((sale) => !posted.has(`order:${sale.orderId}:release`) && (after === undefined || sale.orderId > after))
          .sort((a, b) => a.orderId.localeCompare(b.orderId))
          .slice(0, limit),
      ),
  } as unknown as PaidSales;
  const ledger = {
    post: (transaction: LedgerTransaction) => {
      if (posted.has(transaction.reference)) return Promise.resolve(false);
      posted.add(transaction.reference);
      return Promise.resolve(true);
    },
    lockForRelease: (orderIds: string[]) => Promise.resolve(new Set(orderIds)),
  } as unknown as Ledger;
  const transactions = { run: <T>(work: () => Promise<T>) => work() } as unknown as TransactionRunner;
  const tax = { holdsPayout: () => Promise.resolve(false) } as unknown as SellerTaxDetails;
  const handler = new ReleaseFundsHandler(paidSales, accounts, ledger, provider, transactions, new FixedClock(new Date('2026-11-27T12:00:00Z')), tax);
  return { handler, transfers, payouts: () => [...payouts.values()], released: () => [...posted].filter((reference) => reference.endsWith(':release')).length };
}

describe('the payout run', () => {
  it('pays every seller owed money in one run, however many pages of sellers there are', async () => {
    // 1,234 sellers are more than two pages of 500: the run used to stop after the first page.
    const { handler, transfers, payouts } = payoutRun(1234);
    await handler.handle();
    expect(transfers).toHaveLength(1234);
    expect(new Set(payouts().map((payout) => payout.sellerId)).size).toBe(1234);
    expect(payouts().every((payout) => payout.status === 'paid')).toBe(true);
  });

  it('releases every sale that is due, past pages of sales of the last day whose event has not started yet', async () => {
    // The run is at noon on 27 November; the claim window is 48 hours. Sales of events on the 25th at 11:00 are due, at
    // 23:00 not yet; the first 600 in order id order are of the later ones.
    const sale = (index: number, eventTime: string): PaidSale => ({
      orderId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      sellerId: sellerId(index % 7),
      ticketsCents: 4550,
      buyerFeeCents: 250,
      totalCents: 4800,
      sellerFeeCents: 228,
      eventDate: '2026-11-25',
      eventTime,
    });
    const sales = Array.from({ length: 1300 }, (_, index) => sale(index, index < 600 ? '23:00' : '11:00'));
    const { handler, released } = payoutRun(0, 0, sales);
    await handler.handle();
    expect(released()).toBe(700);
  });

  it('sends again every payout an earlier run left pending, beyond one page of them, before paying anyone else', async () => {
    const { handler, transfers, payouts } = payoutRun(0, 1100);
    await handler.handle();
    expect(transfers).toHaveLength(1100);
    expect(transfers.slice(0, 3)).toEqual(['pending-0', 'pending-1', 'pending-2']);
    expect(payouts().filter((payout) => payout.status === 'pending')).toHaveLength(0);
  });
});
