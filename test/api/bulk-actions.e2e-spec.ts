import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { confirmedSubscriber, signedUpUser, uniqueEmail } from './support/accounts.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** The back-office's bulk actions: one call for a selection, each record changed as its single action does it. */
describe('back-office API: bulk actions', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let otherAdmin: User;
  let seller: User;
  let buyer: User;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, otherAdmin, seller, buyer] = await Promise.all([signedUpUser(stack, 'admin'), signedUpUser(stack, 'admin2'), signedUpUser(stack, 'seller'), signedUpUser(stack, 'buyer')]);
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = ANY($1)', [[admin.email, otherAdmin.email]]);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const as = (who: User) => ({ Authorization: `Bearer ${who.accessToken}` });

  async function listing(title: string): Promise<string> {
    const [category] = (await request(stack.http).get('/api/categories').expect(200)).body;
    const response = await request(stack.http)
      .post('/api/tickets')
      .set(as(seller))
      .field({ title, categoryId: category.id, eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), venue: 'Arēna Rīga', pricePerUnit: '25', faceValue: '25', quantity: '1' })
      .attach('file', pdf(), { filename: 't.pdf', contentType: 'application/pdf' })
      .expect(201);
    return response.body.id as string;
  }

  /** Activity entries of one kind of change made by this administrator about these records. */
  async function entries(change: string, idKey: string, ids: string[]): Promise<{ actor: string; adminId: string; id: string }[]> {
    const { rows } = await db.query(`SELECT actor, details->>'adminId' AS "adminId", details->>$2 AS id FROM activity_log WHERE details->>'change' = $1 AND details->>$2 = ANY($3) ORDER BY activity_log.id`, [change, idKey, ids]);
    return rows;
  }

  it('withdraws listings with one reason, skipping a sold one and an unknown id with their reasons; one entry and one email per listing', async () => {
    const [first, second, sold] = [await listing('Bulk one'), await listing('Bulk two'), await listing('Bulk sold')];
    await boughtListing(stack, buyer, sold, { unitPriceCents: 2500, quantity: 1 });
    const unknown = randomUUID();
    const reason = 'Counterfeit batch reported by the organiser.';
    const answer = await request(stack.http).post('/api/admin/tickets/withdrawals?lang=lv').set(as(admin)).send({ ids: [first, sold, second, unknown, first], reason }).expect(200);
    expect(answer.body).toEqual({
      changed: 2,
      changedIds: [first, second],
      skipped: [
        { id: sold, code: 'marketplace.not_available', message: expect.stringMatching(/\S/) },
        { id: unknown, code: 'marketplace.ticket_not_found', message: expect.stringMatching(/\S/) },
      ],
    });
    // Translated into the request's language, as the single action's error would be.
    const english = await request(stack.http).post('/api/admin/tickets/withdrawals').set(as(admin)).send({ ids: [sold], reason }).expect(200);
    expect(answer.body.skipped[0].message).not.toBe(english.body.skipped[0].message);
    expect(english.body).toMatchObject({ changed: 0, changedIds: [], skipped: [{ id: sold, message: 'This ticket is no longer available, so it cannot be changed.' }] });

    const { rows } = await db.query('SELECT id, status, withdrawn_reason FROM tickets WHERE id = ANY($1) ORDER BY title', [[first, second, sold]]);
    expect(rows.map((row) => [row.id, row.status, row.withdrawn_reason])).toEqual([
      [first, 'withdrawn', reason],
      [sold, 'sold', null],
      [second, 'withdrawn', reason],
    ]);
    expect(await entries('listing withdrawn', 'ticketId', [first, second, sold])).toEqual([
      { actor: admin.email, adminId: admin.userId, id: first },
      { actor: admin.email, adminId: admin.userId, id: second },
    ]);
    for (const title of ['Bulk one', 'Bulk two']) {
      const mail = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject.includes(title), 15_000);
      expect(mail.text).toContain(reason);
    }
  }, 60_000);

  it('deactivates users, skipping yourself, another administrator and an inactive account; signs the others out', async () => {
    const [one, two] = await Promise.all([signedUpUser(stack, 'bulk-user'), signedUpUser(stack, 'bulk-user')]);
    await request(stack.http).post('/api/admin/users/deactivations').set(as(admin)).send({ ids: [two.userId] }).expect(200);
    const answer = await request(stack.http).post('/api/admin/users/deactivations').set(as(admin)).send({ ids: [one.userId, admin.userId, otherAdmin.userId, two.userId] }).expect(200);
    expect(answer.body).toEqual({
      changed: 1,
      changedIds: [one.userId],
      skipped: [
        { id: admin.userId, code: 'identity.cannot_deactivate_self', message: 'You cannot deactivate your own account.' },
        { id: otherAdmin.userId, code: 'identity.administrator_not_in_bulk', message: 'Administrators are not deactivated in bulk: open the account to deactivate it.' },
        { id: two.userId, code: 'identity.user_already_inactive', message: 'This account is inactive already.' },
      ],
    });
    const { rows } = await db.query('SELECT id, status FROM users WHERE id = ANY($1)', [[one.userId, two.userId, admin.userId, otherAdmin.userId]]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [one.userId]: 'inactive', [two.userId]: 'inactive', [admin.userId]: 'active', [otherAdmin.userId]: 'active' });
    expect(await entries('user deactivated', 'userId', [one.userId, two.userId, otherAdmin.userId])).toEqual([
      { actor: admin.email, adminId: admin.userId, id: two.userId },
      { actor: admin.email, adminId: admin.userId, id: one.userId },
    ]);
    await request(stack.http).get('/api/me').set(as(one)).expect(401);
  }, 60_000);

  it('deletes subscribers, skipping one already gone; one entry each', async () => {
    const emails = [uniqueEmail('bulk-sub'), uniqueEmail('bulk-sub')];
    for (const email of emails) await confirmedSubscriber(stack, email, 'lv');
    const { rows: subscribers } = await db.query('SELECT id FROM newsletter_subscribers WHERE email = ANY($1) ORDER BY email', [emails]);
    const ids = subscribers.map((row) => row.id as string);
    const gone = randomUUID();
    const answer = await request(stack.http).post('/api/admin/subscribers/deletions').set(as(admin)).send({ ids: [...ids, gone] }).expect(200);
    expect(answer.body).toEqual({ changed: 2, changedIds: ids, skipped: [{ id: gone, code: 'newsletter.subscriber_not_found', message: 'Subscriber not found.' }] });
    expect((await db.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE id = ANY($1)', [ids])).rows[0].n).toBe(0);
    expect((await entries('subscriber deleted', 'subscriberId', ids)).map((entry) => entry.adminId)).toEqual([admin.userId, admin.userId]);
  }, 60_000);

  it('refuses an empty selection, more than 500 ids, an id that is not one and a short reason, translated; and non-administrators', async () => {
    const ids = (count: number) => Array.from({ length: count }, () => randomUUID());
    const routes = ['/api/admin/tickets/withdrawals', '/api/admin/users/deactivations', '/api/admin/subscribers/deletions'];
    for (const path of routes) {
      const body = (selection: unknown) => ({ ids: selection, ...(path.includes('tickets') ? { reason: 'A good reason.' } : {}) });
      expect((await request(stack.http).post(path).set(as(admin)).send(body([])).expect(400)).body.fieldErrors).toEqual({ ids: 'Choose at least one record.' });
      expect((await request(stack.http).post(`${path}?lang=lv`).set(as(admin)).send(body(ids(501))).expect(400)).body.fieldErrors).toEqual({ ids: 'Vienlaikus izvēlieties ne vairāk kā 500 ierakstus.' });
      expect((await request(stack.http).post(path).set(as(admin)).send(body(['1 OR 1=1'])).expect(400)).body.fieldErrors).toEqual({ ids: 'Every id must be a valid identifier.' });
      await request(stack.http).post(path).set(as(admin)).send({}).expect(400);
      await request(stack.http).post(path).set(as(admin)).send(body(ids(500))).expect(200);
      await request(stack.http).post(path).set(as(seller)).send(body(ids(1))).expect(403);
      await request(stack.http).post(path).send(body(ids(1))).expect(401);
    }
    const short = await request(stack.http).post('/api/admin/tickets/withdrawals').set(as(admin)).send({ ids: ids(1), reason: 'no' }).expect(400);
    expect(short.body.fieldErrors).toEqual({ reason: 'The reason must be at least 5 characters.' });
  }, 120_000);
});
