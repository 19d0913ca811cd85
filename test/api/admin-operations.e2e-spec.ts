import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { QUEUES } from '../../backend/src/shared/application/jobs.js';
import { register, signedUpUser, signIn, uniqueEmail } from './support/accounts.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, stop, type QueueBackend, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

const SERVICES = ['homepage', 'authentication', 'database', 'email', 'queues', 'storage'];
const storefrontBuilt = existsSync(resolve(import.meta.dirname, '../../storefront/dist/index.html'));

/** A calendar day in Riga, as the dashboard names it. */
function rigaDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

const list = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function adminStack(queue: QueueBackend) {
  const stack = await startTestStack({ queue });
  await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
  const db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
  const admin = await signedUpUser(stack, 'admin');
  await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
  return { stack, db, admin };
}

describe('back-office API: users, administrators, activity, dashboard, system status, queue board', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let user: User;
  let seller: User;

  beforeAll(async () => {
    ({ stack, db, admin } = await adminStack('postgres'));
    [user, seller] = await Promise.all([signedUpUser(stack, 'user'), signedUpUser(stack, 'seller')]);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const as = (who: { accessToken: string }) => ({ Authorization: `Bearer ${who.accessToken}` });

  describe('users', () => {
    it('finds users by text, status and confirmation, without any secret in the records', async () => {
      const unconfirmed = uniqueEmail('unconfirmed');
      await register(stack, unconfirmed, { firstName: 'Jānis', lastName: 'Kalniņš' }).expect(202);

      const found = await request(stack.http).get(`/api/admin/users?${list({ q: user.email.toUpperCase() })}`).set(as(admin)).expect(200);
      expect(found.headers['content-range']).toBe('users 0-0/1');
      expect(found.body).toEqual([
        {
          id: user.userId, email: user.email, firstName: 'Anna', lastName: 'Bērziņa', phone: expect.stringContaining('20000000'), status: 'active',
          emailConfirmed: true, isAdmin: false, preferredLanguage: 'en', createdAt: expect.any(String), lastSignInAt: expect.any(String),
        },
      ]);
      expect(JSON.stringify(found.body)).not.toMatch(/password|hash|\$argon2/i);

      const byName = await request(stack.http).get(`/api/admin/users?${list({ q: 'jānis kalniņš', confirmed: false })}`).set(as(admin)).expect(200);
      expect(byName.body.map((row: { email: string }) => row.email)).toEqual([unconfirmed]);
      expect(byName.body[0]).toMatchObject({ emailConfirmed: false, lastSignInAt: null });

      const confirmed = await request(stack.http).get(`/api/admin/users?${list({ confirmed: true })}&sort=["email","ASC"]&range=[0,99]`).set(as(admin)).expect(200);
      expect(confirmed.body.map((row: { email: string }) => row.email)).toEqual([admin.email, seller.email, user.email].sort());
      expect(confirmed.body.find((row: { email: string }) => row.email === admin.email).isAdmin).toBe(true);
    });

    it('refuses list parameters it does not know, with a translated message', async () => {
      const badStatus = await request(stack.http).get(`/api/admin/users?${list({ status: 'banned' })}&lang=lv`).set(as(admin)).expect(400);
      expect(badStatus.body).toEqual({ code: 'request.list_parameter_invalid', message: 'Saraksta parametrs "filter" nav derīgs.', params: { parameter: 'filter' } });
      await request(stack.http).get('/api/admin/users?sort=["passwordHash","ASC"]').set(as(admin)).expect(400);
      await request(stack.http).get(`/api/admin/users?${list({ confirmed: 'maybe' })}`).set(as(admin)).expect(400);
    });

    it('shows one user, and answers 404 for an unknown id', async () => {
      const one = await request(stack.http).get(`/api/admin/users/${seller.userId}`).set(as(admin)).expect(200);
      expect(one.body).toMatchObject({ id: seller.userId, email: seller.email });
      const missing = await request(stack.http).get(`/api/admin/users/${randomUUID()}`).set(as(admin)).expect(404);
      expect(missing.body).toEqual({ code: 'identity.user_not_found', message: 'User not found.' });
      await request(stack.http).get('/api/admin/users/not-a-uuid').set(as(admin)).expect(404);
    });

    it('deactivates a user: their sessions end and they cannot sign in until reactivated', async () => {
      const victim = await signedUpUser(stack, 'victim');
      await request(stack.http).get('/api/me').set(as(victim)).expect(200);
      const record = (await request(stack.http).get(`/api/admin/users/${victim.userId}`).set(as(admin)).expect(200)).body;

      // The edit form sends the whole record back; only the status is written.
      const updated = await request(stack.http).put(`/api/admin/users/${victim.userId}`).set(as(admin)).send({ ...record, status: 'inactive', email: 'other@example.lv', firstName: 'Changed' }).expect(200);
      expect(updated.body).toMatchObject({ id: victim.userId, status: 'inactive', email: victim.email, firstName: 'Anna' });

      await request(stack.http).get('/api/me').set(as(victim)).expect(401);
      await request(stack.http).post('/api/auth/refresh').set('Cookie', victim.refreshCookie).expect(401);
      const refused = await request(stack.http).post('/api/auth/login').send({ email: victim.email, password: 'Kalnu-ezers-2026' });
      expect([refused.status, refused.body.code]).toEqual([403, 'auth.account_inactive']);

      const entries = (await request(stack.http).get(`/api/admin/activity?${list({ kind: 'system_update' })}`).set(as(admin)).expect(200)).body;
      expect(entries[0]).toMatchObject({ kind: 'system_update', action: 'user_deactivated', activity: 'User deactivated', actor: admin.email, actorType: 'staff', data: { change: 'user deactivated', email: victim.email } });
      // It links to the user it concerns, and names them; no id is left in the words.
      expect(entries[0].subject).toEqual({ resource: 'users', id: victim.userId, label: victim.email });
      expect(entries[0].data).not.toHaveProperty('userId');

      await request(stack.http).put(`/api/admin/users/${victim.userId}`).set(as(admin)).send({ status: 'active' }).expect(200);
      await signIn(stack, victim.email);
    });

    it('refuses an unknown status and self-deactivation, and changes nothing', async () => {
      const invalid = await request(stack.http).put(`/api/admin/users/${user.userId}`).set(as(admin)).send({ status: 'banned' }).expect(400);
      expect(invalid.body.fieldErrors).toEqual(expect.objectContaining({ status: expect.any(String) }));
      const self = await request(stack.http).put(`/api/admin/users/${admin.userId}?lang=et`).set(as(admin)).send({ status: 'inactive' }).expect(409);
      expect(self.body).toEqual({ code: 'identity.cannot_deactivate_self', message: 'Te ei saa oma kontot deaktiveerida.' });
      await request(stack.http).put(`/api/admin/users/${randomUUID()}`).set(as(admin)).send({ status: 'inactive' }).expect(404);
      const { rows } = await db.query('SELECT email, status FROM users WHERE id = ANY($1) ORDER BY email', [[user.userId, admin.userId]]);
      expect(rows.map((row) => row.status)).toEqual(['active', 'active']);
      await request(stack.http).get('/api/me').set(as(admin)).expect(200);
    });
  });

  describe('administrators', () => {
    it('lists administrators by email, with the account when there is one', async () => {
      const response = await request(stack.http).get('/api/admin/administrators').set(as(admin)).expect(200);
      expect(response.headers['content-range']).toBe('administrators 0-0/1');
      expect(response.body).toEqual([{ id: admin.email, email: admin.email, userId: admin.userId, createdAt: expect.any(String), createdBy: null }]);
    });

    it('grants administrator rights, refuses to grant them twice, and revokes them', async () => {
      const colleague = await signedUpUser(stack, 'colleague');
      await request(stack.http).get('/api/admin/users').set(as(colleague)).expect(403);

      const granted = await request(stack.http).post('/api/admin/administrators').set(as(admin)).send({ email: ` ${colleague.email.toUpperCase()} ` }).expect(201);
      expect(granted.body).toEqual({ id: colleague.email, email: colleague.email, userId: colleague.userId, createdAt: expect.any(String), createdBy: admin.email });
      await request(stack.http).get('/api/admin/users').set(as(colleague)).expect(200);
      const one = await request(stack.http).get(`/api/admin/administrators/${encodeURIComponent(colleague.email)}`).set(as(admin)).expect(200);
      expect(one.body.id).toBe(colleague.email);

      const twice = await request(stack.http).post('/api/admin/administrators?lang=lt').set(as(admin)).send({ email: colleague.email }).expect(409);
      expect(twice.body).toEqual({ code: 'identity.administrator_exists', message: 'Šis el. pašto adresas jau turi administratoriaus teises.' });

      const revoked = await request(stack.http).delete(`/api/admin/administrators/${encodeURIComponent(colleague.email)}`).set(as(admin)).expect(200);
      expect(revoked.body).toMatchObject({ id: colleague.email, createdBy: admin.email });
      await request(stack.http).get('/api/admin/users').set(as(colleague)).expect(403);

      const activity = (await request(stack.http).get(`/api/admin/activity?${list({ kind: 'system_update' })}&range=[0,1]`).set(as(admin)).expect(200)).body;
      expect(activity.map((entry: { data: { change: string } }) => entry.data.change)).toEqual(['administrator revoked', 'administrator granted']);
    });

    it('grants rights to an email without an account yet, and refuses an invalid email', async () => {
      const future = uniqueEmail('future');
      const granted = await request(stack.http).post('/api/admin/administrators').set(as(admin)).send({ email: future }).expect(201);
      expect(granted.body.userId).toBeNull();
      const invalid = await request(stack.http).post('/api/admin/administrators').set(as(admin)).send({ email: 'not-an-email' }).expect(400);
      expect(invalid.body).toMatchObject({ code: 'validation.failed', fieldErrors: { email: 'Please enter a valid email address.' } });
      await request(stack.http).post('/api/admin/administrators').set(as(admin)).send({}).expect(400);
      await request(stack.http).delete(`/api/admin/administrators/${encodeURIComponent(future)}`).set(as(admin)).expect(200);
    });

    it('refuses to revoke yourself, and an unknown administrator', async () => {
      const self = await request(stack.http).delete(`/api/admin/administrators/${encodeURIComponent(admin.email)}?lang=lv`).set(as(admin)).expect(409);
      expect(self.body).toEqual({ code: 'identity.cannot_revoke_self', message: 'Jūs nevarat atsaukt savas administratora tiesības.' });
      const unknown = await request(stack.http).delete(`/api/admin/administrators/${encodeURIComponent(uniqueEmail('nobody'))}`).set(as(admin)).expect(404);
      expect(unknown.body.code).toBe('identity.administrator_not_found');
      await request(stack.http).get(`/api/admin/administrators/not-an-email`).set(as(admin)).expect(404);
    });

    it('never leaves nobody in charge when two administrators revoke each other at once', async () => {
      const other = await signedUpUser(stack, 'other-admin');
      await request(stack.http).post('/api/admin/administrators').set(as(admin)).send({ email: other.email }).expect(201);
      const [first, second] = await Promise.all([
        request(stack.http).delete(`/api/admin/administrators/${encodeURIComponent(other.email)}`).set(as(admin)),
        request(stack.http).delete(`/api/admin/administrators/${encodeURIComponent(admin.email)}`).set(as(other)),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const { rows } = await db.query('SELECT email FROM admin_users');
      expect(rows).toHaveLength(1);
      if (first.status !== 200) {
        // The other one won: put this file's administrator back for the tests that follow.
        await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
      }
      await db.query('DELETE FROM admin_users WHERE email = $1', [other.email]);
    });
  });

  describe('activity', () => {
    it('lists activity by kind with translated titles, newest first', async () => {
      await request(stack.http).post('/api/newsletter/subscriptions').send({ email: uniqueEmail('fan'), language: 'en' }).expect(201);
      const registered = await request(stack.http).get(`/api/admin/activity?${list({ kind: 'user_registered' })}&lang=lv`).set(as(admin)).expect(200);
      expect(registered.body.length).toBeGreaterThanOrEqual(3);
      expect(registered.body.every((entry: { kind: string; activity: string }) => entry.kind === 'user_registered' && entry.activity === 'Reģistrēts jauns lietotājs')).toBe(true);
      expect(registered.body.map((entry: { data: { email: string } }) => entry.data.email)).toEqual(expect.arrayContaining([user.email, seller.email]));
      const times = registered.body.map((entry: { createdAt: string }) => entry.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const all = await request(stack.http).get('/api/admin/activity?range=[0,199]').set(as(admin)).expect(200);
      const kinds = [...new Set(all.body.map((entry: { kind: string }) => entry.kind))];
      expect(kinds).toEqual(expect.arrayContaining(['user_registered', 'new_subscriber']));
      expect(kinds.every((kind) => ['new_subscriber', 'user_registered', 'support_ticket', 'system_update', 'marketplace'].includes(kind as string))).toBe(true);
      const subscriber = all.body.find((entry: { kind: string }) => entry.kind === 'new_subscriber');
      // A subscriber signed themselves up: the entry says so, by their address.
      expect(subscriber).toMatchObject({ action: 'new_subscriber', activity: 'New email subscriber', actor: subscriber.data.email, actorType: 'user', details: expect.stringContaining('@example.lv') });
      const registration = registered.body.find((entry: { data: { email: string } }) => entry.data.email === user.email);
      expect(registration.subject).toEqual({ resource: 'users', id: user.userId, label: user.email });

      await request(stack.http).get(`/api/admin/activity?${list({ kind: 'password_changed' })}`).set(as(admin)).expect(400);
    });

    it('shows one entry by its id as the list does, to administrators only', async () => {
      const [listed] = (await request(stack.http).get(`/api/admin/activity?${list({ kind: 'user_registered' })}&range=[0,0]&lang=et`).set(as(admin)).expect(200)).body;
      const one = await request(stack.http).get(`/api/admin/activity/${listed.id}?lang=et`).set(as(admin)).expect(200);
      expect(one.body).toEqual(listed);
      expect(one.body).toMatchObject({ kind: 'user_registered', activity: 'Registreeriti uus kasutaja' });

      await request(stack.http).get(`/api/admin/activity/${listed.id}`).set(as(user)).expect(403);
      await request(stack.http).get(`/api/admin/activity/${listed.id}`).expect(401);
    });

    it('answers 404 with a translated message for an id that names no entry the log shows, never a 500', async () => {
      const missing = await request(stack.http).get('/api/admin/activity/987654321012?lang=lt').set(as(admin)).expect(404);
      expect(missing.body).toEqual({ code: 'operations.activity_not_found', message: 'Veiklos žurnalo įrašas nerastas.' });
      // Not a number, zero, past PostgreSQL's bigint, a UUID: none of them reaches the database as an id.
      for (const id of ['not-an-id', '0', '-1', '1.5', '99999999999999999999', '9223372036854775808', randomUUID()]) {
        const answer = await request(stack.http).get(`/api/admin/activity/${id}`).set(as(admin));
        expect([id, answer.status, answer.body.code]).toEqual([id, 404, 'operations.activity_not_found']);
      }
      // An entry of a kind the API does not show (one added later) is not there for the record page either.
      const { rows: [hidden] } = await db.query(`INSERT INTO activity_log (kind, details) VALUES ('password.changed', '{}') RETURNING id::text`);
      try {
        await request(stack.http).get(`/api/admin/activity/${hidden.id}`).set(as(admin)).expect(404);
      } finally {
        await db.query('DELETE FROM activity_log WHERE id = $1', [hidden.id]);
      }
    });
  });

  describe('dashboard', () => {
    async function dashboard() {
      return (await request(stack.http).get('/api/admin/dashboard').set(as(admin)).expect(200)).body;
    }

    async function insertUser(createdAtSql: string): Promise<Date> {
      const { rows } = await db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES ($1, 'x', 'Old', 'User', ${createdAtSql}) RETURNING created_at`,
        [uniqueEmail('old')],
      );
      return rows[0].created_at;
    }

    it('counts users, subscribers, active tickets and sales, with 30 Riga days zero-filled', async () => {
      const before = await dashboard();
      expect(before.daily).toHaveLength(30);
      expect(before.daily.at(-1).date).toBe(rigaDate(new Date()));

      const tenDaysAgo = await insertUser(`now() - interval '10 days'`);
      await insertUser(`now() - interval '40 days'`);
      // Just after and just before midnight in Riga: the day is Riga's, not the server's or UTC's.
      const afterMidnight = await insertUser(`(date_trunc('day', now() AT TIME ZONE 'Europe/Riga') + interval '1 minute') AT TIME ZONE 'Europe/Riga'`);
      const beforeMidnight = await insertUser(`(date_trunc('day', now() AT TIME ZONE 'Europe/Riga') - interval '1 minute') AT TIME ZONE 'Europe/Riga'`);
      await db.query(`INSERT INTO newsletter_subscribers (email, language, created_at) VALUES ($1, 'lv', now() - interval '3 days'), ($2, 'en', now() - interval '20 days'), ($3, 'lt', now() - interval '60 days')`, [
        uniqueEmail('sub'), uniqueEmail('sub'), uniqueEmail('sub'),
      ]);
      // Entered on the storefront and never confirmed: not counted as a subscriber.
      await request(stack.http).post('/api/newsletter/subscriptions').send({ email: uniqueEmail('pending'), language: 'lv' }).expect(201);

      const [category] = (await request(stack.http).get('/api/categories').expect(200)).body;
      const listTicket = async () => {
        const ticketFile = pdf();
        const response = await request(stack.http)
          .post('/api/tickets')
          .set(as(seller))
          .field({ title: 'Dashboard test', categoryId: category.id, eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), venue: 'Arēna Rīga', pricePerUnit: '12.50', faceValue: '12.50', quantity: '2' })
          .attach('file', ticketFile, { filename: 't.pdf', contentType: 'application/pdf' })
          .expect(201);
        return response.body.id as string;
      };
      const [sold] = [await listTicket(), await listTicket()];
      await boughtListing(stack, user, sold, { unitPriceCents: 1250, quantity: 2 });

      const after = await dashboard();
      const day = (date: string) => after.daily.find((entry: { date: string }) => entry.date === date);
      const dayBefore = (date: string) => before.daily.find((entry: { date: string }) => entry.date === date) ?? { signUps: 0, sales: 0, salesValueCents: 0 };
      const recentSignUps = rigaDate(afterMidnight) === rigaDate(new Date()) ? 1 : 0;

      expect(after.users.total - before.users.total).toBe(4);
      expect(after.users.new30d - before.users.new30d).toBe(3);
      expect(after.subscribers.total - before.subscribers.total).toBe(3);
      expect(after.subscribers.new7d - before.subscribers.new7d).toBe(1);
      expect(after.subscribers.new30d - before.subscribers.new30d).toBe(2);
      expect(after.tickets.active - before.tickets.active).toBe(1);
      expect(after.sales).toEqual({ count: before.sales.count + 1, valueCents: before.sales.valueCents + 2500, currency: 'EUR' });

      expect(after.daily).toHaveLength(30);
      const today = rigaDate(new Date());
      expect(day(today).sales - dayBefore(today).sales).toBe(1);
      expect(day(today).salesValueCents - dayBefore(today).salesValueCents).toBe(2500);
      expect(day(today).signUps - dayBefore(today).signUps).toBe(recentSignUps);
      expect(day(rigaDate(beforeMidnight)).signUps - dayBefore(rigaDate(beforeMidnight)).signUps).toBeGreaterThanOrEqual(1);
      expect(day(rigaDate(tenDaysAgo)).signUps - dayBefore(rigaDate(tenDaysAgo)).signUps).toBe(1);

      // The same figures, counted independently by the database.
      const { rows } = await db.query(`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM tickets WHERE status = 'available') AS active,
        (SELECT coalesce(sum(tickets_cents), 0)::int FROM orders WHERE status IN ('paid', 'completed', 'disputed')) AS cents`);
      expect([after.users.total, after.tickets.active, after.sales.valueCents]).toEqual([rows[0].users, rows[0].active, rows[0].cents]);
      expect(after.daily.map((entry: { date: string }) => entry.date)).toEqual([...new Set(after.daily.map((entry: { date: string }) => entry.date))].sort());

      expect(after.recentActivity).toHaveLength(10);
      expect(after.recentActivity[0]).toEqual(expect.objectContaining({ id: expect.any(String), kind: expect.any(String), activity: expect.any(String), createdAt: expect.any(String) }));
    }, 30_000);
  });

  describe('system status', () => {
    it('checks every service for real, and records a check run from the back-office', async () => {
      const response = await request(stack.http).get('/api/admin/system-status').set(as(admin)).expect(200);
      expect(response.body.services.map((service: { key: string }) => service.key)).toEqual(SERVICES);
      const status = Object.fromEntries(response.body.services.map((service: { key: string; status: string }) => [service.key, service.status]));
      expect(status).toMatchObject({ authentication: 'operational', database: 'operational', email: 'operational', storage: 'operational', homepage: storefrontBuilt ? 'operational' : 'down' });
      expect(['operational', 'degraded']).toContain(status.queues);
      expect(JSON.stringify(response.body)).not.toMatch(/127\.0\.0\.1|postgres:\/\/|smtp:\/\//);

      const checked = await request(stack.http).post('/api/admin/system-status/checks').set(as(admin)).expect(200);
      expect(Date.parse(checked.body.checkedAt)).toBeGreaterThanOrEqual(Date.parse(response.body.checkedAt));
      const [entry] = (await request(stack.http).get(`/api/admin/activity?${list({ kind: 'system_update' })}&range=[0,0]`).set(as(admin)).expect(200)).body;
      expect(entry).toMatchObject({ action: 'system_status_checked', activity: 'System status checked', actor: admin.email, actorType: 'staff', data: { change: 'system status checked' } });
    });
  });

  describe('queue board', () => {
    it('opens only with an administrator pass cookie that is httpOnly, SameSite=Strict and scoped to the board', async () => {
      await request(stack.http).get('/api/admin/queues/').expect(401);
      await request(stack.http).post('/api/admin/queues/session').expect(401);
      const refused = await request(stack.http).post('/api/admin/queues/session').set(as(user)).expect(403);
      expect(refused.body.message).toBe('Administrator privileges required.');

      const opened = await request(stack.http).post('/api/admin/queues/session').set(as(admin)).expect(200);
      expect(opened.body).toEqual({ url: '/api/admin/queues/', expiresInSeconds: 900 });
      const cookie = ([] as string[]).concat(opened.headers['set-cookie'] ?? []).find((value) => value.startsWith('bte_queue_board='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/admin\/queues(;|$)/);
      const pass = cookie.split(';')[0];

      const page = await request(stack.http).get('/api/admin/queues/').set('Cookie', pass).expect(200);
      expect(page.text).toContain('<base href="/api/admin/queues/"');
      const queues = await request(stack.http).get('/api/admin/queues/api/queues').set('Cookie', pass).expect(200);
      expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([...QUEUES].sort());

      // The pass opens the board only, and a forged one opens nothing.
      await request(stack.http).get('/api/admin/users').set('Cookie', pass).expect(401);
      await request(stack.http).get('/api/admin/queues/api/queues').set('Cookie', `${pass.slice(0, -3)}abc`).expect(401);
      await request(stack.http).get('/api/admin/queues/api/queues').set('Cookie', 'bte_queue_board=' + opened.body.url).expect(401);
    });

    it('retries failed jobs from the board', async () => {
      const { Queue, createPostgresBackend, setDefaultBackendFactory } = await import('bullmq');
      setDefaultBackendFactory(createPostgresBackend);
      const queue = new Queue('maintenance', { connection: { connectionString: stack.database.url, schema: 'bullmq' } as never, prefix: stack.env.QUEUE_PREFIX });
      try {
        // A job nobody handles fails at once and stays failed, like a dead letter.
        const job = await queue.add('no.such-job', {}, { attempts: 1 });
        const failed = async (since: number) => {
          const deadline = Date.now() + 15_000;
          while (Date.now() < deadline) {
            const current = await queue.getJob(job.id!);
            if (current && (await current.getState()) === 'failed' && (current.finishedOn ?? 0) > since) return current;
            await new Promise((done) => setTimeout(done, 200));
          }
          throw new Error('the job did not fail');
        };
        const first = await failed(0);

        const opened = await request(stack.http).post('/api/admin/queues/session').set(as(admin)).expect(200);
        const pass = ([] as string[]).concat(opened.headers['set-cookie'])[0].split(';')[0];
        const listed = await request(stack.http).get('/api/admin/queues/api/queues?activeQueue=maintenance&status=failed').set('Cookie', pass).expect(200);
        const maintenance = listed.body.queues.find((entry: { name: string }) => entry.name === 'maintenance');
        expect(maintenance.counts.failed).toBeGreaterThanOrEqual(1);
        expect(maintenance.jobs.map((entry: { id: string }) => entry.id)).toContain(job.id);

        await request(stack.http).put('/api/admin/queues/api/queues/maintenance/retry/failed').set('Cookie', pass).send({}).expect(200);
        const again = await failed(first.finishedOn!);
        expect(again.finishedOn).toBeGreaterThan(first.finishedOn!);
      } finally {
        await queue.close();
      }
    }, 40_000);

    it('closes when the administrator signs out or loses the rights', async () => {
      const other = await signedUpUser(stack, 'board-admin');
      await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [other.email]);
      const passOf = async (who: User) => ([] as string[]).concat((await request(stack.http).post('/api/admin/queues/session').set(as(who)).expect(200)).headers['set-cookie'])[0].split(';')[0];

      const pass = await passOf(other);
      await request(stack.http).get('/api/admin/queues/api/queues').set('Cookie', pass).expect(200);
      await db.query('DELETE FROM admin_users WHERE email = $1', [other.email]);
      await request(stack.http).get('/api/admin/queues/api/queues').set('Cookie', pass).expect(403);

      await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [other.email]);
      const second = await passOf(other);
      await request(stack.http).post('/api/auth/logout').set(as(other)).set('Cookie', other.refreshCookie).expect((response) => expect(response.status).toBeLessThan(300));
      await request(stack.http).get('/api/admin/queues/api/queues').set('Cookie', second).expect(401);
    });
  });

  // Last: it stops this stack's worker.
  it('reports the queues as degraded, naming them, when no worker runs', async () => {
    await stop(stack.worker);
    const deadline = Date.now() + 10_000;
    let queues: { status: string; detail?: string } | undefined;
    while (Date.now() < deadline) {
      const response = await request(stack.http).get('/api/admin/system-status?lang=en').set(as(admin)).expect(200);
      queues = response.body.services.find((service: { key: string }) => service.key === 'queues');
      if (queues?.status === 'degraded') break;
      await new Promise((done) => setTimeout(done, 300));
    }
    expect(queues).toEqual({ key: 'queues', status: 'degraded', latencyMs: expect.any(Number), detail: `No worker is processing these queues: ${QUEUES.join(', ')}.` });
  }, 20_000);
});

describe('back-office API on BullMQ with Redis', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;

  beforeAll(async () => {
    ({ stack, db, admin } = await adminStack('redis'));
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  it('shows the queue board and the queue status on Redis too', async () => {
    const opened = await request(stack.http).post('/api/admin/queues/session').set({ Authorization: `Bearer ${admin.accessToken}` }).expect(200);
    const pass = ([] as string[]).concat(opened.headers['set-cookie'])[0].split(';')[0];
    const queues = await request(stack.http).get('/api/admin/queues/api/queues').set('Cookie', pass).expect(200);
    expect(queues.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([...QUEUES].sort());
    const mail = queues.body.queues.find((queue: { name: string }) => queue.name === 'mail');
    expect(mail.counts).toEqual(expect.objectContaining({ waiting: expect.any(Number), active: expect.any(Number), completed: expect.any(Number), failed: expect.any(Number), delayed: expect.any(Number) }));
    expect(mail.counts.completed).toBeGreaterThanOrEqual(1);

    const status = await request(stack.http).get('/api/admin/system-status').set({ Authorization: `Bearer ${admin.accessToken}` }).expect(200);
    expect(status.body.services.find((service: { key: string }) => service.key === 'queues')).toMatchObject({ status: 'operational' });
  });
});
