import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../shared/adapters/persistence/data-source.js';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { disputeLostPosting, disputeOpenedPosting, paymentPosting, releasePosting, type OrderMoney } from '../../domain/ledger.js';
import { SqlLedger } from './sql-ledger.js';

const at = new Date('2026-11-26T10:00:00Z');
const order = (orderId: string): OrderMoney => ({ orderId, sellerId: randomUUID(), ticketsCents: 9100, buyerFeeCents: 505, totalCents: 9605, sellerFeeCents: 455 });

/** The books against PostgreSQL: a dispute's loss and a sale's release of the same order never pass each other. */
describe('the books (SQL)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let transactions: TypeOrmTransactionRunner;
  let ledger: SqlLedger;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource(database.url, 4);
    await dataSource.initialize();
    transactions = new TypeOrmTransactionRunner(dataSource);
    ledger = new SqlLedger(new SqlDatabase(transactions));
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it("tells an order's shares, and takes a dispute's loss the same way before and after the release", async () => {
    const [kept, released] = [order(randomUUID()), order(randomUUID())];
    for (const sale of [kept, released]) await ledger.post(paymentPosting(sale, at));
    await ledger.post(releasePosting(released, at));
    expect(await transactions.run(() => ledger.orderShares(kept.orderId))).toEqual({ heldCents: 9100, releasedCents: 0 });
    expect(await transactions.run(() => ledger.orderShares(released.orderId))).toEqual({ heldCents: 0, releasedCents: 8645 });

    for (const sale of [kept, released]) {
      const dispute = { disputeId: randomUUID(), orderId: sale.orderId, amountCents: 9605 };
      await transactions.run(async () => {
        await ledger.post(disputeOpenedPosting(dispute, at));
        const shares = await ledger.orderShares(sale.orderId);
        expect(await ledger.post(disputeLostPosting({ ...dispute, sellerId: sale.sellerId, ...shares }, at))).toBe(true);
      });
    }
    expect(await transactions.run(() => ledger.orderShares(kept.orderId))).toEqual({ heldCents: 0, releasedCents: 0 });
    // Released but not yet transferred: the seller is simply owed nothing for it any more.
    expect(await ledger.totals()).toMatchObject({ buyer_payments_held: 0, disputed_funds: 0, seller_payable: 0 });
    // A release of the order the bank took back is refused; another order is released.
    const other = order(randomUUID());
    await ledger.post(paymentPosting(other, at));
    expect(await transactions.run(() => ledger.lockForRelease([kept.orderId, other.orderId]))).toEqual(new Set([other.orderId]));
  });

  it("a release waits for a dispute's loss being recorded on the same order, then sees it", async () => {
    const sale = order(randomUUID());
    await ledger.post(paymentPosting(sale, at));
    const dispute = { disputeId: randomUUID(), orderId: sale.orderId, amountCents: 9605 };
    let finishLoss!: () => void;
    const lossMayCommit = new Promise<void>((resolve) => (finishLoss = resolve));
    let lossLocked!: () => void;
    const locked = new Promise<void>((resolve) => (lossLocked = resolve));
    const loss = transactions.run(async () => {
      await ledger.post(disputeOpenedPosting(dispute, at));
      const shares = await ledger.orderShares(sale.orderId);
      lossLocked();
      await lossMayCommit;
      await ledger.post(disputeLostPosting({ ...dispute, sellerId: sale.sellerId, ...shares }, at));
    });
    await locked;
    let releasable: Set<string> | null = null;
    const release = transactions.run(async () => {
      releasable = await ledger.lockForRelease([sale.orderId]);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(releasable).toBeNull();
    finishLoss();
    await Promise.all([loss, release]);
    expect(releasable).toEqual(new Set());
  });
});
