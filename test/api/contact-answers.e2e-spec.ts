import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { signedUpUser, uniqueEmail } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

const list = (filter: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Staff handle contact messages (issue 23): mark one handled, or answer it by e-mail in the language the sender wrote
 * in, the staff text sent as written and escaped; who did it and when is kept with the message and in the activity log.
 */
describe('contact messages handled and answered by staff', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let user: User;
  const as = (account: User) => ({ Authorization: `Bearer ${account.accessToken}` });

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres', env: { FORMS_RATE_LIMIT_PER_IP: '100' } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, user] = await Promise.all([signedUpUser(stack, 'support-staff'), signedUpUser(stack, 'support-user')]);
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  /** A visitor writes through the contact form in `language`; the id of the stored message. */
  async function written(language: string, name = 'Mari Tamm'): Promise<{ id: string; email: string }> {
    const email = uniqueEmail('writer');
    await request(stack.http).post('/api/contact-messages').set('Accept-Language', language).send({ name, email, message: 'Kas ma saan pileti edasi müüa?\nAitäh!' }).expect(201);
    const { rows } = await db.query('SELECT id FROM contact_messages WHERE email = $1', [email]);
    return { id: rows[0].id as string, email };
  }

  const stored = async (id: string) =>
    (await db.query('SELECT handled_at, handled_by, answer, answered_at, answered_by FROM contact_messages WHERE id = $1', [id])).rows[0] as Record<string, unknown>;
  const answersQueued = async (email: string) =>
    (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1 AND payload->>'template' = 'contact_answer'`, [email])).rows[0].n as number;

  it('e-mails the answer in the language the sender wrote in, as written and escaped, keeps it and marks the message handled', async () => {
    const { id, email } = await written('et');
    const text = 'Jah, saate.\nVaadake <b>"Müü pilet"</b> & {name} $t(mail.footer)\n\nParimate soovidega, tugi';
    const answered = await request(stack.http).post(`/api/admin/contact-messages/${id}/answer`).set(as(admin)).send({ answer: `  ${text}  ` }).expect(200);
    expect(answered.body).toMatchObject({ id, email, language: 'et', status: 'handled', handledBy: admin.email, answer: text, answeredBy: admin.email });
    expect(Date.parse(answered.body.answeredAt)).toBeGreaterThan(Date.now() - 60_000);

    const mail = await stack.mail.waitFor((message) => message.to.includes(email) && message.subject === 'Vastus teie sõnumile', 20_000);
    expect(mail.replyTo).toBe('support@test.example');
    // The greeting, the quoted message and the footer in Estonian; the staff text exactly as typed, nothing in it read as markup or a placeholder.
    expect(mail.text).toContain('Tere, Mari Tamm!');
    expect(mail.text).toContain('Vaadake <b>"Müü pilet"</b> & {name} $t(mail.footer)');
    expect(mail.text).toContain('Parimate soovidega, tugi');
    expect(mail.text).toContain('Kas ma saan pileti edasi müüa?');
    expect(mail.text).toContain('Baltic Ticket Exchange: piletid');
    expect(mail.html).toContain('Vaadake &lt;b&gt;&quot;Müü pilet&quot;&lt;/b&gt; &amp; {name} $t(mail.footer)');
    expect(mail.html).not.toContain('<b>"Müü pilet"</b>');

    const row = await stored(id);
    expect(row).toMatchObject({ handled_by: admin.email, answer: text, answered_by: admin.email });

    // The activity log says who answered which message, in words.
    const entries = (await request(stack.http).get(`/api/admin/activity?${list({ kind: 'system_update' })}`).set(as(admin)).expect(200)).body;
    expect(entries[0]).toMatchObject({ action: 'contact_message_answered', activity: 'Contact message answered', actor: admin.email, actorType: 'staff', subject: { resource: 'contact-messages', id, label: email } });

    // Once answered, it is neither answered again nor marked handled again; nothing more is sent.
    const again = await request(stack.http).post(`/api/admin/contact-messages/${id}/answer?lang=lv`).set(as(admin)).send({ answer: 'Vēl viena atbilde, otro reizi.' }).expect(409);
    expect(again.body).toEqual({ code: 'support.message_already_answered', message: 'Uz šo ziņu jau ir atbildēts.' });
    await request(stack.http).post(`/api/admin/contact-messages/${id}/handled`).set(as(admin)).expect(409);
    expect(await stored(id)).toEqual(row);
    expect(await answersQueued(email)).toBe(1);
  }, 60_000);

  it('answers in Lithuanian a message written in Lithuanian', async () => {
    const { id, email } = await written('lt', 'Rūta');
    await request(stack.http).post(`/api/admin/contact-messages/${id}/answer`).set(as(admin)).send({ answer: 'Taip, galite parduoti bilietą.' }).expect(200);
    const mail = await stack.mail.waitFor((message) => message.to.includes(email) && message.subject === 'Atsakymas į jūsų žinutę', 20_000);
    expect(mail.text).toContain('Sveiki, Rūta!');
    expect(mail.text).toContain('Taip, galite parduoti bilietą.');
  }, 60_000);

  it('marks a message handled without mailing the sender; the list filters and shows the state', async () => {
    const { id, email } = await written('lv');
    const before = (await request(stack.http).get(`/api/admin/contact-messages/${id}`).set(as(admin)).expect(200)).body;
    expect(before).toMatchObject({ status: 'new', handledAt: null, handledBy: null, answer: null, answeredAt: null, answeredBy: null });
    const newOnes = (await request(stack.http).get(`/api/admin/contact-messages?${list({ status: 'new' })}&range=[0,199]`).set(as(admin)).expect(200)).body as { id: string; status: string }[];
    expect(newOnes.map((message) => message.id)).toContain(id);
    expect(newOnes.every((message) => message.status === 'new')).toBe(true);

    const handled = await request(stack.http).post(`/api/admin/contact-messages/${id}/handled`).set(as(admin)).expect(200);
    expect(handled.body).toMatchObject({ status: 'handled', handledBy: admin.email, answer: null });
    const twice = await request(stack.http).post(`/api/admin/contact-messages/${id}/handled?lang=en`).set(as(admin)).expect(409);
    expect(twice.body).toEqual({ code: 'support.message_already_handled', message: 'This message is already marked handled.' });

    const afterNew = (await request(stack.http).get(`/api/admin/contact-messages?${list({ status: 'new' })}&range=[0,199]`).set(as(admin)).expect(200)).body as { id: string }[];
    const afterHandled = (await request(stack.http).get(`/api/admin/contact-messages?${list({ status: 'handled' })}&range=[0,199]`).set(as(admin)).expect(200)).body as { id: string; status: string }[];
    expect(afterNew.map((message) => message.id)).not.toContain(id);
    expect(afterHandled.map((message) => message.id)).toContain(id);
    expect(afterHandled.every((message) => message.status === 'handled')).toBe(true);

    const entries = (await request(stack.http).get(`/api/admin/activity?${list({ kind: 'system_update' })}&lang=lv`).set(as(admin)).expect(200)).body;
    expect(entries[0]).toMatchObject({ action: 'contact_message_handled', actor: admin.email, subject: { resource: 'contact-messages', id, label: email } });
    expect(entries[0].activity).not.toBe(entries[0].action);
    expect(await answersQueued(email)).toBe(0);

    // A message handled without an answer can still be answered.
    await request(stack.http).post(`/api/admin/contact-messages/${id}/answer`).set(as(admin)).send({ answer: 'Jā, to var izdarīt mūsu vietnē.' }).expect(200);
    const mail = await stack.mail.waitFor((message) => message.to.includes(email) && message.subject === 'Atbilde uz jūsu ziņu', 20_000);
    expect(mail.text).toContain('Sveiki, Mari Tamm!');
    expect((await stored(id)).handled_by).toBe(admin.email);
  }, 60_000);

  it('refuses a too short, too long or missing answer with a clear message and changes nothing', async () => {
    const { id, email } = await written('en');
    const short = await request(stack.http).post(`/api/admin/contact-messages/${id}/answer?lang=en`).set(as(admin)).send({ answer: '   ok    ' }).expect(400);
    expect(short.body.fieldErrors).toEqual({ answer: 'The answer must be at least 10 characters.' });
    const long = await request(stack.http).post(`/api/admin/contact-messages/${id}/answer?lang=lv`).set(as(admin)).send({ answer: 'x'.repeat(5001) }).expect(400);
    expect(long.body.fieldErrors).toEqual({ answer: 'Atbilde nedrīkst būt garāka par 5000 rakstzīmēm.' });
    await request(stack.http).post(`/api/admin/contact-messages/${id}/answer`).set(as(admin)).send({}).expect(400);
    await request(stack.http).post(`/api/admin/contact-messages/${id}/answer`).set(as(admin)).send({ answer: 12345678901 }).expect(400);
    await request(stack.http).post(`/api/admin/contact-messages/${randomUUID()}/answer`).set(as(admin)).send({ answer: 'A fine answer to nobody.' }).expect(404);
    await request(stack.http).post('/api/admin/contact-messages/not-an-id/handled').set(as(admin)).expect(404);
    expect(await stored(id)).toEqual({ handled_at: null, handled_by: null, answer: null, answered_at: null, answered_by: null });
    expect(await answersQueued(email)).toBe(0);
  });

  it('lets only staff read, mark or answer messages', async () => {
    const { id, email } = await written('en');
    for (const headers of [{}, as(user)]) {
      const refused = [
        await request(stack.http).get('/api/admin/contact-messages').set(headers),
        await request(stack.http).get(`/api/admin/contact-messages/${id}`).set(headers),
        await request(stack.http).post(`/api/admin/contact-messages/${id}/handled`).set(headers),
        await request(stack.http).post(`/api/admin/contact-messages/${id}/answer`).set(headers).send({ answer: 'Not staff, but trying.' }),
      ].map((response) => response.status);
      expect(refused).toEqual(Object.keys(headers).length ? [403, 403, 403, 403] : [401, 401, 401, 401]);
    }
    expect(await stored(id)).toEqual({ handled_at: null, handled_by: null, answer: null, answered_at: null, answered_by: null });
    expect(await answersQueued(email)).toBe(0);
  });
});
