import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { confirmedSubscriber, tokenFromEmail, uniqueEmail } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

describe('newsletter and contact', () => {
  let stack: TestStack;
  let db: pg.Client;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres', env: { FORMS_RATE_LIMIT_PER_IP: '40' } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  describe('newsletter subscriptions', () => {
    const subscribe = (email: string, language: string, lang = 'en') => request(stack.http).post(`/api/newsletter/subscriptions?lang=${lang}`).send({ email, language });
    const status = async (email: string) =>
      (await db.query(`SELECT CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END AS status FROM newsletter_subscribers WHERE email = $1`, [email])).rows[0]?.status;
    /** The confirmation and reminder emails queued for an address, read from the outbox: what will be sent. */
    const noticesTo = async (email: string) =>
      (await db.query(`SELECT payload->>'template' AS template FROM outbox WHERE job_name = 'mail.send' AND payload->>'to' = $1 ORDER BY id`, [email])).rows.map((row) => row.template);

    it('stores a new address trimmed and lowercased, with its language, as pending, and records the activity', async () => {
      const email = uniqueEmail('news');
      const response = await subscribe(`  ${email.toUpperCase()}  `, 'ee', 'lv').expect(201);
      expect(response.body.message).toBe('Vēl tikai viens solis! Mēs jums nosūtījām e-pastu: lūdzu, atveriet tajā esošo saiti, lai apstiprinātu pierakstīšanos.');
      const { rows } = await db.query('SELECT email, language FROM newsletter_subscribers WHERE email = $1', [email]);
      expect(rows).toEqual([{ email, language: 'et' }]);
      expect(await status(email)).toBe('pending');
      const activity = await db.query(`SELECT details FROM activity_log WHERE kind = 'subscriber.created'`);
      expect(activity.rows.map((row) => row.details.email)).toContain(email);
    });

    it('answers a new, a pending and an already confirmed address alike (status and body), in the asked language', async () => {
      const email = uniqueEmail('twice');
      const first = await subscribe(email, 'en', 'lt').expect(201);
      const whilePending = await subscribe(email.toUpperCase(), 'lt', 'lt').expect(201);
      const mail = await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
      await request(stack.http).post('/api/newsletter/confirmations').send({ token: tokenFromEmail(mail.text) }).expect(200);
      const whenConfirmed = await subscribe(email, 'lt', 'lt').expect(201);
      expect(first.body).toEqual({ message: 'Beveik baigta! Išsiuntėme jums el. laišką: atidarykite jame esančią nuorodą, kad patvirtintumėte prenumeratą.' });
      expect(whilePending.body).toEqual(first.body);
      expect(whenConfirmed.body).toEqual(first.body);
      expect((await db.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [email])).rows[0].n).toBe(1);
    }, 30_000);

    it('mails a confirmation link in the subscriber language; the link confirms once, then says it is used', async () => {
      const email = uniqueEmail('optin');
      await subscribe(email, 'ee').expect(201);
      const mail = await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
      expect(mail.subject).toBe('Kinnitage uudiskirja tellimus');
      expect(mail.text).toContain('/ee/newsletter/confirm?token=');
      const token = tokenFromEmail(mail.text);
      const stored = (await db.query('SELECT confirmation_token_hash AS hash FROM newsletter_subscribers WHERE email = $1', [email])).rows[0].hash;
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      expect(stored).not.toContain(token);

      const confirmed = await request(stack.http).post('/api/newsletter/confirmations?lang=en').send({ token }).expect(200);
      expect(confirmed.body).toEqual({ message: 'Teie tellimus on kinnitatud. Aitäh! Hoiame teid kõigi uudistega kursis.' });
      expect(await status(email)).toBe('confirmed');

      const again = await request(stack.http).post('/api/newsletter/confirmations?lang=lv').send({ token }).expect(400);
      expect(again.body).toEqual({ code: 'newsletter.confirmation_link_invalid', message: 'Šai apstiprinājuma saitei ir beidzies derīguma termiņš, vai tā jau ir izmantota.' });
      const forged = await request(stack.http).post('/api/newsletter/confirmations').send({ token: 'x'.repeat(43) }).expect(400);
      expect(forged.body.code).toBe('newsletter.confirmation_link_invalid');
    }, 30_000);

    it('refuses an expired confirmation link and leaves the subscription pending', async () => {
      const email = uniqueEmail('late');
      await subscribe(email, 'lv').expect(201);
      const mail = await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
      await db.query(`UPDATE newsletter_subscribers SET confirmation_expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
      const expired = await request(stack.http).post('/api/newsletter/confirmations?lang=et').send({ token: tokenFromEmail(mail.text) }).expect(400);
      expect(expired.body).toEqual({ code: 'newsletter.confirmation_link_invalid', message: 'See kinnituslink on aegunud või juba kasutatud.' });
      expect(await status(email)).toBe('pending');
    }, 30_000);

    it('sends an address entered again at most one email a day: a new link while pending, a reminder once confirmed', async () => {
      const pending = uniqueEmail('pending');
      for (let attempt = 0; attempt < 3; attempt += 1) await subscribe(pending, 'en').expect(201);
      expect(await noticesTo(pending)).toEqual(['newsletter_confirmation']);
      await db.query(`UPDATE newsletter_subscribers SET last_notice_at = now() - interval '25 hours' WHERE email = $1`, [pending]);
      await subscribe(pending, 'en').expect(201);
      expect(await noticesTo(pending)).toEqual(['newsletter_confirmation', 'newsletter_confirmation']);

      const confirmed = uniqueEmail('member');
      await confirmedSubscriber(stack, confirmed, 'lt');
      for (let attempt = 0; attempt < 3; attempt += 1) await subscribe(confirmed, 'en').expect(201);
      expect(await noticesTo(confirmed)).toEqual(['newsletter_confirmation']);
      await db.query(`UPDATE newsletter_subscribers SET last_notice_at = now() - interval '25 hours' WHERE email = $1`, [confirmed]);
      for (let attempt = 0; attempt < 3; attempt += 1) await subscribe(confirmed, 'en').expect(201);
      expect(await noticesTo(confirmed)).toEqual(['newsletter_confirmation', 'newsletter_already_subscribed']);
      const reminder = await stack.mail.waitFor((message) => message.to.includes(confirmed) && message.subject === 'Šiuo adresu naujienlaiškis jau prenumeruojamas', 15_000);
      expect(reminder.text).toContain('/api/newsletter/unsubscribe?token=');
      expect(stack.mail.messages.filter((message) => message.to.includes(confirmed))).toHaveLength(2);
    }, 30_000);

    it('refuses an invalid email or language and stores nothing', async () => {
      const response = await request(stack.http).post('/api/newsletter/subscriptions?lang=et').send({ email: 'name@domain', language: 'de' }).expect(400);
      expect(response.body.fieldErrors).toEqual({ email: 'Palun sisestage kehtiv e-posti aadress.', language: 'Valige üks pakutud keeltest.' });
      expect((await db.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = 'name@domain'`)).rows[0].n).toBe(0);
    });

    it('unsubscribes with a genuine one-click link only, without login', async () => {
      const email = uniqueEmail('leave');
      await confirmedSubscriber(stack, email, 'lv');
      const forged = `${Buffer.from(email).toString('base64url')}.not-the-signature`;
      await request(stack.http).post(`/api/newsletter/unsubscribe?token=${forged}`).type('form').send('List-Unsubscribe=One-Click').expect(400);

      const { createHmac } = await import('node:crypto');
      const signature = createHmac('sha256', stack.env.UNSUBSCRIBE_SECRET).update(`newsletter-unsubscribe:${email}`).digest('base64url');
      const token = `${Buffer.from(email).toString('base64url')}.${signature}`;
      const page = await request(stack.http).get(`/api/newsletter/unsubscribe?token=${token}`).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<html lang="lv">');
      expect(page.text).toContain('Atrakstīties');
      expect((await db.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [email])).rows[0].n).toBe(1);

      await request(stack.http).post(`/api/newsletter/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect((await db.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = $1', [email])).rows[0].n).toBe(0);
    });
  });

  describe('contact messages', () => {
    it('stores the message, mails support with Reply-To the sender, and acknowledges in the sender language', async () => {
      const email = uniqueEmail('contact');
      const response = await request(stack.http)
        .post('/api/contact-messages')
        .set('Accept-Language', 'lv')
        .send({ name: ' Jānis Ozols ', email, message: 'Vai varu pārdot biļeti uz koncertu Rīgā?' })
        .expect(201);
      expect(response.body.message).toBe('Paldies! Jūsu ziņa ir nosūtīta. Mēs drīzumā ar jums sazināsimies.');

      const { rows } = await db.query('SELECT name, email, message, language FROM contact_messages WHERE email = $1', [email]);
      expect(rows).toEqual([{ name: 'Jānis Ozols', email, message: 'Vai varu pārdot biļeti uz koncertu Rīgā?', language: 'lv' }]);

      const toSupport = await stack.mail.waitFor((message) => message.to.includes('support@test.example') && message.replyTo === email, 15_000);
      expect(toSupport.subject).toBe('Contact message from Jānis Ozols');
      expect(toSupport.text).toContain('Vai varu pārdot biļeti uz koncertu Rīgā?');
      const acknowledgement = await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
      expect(acknowledgement.subject).toBe('Mēs saņēmām jūsu ziņu');
      const activity = await db.query(`SELECT details FROM activity_log WHERE kind = 'support.message_received'`);
      expect(activity.rows.map((row) => row.details.from)).toContain(email);
    }, 30_000);

    it('refuses a short name, a bad email and a too short or too long message, with the spec messages', async () => {
      const short = await request(stack.http).post('/api/contact-messages').send({ name: 'J', email: 'x@y', message: 'short' }).expect(400);
      expect(short.body.fieldErrors).toEqual({
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        message: 'Message must be at least 10 characters.',
      });
      const long = await request(stack.http).post('/api/contact-messages').send({ name: 'Jānis', email: uniqueEmail('long'), message: 'x'.repeat(5001) }).expect(400);
      expect(long.body.fieldErrors.message).toBe('Message must be at most 5000 characters.');
      expect((await db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE name = 'J'`)).rows[0].n).toBe(0);
    });

    it('limits the public forms per IP address', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 45; attempt += 1) {
        statuses.push((await request(stack.http).post('/api/newsletter/subscriptions').send({ email: uniqueEmail('flood'), language: 'en' })).status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    }, 30_000);
  });
});
