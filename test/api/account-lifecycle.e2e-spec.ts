import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import Stripe from 'stripe';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { STRONG_PASSWORD, confirmedSubscriber, register, signedUpUser, signIn, tokenFromEmail, uniqueEmail } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

describe('an account over its life: e-mail change, export, deletion', () => {
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let stripe: Stripe;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', env: { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '50', FORMS_RATE_LIMIT_PER_IP: '10000' } });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    stripe = new Stripe(stack.stripe.secretKey, { ...stack.stripe.sdkOptions, maxNetworkRetries: 0 });
  }, 60_000);

  afterAll(async () => {
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const bearer = (token: string) => `Bearer ${token}`;
  const mailTo = (address: string, containing: string) =>
    stack.mail.waitFor((message) => message.to.includes(address) && message.text.includes(containing), 15_000);

  describe('e-mail change', () => {
    it('moves the account to the new address once its link is opened; the old address is told, other sessions end', async () => {
      const user = await signedUpUser(stack, 'mover');
      const otherDevice = await signIn(stack, user.email);
      const newEmail = uniqueEmail('moved');

      const answer = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: STRONG_PASSWORD })
        .expect(202);
      expect(answer.body.message).toMatch(/confirmation link/);

      const notice = await mailTo(user.email, '/en/report-email-change?token=');
      expect(notice.subject).toBe('Your e-mail address is about to change');
      expect(notice.text).toContain(newEmail);
      const confirmation = await mailTo(newEmail, '/en/confirm-email-change?token=');
      // The caller goes on; the other device is signed out at once.
      await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(200);
      await request(stack.http).get('/api/me').set('Authorization', bearer(otherDevice.accessToken)).expect(401);
      await request(stack.http).post('/api/auth/refresh').set('Cookie', otherDevice.refreshCookie).expect(401);
      // Until the link is opened the old address is the one to sign in with.
      await signIn(stack, user.email);

      const token = tokenFromEmail(confirmation.text);
      const done = await request(stack.http).post('/api/auth/email-changes').send({ token }).expect(200);
      expect(done.body.message).toBe('Your e-mail address is changed. Sign in with the new address from now on.');
      const again = await request(stack.http).post('/api/auth/email-changes').send({ token }).expect(400);
      expect(again.body.code).toBe('auth.token_invalid');

      const profile = await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(200);
      expect(profile.body).toMatchObject({ email: newEmail, emailConfirmed: true });
      await request(stack.http).post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(401);
      await signIn(stack, newEmail);
      // The old address is free again.
      await register(stack, user.email).expect(202);
      await mailTo(user.email, '/en/confirm-email?token=');
    }, 60_000);

    it('answers the same for a taken address, and mails that address nothing', async () => {
      const user = await signedUpUser(stack, 'taker');
      const holder = await signedUpUser(stack, 'holder');
      const free = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: uniqueEmail('free'), currentPassword: STRONG_PASSWORD })
        .expect(202);
      const taken = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: holder.email, currentPassword: STRONG_PASSWORD })
        .expect(202);
      expect(taken.body).toEqual(free.body);
      await mailTo(user.email, `${holder.email}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(stack.mail.messages.filter((message) => message.to.includes(holder.email) && message.text.includes('confirm-email-change'))).toEqual([]);
      const tokens = await db.query(`SELECT email FROM one_time_tokens WHERE user_id = $1 AND purpose = 'email_change' AND used_at IS NULL`, [user.userId]);
      // The earlier request's link ended when the second was made, and the taken address got none.
      expect(tokens.rows).toEqual([]);
    }, 60_000);

    it('refuses a wrong current password or a bad address, and changes nothing', async () => {
      const user = await signedUpUser(stack, 'wrongpw');
      const wrong = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: uniqueEmail('x'), currentPassword: 'not-the-password' })
        .expect(400);
      expect(wrong.body.code).toBe('identity.current_password_wrong');
      const bad = await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: 'not an address', currentPassword: STRONG_PASSWORD })
        .expect(400);
      expect(Object.keys(bad.body.fieldErrors)).toEqual(['newEmail']);
      await request(stack.http).post('/api/me/email-change-requests').send({ newEmail: uniqueEmail('x'), currentPassword: STRONG_PASSWORD }).expect(401);
    }, 30_000);

    it('"this was not me" undoes a completed change, signs everyone out and mails the old address a reset link', async () => {
      const user = await signedUpUser(stack, 'victim');
      const stolen = uniqueEmail('thief');
      await request(stack.http)
        .post('/api/me/email-change-requests')
        .set('Authorization', bearer(user.accessToken))
        .send({ newEmail: stolen, currentPassword: STRONG_PASSWORD })
        .expect(202);
      const notice = await mailTo(user.email, 'report-email-change?token=');
      const confirmation = await mailTo(stolen, 'confirm-email-change?token=');
      await request(stack.http).post('/api/auth/email-changes').send({ token: tokenFromEmail(confirmation.text) }).expect(200);

      const reported = await request(stack.http).post('/api/auth/email-change-reports?lang=lv').send({ token: tokenFromEmail(notice.text) }).expect(200);
      expect(reported.body.message).toMatch(/E-pasta maiņa ir apturēta/);
      await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(401);
      await request(stack.http).post('/api/auth/login').send({ email: stolen, password: STRONG_PASSWORD }).expect(401);
      const reset = await mailTo(user.email, '/reset-password?token=');
      await request(stack.http).post('/api/auth/password-resets').send({ token: tokenFromEmail(reset.text), newPassword: 'Jauna-parole-2026' }).expect(200);
      await signIn(stack, user.email, 'Jauna-parole-2026');
      await request(stack.http).post('/api/auth/email-change-reports').send({ token: tokenFromEmail(notice.text) }).expect(400);
    }, 60_000);
  });

  describe('export and deletion', () => {
    type User = Awaited<ReturnType<typeof signedUpUser>>;
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

    async function listing(seller: User, title: string): Promise<string> {
      const concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
      const call = request(stack.http).post('/api/tickets').set('Authorization', bearer(seller.accessToken));
      const fields = { title, description: 'Two seats', categoryId: concerts, eventDate: inDays(30), eventTime: '19:00', venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '1' };
      for (const [name, value] of Object.entries(fields)) call.field(name, value);
      call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
      return (await call.expect(201)).body.id as string;
    }

    const auth = (user: User) => ({ Authorization: bearer(user.accessToken) });
    const balanceOf = async (seller: User) => (await request(stack.http).get('/api/me/balance').set(auth(seller)).expect(200)).body;
    /** The event of the listing took place `days` ago (Riga's calendar aside); its claim window is 48 hours. */
    const eventDaysAgo = (ticketId: string, days: number) => db.query(`UPDATE tickets SET event_date = current_date - $2::int WHERE id = $1`, [ticketId, days]);
    /** A deletion refused (409) in the language asked for: its code, params and message. */
    async function refusedDeletion(user: User, language = 'en'): Promise<{ code: string; params?: Record<string, number | string>; message: string }> {
      const answer = await request(stack.http).delete('/api/me').set(auth(user)).set('Accept-Language', language).send({ currentPassword: STRONG_PASSWORD }).expect(409);
      // Refused, the account works as before.
      await request(stack.http).get('/api/me').set(auth(user)).expect(200);
      return answer.body;
    }
    async function payoutRunNow(): Promise<void> {
      const job = await maintenance.add('payouts.release-funds', {});
      expect(await eventually(() => job.getState(), (state) => state === 'completed' || state === 'failed', 30_000)).toBe('completed');
    }
    async function activePayoutAccount(seller: User): Promise<void> {
      await request(stack.http).post('/api/me/payout-account').set(auth(seller)).send({ country: 'LV' }).expect(201);
      const account = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows[0].provider_account_id as string;
      await stack.stripe.completeOnboarding(account, 'complete');
      expect((await request(stack.http).get('/api/me/payout-account').set(auth(seller)).expect(200)).body).toEqual({ status: 'active' });
    }

    it('exports everything kept about the person as a JSON file: profile, listings, orders, newsletter consent, sign-ins', async () => {
      const seller = await signedUpUser(stack, 'exporter');
      const buyer = await signedUpUser(stack, 'exportbuyer');
      await confirmedSubscriber(stack, seller.email, 'lv');
      const onSale = await listing(seller, 'Export: on sale');
      const sold = await listing(seller, 'Export: sold');
      const orderId = await boughtListing(stack, buyer, sold, { unitPriceCents: 4550, quantity: 1 });

      const response = await request(stack.http).get('/api/me/export').set('Authorization', bearer(seller.accessToken)).expect(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="baltic-ticket-exchange-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers['cache-control']).toBe('no-store');
      const data = response.body;
      expect(data.profile).toMatchObject({ id: seller.userId, email: seller.email, firstName: 'Anna', lastName: 'Bērziņa', phone: '+37120000000', emailConfirmed: true });
      expect(data.profile).not.toHaveProperty('passwordHash');
      expect(data.listings.map((item: { id: string; status: string }) => [item.id, item.status]).sort()).toEqual([[onSale, 'available'], [sold, 'sold']].sort());
      expect(data.orders).toEqual([expect.objectContaining({ id: orderId, role: 'seller', ticketTitle: 'Export: sold', status: 'paid', ticketsCents: 4550 })]);
      expect(data.subscriptions).toEqual([expect.objectContaining({ kind: 'newsletter', email: seller.email, language: 'lv', status: 'confirmed' })]);
      expect(data.consents).toEqual([expect.objectContaining({ purpose: 'newsletter', status: 'confirmed' })]);
      expect(data.signIns.length).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(data)).not.toContain(buyer.email);

      const buyers = await request(stack.http).get('/api/me/export').set('Authorization', bearer(buyer.accessToken)).expect(200);
      expect(buyers.body.orders).toEqual([expect.objectContaining({ id: orderId, role: 'buyer', status: 'paid' })]);
      expect(buyers.body.listings).toEqual([]);
      expect(buyers.body.subscriptions).toEqual([]);
      await request(stack.http).get('/api/me/export').expect(401);
    }, 90_000);

    it('refuses deletion while an order is in progress or its money is held, due or on its way, saying what to wait for or do; then deletes: signed out, data erased, listings withdrawn, orders kept as a deleted user, address free', async () => {
      const seller = await signedUpUser(stack, 'leaver');
      const buyer = await signedUpUser(stack, 'leaverbuyer');
      const otherDevice = await signIn(stack, seller.email);
      await confirmedSubscriber(stack, seller.email, 'en');
      const onSale = await listing(seller, 'Leaving: on sale');
      const sold = await listing(seller, 'Leaving: sold');
      const orderId = await boughtListing(stack, buyer, sold, { unitPriceCents: 4550, quantity: 1 });

      const wrong = await request(stack.http).delete('/api/me').set('Authorization', bearer(seller.accessToken)).send({ currentPassword: 'not-the-password' }).expect(400);
      expect(wrong.body.code).toBe('identity.current_password_wrong');
      const refused = await request(stack.http).delete('/api/me?lang=lv').set('Authorization', bearer(seller.accessToken)).send({ currentPassword: STRONG_PASSWORD }).expect(409);
      expect(refused.body).toMatchObject({ code: 'privacy.order_in_progress', params: { count: 1 } });
      expect(refused.body.message).toMatch(/^Kontu nevar dzēst/);
      // The refusal changed nothing: the listing is still for sale, the account still works.
      expect((await db.query('SELECT status FROM tickets WHERE id = $1', [onSale])).rows).toEqual([{ status: 'available' }]);
      await request(stack.http).get('/api/me').set('Authorization', bearer(seller.accessToken)).expect(200);

      // The event has taken place, but the sale's money is held for the buyer's claim window, then paid out.
      await eventDaysAgo(sold, 1);
      const { pendingCents: sellersShare } = await balanceOf(seller);
      expect(sellersShare).toBeGreaterThan(0);
      const shown = new Intl.NumberFormat('lv-LV', { style: 'currency', currency: 'EUR' }).format(sellersShare / 100);
      const held = await refusedDeletion(seller, 'lv');
      expect(held).toMatchObject({ code: 'privacy.payout_held', params: { amountCents: sellersShare, amount: shown } });
      expect(held.message).toBe(`Kontu vēl nevar dzēst: summa ${shown} no jūsu pārdevumiem tiek turēta, līdz beigsies pasākumi un to pretenziju laiks, un pēc tam tiks izmaksāta jums. Kontu varēs dzēst pēc izmaksas.`);

      // Released, it waits for a payout account the seller never set up: they are told where to do it.
      await eventDaysAgo(sold, 4);
      await payoutRunNow();
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: sellersShare });
      const noAccount = await refusedDeletion(seller, 'en');
      expect(noAccount).toMatchObject({ code: 'privacy.payout_waits_for_account', params: { amountCents: sellersShare } });
      expect(noAccount.message).toContain("Set up payouts on your profile's Payments tab");
      expect((await refusedDeletion(seller, 'lt')).message).toContain(`${shown} suma iš jūsų pardavimų laukia išmokėjimo`);
      expect((await refusedDeletion(seller, 'et')).message).toContain(`${shown} teie müükidest ootab väljamakset`);

      // Set up: the money goes with the next run.
      await activePayoutAccount(seller);
      expect(await refusedDeletion(seller)).toMatchObject({ code: 'privacy.payout_due', params: { amountCents: sellersShare } });
      // What a run leaves when it dies before the provider answers: a payout on its way, not yet confirmed.
      await db.query(`INSERT INTO seller_payouts (id, seller_id, amount_cents, status, created_at) VALUES (gen_random_uuid(), $1, $2, 'pending', now())`, [seller.userId, sellersShare]);
      const inFlight = await refusedDeletion(seller);
      expect(inFlight).toMatchObject({ code: 'privacy.payout_in_flight', params: { amountCents: sellersShare } });
      expect(inFlight.message).toContain('on its way to your payout account');
      // The refusals changed nothing either.
      expect((await db.query('SELECT status FROM tickets WHERE id = $1', [onSale])).rows).toEqual([{ status: 'available' }]);

      // The next run sends it and the provider confirms it: nothing is open any more.
      await payoutRunNow();
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, paidOutCents: sellersShare, owedBackCents: 0 });
      const payoutAccount = (await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows[0].provider_account_id as string;
      const deleted = await request(stack.http).delete('/api/me').set('Authorization', bearer(seller.accessToken)).send({ currentPassword: STRONG_PASSWORD }).expect(200);
      expect(deleted.body.message).toBe('Your account is deleted. Thank you for using Baltic Ticket Exchange.');

      for (const token of [seller.accessToken, otherDevice.accessToken]) await request(stack.http).get('/api/me').set('Authorization', bearer(token)).expect(401);
      await request(stack.http).post('/api/auth/refresh').set('Cookie', seller.refreshCookie).expect(401);
      await request(stack.http).post('/api/auth/login').send({ email: seller.email, password: STRONG_PASSWORD }).expect(401);
      const row = (await db.query('SELECT * FROM users WHERE id = $1', [seller.userId])).rows[0];
      expect(row).toMatchObject({ email: `deleted.${seller.userId}@deleted.invalid`, first_name: '', last_name: '', phone: null, status: 'inactive', email_verified_at: null, avatar_key: null });
      expect(row.deleted_at).not.toBeNull();
      expect((await db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [seller.userId])).rows[0].n).toBe(0);
      expect((await db.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [seller.email])).rows[0].n).toBe(0);

      // The listing for sale is gone from the market (archived: no order named it); the sold one stays for the order.
      expect((await db.query('SELECT status FROM tickets WHERE id = $1', [onSale])).rows).toEqual([]);
      expect((await db.query('SELECT status, deleted_by FROM deleted_tickets WHERE original_id = $1', [onSale])).rows[0]).toEqual({ status: 'withdrawn', deleted_by: seller.userId });
      const purchases = await request(stack.http).get('/api/me/orders').set('Authorization', bearer(buyer.accessToken)).expect(200);
      expect(purchases.body.items.find((item: { id: string }) => item.id === orderId)).toMatchObject({ status: 'paid', counterpart: { deleted: true } });

      // The books and tax records keep what they name: the payout account and its transfer stay (ADR 0019).
      expect((await db.query('SELECT provider_account_id FROM payout_accounts WHERE seller_id = $1', [seller.userId])).rows).toEqual([{ provider_account_id: payoutAccount }]);
      expect((await db.query(`SELECT status FROM seller_payouts WHERE seller_id = $1`, [seller.userId])).rows).toEqual([{ status: 'paid' }]);

      const goodbye = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject === 'Your account is deleted', 15_000);
      expect(goodbye.text).toContain('register again');
      await register(stack, seller.email).expect(202);
      await mailTo(seller.email, '/en/confirm-email?token=');
    }, 150_000);

    it('refuses deletion while a claim or a card dispute is open on an order, or while the seller owes money back; deletes once decided and settled', async () => {
      const seller = await signedUpUser(stack, 'debtor');
      const buyer = await signedUpUser(stack, 'disputer');
      const claimant = await signedUpUser(stack, 'claimant');
      const admin = await signedUpUser(stack, 'caseadmin');
      await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
      await activePayoutAccount(seller);

      // A sale paid out to the seller; then the transfer is taken back at the provider by other means, so a later
      // recovery finds nothing left to reverse.
      const first = await listing(seller, 'Debt: first');
      const firstOrder = await boughtListing(stack, buyer, first, { unitPriceCents: 4550, quantity: 1 });
      await eventDaysAgo(first, 4);
      await payoutRunNow();
      const { paidOutCents: share } = await balanceOf(seller);
      expect(share).toBeGreaterThan(0);
      const transfer = (await db.query(`SELECT transfer_id FROM seller_payouts WHERE seller_id = $1 AND status = 'paid'`, [seller.userId])).rows[0].transfer_id as string;
      await stripe.transfers.createReversal(transfer, { amount: share });

      // The buyer's bank opens a dispute: neither side may leave until it is decided.
      const paymentId = (await db.query('SELECT payment_id FROM orders WHERE id = $1', [firstOrder])).rows[0].payment_id as string;
      const dispute = await stack.stripe.openDispute(paymentId);
      await eventually(
        () => db.query(`SELECT status FROM order_disputes WHERE provider_dispute_id = $1`, [dispute.id]).then((result) => result.rows[0]?.status as string | undefined),
        (status) => status === 'needs_response',
        30_000,
      );
      const buyerRefused = await refusedDeletion(buyer, 'lv');
      expect(buyerRefused).toMatchObject({ code: 'privacy.case_open', params: { count: 1 } });
      expect(buyerRefused.message).toContain('kartes maksājuma strīds (1)');
      expect(await refusedDeletion(seller)).toMatchObject({ code: 'privacy.case_open', params: { count: 1 } });

      // Lost after the payout: the seller owes their share back, and the reversal the recovery asks for is refused.
      await stack.stripe.decideDispute(dispute.id, 'lost');
      await eventually(
        () => db.query(`SELECT status FROM seller_reversals WHERE seller_id = $1`, [seller.userId]).then((result) => result.rows.map((row) => row.status as string)),
        (statuses) => statuses.length === 1 && statuses[0] === 'failed',
        30_000,
      );
      expect(await balanceOf(seller)).toMatchObject({ owedBackCents: share });
      const shown = new Intl.NumberFormat('lv-LV', { style: 'currency', currency: 'EUR' }).format(share / 100);
      const owes = await refusedDeletion(seller);
      expect(owes).toMatchObject({ code: 'privacy.money_owed_back', params: { amountCents: share, amount: shown } });
      expect(owes.message).toBe(
        `Your account cannot be deleted while you owe ${shown} back after a card dispute. It is taken from your payouts or your next sales; to settle it sooner, write to us through the contact form. You can delete your account once it is settled.`,
      );
      for (const [language, words] of [['lv', `jāatmaksā ${shown}`], ['lt', `reikia grąžinti ${shown}`], ['et', `tagasi maksma ${shown}`]]) {
        expect((await refusedDeletion(seller, language)).message).toContain(words);
      }
      // The dispute is decided: the buyer (whose order is now `disputed`, over) may leave.
      await request(stack.http).delete('/api/me').set(auth(buyer)).send({ currentPassword: STRONG_PASSWORD }).expect(200);

      // The seller's next sale: its buyer claims within the window, which stops both sides until staff decide.
      const second = await listing(seller, 'Debt: second');
      const secondOrder = await boughtListing(stack, claimant, second, { unitPriceCents: 4550, quantity: 1 });
      await eventDaysAgo(second, 1);
      const claim = await request(stack.http).post(`/api/orders/${secondOrder}/claims`).set(auth(claimant)).send({ reason: 'not_as_described', message: 'The seats were in another row.' }).expect(201);
      const claimRefused = await refusedDeletion(claimant, 'lt');
      expect(claimRefused).toMatchObject({ code: 'privacy.case_open', params: { count: 1 } });
      expect(claimRefused.message).toMatch(/^Paskyros negalima ištrinti, kol dėl jūsų užsakymo yra atvira pretenzija/);
      expect((await refusedDeletion(seller, 'et')).code).toBe('privacy.case_open');
      await request(stack.http).post(`/api/admin/claims/${claim.body.id}/decision`).set(auth(admin)).send({ refundCents: 0 }).expect(200);
      await eventually(
        () => request(stack.http).get(`/api/admin/claims/${claim.body.id}`).set(auth(admin)).then((answer) => answer.body.status as string),
        (status) => status === 'closed',
        30_000,
      );
      await request(stack.http).delete('/api/me').set(auth(claimant)).send({ currentPassword: STRONG_PASSWORD }).expect(200);
      // Its money is still held for the seller, but first it settles the debt.
      expect((await refusedDeletion(seller)).code).toBe('privacy.money_owed_back');

      // Released, the sale pays the debt off exactly: nothing is owed either way, and the seller may leave.
      await eventDaysAgo(second, 4);
      await payoutRunNow();
      expect(await balanceOf(seller)).toMatchObject({ pendingCents: 0, availableCents: 0, owedBackCents: 0 });
      await request(stack.http).delete('/api/me').set(auth(seller)).send({ currentPassword: STRONG_PASSWORD }).expect(200);
    }, 150_000);

    it('refuses to delete the account of an administrator, with the reason', async () => {
      const user = await signedUpUser(stack, 'staffer');
      await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [user.email, user.userId]);
      const refused = await request(stack.http).delete('/api/me').set('Authorization', bearer(user.accessToken)).send({ currentPassword: STRONG_PASSWORD }).expect(409);
      expect(refused.body.code).toBe('privacy.administrator_cannot_leave');
      await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(200);
    }, 30_000);
  });
});
