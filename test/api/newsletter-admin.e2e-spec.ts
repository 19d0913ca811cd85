import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { confirmedSubscriber, signedUpUser, uniqueEmail } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { queuesDrained } from './support/queues.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** Reads a binary response body as a Buffer, so the BOM and line ends can be checked byte for byte. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('back-office API: subscribers, exports, messages to subscribers, contact messages', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let user: User;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres', env: { FORMS_RATE_LIMIT_PER_IP: '200' } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, user] = await Promise.all([signedUpUser(stack, 'admin'), signedUpUser(stack, 'user')]);
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const as = (who: User) => ({ Authorization: `Bearer ${who.accessToken}` });
  /** A storefront subscription, left pending (its confirmation link is never used). */
  const subscribePending = (email: string, language: string) => request(stack.http).post('/api/newsletter/subscriptions').send({ email, language }).expect(201);
  const subscribe = (email: string, language: string) => confirmedSubscriber(stack, email, language);
  const subscriberId = async (email: string) => (await db.query('SELECT id FROM newsletter_subscribers WHERE email = $1', [email])).rows[0]?.id as string | undefined;
  const activity = async (change: string) =>
    (await db.query(`SELECT details, actor FROM activity_log WHERE kind = 'system.updated' AND details->>'change' = $1 ORDER BY id`, [change])).rows;

  it('keeps every new route to administrators: 401 without a session, 403 for a signed-in customer', async () => {
    const id = randomUUID();
    const routes: [string, string][] = [
      ['get', '/api/admin/subscribers'],
      ['put', `/api/admin/subscribers/${id}`],
      ['delete', `/api/admin/subscribers/${id}`],
      ['get', '/api/admin/contact-messages'],
      ['post', '/api/admin/exports'],
      ['get', `/api/admin/exports/${id}/download`],
      ['post', '/api/admin/newsletter/messages'],
      ['get', '/api/admin/newsletter/messages'],
    ];
    for (const [method, path] of routes) {
      const call = () => (request(stack.http) as unknown as Record<string, (path: string) => request.Test>)[method](path);
      expect([path, (await call().send({})).status]).toEqual([path, 401]);
      const refused = await call().set(as(user)).send({ email: 'new@example.lv', subject: 'x', body: 'y', resource: 'subscribers' });
      expect([path, refused.status, refused.body.code]).toEqual([path, 403, 'auth.admin_required']);
    }
    expect((await db.query('SELECT count(*)::int AS n FROM newsletter_messages')).rows[0].n).toBe(0);
  });

  describe('subscribers', () => {
    const tag = `list${Date.now().toString(36)}`;
    const emails = { a: `${tag}.aija@example.lv`, b: `${tag}.bruno@example.lt`, c: `${tag}.cecilia@example.ee` };

    beforeAll(async () => {
      await subscribePending(emails.c, 'ee');
      await subscribe(emails.a, 'lv');
      await subscribe(emails.b, 'lt');
    }, 60_000);

    it('searches by part of the email, sorts and pages, with Content-Range, in the storefront language codes', async () => {
      const firstPage = await request(stack.http)
        .get(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: tag.toUpperCase() }))}&sort=["email","ASC"]&range=[0,1]`)
        .set(as(admin))
        .expect(200);
      expect(firstPage.headers['content-range']).toBe('subscribers 0-1/3');
      expect(firstPage.body.map((row: { email: string }) => row.email)).toEqual([emails.a, emails.b]);
      expect(Object.keys(firstPage.body[0]).sort()).toEqual(['createdAt', 'email', 'id', 'language', 'status']);

      const secondPage = await request(stack.http)
        .get(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&sort=["email","ASC"]&range=[2,3]`)
        .set(as(admin))
        .expect(200);
      expect(secondPage.headers['content-range']).toBe('subscribers 2-2/3');
      expect(secondPage.body).toEqual([expect.objectContaining({ email: emails.c, language: 'ee', status: 'pending' })]);

      const byLanguage = await request(stack.http).get(`/api/admin/subscribers?filter={"q":"${tag}"}&sort=["language","DESC"]`).set(as(admin)).expect(200);
      expect(byLanguage.body.map((row: { language: string }) => row.language)).toEqual(['lv', 'lt', 'ee']);

      const bad = await request(stack.http).get('/api/admin/subscribers?sort=["updatedBy","ASC"]&lang=lv').set(as(admin)).expect(400);
      expect(bad.body.code).toBe('request.list_parameter_invalid');
    });

    it('shows staff which subscriptions are still pending confirmation, and filters by it', async () => {
      const list = (status: string) =>
        request(stack.http).get(`/api/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: tag, status }))}&sort=["email","ASC"]`).set(as(admin));
      const pending = await list('pending').expect(200);
      expect(pending.body.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([[emails.c, 'pending']]);
      const confirmed = await list('confirmed').expect(200);
      expect(confirmed.body.map((row: { email: string; status: string }) => [row.email, row.status])).toEqual([
        [emails.a, 'confirmed'],
        [emails.b, 'confirmed'],
      ]);
      expect((await list('maybe').query({ lang: 'lv' }).expect(400)).body.code).toBe('request.list_parameter_invalid');
    });

    it('shows one subscriber, and answers 404 in the asked language for an unknown one', async () => {
      const id = await subscriberId(emails.a);
      const one = await request(stack.http).get(`/api/admin/subscribers/${id}`).set(as(admin)).expect(200);
      expect(one.body).toEqual({ id, email: emails.a, language: 'lv', status: 'confirmed', createdAt: expect.any(String) });
      const missing = await request(stack.http).get(`/api/admin/subscribers/${randomUUID()}?lang=lt`).set(as(admin)).expect(404);
      expect(missing.body.code).toBe('newsletter.subscriber_not_found');
      await request(stack.http).get('/api/admin/subscribers/not-an-id').set(as(admin)).expect(404);
    });

    it('changes the email (trimmed, lowercased) and records which administrator did it', async () => {
      const id = await subscriberId(emails.b);
      const changed = `${tag}.bruno.new@example.lt`;
      // The back-office sends the whole record back.
      const response = await request(stack.http)
        .put(`/api/admin/subscribers/${id}`)
        .set(as(admin))
        .send({ id, email: `  ${changed.toUpperCase()} `, language: 'lt', status: 'confirmed', createdAt: '2020-01-01T00:00:00.000Z' })
        .expect(200);
      expect(response.body).toEqual({ id, email: changed, language: 'lt', status: 'confirmed', createdAt: expect.any(String) });
      expect(await subscriberId(changed)).toBe(id);
      expect((await db.query('SELECT updated_by FROM newsletter_subscribers WHERE id = $1', [id])).rows[0].updated_by).toBe(admin.email);
      const [entry] = (await activity('subscriber updated')).filter((row) => row.details.subscriberId === id);
      expect(entry).toEqual({ actor: admin.email, details: expect.objectContaining({ from: emails.b, to: changed, adminId: admin.userId }) });
      emails.b = changed;
    });

    it('refuses a duplicate email (409, translated) and an invalid one (400), changing nothing', async () => {
      const id = await subscriberId(emails.a);
      const duplicate = await request(stack.http).put(`/api/admin/subscribers/${id}?lang=lv`).set(as(admin)).send({ email: emails.c.toUpperCase() }).expect(409);
      expect(duplicate.body).toEqual({ code: 'newsletter.already_subscribed', message: 'Šis e-pasts jau ir pierakstīts mūsu jaunumiem.' });
      const invalid = await request(stack.http).put(`/api/admin/subscribers/${id}`).set(as(admin)).set('Accept-Language', 'et').send({ email: 'aija@example' }).expect(400);
      expect(invalid.body.fieldErrors).toEqual({ email: 'Palun sisestage kehtiv e-posti aadress.' });
      await request(stack.http).put(`/api/admin/subscribers/${id}`).set(as(admin)).send({ email: 'aija.new@example.lv', role: 'admin' }).expect(400);
      expect((await db.query('SELECT email FROM newsletter_subscribers WHERE id = $1', [id])).rows[0].email).toBe(emails.a);
      await request(stack.http).put(`/api/admin/subscribers/${randomUUID()}`).set(as(admin)).send({ email: uniqueEmail('ghost') }).expect(404);
    });

    it('deletes a subscriber, answers with the deleted record and records who did it', async () => {
      const id = await subscriberId(emails.c);
      const deleted = await request(stack.http).delete(`/api/admin/subscribers/${id}`).set(as(admin)).expect(200);
      expect(deleted.body).toEqual({ id, email: emails.c, language: 'ee', status: 'pending', createdAt: expect.any(String) });
      expect(await subscriberId(emails.c)).toBeUndefined();
      await request(stack.http).delete(`/api/admin/subscribers/${id}`).set(as(admin)).expect(404);
      const [entry] = (await activity('subscriber deleted')).filter((row) => row.details.subscriberId === id);
      expect(entry).toEqual({ actor: admin.email, details: expect.objectContaining({ email: emails.c, adminId: admin.userId }) });
    });
  });

  describe('contact messages', () => {
    it('lists what visitors wrote, newest first, searchable, and shows one', async () => {
      const email = uniqueEmail('writer');
      await request(stack.http).post('/api/contact-messages').send({ name: 'Līga Kalniņa', email, message: 'Kur ir mana biļete uz Positivus?' }).expect(201);
      await request(stack.http).post('/api/contact-messages').send({ name: 'Tomas', email: uniqueEmail('other'), message: 'Sveiki, kaip parduoti bilietą?' }).expect(201);

      const all = await request(stack.http).get('/api/admin/contact-messages?sort=["createdAt","DESC"]&range=[0,9]').set(as(admin)).expect(200);
      expect(all.headers['content-range']).toBe('contact-messages 0-1/2');
      expect(all.body[0].name).toBe('Tomas');

      const found = await request(stack.http).get(`/api/admin/contact-messages?filter=${encodeURIComponent('{"q":"positivus"}')}`).set(as(admin)).expect(200);
      expect(found.body).toEqual([
        {
          id: expect.any(String),
          name: 'Līga Kalniņa',
          email,
          message: 'Kur ir mana biļete uz Positivus?',
          language: 'en',
          createdAt: expect.any(String),
          // Not yet handled: nobody has marked it or answered it.
          status: 'new',
          handledAt: null,
          handledBy: null,
          answer: null,
          answeredAt: null,
          answeredBy: null,
        },
      ]);
      const one = await request(stack.http).get(`/api/admin/contact-messages/${found.body[0].id}`).set(as(admin)).expect(200);
      expect(one.body).toEqual(found.body[0]);
      const missing = await request(stack.http).get(`/api/admin/contact-messages/${randomUUID()}?lang=lv`).set(as(admin)).expect(404);
      expect(missing.body.code).toBe('support.message_not_found');
    });
  });

  describe('CSV export', () => {
    const exportTag = `csv${Date.now().toString(36)}`;

    it('writes the file in the background and streams it: BOM, header, quoted fields, CRLF, Riga dates, neutralised formulas', async () => {
      const rows: [string, string, string][] = [
        [`jānis.${exportTag}@example.lv`, 'lv', '2026-01-31T22:30:00Z'],
        [`=hyperlink.${exportTag}@evil.example`, 'en', '2026-02-01T10:00:00Z'],
        [`+cmd.${exportTag}@evil.example`, 'et', '2026-02-02T10:00:00Z'],
        [`-sum.${exportTag}@evil.example`, 'lt', '2026-02-03T10:00:00Z'],
      ];
      for (const [email, language, joined] of rows) {
        await db.query('INSERT INTO newsletter_subscribers (email, language, created_at) VALUES ($1, $2, $3)', [email, language, joined]);
      }
      // Entered on the storefront but never confirmed: not a subscriber, so not exported.
      await subscribePending(`pending.${exportTag}@example.lv`, 'lv');

      const started = await request(stack.http)
        .post('/api/admin/exports')
        .set(as(admin))
        .send({ resource: 'subscribers', filter: { q: exportTag.toUpperCase() } })
        .expect(202);
      expect(started.body).toEqual({ id: expect.any(String), resource: 'subscribers', status: 'queued', progress: 0, rowCount: null, createdAt: expect.any(String), finishedAt: null });

      const done = await eventually(
        async () => (await request(stack.http).get(`/api/admin/exports/${started.body.id}`).set(as(admin)).expect(200)).body,
        (body) => body.status === 'done',
      );
      expect(done).toMatchObject({ status: 'done', progress: 100, rowCount: 4, finishedAt: expect.any(String) });

      const file = await request(stack.http).get(`/api/admin/exports/${started.body.id}/download`).set(as(admin)).buffer(true).parse(binary).expect(200);
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = file.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3).toString('utf8')).toBe(
        [
          '"Email","Language","Joined"',
          `"jānis.${exportTag}@example.lv","lv","01.02.2026"`,
          `"'=hyperlink.${exportTag}@evil.example","en","01.02.2026"`,
          `"'+cmd.${exportTag}@evil.example","ee","02.02.2026"`,
          `"'-sum.${exportTag}@evil.example","lt","03.02.2026"`,
          '',
        ].join('\r\n'),
      );
    }, 30_000);

    it('exports every confirmed subscriber without a filter, and refuses a list that cannot be exported', async () => {
      const total = (await db.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL')).rows[0].n;
      const started = await request(stack.http).post('/api/admin/exports').set(as(admin)).send({ resource: 'subscribers' }).expect(202);
      const done = await eventually(
        async () => (await request(stack.http).get(`/api/admin/exports/${started.body.id}`).set(as(admin)).expect(200)).body,
        (body) => body.status === 'done',
      );
      expect(done.rowCount).toBe(total);
      const file = await request(stack.http).get(`/api/admin/exports/${started.body.id}/download`).set(as(admin)).buffer(true).parse(binary).expect(200);
      expect((file.body as Buffer).toString('utf8').split('\r\n')).toHaveLength(total + 2);

      const refused = await request(stack.http).post('/api/admin/exports?lang=lv').set(as(admin)).send({ resource: 'events' }).expect(400);
      expect(refused.body.fieldErrors).toEqual({ resource: 'Šo sarakstu nevar eksportēt. Izvēlieties abonentus, lietotājus, biļetes, pasūtījumus vai saziņas ziņas.' });
    }, 30_000);

    it('answers 409 with a clear message while the file is not ready, and 404 for an unknown export', async () => {
      const { rows } = await db.query(`INSERT INTO data_exports (resource, status, progress, requested_by) VALUES ('subscribers', 'running', 40, $1) RETURNING id`, [admin.email]);
      const early = await request(stack.http).get(`/api/admin/exports/${rows[0].id}/download?lang=en`).set(as(admin)).expect(409);
      expect(early.body).toEqual({ code: 'operations.export_not_ready', message: 'The export is not ready yet (40% done). Try again in a moment.', params: { progress: 40 } });
      const unknown = await request(stack.http).get(`/api/admin/exports/${randomUUID()}`).set(as(admin)).expect(404);
      expect(unknown.body.code).toBe('operations.export_not_found');
    });
  });

  describe('messages to subscribers', () => {
    it('refuses an empty subject, a too long body and an unknown language, storing nothing', async () => {
      const response = await request(stack.http)
        .post('/api/admin/newsletter/messages?lang=lt')
        .set(as(admin))
        .send({ subject: '   ', body: 'x'.repeat(20_001), language: 'de' })
        .expect(400);
      expect(response.body.fieldErrors).toEqual({
        subject: 'Tema turi būti nuo 1 iki 200 simbolių.',
        body: 'Pranešimas turi būti nuo 1 iki 20000 simbolių.',
        language: expect.any(String),
      });
      expect((await db.query('SELECT count(*)::int AS n FROM newsletter_messages')).rows[0].n).toBe(0);
    });

    it('mails each subscriber of the language once, with one-click unsubscribe headers that work, and reports progress', async () => {
      const latvians = [uniqueEmail('lv1'), uniqueEmail('lv2'), uniqueEmail('lv3')];
      const english = uniqueEmail('en1');
      const unconfirmed = uniqueEmail('lv-pending');
      for (const email of latvians) await subscribe(email, 'lv');
      await subscribe(english, 'en');
      await subscribePending(unconfirmed, 'lv');
      const expected = (await db.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE language = 'lv' AND confirmed_at IS NOT NULL`)).rows[0].n;

      const queued = await request(stack.http)
        .post('/api/admin/newsletter/messages')
        .set(as(admin))
        .send({ subject: 'Ziemas koncerti Rīgā', body: 'Sveiki!\n\nJaunas biļetes uz <b>ziemas</b> koncertiem.', language: 'lv' })
        .expect(202);
      expect(queued.body).toEqual({
        id: expect.any(String),
        subject: 'Ziemas koncerti Rīgā',
        language: 'lv',
        status: 'queued',
        recipients: expected,
        sent: 0,
        failed: 0,
        createdAt: expect.any(String),
      });

      const done = await eventually(
        async () => (await request(stack.http).get(`/api/admin/newsletter/messages/${queued.body.id}`).set(as(admin)).expect(200)).body,
        (body) => body.status === 'done',
      );
      expect(done).toMatchObject({ status: 'done', recipients: expected, sent: expected, failed: 0 });

      const received = stack.mail.messages.filter((message) => message.subject === 'Ziemas koncerti Rīgā');
      expect(received).toHaveLength(expected);
      for (const email of latvians) expect(received.filter((message) => message.to.includes(email))).toHaveLength(1);
      expect(received.some((message) => message.to.includes(english))).toBe(false);
      expect(received.some((message) => message.to.includes(unconfirmed))).toBe(false);

      const mail = received.find((message) => message.to.includes(latvians[0]))!;
      expect(mail.html).toContain('Jaunas biļetes uz &lt;b&gt;ziemas&lt;/b&gt; koncertiem.');
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const link = /^<(http[^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
      expect(link).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
      expect(mail.text).toContain(`Atrakstīties: ${link}`);

      // What a mail client does for a one-click unsubscribe (RFC 8058).
      const url = new URL(link!);
      await request(stack.http).post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await subscriberId(latvians[0])).toBeUndefined();

      const list = await request(stack.http).get('/api/admin/newsletter/messages').set(as(admin)).expect(200);
      expect(list.headers['content-range']).toMatch(/^newsletter\/messages 0-\d+\/\d+$/);
      expect(list.body[0]).toMatchObject({ id: queued.body.id, status: 'done' });
      const [entry] = (await activity('message to subscribers')).filter((row) => row.details.messageId === queued.body.id);
      expect(entry).toEqual({ actor: admin.email, details: expect.objectContaining({ recipients: expected, adminId: admin.userId }) });
    }, 40_000);

    it('after a worker died mid-batch, sends only to those still pending: never a second copy', async () => {
      const [already, interrupted, waiting] = [uniqueEmail('sent'), uniqueEmail('midsend'), uniqueEmail('waiting')];
      for (const email of [already, interrupted, waiting]) await subscribe(email, 'lt');
      // The state a worker leaves when killed while talking to the mail server about the second recipient.
      const { rows } = await db.query(
        `INSERT INTO newsletter_messages (subject, body, language, recipients, sent, created_by, started_at) VALUES ('Atkurta siunta', 'Tekstas', 'lt', 3, 1, $1, now()) RETURNING id`,
        [admin.email],
      );
      const id = rows[0].id as string;
      await db.query(
        `INSERT INTO newsletter_deliveries (message_id, position, email, language, status) VALUES ($1, 1, $2, 'lt', 'sent'), ($1, 2, $3, 'lt', 'sending'), ($1, 3, $4, 'lt', 'pending')`,
        [id, already, interrupted, waiting],
      );
      const retry = async (jobId: string) =>
        db.query(`INSERT INTO outbox (job_name, payload, job_id) VALUES ('newsletter.send-batch', $1, $2)`, [JSON.stringify({ messageId: id, batch: 0 }), jobId]);
      await retry(`retry-${id}`);

      const done = await eventually(
        async () => (await request(stack.http).get(`/api/admin/newsletter/messages/${id}`).set(as(admin)).expect(200)).body,
        (body) => body.status === 'done',
      );
      expect(done).toMatchObject({ recipients: 3, sent: 2, failed: 1 });
      const copies = () => stack.mail.messages.filter((message) => message.subject === 'Atkurta siunta');
      expect(copies().map((message) => message.to[0])).toEqual([waiting]);

      // The same batch once more (a duplicated job): nobody is mailed again.
      await retry(`again-${id}`);
      await queuesDrained(stack);
      expect(copies()).toHaveLength(1);
      expect((await request(stack.http).get(`/api/admin/newsletter/messages/${id}`).set(as(admin)).expect(200)).body).toMatchObject({ sent: 2, failed: 1 });
    }, 40_000);
  });
});
