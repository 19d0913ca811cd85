import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { STRONG_PASSWORD, confirmedSubscriber, register, signedUpUser, signIn, tokenFromEmail, uniqueEmail } from './support/accounts.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

describe('an account over its life: e-mail change, export, deletion', () => {
  let stack: TestStack;
  let db: pg.Client;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', env: { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '50' } });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
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

    it('refuses deletion while an order is in progress, then deletes: signed out, data erased, listings withdrawn, orders kept as a deleted user, address free', async () => {
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

      // The event has taken place: the paid order is over.
      await db.query(`UPDATE tickets SET event_date = current_date - 2 WHERE id = $1`, [sold]);
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

      const goodbye = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject === 'Your account is deleted', 15_000);
      expect(goodbye.text).toContain('register again');
      await register(stack, seller.email).expect(202);
      await mailTo(seller.email, '/en/confirm-email?token=');
    }, 90_000);

    it('refuses to delete the account of an administrator, with the reason', async () => {
      const user = await signedUpUser(stack, 'staffer');
      await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [user.email, user.userId]);
      const refused = await request(stack.http).delete('/api/me').set('Authorization', bearer(user.accessToken)).send({ currentPassword: STRONG_PASSWORD }).expect(409);
      expect(refused.body.code).toBe('privacy.administrator_cannot_leave');
      await request(stack.http).get('/api/me').set('Authorization', bearer(user.accessToken)).expect(200);
    }, 30_000);
  });
});
