import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Card disputes (issue 18, ADR 0023) against the Stripe emulator: a dispute freezes the order's payout, moves the
 * books, opens a staff task with the evidence the marketplace holds, and its outcome either unfreezes the payout or
 * keeps the seller unpaid, recovering a share already paid out with a transfer reversal.
 */
describe('card disputes', () => {
  jest.setTimeout(90_000);
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let payments: Queue;
  let stripe: Stripe;
  let buyer: User;
  let admin: User;
  let concerts: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    const connection = { host: redis.hostname, port: Number(redis.port || 6379) };
    maintenance = new Queue('maintenance', { connection, prefix: stack.env.QUEUE_PREFIX });
    payments = new Queue('payments', { connection, prefix: stack.env.QUEUE_PREFIX });
    stripe = new Stripe(stack.stripe.secretKey, { ...stack.stripe.sdkOptions, maxNetworkRetries: 0 });
    buyer = await signedUpUser(stack, 'buyer');
    admin = await signedUpUser(stack, 'disputes-admin');
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await payments?.close();
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  /** Two tickets at 45.50 (91.00 + the buyer's fee 5.05 = 96.05; the seller's 86.45 after their fee), bought and paid. */
  async function paidSale(seller: User): Promise<{ ticketId: string; orderId: string; paymentId: string }> {
    const call = request(stack.http).post('/api/tickets').set(auth(seller));
    const fields = { title: 'Līvi', description: '', categoryId: concerts, eventDate: inDays(20), eventTime: '19:00', venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2' };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    const ticketId = (await call.expect(201)).body.id as string;
    const orderId = await boughtListing(stack, buyer, ticketId, { unitPriceCents: 4550, quantity: 2 });
    const paymentId = (await db.query('SELECT payment_id FROM orders WHERE id = $1', [orderId])).rows[0].payment_id as string;
    return { ticketId, orderId, paymentId };
  }

  const eventPassed = (ticketId: string) => db.query(`UPDATE tickets SET event_date = current_date - 4 WHERE id = $1`, [ticketId]);

  async function payoutRunNow(): Promise<void> {
    const job = await maintenance.add('payouts.release-funds', {});
    const state = await eventually(() => job.getState(), (current) => current === 'completed' || current === 'failed', 30_000);
    expect(state).toBe('completed');
  }

  async function connectedSeller(label: string): Promise<{ seller: User; account: string }> {
    const seller = await signedUpUser(stack, label);
    await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LV' }).expect(201);
    const account = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows[0].provider_account_id as string;
    await stack.stripe.completeOnboarding(account, 'complete');
    await request(stack.http).get('/api/me/payout-account').set(auth(seller)).expect(200);
    return { seller, account };
  }

  const balanceOf = async (seller: User) => (await request(stack.http).get('/api/me/balance').set(auth(seller)).expect(200)).body;
  const transfersTo = async (account: string) => (await stripe.transfers.list({ destination: account, limit: 100 })).data;
  /** Stripe's fee for the payment, named by the charge's balance transaction. */
  const FEE = expect.stringMatching(/^provider-fee:txn_/);
  const ledgerOf = async (orderId: string) => (await db.query(`SELECT reference FROM ledger_transactions WHERE order_id = $1 ORDER BY id`, [orderId])).rows.map((row) => row.reference as string);
  const staffDispute = async (id: string) => (await request(stack.http).get(`/api/admin/disputes/${id}`).set(auth(admin)).expect(200)).body;
  /** The staff task the dispute's webhook opened, once the worker has recorded it. */
  const recorded = async (providerDisputeId: string) => {
    const row = await eventually(
      () => db.query('SELECT id FROM order_disputes WHERE provider_dispute_id = $1', [providerDisputeId]).then((result) => result.rows[0] as { id: string } | undefined),
      (found) => found !== undefined,
      30_000,
    );
    return row!.id;
  };
  const inStatus = (id: string, status: string) => eventually(() => staffDispute(id), (dispute) => dispute.status === status, 30_000);
  const booksBalance = async () => {
    const unbalanced = await db.query(`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    expect(Number((await db.query(`SELECT COALESCE(sum(amount_cents), 0) AS total FROM ledger_entries`)).rows[0].total)).toBe(0);
  };

  it('freezes the payout, shows staff the evidence, submits it once, and a won dispute unfreezes the payout', async () => {
    const { seller, account } = await connectedSeller('seller-won');
    const { ticketId, orderId, paymentId } = await paidSale(seller);
    await request(stack.http).get(`/api/tickets/${ticketId}/file`).set(auth(buyer)).expect(200);
    await request(stack.http).get(`/api/tickets/${ticketId}/file`).set(auth(seller)).expect(200);

    const opened = await stack.stripe.openDispute(paymentId, { reason: 'product_not_received' });
    const id = await recorded(opened.id);
    expect(await ledgerOf(orderId)).toEqual([`order:${orderId}:payment`, FEE, `dispute:${id}:opened`]);

    // The staff task: in the queue with its age and state, and the evidence the marketplace holds.
    const queue = await request(stack.http).get(`/api/admin/disputes?filter=${encodeURIComponent('{"status":"needs_response"}')}`).set(auth(admin)).expect(200);
    expect(queue.headers['content-range']).toMatch(/^disputes 0-\d+\/\d+$/);
    expect(queue.body).toContainEqual(
      expect.objectContaining({ id, orderId, providerDisputeId: opened.id, status: 'needs_response', reason: 'product_not_received', amountCents: 9605, ageHours: 0, ticketTitle: 'Līvi' }),
    );
    const sha = (await db.query('SELECT sha256 FROM ticket_files WHERE ticket_id = $1', [ticketId])).rows[0].sha256 as string;
    const shown = await staffDispute(id);
    expect(shown).toMatchObject({
      orderNumber: orderId.slice(0, 8).toUpperCase(),
      buyer: { id: buyer.userId },
      seller: { id: seller.userId },
      evidence: { orderStatus: 'paid', totalCents: 9605, ticketFileSha256: sha, buyerEmail: buyer.email, sellerEmail: seller.email, venue: 'Arēna Rīga', eventTime: '19:00' },
    });
    expect(shown.evidence.deliveredAt).toEqual(expect.any(String));
    // Only the buyer's download counts.
    expect(shown.evidence.downloads).toHaveLength(1);

    // The event and the claim window are over, but the dispute freezes the money.
    await eventPassed(ticketId);
    await payoutRunNow();
    expect(await transfersTo(account)).toEqual([]);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 8645, availableCents: 0, paidOutCents: 0 });

    // Staff submit the evidence: once, under the dispute's own key.
    await request(stack.http).post(`/api/admin/disputes/${id}/evidence`).set(auth(admin)).send({ note: 'x'.repeat(2001) }).expect(400);
    const submitted = await request(stack.http).post(`/api/admin/disputes/${id}/evidence`).set(auth(admin)).send({ note: 'The buyer downloaded the ticket.' }).expect(200);
    expect(submitted.body).toMatchObject({ id, status: 'under_review', evidenceSubmittedAt: expect.any(String) });
    const again = await request(stack.http).post(`/api/admin/disputes/${id}/evidence`).set(auth(admin)).set('Accept-Language', 'lv').send({}).expect(409);
    expect(again.body).toMatchObject({ code: 'marketplace.dispute_not_awaiting_evidence', message: expect.stringContaining('strīdam') });
    const atStripe = await stripe.disputes.retrieve(opened.id);
    expect(atStripe).toMatchObject({ status: 'under_review', evidence_details: { submission_count: 1 }, evidence: { customer_email_address: buyer.email, service_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(atStripe.evidence.uncategorized_text).toContain(sha);
    expect(atStripe.evidence.uncategorized_text).toContain('The buyer downloaded the ticket.');
    expect(atStripe.evidence.access_activity_log).toMatch(/Downloaded by the buyer at \d{4}-/);

    await stack.stripe.decideDispute(opened.id, 'won');
    expect(await inStatus(id, 'won')).toMatchObject({ closedAt: expect.any(String) });
    expect(await ledgerOf(orderId)).toEqual([`order:${orderId}:payment`, FEE, `dispute:${id}:opened`, `dispute:${id}:won`]);
    await payoutRunNow();
    expect((await transfersTo(account)).map((transfer) => transfer.amount)).toEqual([8645]);
    await booksBalance();
  });

  it('a lost dispute: the buyer keeps the money, the seller is not paid, whatever order its events came in and however often', async () => {
    const { seller, account } = await connectedSeller('seller-lost');
    const { ticketId, orderId, paymentId } = await paidSale(seller);

    const opened = await stack.stripe.openDispute(paymentId);
    await stripe.disputes.close(opened.id);
    // Its events settled again, all at once (a redelivery, a second worker): the same dispute, recorded once.
    await Promise.all([1, 2, 3].map(() => payments.add('marketplace.settle-dispute', { providerDisputeId: opened.id })));
    const id = await recorded(opened.id);
    await inStatus(id, 'lost');
    await eventually(() => ledgerOf(orderId), (references) => references.length === 4, 30_000);
    expect(await ledgerOf(orderId)).toEqual([`order:${orderId}:payment`, FEE, `dispute:${id}:opened`, `dispute:${id}:lost`]);
    expect((await db.query('SELECT count(*)::int AS n FROM order_disputes WHERE order_id = $1', [orderId])).rows[0].n).toBe(1);
    const order = await request(stack.http).get(`/api/orders/${orderId}`).set(auth(buyer)).expect(200);
    expect(order.body.status).toBe('disputed');

    await eventPassed(ticketId);
    await payoutRunNow();
    expect(await transfersTo(account)).toEqual([]);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 0 });
    await booksBalance();
  });

  it("a dispute lost after the payout: the seller's transfer is reversed once for their share, in the books and their balance", async () => {
    const { seller, account } = await connectedSeller('seller-reversed');
    const { ticketId, orderId, paymentId } = await paidSale(seller);
    await eventPassed(ticketId);
    await payoutRunNow();
    const [transfer] = await transfersTo(account);
    expect(transfer.amount).toBe(8645);

    const opened = await stack.stripe.openDispute(paymentId);
    const id = await recorded(opened.id);
    await stack.stripe.decideDispute(opened.id, 'lost');
    await inStatus(id, 'lost');
    const reversal = await eventually(
      () => db.query(`SELECT id, amount_cents::int AS amount, status, provider_reversal_id FROM seller_reversals WHERE seller_id = $1`, [seller.userId]).then((result) => result.rows),
      (rows) => rows.length === 1 && rows[0].status === 'reversed',
      30_000,
    );
    expect(reversal[0]).toMatchObject({ amount: 8645 });
    const atStripe = (await stripe.transfers.listReversals(transfer.id)).data;
    expect(atStripe).toEqual([expect.objectContaining({ id: reversal[0].provider_reversal_id, amount: 8645, metadata: { reversal_id: reversal[0].id } })]);
    const references = (await db.query(`SELECT reference FROM ledger_transactions WHERE kind = 'reversal' AND reference = $1`, [`reversal:${reversal[0].id}`])).rows;
    expect(references).toHaveLength(1);
    expect(await ledgerOf(orderId)).toEqual([`order:${orderId}:payment`, FEE, `order:${orderId}:release`, `dispute:${id}:opened`, `dispute:${id}:lost`]);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 8645, reversedCents: 8645, owedBackCents: 0 });

    // The recovery run again (a retry, a duplicate): nothing more is owed, nothing more reversed.
    const again = await payments.add('payouts.recover-from-seller', { sellerId: seller.userId });
    expect(await eventually(() => again.getState(), (state) => state === 'completed' || state === 'failed', 30_000)).toBe('completed');
    expect((await stripe.transfers.listReversals(transfer.id)).data).toHaveLength(1);
    await payoutRunNow();
    expect(await transfersTo(account)).toHaveLength(1);
    await booksBalance();
  });
});
