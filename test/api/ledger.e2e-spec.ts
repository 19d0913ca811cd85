import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { rigaDay } from '../../backend/src/shared/domain/riga-time.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The books for staff (issue 18): balances per account, the transactions, and the daily reconciliation against the
 * Stripe emulator's balance transactions: a paid order and Stripe's fee for it, a claim's refund and a payout's
 * transfer all match; a ledger row tampered with, or a transaction the provider never saw, is reported.
 */
describe('ledger balances and reconciliation', () => {
  jest.setTimeout(60_000);
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let payments: Queue;
  let stripe: Stripe;
  let buyer: User;
  let admin: User;
  let concerts: string;
  const today = rigaDay(new Date());

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    payments = new Queue('payments', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    stripe = new Stripe(stack.stripe.secretKey, { ...stack.stripe.sdkOptions, maxNetworkRetries: 0 });
    buyer = await signedUpUser(stack, 'ledger-buyer');
    admin = await signedUpUser(stack, 'ledger-admin');
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await maintenance?.close();
    await payments?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });
  const staff = (path: string) => request(stack.http).get(path).set(auth(admin));

  /**
   * Two tickets at 45.50: the buyer pays 96.05 (fee 5.05); 86.45 is the seller's after their 4.55 fee. Stripe keeps
   * 1.69 of the payment (1.5 % of 96.05 = 1.44, + 0.25).
   */
  async function paidSale(seller: User): Promise<{ ticketId: string; orderId: string }> {
    const call = request(stack.http).post('/api/tickets').set(auth(seller));
    const fields = { title: 'Prāta Vētra', description: '', categoryId: concerts, eventDate: inDays(20), eventTime: '19:00', venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2' };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    const ticketId = (await call.expect(201)).body.id as string;
    return { ticketId, orderId: await boughtListing(stack, buyer, ticketId, { unitPriceCents: 4550, quantity: 2 }) };
  }

  const STRIPE_FEE = 169;

  async function run(name: string, data: Record<string, unknown>, queue = maintenance): Promise<void> {
    const job = await queue.add(name, data);
    const state = await eventually(() => job.getState(), (current) => current === 'completed' || current === 'failed', 30_000);
    expect(state).toBe('completed');
  }

  async function reconciled(day: string) {
    await request(stack.http).post('/api/admin/reconciliations').set(auth(admin)).send({ day }).expect(202);
    return eventually(() => staff(`/api/admin/reconciliations/${day}`).expect(200).then((response) => response.body), (report) => report.state !== 'running', 30_000);
  }

  let paidOrder: string;
  let refundedOrder: string;
  let sellerId: string;

  it('shows every account: held payments, a seller owed money, fees and refunds, now and at the end of a past day, with the transactions', async () => {
    const seller = await signedUpUser(stack, 'ledger-seller');
    sellerId = seller.userId;
    await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LV' }).expect(201);
    const account = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows[0].provider_account_id as string;
    await stack.stripe.completeOnboarding(account, 'complete');

    const sold = await paidSale(seller);
    paidOrder = sold.orderId;
    const refunded = await paidSale(seller);
    refundedOrder = refunded.orderId;
    // Staff refund 30.00 of the second order after the buyer's claim.
    const claim = await request(stack.http).post(`/api/orders/${refundedOrder}/claims`).set(auth(buyer)).send({ reason: 'not_as_described', message: 'Row 9, not row 2.' }).expect(201);
    await request(stack.http).post(`/api/admin/claims/${claim.body.id}/decision`).set(auth(admin)).send({ refundCents: 3000 }).expect(200);
    await eventually(() => staff(`/api/admin/claims/${claim.body.id}`).then((response) => response.body.status), (status) => status === 'closed', 30_000);

    const before = (await staff('/api/admin/ledger/balances').expect(200)).body;
    expect(before).toMatchObject({
      providerBalanceCents: 2 * 9605 - 2 * STRIPE_FEE - 3000,
      providerReportedCents: 2 * 9605 - 2 * STRIPE_FEE - 3000,
      buyerPaymentsHeldCents: 2 * 9100 - 3000,
      sellerPayableCents: 0,
      platformFeesCents: 2 * 505,
      providerFeesCents: 2 * STRIPE_FEE,
      refundsCents: 3000,
      sellers: [],
    });

    // Both events are over: the payout run releases both sales (86.45 + 56.45) and transfers them.
    await db.query(`UPDATE tickets SET event_date = current_date - 4 WHERE id = ANY($1)`, [[sold.ticketId, refunded.ticketId]]);
    await stack.stripe.completeOnboarding(account, 'restrict');
    await run('payouts.release-funds', {});
    const released = (await staff('/api/admin/ledger/balances').expect(200)).body;
    expect(released).toMatchObject({ buyerPaymentsHeldCents: 0, sellerPayableCents: 8645 + 5645, platformFeesCents: 2 * 505 + 2 * 455, sellerCount: 1 });
    expect(released.sellers).toEqual([{ sellerId, name: expect.any(String), email: seller.email, payableCents: 14290 }]);
    await stack.stripe.completeOnboarding(account, 'complete');
    await run('payouts.release-funds', {});
    const paid = (await staff('/api/admin/ledger/balances').expect(200)).body;
    // The transfer carries no fee: the seller gets all of their share, the platform keeps its fees less Stripe's.
    expect(paid).toMatchObject({ providerBalanceCents: 2 * 9605 - 2 * STRIPE_FEE - 3000 - 14290, providerFeesCents: 2 * STRIPE_FEE, sellerPayableCents: 0, sellers: [] });
    expect(paid.providerReportedCents).toBe(paid.providerBalanceCents);
    expect((await stripe.transfers.list({ destination: account })).data.map((transfer) => transfer.amount)).toEqual([14290]);

    // At the end of a day before any of it, the books were empty.
    const yesterday = rigaDay(new Date(Date.now() - 86_400_000));
    expect((await staff(`/api/admin/ledger/balances?date=${yesterday}`).expect(200)).body).toMatchObject({ providerBalanceCents: 0, providerReportedCents: null, refundsCents: 0 });
    const future = await staff(`/api/admin/ledger/balances?date=${inDays(3)}`).set('Accept-Language', 'lv').expect(400);
    expect(future.body.code).toBe('payouts.reconciliation_day_invalid');
    await staff('/api/admin/ledger/balances?date=2026-02-30').expect(400);

    // The transactions, newest first, filtered in the simple-rest dialect.
    const ofOrder = await staff(`/api/admin/ledger/transactions?filter=${encodeURIComponent(JSON.stringify({ orderId: refundedOrder }))}&sort=${encodeURIComponent('["occurredAt","ASC"]')}`).expect(200);
    expect(ofOrder.headers['content-range']).toBe('ledger/transactions 0-3/4');
    expect(ofOrder.body.map((transaction: { kind: string }) => transaction.kind)).toEqual(['payment', 'provider_fee', 'refund', 'release']);
    expect(ofOrder.body[2]).toMatchObject({ reference: `claim:${claim.body.id}:refund`, providerReference: expect.stringMatching(/^re_/), providerBalanceCents: -3000 });
    expect(ofOrder.body[0].providerReference).toMatch(/^pi_/);
    // Stripe's fee, read from the payment's balance transaction, which the posting names.
    const intent = await stripe.paymentIntents.retrieve(ofOrder.body[0].providerReference, { expand: ['latest_charge.balance_transaction'] });
    const chargeTransaction = (intent.latest_charge as Stripe.Charge).balance_transaction as Stripe.BalanceTransaction;
    expect(chargeTransaction).toMatchObject({ amount: 9605, fee: STRIPE_FEE, net: 9605 - STRIPE_FEE });
    expect(ofOrder.body[1]).toMatchObject({ reference: `provider-fee:${chargeTransaction.id}`, providerReference: chargeTransaction.id, orderId: refundedOrder, providerBalanceCents: -STRIPE_FEE });
    expect(ofOrder.body[1].entries).toEqual([
      { account: 'provider_fees', sellerId: null, amountCents: STRIPE_FEE },
      { account: 'provider_balance', sellerId: null, amountCents: -STRIPE_FEE },
    ]);
    const fees = await staff(`/api/admin/ledger/transactions?filter=${encodeURIComponent(JSON.stringify({ kind: 'provider_fee' }))}`).expect(200);
    expect(fees.headers['content-range']).toBe('ledger/transactions 0-1/2');
    const transfers = await staff(`/api/admin/ledger/transactions?filter=${encodeURIComponent(JSON.stringify({ kind: 'transfer', from: today, to: today }))}`).expect(200);
    expect(transfers.body).toEqual([expect.objectContaining({ kind: 'transfer', providerReference: expect.stringMatching(/^tr_/), providerBalanceCents: -14290 })]);
    expect(transfers.body[0].entries).toEqual([
      { account: 'seller_payable', sellerId, amountCents: 14290 },
      { account: 'provider_balance', sellerId: null, amountCents: -14290 },
    ]);
    await staff(`/api/admin/ledger/transactions?filter=${encodeURIComponent(JSON.stringify({ kind: 'gift' }))}`).expect(400);
    await request(stack.http).get('/api/admin/ledger/balances').set(auth(buyer)).expect(403);
  });

  it('settling a paid order again (a webhook retried, a job run twice) posts nothing new', async () => {
    const count = async () => Number((await db.query(`SELECT count(*) AS n FROM ledger_transactions WHERE order_id = $1`, [paidOrder])).rows[0].n);
    const postings = await count();
    expect(postings).toBe(3); // payment, Stripe's fee, release
    await run('marketplace.settle-order', { orderId: paidOrder }, payments);
    await run('marketplace.settle-order', { orderId: paidOrder }, payments);
    expect(await count()).toBe(postings);
    expect((await staff('/api/admin/ledger/balances').expect(200)).body).toMatchObject({ providerFeesCents: 2 * STRIPE_FEE });
  });

  it("reconciles the day against the provider's balance transactions including Stripe's fees: the payments, their fees, the refund and the transfer all match", async () => {
    const report = await reconciled(today);
    // Two charges (each read as the payment and Stripe's fee kept out of it), a refund and a transfer.
    expect(report).toMatchObject({ id: today, state: 'matched', providerCount: 6, ledgerCount: 6, matchedCount: 6, differenceCount: 0, differences: [], requestedBy: admin.email });
    // What the day moved at Stripe (the nets) is what it moved in the books.
    const day = await stripe.balanceTransactions.list({ limit: 100 });
    const books = (await staff('/api/admin/ledger/balances').expect(200)).body;
    expect(day.data.reduce((sum, transaction) => sum + transaction.net, 0)).toBe(books.providerBalanceCents);
    const list = await staff('/api/admin/reconciliations').expect(200);
    expect(list.headers['content-range']).toBe('reconciliations 0-0/1');
    expect(list.body).toEqual([expect.objectContaining({ id: today, state: 'matched' })]);
    // Running it again replaces the report: the same answer.
    expect(await reconciled(today)).toMatchObject({ state: 'matched', matchedCount: 6 });
    await request(stack.http).post('/api/admin/reconciliations').set(auth(admin)).send({ day: inDays(2) }).expect(400);
    await staff(`/api/admin/reconciliations/${inDays(-30)}`).expect(404);
  });

  it('reports a ledger row tampered with, and a transaction the provider never saw', async () => {
    const payment = (await db.query(`SELECT id, provider_reference FROM ledger_transactions WHERE reference = $1`, [`order:${paidOrder}:payment`])).rows[0];
    // What only a hand-written statement could do: the payment booked 1.00 short (still balanced), and a made-up transfer.
    await db.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
    await db.query(`UPDATE ledger_entries SET amount_cents = amount_cents - 100 WHERE transaction_id = $1 AND account = 'provider_balance'`, [payment.id]);
    await db.query(`UPDATE ledger_entries SET amount_cents = amount_cents + 100 WHERE transaction_id = $1 AND account = 'platform_fees'`, [payment.id]);
    await db.query('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only');
    await db.query(`
      WITH t AS (INSERT INTO ledger_transactions (kind, reference, occurred_at, provider_reference) VALUES ('transfer', 'payout:by-hand:transfer', now(), 'tr_never_made') RETURNING id)
      INSERT INTO ledger_entries (transaction_id, account, seller_id, amount_cents)
      SELECT id, line.account, line.seller_id, line.amount FROM t, (VALUES ('seller_payable', $1::uuid, 500), ('provider_balance', NULL, -500)) AS line (account, seller_id, amount)`, [sellerId]);

    const report = await reconciled(today);
    expect(report).toMatchObject({ state: 'differences', providerCount: 6, ledgerCount: 7, matchedCount: 5, differenceCount: 2 });
    expect(report.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'amount_mismatch', providerReference: payment.provider_reference, providerAmountCents: 9605, ledgerAmountCents: 9505, ledgerReferences: [`order:${paidOrder}:payment`] }),
        expect.objectContaining({ kind: 'missing_at_provider', providerReference: 'tr_never_made', ledgerAmountCents: -500, ledgerReferences: ['payout:by-hand:transfer'] }),
      ]),
    );
    expect((await staff(`/api/admin/reconciliations?filter=${encodeURIComponent('{"state":"differences"}')}`).expect(200)).body).toHaveLength(1);
  });

  it('the nightly run reconciles the day before (nothing happened then: nothing to match)', async () => {
    await run('payouts.reconcile-day', {});
    const yesterday = rigaDay(new Date(Date.now() - 86_400_000));
    expect((await staff(`/api/admin/reconciliations/${yesterday}`).expect(200)).body).toMatchObject({ state: 'matched', providerCount: 0, ledgerCount: 0, requestedBy: null });
  });

  it('the books still balance: every transaction sums to zero', async () => {
    const unbalanced = await db.query(`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    expect(Number((await db.query(`SELECT COALESCE(sum(amount_cents), 0) AS total FROM ledger_entries`)).rows[0].total)).toBe(0);
  });
});
