import { randomUUID } from 'node:crypto';
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
import { queuesDrained } from './support/queues.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * After the sale (issue 18) against the Stripe emulator: a seller's payout account, the books, and the payout run that
 * releases a sale's money once its event and claim window are over and transfers it exactly once.
 */
describe('payouts', () => {
  // Each test buys and pays through the emulator and runs the payout job a few times: seconds on a loaded machine.
  jest.setTimeout(60_000);
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let stripe: Stripe;
  let buyer: User;
  let concerts: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    stripe = new Stripe(stack.stripe.secretKey, { ...stack.stripe.sdkOptions, maxNetworkRetries: 0 });
    buyer = await signedUpUser(stack, 'buyer');
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  /** Two tickets at 45.50 (91.00; the seller's fee 5 % is 4.55, so 86.45 is theirs), bought and paid. */
  async function paidSale(seller: User): Promise<{ ticketId: string; orderId: string }> {
    const call = request(stack.http).post('/api/tickets').set(auth(seller));
    const fields = { title: 'Līvi', description: '', categoryId: concerts, eventDate: inDays(20), eventTime: '19:00', venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2' };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    const ticketId = (await call.expect(201)).body.id as string;
    return { ticketId, orderId: await boughtListing(stack, buyer, ticketId, { unitPriceCents: 4550, quantity: 2 }) };
  }

  /** The event took place days ago (its claim window of 48 hours is over). */
  const eventPassed = (ticketId: string) => db.query(`UPDATE tickets SET event_date = current_date - 4 WHERE id = $1`, [ticketId]);

  async function payoutRunNow(): Promise<void> {
    const job = await maintenance.add('payouts.release-funds', {});
    const state = await eventually(() => job.getState(), (current) => current === 'completed' || current === 'failed', 30_000);
    expect(state).toBe('completed');
  }

  async function connectedSeller(label: string, onboarding: 'complete' | 'restrict' | 'none'): Promise<{ seller: User; account: string }> {
    const seller = await signedUpUser(stack, label);
    const connected = await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LV' }).expect(201);
    expect(connected.body).toMatchObject({ status: 'pending', onboardingUrl: expect.stringContaining(stack.stripe.url) });
    const account = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows[0].provider_account_id as string;
    if (onboarding !== 'none') await stack.stripe.completeOnboarding(account, onboarding);
    return { seller, account };
  }

  const balanceOf = async (seller: User) => (await request(stack.http).get('/api/me/balance').set(auth(seller)).expect(200)).body;
  const transfersTo = async (account: string) => (await stripe.transfers.list({ destination: account, limit: 100 })).data;

  it("connects a seller's payout account: one account however often asked, its status as the provider says", async () => {
    const seller = await signedUpUser(stack, 'seller-connect');
    expect((await request(stack.http).get('/api/me/payout-account').set(auth(seller)).expect(200)).body).toEqual({ status: 'not_started' });
    const refused = await request(stack.http).post('/api/me/payout-account').set(auth(seller)).set('Accept-Language', 'lv').send({ country: 'DE' }).expect(400);
    expect(refused.body.fieldErrors?.country ?? refused.body.message).toMatch(/Latvija, Lietuva vai Igaunija/);

    const first = await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LT' }).expect(201);
    const again = await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LT' }).expect(201);
    expect(again.body.onboardingUrl).not.toBe(first.body.onboardingUrl);
    const accounts = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows;
    expect(accounts).toHaveLength(1);
    const account = await stripe.accounts.retrieve(accounts[0].provider_account_id as string);
    expect(account).toMatchObject({ type: 'express', country: 'LT', email: seller.email });

    expect((await request(stack.http).get('/api/me/payout-account').set(auth(seller)).expect(200)).body).toEqual({ status: 'pending' });
    await stack.stripe.completeOnboarding(account.id, 'restrict');
    expect((await request(stack.http).get('/api/me/payout-account').set(auth(seller)).expect(200)).body).toEqual({ status: 'restricted' });
    await stack.stripe.completeOnboarding(account.id, 'complete');
    expect((await request(stack.http).get('/api/me/payout-account').set(auth(seller)).expect(200)).body).toEqual({ status: 'active' });
  });

  it("holds a sale's money until the event and the claim window are over, then pays the seller exactly once", async () => {
    const { seller, account } = await connectedSeller('seller-paid', 'complete');
    await request(stack.http).get('/api/me/payout-account').set(auth(seller)).expect(200);
    const { ticketId, orderId } = await paidSale(seller);

    // The payment and Stripe's fee for it (kept out of the payment, not the seller's concern).
    const payment = await db.query(`SELECT kind FROM ledger_transactions WHERE order_id = $1 ORDER BY id`, [orderId]);
    expect(payment.rows).toEqual([{ kind: 'payment' }, { kind: 'provider_fee' }]);
    const pending = await balanceOf(seller);
    expect(pending).toMatchObject({ pendingCents: 8645, availableCents: 0, paidOutCents: 0, currency: 'EUR' });
    // 19:00 in Riga on the event day, plus 48 hours.
    expect(new Date(pending.nextReleaseAt).getTime() - new Date(`${inDays(20)}T19:00:00+02:00`).getTime()).toBe(48 * 3_600_000);

    await payoutRunNow();
    expect(await transfersTo(account)).toEqual([]);

    await eventPassed(ticketId);
    await payoutRunNow();
    const transfers = await transfersTo(account);
    expect(transfers.map((transfer) => transfer.amount)).toEqual([8645]);
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 8645, nextReleaseAt: null });

    await payoutRunNow();
    expect(await transfersTo(account)).toHaveLength(1);
    expect((await db.query(`SELECT kind FROM ledger_transactions WHERE order_id = $1 ORDER BY id`, [orderId])).rows.map((row) => row.kind)).toEqual(['payment', 'provider_fee', 'release']);
  });

  it('keeps released money for a seller whose account cannot receive yet, and pays it once the account is active', async () => {
    const { seller, account } = await connectedSeller('seller-later', 'none');
    const { ticketId } = await paidSale(seller);
    await eventPassed(ticketId);
    await payoutRunNow();
    expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 8645, paidOutCents: 0 });
    expect(await transfersTo(account)).toEqual([]);

    // Onboarding finished at the provider; the seller never came back to look: the run asks the provider itself.
    await stack.stripe.completeOnboarding(account, 'complete');
    await payoutRunNow();
    expect((await transfersTo(account)).map((transfer) => transfer.amount)).toEqual([8645]);
    expect(await balanceOf(seller)).toMatchObject({ availableCents: 0, paidOutCents: 8645 });
  });

  it('a run that crashed after the provider made the transfer sends it again under the same key: one transfer, paid once', async () => {
    const { seller, account } = await connectedSeller('seller-crash', 'none');
    const { ticketId } = await paidSale(seller);
    await eventPassed(ticketId);
    // Released by a run while the provider could not pay the account yet.
    await stack.stripe.completeOnboarding(account, 'restrict');
    await payoutRunNow();
    expect(await balanceOf(seller)).toMatchObject({ availableCents: 8645 });
    // What a run leaves when it dies between the provider's answer and recording it: a pending payout, a transfer made.
    await stack.stripe.completeOnboarding(account, 'complete');
    const payoutId = '7d1f3c52-9a0e-4c1b-8f2e-3b5a6c7d8e9f';
    await db.query(`INSERT INTO seller_payouts (id, seller_id, amount_cents, status, created_at) VALUES ($1, $2, 8645, 'pending', now())`, [payoutId, seller.userId]);
    const made = await stripe.transfers.create({ amount: 8645, currency: 'eur', destination: account, transfer_group: `payout-${payoutId}`, metadata: { payout_id: payoutId } }, { idempotencyKey: `payout-${payoutId}-transfer` });
    expect(await balanceOf(seller)).toMatchObject({ availableCents: 8645, paidOutCents: 0 });

    await payoutRunNow();
    expect((await transfersTo(account)).map((transfer) => transfer.id)).toEqual([made.id]);
    expect((await db.query('SELECT status, transfer_id FROM seller_payouts WHERE seller_id = $1', [seller.userId])).rows).toEqual([{ status: 'paid', transfer_id: made.id }]);
    expect(await balanceOf(seller)).toMatchObject({ availableCents: 0, paidOutCents: 8645 });
  });

  describe('claims', () => {
    let admin: User;
    const claimsOf = async (user: User, orderId: string) => (await request(stack.http).get(`/api/orders/${orderId}/claims`).set(auth(user)).expect(200)).body;
    const mailTo = (user: User, subject: string, orderId: string) =>
      stack.mail.waitFor((message) => message.to.includes(user.email) && message.subject.includes(subject) && message.text.includes(`: ${orderId.slice(0, 8).toUpperCase()}.`), 15_000);
    const staffClaim = async (claimId: string) => (await request(stack.http).get(`/api/admin/claims/${claimId}`).set(auth(admin)).expect(200)).body;
    const refundsOf = async (orderId: string) => {
      const paymentId = (await db.query('SELECT payment_id FROM orders WHERE id = $1', [orderId])).rows[0].payment_id as string;
      return (await stripe.refunds.list({ payment_intent: paymentId, limit: 100 })).data.map((refund) => refund.amount);
    };
    const decided = (claimId: string) => eventually(() => staffClaim(claimId), (claim) => claim.status === 'closed', 30_000);

    beforeAll(async () => {
      admin = await signedUpUser(stack, 'claims-admin');
      await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
    });

    it("freezes the seller's payout; the seller answers; a part refund goes back to the buyer once and the rest is paid out", async () => {
      const { seller, account } = await connectedSeller('seller-claimed', 'complete');
      const { ticketId, orderId } = await paidSale(seller);

      // Only the buyer claims, with a reason from the list and their own words; in the caller's language.
      await request(stack.http).post(`/api/orders/${orderId}/claims`).set(auth(seller)).send({ reason: 'not_received', message: 'x' }).expect(404);
      const unknownReason = await request(stack.http).post(`/api/orders/${orderId}/claims`).set(auth(buyer)).set('Accept-Language', 'lv').send({ reason: 'changed_mind', message: 'Nevaru aiziet' }).expect(400);
      expect(JSON.stringify(unknownReason.body)).toContain('Izvēlieties, kas nogāja greizi');
      const opened = await request(stack.http)
        .post(`/api/orders/${orderId}/claims`)
        .set(auth(buyer))
        .send({ reason: 'refused_at_entrance', message: 'The scanner said the code had been used already.' })
        .expect(201);
      expect(opened.body).toMatchObject({ orderId, status: 'open', reason: 'refused_at_entrance', sellerAnswer: null, refundCents: null });
      const again = await request(stack.http).post(`/api/orders/${orderId}/claims`).set(auth(buyer)).set('Accept-Language', 'en').send({ reason: 'not_received', message: 'Again' }).expect(409);
      expect(again.body.code).toBe('marketplace.claim_exists');
      const toSeller = await mailTo(seller, 'A buyer opened a claim', orderId);
      expect(toSeller.text).toContain('the ticket was refused at the entrance');
      expect(toSeller.text).toContain('The scanner said the code had been used already.');
      await mailTo(buyer, 'We received your claim', orderId);

      // The event and the window are over, but the claim freezes the money.
      await eventPassed(ticketId);
      await payoutRunNow();
      expect(await transfersTo(account)).toEqual([]);
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 8645, availableCents: 0 });

      const answered = await request(stack.http).post(`/api/orders/${orderId}/claims/${opened.body.id}/answer`).set(auth(seller)).send({ message: 'It worked when I sent it.' }).expect(200);
      expect(answered.body.sellerAnswer).toBe('It worked when I sent it.');
      await request(stack.http).post(`/api/orders/${orderId}/claims/${opened.body.id}/answer`).set(auth(buyer)).send({ message: 'Me too' }).expect(404);
      expect((await mailTo(buyer, 'The seller answered your claim', orderId)).text).toContain('It worked when I sent it.');
      expect(await claimsOf(seller, orderId)).toEqual([expect.objectContaining({ id: opened.body.id, sellerAnswer: 'It worked when I sent it.' })]);

      // Staff find it in their queue and decide: 30.00 of the 91.00 back to the buyer.
      const queue = await request(stack.http).get(`/api/admin/claims?filter=${encodeURIComponent('{"status":"open"}')}`).set(auth(admin)).expect(200);
      expect(queue.headers['content-range']).toMatch(/^claims 0-\d+\/\d+$/);
      expect(queue.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: opened.body.id, ageHours: 0, ticketsCents: 9100, totalCents: 9605, seller: expect.objectContaining({ id: seller.userId }) })]));
      const between = await request(stack.http).post(`/api/admin/claims/${opened.body.id}/decision`).set(auth(admin)).set('Accept-Language', 'en').send({ refundCents: 9300 }).expect(400);
      expect(between.body).toMatchObject({ code: 'marketplace.claim_refund_invalid', params: { maxPart: '90,99\u00a0€', total: '96,05\u00a0€' } });
      await request(stack.http).post(`/api/admin/claims/${opened.body.id}/decision`).set(auth(admin)).send({ refundCents: 3000, note: 'The seller could not show the ticket was unused.' }).expect(200);
      await request(stack.http).post(`/api/admin/claims/${opened.body.id}/decision`).set(auth(admin)).send({ refundCents: 0 }).expect(409);
      expect(await decided(opened.body.id)).toMatchObject({ refundCents: 3000, decisionNote: 'The seller could not show the ticket was unused.' });
      expect(await refundsOf(orderId)).toEqual([3000]);
      const report = await request(stack.http).get(`/api/admin/refunds?filter=${encodeURIComponent('{"cause":"claim"}')}`).set(auth(admin)).expect(200);
      expect(report.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: orderId, amountCents: 3000, state: 'refunded' })]));
      const toBuyer = await mailTo(buyer, 'Your claim was decided', orderId);
      expect(toBuyer.text).toMatch(/We refund 30,00\s€ of your payment/);
      expect(toBuyer.text).toContain('The seller could not show the ticket was unused.');
      expect((await mailTo(seller, 'The claim on your sale was decided', orderId)).text).toMatch(/30,00\s€ of the tickets/);

      // The rest is the seller's: 91.00 − 30.00 − the 4.55 fee.
      await payoutRunNow();
      expect((await transfersTo(account)).map((transfer) => transfer.amount)).toEqual([5645]);
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 5645 });
      expect((await db.query(`SELECT kind, reference FROM ledger_transactions WHERE order_id = $1 ORDER BY id`, [orderId])).rows.map((row) => row.kind)).toEqual(['payment', 'provider_fee', 'refund', 'release']);
      expect((await request(stack.http).get(`/api/orders/${orderId}`).set(auth(buyer)).expect(200)).body.status).toBe('paid');
    });

    it('a full refund gives back all the buyer paid, once however often the job runs, and pays the seller nothing', async () => {
      const { seller, account } = await connectedSeller('seller-refunded', 'complete');
      const { ticketId, orderId } = await paidSale(seller);
      const opened = await request(stack.http).post(`/api/orders/${orderId}/claims`).set(auth(buyer)).send({ reason: 'not_received', message: 'Nothing arrived.' }).expect(201);
      await request(stack.http).post(`/api/admin/claims/${opened.body.id}/decision`).set(auth(admin)).send({ refundCents: 9605 }).expect(200);
      // The same job delivered twice (a retry after a crash): the claim's own key makes it one refund.
      const payments = new Queue('payments', { connection: maintenance.opts.connection, prefix: stack.env.QUEUE_PREFIX });
      await payments.add('marketplace.refund-claim', { claimId: opened.body.id });
      await payments.close();
      await decided(opened.body.id);
      expect(await refundsOf(orderId)).toEqual([9605]);
      const order = await eventually(() => request(stack.http).get(`/api/orders/${orderId}`).set(auth(buyer)).expect(200).then((response) => response.body), (body) => body.status === 'refunded');
      expect(order.status).toBe('refunded');
      expect((await db.query(`SELECT kind FROM ledger_transactions WHERE order_id = $1 ORDER BY id`, [orderId])).rows.map((row) => row.kind)).toEqual(['payment', 'provider_fee', 'refund']);
      await eventPassed(ticketId);
      await payoutRunNow();
      expect(await transfersTo(account)).toEqual([]);
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 0 });
    });

    it('a claim released to the seller unfreezes the payout; no claim once the window has closed', async () => {
      const { seller, account } = await connectedSeller('seller-cleared', 'complete');
      const { ticketId, orderId } = await paidSale(seller);
      const opened = await request(stack.http).post(`/api/orders/${orderId}/claims`).set(auth(buyer)).send({ reason: 'not_as_described', message: 'Row 4, not row 2.' }).expect(201);
      await eventPassed(ticketId);
      await request(stack.http).post(`/api/admin/claims/${opened.body.id}/decision`).set(auth(admin)).send({ refundCents: 0 }).expect(200);
      expect(await staffClaim(opened.body.id)).toMatchObject({ status: 'closed', refundCents: 0 });
      expect((await mailTo(buyer, 'Your claim was decided', orderId)).text).toContain('the payment goes to the seller');
      await payoutRunNow();
      expect((await transfersTo(account)).map((transfer) => transfer.amount)).toEqual([8645]);

      const late = await paidSale(seller);
      await eventPassed(late.ticketId);
      const closed = await request(stack.http).post(`/api/orders/${late.orderId}/claims`).set(auth(buyer)).set('Accept-Language', 'et').send({ reason: 'not_received', message: 'Too late?' }).expect(409);
      expect(closed.body).toMatchObject({ code: 'marketplace.claim_window_closed', params: { closedAt: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/) } });
      expect(closed.body.message).toContain('Selle tellimuse kaebuste aeg lõppes');
    });

    it('a cancelled event refunds every buyer in full once, ends its holds, and pays its sellers nothing', async () => {
      const { seller, account } = await connectedSeller('seller-cancelled', 'complete');
      const startsAt = new Date(Date.now() + 20 * 86_400_000);
      const created = await request(stack.http)
        .post('/api/admin/events')
        .set(auth(admin))
        .send({ categoryId: concerts, title: 'Atceltais koncerts', venue: 'Arēna Rīga', city: 'Rīga', startsAt: startsAt.toISOString(), status: 'scheduled', tiers: [] })
        .expect(201);
      const day = (await db.query(`SELECT to_char($1::timestamptz AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day`, [startsAt])).rows[0].day as string;
      const listed = async () => {
        const call = request(stack.http).post('/api/tickets').set(auth(seller));
        const fields = { title: 'Atceltais koncerts', description: '', categoryId: concerts, eventId: created.body.id, eventDate: day, venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2' };
        for (const [name, value] of Object.entries(fields)) call.field(name, value);
        call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
        return (await call.expect(201)).body.id as string;
      };
      const paidOrder = await boughtListing(stack, buyer, await listed(), { unitPriceCents: 4550, quantity: 2 });
      const holder = await signedUpUser(stack, 'holder');
      const held = await request(stack.http).post('/api/orders').set(auth(holder)).set('Idempotency-Key', randomUUID()).send({ ticketId: await listed(), quantity: 2, expectedUnitPriceCents: 4550 }).expect(201);

      const cancel = () => request(stack.http).put(`/api/admin/events/${created.body.id}`).set(auth(admin)).send({ ...created.body, status: 'cancelled' }).expect(200);
      await cancel();
      const orderOf = (user: User, orderId: string) => request(stack.http).get(`/api/orders/${orderId}`).set(auth(user)).expect(200).then((response) => response.body.status as string);
      expect(await eventually(() => orderOf(buyer, paidOrder), (status) => status === 'refunded', 30_000)).toBe('refunded');
      expect(await eventually(() => orderOf(holder, held.body.id), (status) => status === 'expired', 30_000)).toBe('expired');
      expect(await refundsOf(paidOrder)).toEqual([9605]);
      expect((await mailTo(buyer, 'Event cancelled, payment refunded', paidOrder)).text).toMatch(/96,05\s€, the service fee included/);
      await mailTo(seller, 'Event cancelled, sale refunded', paidOrder);

      // The refunds report, for the event: the one paid order, refunded.
      const report = await request(stack.http).get(`/api/admin/refunds?filter=${encodeURIComponent(JSON.stringify({ eventId: created.body.id }))}`).set(auth(admin)).expect(200);
      expect(report.body).toEqual([expect.objectContaining({ id: paidOrder, cause: 'event_cancelled', amountCents: 9605, state: 'refunded', refundId: expect.stringMatching(/^re_/) })]);
      expect(report.headers['content-range']).toBe('refunds 0-0/1');

      // Cancelled again (a second save of the event): nothing is refunded twice.
      await cancel();
      await queuesDrained(stack);
      await payoutRunNow();
      expect(await refundsOf(paidOrder)).toEqual([9605]);
      expect((await db.query(`SELECT kind FROM ledger_transactions WHERE order_id = $1 ORDER BY id`, [paidOrder])).rows.map((row) => row.kind)).toEqual(['payment', 'provider_fee', 'refund']);
      expect(await transfersTo(account)).toEqual([]);
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: 0 });
    });

    it("a moved event moves its listings' dates and payouts, tells its buyers, and refunds in full those who ask within the window, once", async () => {
      const { seller, account } = await connectedSeller('seller-moved', 'complete');
      const startsAt = new Date(Date.now() + 20 * 86_400_000);
      const created = await request(stack.http)
        .post('/api/admin/events')
        .set(auth(admin))
        .send({ categoryId: concerts, title: 'Pārceltais koncerts', venue: 'Arēna Rīga', city: 'Rīga', startsAt: startsAt.toISOString(), status: 'scheduled', tiers: [] })
        .expect(201);
      const rigaDay = async (at: Date) => (await db.query(`SELECT to_char($1::timestamptz AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day`, [at])).rows[0].day as string;
      const listed = async (day = startsAt) => {
        const call = request(stack.http).post('/api/tickets').set(auth(seller));
        const fields = { title: 'Pārceltais koncerts', description: '', categoryId: concerts, eventId: created.body.id, eventDate: await rigaDay(day), venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2' };
        for (const [name, value] of Object.entries(fields)) call.field(name, value);
        call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
        return (await call.expect(201)).body.id as string;
      };
      const refunded = await boughtListing(stack, buyer, await listed(), { unitPriceCents: 4550, quantity: 2 });
      const kept = await boughtListing(stack, buyer, await listed(), { unitPriceCents: 4550, quantity: 2 });
      await listed();
      const orderOf = async (orderId: string) => (await request(stack.http).get(`/api/orders/${orderId}`).set(auth(buyer)).expect(200)).body;
      // Before any move, nobody may ask for this refund.
      expect((await orderOf(refunded)).moveRefundUntil).toBeNull();
      const early = await request(stack.http).post(`/api/orders/${refunded}/move-refund`).set(auth(buyer)).set('Accept-Language', 'lv').expect(409);
      expect(early.body).toMatchObject({ code: 'marketplace.move_refund_not_possible', message: expect.stringContaining('pārcelts pēc pirkuma') });

      // Moved a month later, 20:30 Riga time: every listing of the event (sold or on sale) takes the new day and time.
      const movedTo = new Date(Date.now() + 50 * 86_400_000);
      movedTo.setUTCHours(18, 30, 0, 0);
      const newDay = await rigaDay(movedTo);
      const move = () => request(stack.http).put(`/api/admin/events/${created.body.id}`).set(auth(admin)).send({ ...created.body, startsAt: movedTo.toISOString() }).expect(200);
      await move();
      const buyerTold = await mailTo(buyer, 'The event has moved', refunded);
      expect(buyerTold.text).toContain(`${newDay.split('-').reverse().join('.')} at ${(await db.query(`SELECT to_char($1::timestamptz AT TIME ZONE 'Europe/Riga', 'HH24:MI') AS t`, [movedTo])).rows[0].t}`);
      expect(buyerTold.text).toContain(`/orders/${refunded}`);
      await mailTo(buyer, 'The event has moved', kept);
      const dates = await eventually(
        () => db.query(`SELECT DISTINCT to_char(event_date, 'YYYY-MM-DD') AS day FROM tickets WHERE event_id = $1`, [created.body.id]).then((result) => result.rows.map((row) => row.day)),
        (days) => days.length === 1 && days[0] === newDay,
        30_000,
      );
      expect(dates).toEqual([newDay]);
      // The seller's money now waits for the new date plus the claim window.
      expect(new Date((await balanceOf(seller)).nextReleaseAt).getTime() - movedTo.getTime()).toBe(48 * 3_600_000);

      const until = (await orderOf(refunded)).moveRefundUntil as string;
      expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);
      expect(new Date(until).getTime() - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
      await request(stack.http).post(`/api/orders/${refunded}/move-refund`).set(auth(seller)).expect(404);
      const asked = await request(stack.http).post(`/api/orders/${refunded}/move-refund`).set(auth(buyer)).expect(201);
      expect(asked.body).toMatchObject({ orderId: refunded, reason: 'event_moved', status: 'refunding', refundCents: 9605 });
      expect((await request(stack.http).post(`/api/orders/${refunded}/move-refund`).set(auth(buyer)).expect(409)).body.code).toBe('marketplace.claim_exists');
      expect(await eventually(() => orderOf(refunded).then((order) => order.status as string), (status) => status === 'refunded', 30_000)).toBe('refunded');
      expect((await mailTo(buyer, 'Refunded', refunded)).text).toMatch(/96,05\s€, the service fee included/);
      expect((await mailTo(seller, 'The buyer was refunded', refunded)).text).toMatch(/no payout of 91,00\s€/);
      // The ticket is the seller's again and no longer the buyer's to download.
      const refundedTicket = (await orderOf(refunded)).ticket.id as string;
      await request(stack.http).get(`/api/tickets/${refundedTicket}/file`).set(auth(buyer)).expect(404);
      const ticketOf = (await db.query(`SELECT t.status, t.owner_id = t.seller_id AS "sellersAgain", t.buyer_id FROM tickets t JOIN orders o ON o.ticket_id = t.id WHERE o.id = $1`, [refunded])).rows[0];
      expect(ticketOf).toEqual({ status: 'withdrawn', sellersAgain: true, buyer_id: null });

      // Saved again with the same start: no second move, no second e-mail; the event over, the kept sale is paid out once.
      await move();
      await queuesDrained(stack);
      expect((await db.query(`SELECT count(*)::int AS n FROM event_moves WHERE event_id = $1`, [created.body.id])).rows[0].n).toBe(1);
      expect(await refundsOf(refunded)).toEqual([9605]);
      expect(await refundsOf(kept)).toEqual([]);
      expect((await orderOf(kept)).moveRefundUntil).not.toBeNull();
      await db.query(`UPDATE tickets SET event_date = current_date - 4 WHERE event_id = $1`, [created.body.id]);
      await payoutRunNow();
      await payoutRunNow();
      expect((await transfersTo(account)).map((transfer) => transfer.amount)).toEqual([8645]);

      // Who bought after the move bought the new date: no refund for them.
      const after = await boughtListing(stack, buyer, await listed(movedTo), { unitPriceCents: 4550, quantity: 2 });
      expect((await orderOf(after)).moveRefundUntil).toBeNull();
      expect((await request(stack.http).post(`/api/orders/${after}/move-refund`).set(auth(buyer)).expect(409)).body.code).toBe('marketplace.move_refund_not_possible');
    });

    it('the files of tickets given back by a moved-event refund may be listed again by their seller; files of a claim refund stay refused', async () => {
      const { seller } = await connectedSeller('seller-relists', 'complete');
      const startsAt = new Date(Date.now() + 20 * 86_400_000);
      const created = await request(stack.http)
        .post('/api/admin/events')
        .set(auth(admin))
        .send({ categoryId: concerts, title: 'Atkal pārdotais koncerts', venue: 'Arēna Rīga', city: 'Rīga', startsAt: startsAt.toISOString(), status: 'scheduled', tiers: [] })
        .expect(201);
      const rigaDayOf = async (at: Date) => (await db.query(`SELECT to_char($1::timestamptz AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day`, [at])).rows[0].day as string;
      let eventDay = await rigaDayOf(startsAt);
      /** A listing of one ticket per file (two files: two tickets), of the moved event or of none. */
      const list = (who: User, files: Buffer[], ofEvent = true) => {
        const call = request(stack.http).post('/api/tickets').set(auth(who)).set('Accept-Language', 'en');
        const fields = {
          title: 'Atkal pārdotais koncerts', description: '', categoryId: concerts, ...(ofEvent ? { eventId: created.body.id } : {}), eventDate: eventDay, venue: 'Arēna Rīga',
          pricePerUnit: '45.50', faceValue: '45.50', quantity: String(files.length),
        };
        for (const [name, value] of Object.entries(fields)) call.field(name, value);
        for (const [index, bytes] of files.entries()) call.attach('files', bytes, { filename: `ticket-${index + 1}.pdf`, contentType: 'application/pdf' });
        return call;
      };
      const refusedAsListed = async (response: Promise<request.Response>) => expect((await response).body).toMatchObject({ code: 'marketplace.file_already_listed' });
      const orderStatus = (orderId: string) => request(stack.http).get(`/api/orders/${orderId}`).set(auth(buyer)).expect(200).then((response) => response.body.status as string);

      const files = [pdf(), pdf()];
      const listed = (await list(seller, files).expect(201)).body.id as string;
      const sold = await boughtListing(stack, buyer, listed, { unitPriceCents: 4550, quantity: 2 });
      // Sold, the files are taken: nobody lists them again, not their seller either.
      await refusedAsListed(list(seller, files).expect(409));

      // The event moves; the buyer has their money back and the tickets go back to the seller.
      const movedTo = new Date(Date.now() + 40 * 86_400_000);
      await request(stack.http).put(`/api/admin/events/${created.body.id}`).set(auth(admin)).send({ ...created.body, startsAt: movedTo.toISOString() }).expect(200);
      await eventually(() => request(stack.http).get(`/api/orders/${sold}`).set(auth(buyer)).then((response) => response.body.moveRefundUntil), (until) => Boolean(until), 30_000);
      eventDay = await rigaDayOf(movedTo);
      await request(stack.http).post(`/api/orders/${sold}/move-refund`).set(auth(buyer)).expect(201);
      expect(await eventually(() => orderStatus(sold), (status) => status === 'refunded', 30_000)).toBe('refunded');

      // The buyer, who may have kept a copy, cannot list them; the seller lists the very same files again, once.
      await refusedAsListed(list(buyer, [files[0]]).expect(409));
      const relisted = await list(seller, files).expect(201);
      const onSale = await db.query(`SELECT t.status, t.quantity, (SELECT count(*)::int FROM ticket_files f WHERE f.ticket_id = t.id) AS files FROM tickets t WHERE t.id = $1`, [relisted.body.id]);
      expect(onSale.rows).toEqual([{ status: 'available', quantity: 2, files: 2 }]);
      await refusedAsListed(list(seller, [files[1]]).expect(409));
      // And sells them: the next buyer gets them as any buyer would.
      const resold = await boughtListing(stack, buyer, relisted.body.id as string, { unitPriceCents: 4550, quantity: 2 });
      await request(stack.http).get(`/api/tickets/${relisted.body.id}/files/2`).set(auth(buyer)).expect(200);
      expect(await orderStatus(resold)).toBe('paid');

      // Refunded in full because the buyer was refused at the entrance: that file stays refused, for its seller too.
      const claimed = [pdf()];
      const claimedListing = (await list(seller, claimed, false).expect(201)).body.id as string;
      const claimedOrder = await boughtListing(stack, buyer, claimedListing, { unitPriceCents: 4550, quantity: 1 });
      const claim = await request(stack.http).post(`/api/orders/${claimedOrder}/claims`).set(auth(buyer)).send({ reason: 'refused_at_entrance', message: 'The barcode was used already.' }).expect(201);
      await request(stack.http).post(`/api/admin/claims/${claim.body.id}/decision`).set(auth(admin)).send({ refundCents: (await db.query('SELECT total_cents FROM orders WHERE id = $1', [claimedOrder])).rows[0].total_cents }).expect(200);
      expect(await eventually(() => orderStatus(claimedOrder), (status) => status === 'refunded', 30_000)).toBe('refunded');
      const refused = await list(seller, claimed, false).expect(409);
      expect(refused.body).toMatchObject({ code: 'marketplace.file_already_listed', message: 'This ticket file has already been listed on Baltic Ticket Exchange. The same ticket cannot be sold twice.' });
    });

    it('staff set the claim window: sales not yet released wait for the new one, and a window out of bounds is refused', async () => {
      const { seller } = await connectedSeller('seller-window', 'complete');
      await paidSale(seller);
      const nextRelease = async () => new Date((await balanceOf(seller)).nextReleaseAt as string).getTime();
      const before = await nextRelease();
      const refused = await request(stack.http).put('/api/admin/payout-settings').set(auth(admin)).set('Accept-Language', 'lv').send({ claimWindowHours: 12 }).expect(400);
      expect(refused.body).toMatchObject({ code: 'payouts.claim_window_invalid', params: { min: 24, max: 336 }, message: 'Pretenziju laiks ir vesels stundu skaits no 24 līdz 336.' });
      expect((await request(stack.http).put('/api/admin/payout-settings').set(auth(admin)).send({ claimWindowHours: 72 }).expect(200)).body).toEqual({ claimWindowHours: 72 });
      expect((await nextRelease()) - before).toBe(24 * 3_600_000);
      const logged = await db.query(`SELECT details FROM activity_log WHERE details->>'change' = 'payout settings updated' ORDER BY id DESC LIMIT 1`);
      expect(logged.rows[0].details).toMatchObject({ claimWindowHoursBefore: 48, claimWindowHours: 72 });
      await request(stack.http).put('/api/admin/payout-settings').set(auth(admin)).send({ claimWindowHours: 48 }).expect(200);
      expect((await request(stack.http).get('/api/admin/payout-settings').set(auth(admin)).expect(200)).body).toEqual({ claimWindowHours: 48 });
    });
  });

  it('the books balance: every transaction sums to zero, and none can be changed or deleted', async () => {
    const unbalanced = await db.query(`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    const totals = await db.query(`SELECT account, sum(amount_cents)::int AS cents FROM ledger_entries GROUP BY account ORDER BY account`);
    expect(totals.rows.reduce((sum, row) => sum + (row.cents as number), 0)).toBe(0);
    await expect(db.query(`UPDATE ledger_entries SET amount_cents = amount_cents + 1`)).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM ledger_transactions`)).rejects.toThrow(/append-only/);
    await expect(
      db.query(`WITH t AS (INSERT INTO ledger_transactions (kind, reference, occurred_at) VALUES ('payment', 'by-hand', now()) RETURNING id)
        INSERT INTO ledger_entries (transaction_id, account, amount_cents) SELECT id, 'provider_balance', 100 FROM t`),
    ).rejects.toThrow(/does not balance/);
  });
});
