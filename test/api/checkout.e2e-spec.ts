import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { queuesDrained } from './support/queues.js';
import { startSecondApi, startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Paid checkout against the Stripe emulator: the API and the worker as processes, webhooks signed and delivered over HTTP. */
describe('checkout', () => {
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let seller: User;
  let buyer: User;
  let rival: User;
  let concerts: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    [seller, buyer, rival] = await Promise.all([signedUpUser(stack, 'seller'), signedUpUser(stack, 'buyer'), signedUpUser(stack, 'rival')]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  /** A listing of two tickets at 45.50 each. */
  async function listing(title = 'Prāta Vētra'): Promise<string> {
    const call = request(stack.http).post('/api/tickets').set(auth(seller));
    const fields = { title, description: '', categoryId: concerts, eventDate: inDays(30), eventTime: '19:00', venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2' };
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    return (await call.expect(201)).body.id as string;
  }

  function order(user: User, ticketId: string, key = randomUUID(), body: Record<string, unknown> = {}) {
    return request(stack.http)
      .post('/api/orders')
      .set(auth(user))
      .set('Idempotency-Key', key)
      .send({ ticketId, quantity: 2, expectedUnitPriceCents: 4550, ...body });
  }

  const sessionOf = (checkoutUrl: string) => /cs_test_[A-Za-z0-9]+/.exec(checkoutUrl)![0];
  const ticketStatus = async (id: string) => (await db.query('SELECT status FROM tickets WHERE id = $1', [id])).rows[0].status as string;
  const orderStatus = (user: User, id: string) => request(stack.http).get(`/api/orders/${id}`).set(auth(user)).then((response) => response.body.status as string);
  /** The scheduled job that lapses holds, run now instead of at the next minute. */
  async function lapseHoldsNow(): Promise<void> {
    const job = await maintenance.add('marketplace.lapse-holds', {});
    await eventually(() => job.getState(), (state) => state === 'completed' || state === 'failed');
  }

  it('holds the tickets, prices them from the database and opens a checkout for exactly that amount', async () => {
    const ticketId = await listing();
    const key = randomUUID();
    const { body } = await order(buyer, ticketId, key).expect(201);
    // 91.00 of tickets; the buyer's fee is 5 % + 0.50 = 4.55 + 0.50.
    expect(body).toMatchObject({ status: 'awaiting_payment', role: 'buyer', quantity: 2, unitPriceCents: 4550, amounts: { ticketsCents: 9100, buyerFeeCents: 505, totalCents: 9605, currency: 'EUR' } });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(body.checkoutUrl).toContain(stack.stripe.url);

    const stripe = new Stripe(stack.stripe.secretKey, stack.stripe.sdkOptions);
    const session = await stripe.checkout.sessions.retrieve(sessionOf(body.checkoutUrl));
    expect(session).toMatchObject({ amount_total: 9605, currency: 'eur', client_reference_id: body.id, status: 'open' });
    expect(await ticketStatus(ticketId)).toBe('reserved');

    const listed = await request(stack.http).get('/api/tickets?pageSize=100').expect(200);
    expect(listed.body.items.map((ticket: { id: string }) => ticket.id)).not.toContain(ticketId);

    const replay = await order(buyer, ticketId, key).expect(201);
    expect(replay.body.id).toBe(body.id);
    expect(replay.body.checkoutUrl).toBe(body.checkoutUrl);
    await order(buyer, ticketId, key, { expectedUnitPriceCents: 4551 }).expect(422);

    const refused = await order(rival, ticketId).set('Accept-Language', 'lv').expect(409);
    expect(refused.body.code).toBe('marketplace.already_taken');
    expect(refused.body.message).toMatch(/^Diemžēl šobrīd par šo biļeti maksā cits pircējs/);
    // The holder trying again with a new key (a reload, another tab) is sent to their own order, not told someone else pays.
    const again = await order(buyer, ticketId).set('Accept-Language', 'et').expect(409);
    expect(again.body).toMatchObject({ code: 'marketplace.held_for_you', params: { orderId: body.id } });
    expect(again.body.message).toMatch(/^Te juba maksate selle pileti eest/);
  });

  it('shows every listing at its all-in price, the total the checkout then charges, with a category\'s own fee where staff set one', async () => {
    const onSale = async (id: string) => {
      const listed = await request(stack.http).get('/api/tickets?pageSize=100').expect(200);
      return listed.body.items.find((ticket: { id: string }) => ticket.id === id) as { priceCents: number; buyerFeeCents: number; allInPriceCents: number };
    };
    const usual = await listing('All-in');
    expect(await onSale(usual)).toMatchObject({ priceCents: 9100, buyerFeeCents: 505, allInPriceCents: 9605 });

    // Concerts pay 3 % + 1.00 while this runs: 2.73 + 1.00 on 91.00.
    await db.query(`INSERT INTO category_fees (category_id, buyer_fee_basis_points, buyer_fee_fixed_cents, seller_fee_basis_points, seller_fee_fixed_cents) VALUES ($1, 300, 100, 500, 0)`, [concerts]);
    try {
      const shown = await onSale(usual);
      expect(shown).toMatchObject({ buyerFeeCents: 373, allInPriceCents: 9473 });
      const { body } = await order(buyer, usual).expect(201);
      expect(body.amounts).toMatchObject({ ticketsCents: 9100, buyerFeeCents: shown.buyerFeeCents, totalCents: shown.allInPriceCents });
      await request(stack.http).post(`/api/orders/${body.id}/cancellation`).set(auth(buyer)).expect(200);
    } finally {
      await db.query('DELETE FROM category_fees WHERE category_id = $1', [concerts]);
    }
  });

  it('refuses a price other than the listed one with the new price, and a partial quantity, holding nothing', async () => {
    const ticketId = await listing();
    const changed = await order(buyer, ticketId, randomUUID(), { expectedUnitPriceCents: 4000 }).expect(409);
    expect(changed.body).toMatchObject({ code: 'marketplace.price_changed', params: { unitPriceCents: 4550 } });
    const partial = await order(buyer, ticketId, randomUUID(), { quantity: 1 }).expect(400);
    expect(partial.body.code).toBe('marketplace.quantity_not_offered');
    expect(await ticketStatus(ticketId)).toBe('available');
    expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE ticket_id = $1', [ticketId])).rows[0].n).toBe(0);
  });

  it('delivers the tickets once paid: the buyer owns them and can download the file, both are mailed the amounts', async () => {
    const ticketId = await listing('Doma koris');
    const { body } = await order(buyer, ticketId).expect(201);
    await request(stack.http).get(`/api/tickets/${ticketId}/file`).set(auth(buyer)).expect(404);

    await stack.stripe.pay(sessionOf(body.checkoutUrl), '4242424242424242');
    await eventually(() => orderStatus(buyer, body.id), (status) => status === 'paid');
    expect(await ticketStatus(ticketId)).toBe('sold');
    await request(stack.http).get(`/api/tickets/${ticketId}/file`).set(auth(buyer)).expect(200);

    const toBuyer = await stack.mail.waitFor((message) => message.to.includes(buyer.email) && message.subject === 'Ticket purchased: Doma koris', 15_000);
    const toSeller = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject === 'Your ticket was sold: Doma koris', 15_000);
    expect(toBuyer.text).toContain('96,05\u00a0€');
    expect(toSeller.text).toContain('91,00\u00a0€');

    const asSeller = await request(stack.http).get(`/api/orders/${body.id}`).set(auth(seller)).expect(200);
    expect(asSeller.body).toMatchObject({ status: 'paid', role: 'seller', amounts: { ticketsCents: 9100, sellerFeeCents: 455, payoutCents: 8645, buyerFeeCents: null, totalCents: null }, checkoutUrl: null, ticket: { id: ticketId, hasFile: true } });
    expect(JSON.stringify(asSeller.body)).not.toContain(buyer.email);
    await request(stack.http).get(`/api/orders/${body.id}`).set(auth(rival)).expect(404);

    const payments = await request(stack.http).get('/api/me/orders').set(auth(buyer)).expect(200);
    expect(payments.body.items.find((item: { id: string }) => item.id === body.id)).toMatchObject({ status: 'paid', amountCents: 9605 });
  });

  it('returns the tickets at once when the buyer cancels, and the checkout can no longer be paid', async () => {
    const ticketId = await listing();
    const { body } = await order(buyer, ticketId).expect(201);
    await request(stack.http).post(`/api/orders/${body.id}/cancellation`).set(auth(rival)).expect(404);
    const cancelled = await request(stack.http).post(`/api/orders/${body.id}/cancellation`).set(auth(buyer)).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await ticketStatus(ticketId)).toBe('available');
    const stripe = new Stripe(stack.stripe.secretKey, stack.stripe.sdkOptions);
    expect((await stripe.checkout.sessions.retrieve(sessionOf(body.checkoutUrl))).status).toBe('expired');
    await request(stack.http).post(`/api/orders/${body.id}/cancellation`).set(auth(buyer)).expect(409);
    await order(rival, ticketId).expect(201);
  });

  it('keeps the tickets held after a declined card, and releases them when the hold runs out, closing the checkout first', async () => {
    const ticketId = await listing();
    const { body } = await order(buyer, ticketId).expect(201);
    expect(await stack.stripe.pay(sessionOf(body.checkoutUrl), '4000000000000002')).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    await lapseHoldsNow();
    expect(await orderStatus(buyer, body.id)).toBe('awaiting_payment');
    expect(await ticketStatus(ticketId)).toBe('reserved');

    await db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [body.id]);
    await lapseHoldsNow();
    expect(await orderStatus(buyer, body.id)).toBe('expired');
    expect(await ticketStatus(ticketId)).toBe('available');
    const stripe = new Stripe(stack.stripe.secretKey, stack.stripe.sdkOptions);
    expect((await stripe.checkout.sessions.retrieve(sessionOf(body.checkoutUrl))).status).toBe('expired');
  });

  it('keeps a payment made in the last second of the hold: the checkout cannot be closed, so the order is paid', async () => {
    const ticketId = await listing();
    const { body } = await order(buyer, ticketId).expect(201);
    // Paid, but the webhook has not been handled yet when the hold runs out.
    await db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [body.id]);
    await stack.stripe.pay(sessionOf(body.checkoutUrl));
    await lapseHoldsNow();
    await eventually(() => orderStatus(buyer, body.id), (status) => status === 'paid');
    expect(await ticketStatus(ticketId)).toBe('sold');
  });

  it('refunds in full, and tells the buyer why, a payment that arrives for a hold already released', async () => {
    const ticketId = await listing('Late payment');
    const { body } = await order(buyer, ticketId).expect(201);
    // The hold was released while the checkout still took the card (as after a recovery that found no checkout).
    await db.query(`UPDATE orders SET status = 'expired', closed_at = now() WHERE id = $1`, [body.id]);
    await db.query(`UPDATE tickets SET status = 'available' WHERE id = $1`, [ticketId]);
    await stack.stripe.pay(sessionOf(body.checkoutUrl));

    await eventually(() => db.query('SELECT status, refund_id FROM orders WHERE id = $1', [body.id]).then((result) => result.rows[0]), (row) => row.refund_id !== null);
    expect(await orderStatus(buyer, body.id)).toBe('refunded');
    expect(await ticketStatus(ticketId)).toBe('available');
    const refunded = stack.stripe.events().filter((event) => event.type === 'charge.refunded');
    expect(refunded.some((event) => (event.data.object as { amount_refunded: number; payment_intent: string }).amount_refunded === 9605)).toBe(true);
    const mail = await stack.mail.waitFor((message) => message.to.includes(buyer.email) && message.subject === 'Your payment was refunded: Late payment', 15_000);
    expect(mail.text).toContain('96,05\u00a0€');
    expect(mail.text).toContain(`Order number: ${body.id.slice(0, 8).toUpperCase()}.`);
    await queuesDrained(stack);
    expect(stack.mail.messages.filter((message) => message.subject === 'Your payment was refunded: Late payment')).toHaveLength(1);
    // In the books once each, however many events reported it: the payment in, Stripe's fee (1.5 % + 0.25 of 96.05),
    // then all of the payment back out, balanced; the fee is not given back with the refund.
    const books = await db.query(
      `SELECT t.kind, sum(e.amount_cents)::int AS total, sum(e.amount_cents) FILTER (WHERE e.account = 'provider_balance')::int AS provider
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id WHERE t.order_id = $1 GROUP BY t.id, t.kind ORDER BY t.id`,
      [body.id],
    );
    expect(books.rows).toEqual([
      { kind: 'payment', total: 0, provider: 9605 },
      { kind: 'provider_fee', total: 0, provider: -169 },
      { kind: 'refund', total: 0, provider: -9605 },
    ]);
  });

  it('lets a hold that ran out while Stripe was away lapse when the buyer sends the order again, opening no checkout for it', async () => {
    // An API that cannot reach Stripe: the order is held, its checkout never opened (503).
    const cutOff = await startSecondApi({ ...stack, env: { ...stack.env, STRIPE_API_BASE: 'http://127.0.0.1:9' } });
    try {
      const ticketId = await listing();
      const key = randomUUID();
      await request(cutOff.http).post('/api/orders').set(auth(buyer)).set('Idempotency-Key', key).send({ ticketId, quantity: 2, expectedUnitPriceCents: 4550 }).expect(503);
      // Stripe is back six minutes after the hold ended (it refuses a checkout that would expire within 30 minutes).
      await db.query(`UPDATE orders SET hold_expires_at = now() - interval '6 minutes' WHERE ticket_id = $1`, [ticketId]);
      const again = await order(buyer, ticketId, key).expect(201);
      expect(again.body).toMatchObject({ status: 'expired', checkoutUrl: null });
      expect(await ticketStatus(ticketId)).toBe('available');
    } finally {
      await cutOff.close();
    }
  }, 60_000);

  it('releases a hold whose checkout answer was lost when asking again is refused (the buyer changed language meanwhile)', async () => {
    const ticketId = await listing();
    const { body } = await order(buyer, ticketId).expect(201);
    // The answer never arrived; meanwhile the buyer switched to Latvian, so asking again is another request under the same key.
    await db.query(`UPDATE orders SET checkout_session_id = NULL, checkout_url = NULL, hold_expires_at = now() - interval '1 second' WHERE id = $1`, [body.id]);
    await db.query(`UPDATE users SET preferred_language = 'lv' WHERE id = $1`, [buyer.userId]);
    try {
      await lapseHoldsNow();
      expect(await orderStatus(buyer, body.id)).toBe('expired');
      expect(await ticketStatus(ticketId)).toBe('available');
    } finally {
      await db.query(`UPDATE users SET preferred_language = 'en' WHERE id = $1`, [buyer.userId]);
    }
  });

  it('stores each webhook event once, handles repeats and refuses unsigned ones', async () => {
    await request(stack.http).post('/api/payments/stripe/webhooks').set('Content-Type', 'application/json').send('{"id":"evt_forged","type":"checkout.session.completed"}').expect(400);
    await request(stack.http).post('/api/payments/stripe/webhooks').set('Stripe-Signature', 't=1,v1=00').set('Content-Type', 'application/json').send('{"id":"evt_forged"}').expect(400);

    const ticketId = await listing();
    const { body } = await order(buyer, ticketId).expect(201);
    await stack.stripe.pay(sessionOf(body.checkoutUrl));
    await stack.stripe.deliveriesSettled();
    await queuesDrained(stack);
    const completed = stack.stripe.events().find((event) => event.type === 'checkout.session.completed' && (event.data.object as { client_reference_id?: string }).client_reference_id === body.id)!;
    const payload = JSON.stringify(completed);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: stack.env.STRIPE_WEBHOOK_SECRET });
    await request(stack.http).post('/api/payments/stripe/webhooks').set('Stripe-Signature', header).set('Content-Type', 'application/json').send(payload).expect(200);
    await queuesDrained(stack);
    const { rows } = await db.query('SELECT count(*)::int AS n, bool_and(handled_at IS NOT NULL) AS handled FROM payment_events WHERE id = $1', [completed.id]);
    expect(rows[0]).toEqual({ n: 1, handled: true });
    expect((await db.query(`SELECT count(*)::int AS n FROM orders WHERE ticket_id = $1 AND status = 'paid'`, [ticketId])).rows[0].n).toBe(1);
  });
});
