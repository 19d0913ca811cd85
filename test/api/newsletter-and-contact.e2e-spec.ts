import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { uniqueEmail } from './support/accounts.js';
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
    it('stores the email trimmed and lowercased with its language, and records the activity', async () => {
      const email = uniqueEmail('news');
      const response = await request(stack.http).post('/api/newsletter/subscriptions?lang=lv').send({ email: `  ${email.toUpperCase()}  `, language: 'ee' }).expect(201);
      expect(response.body.message).toBe('Paldies par pierakstīšanos! Mēs jūs informēsim par visiem jaunumiem.');
      const { rows } = await db.query('SELECT email, language FROM newsletter_subscribers WHERE email = $1', [email]);
      expect(rows).toEqual([{ email, language: 'et' }]);
      const activity = await db.query(`SELECT details FROM activity_log WHERE kind = 'subscriber.created'`);
      expect(activity.rows.map((row) => row.details.email)).toContain(email);
    });

    it('refuses a second subscription of the same email with 409, in the asked language', async () => {
      const email = uniqueEmail('twice');
      await request(stack.http).post('/api/newsletter/subscriptions').send({ email, language: 'en' }).expect(201);
      const again = await request(stack.http).post('/api/newsletter/subscriptions').set('Accept-Language', 'lt').send({ email: email.toUpperCase(), language: 'lt' }).expect(409);
      expect(again.body).toEqual({ code: 'newsletter.already_subscribed', message: 'Šis el. paštas jau užsiprenumeravo mūsų naujienlaiškį.' });
    });

    it('refuses an invalid email or language and stores nothing', async () => {
      const response = await request(stack.http).post('/api/newsletter/subscriptions?lang=et').send({ email: 'name@domain', language: 'de' }).expect(400);
      expect(response.body.fieldErrors).toEqual({ email: 'Palun sisestage kehtiv e-posti aadress.', language: 'Valige üks pakutud keeltest.' });
      expect((await db.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email = 'name@domain'`)).rows[0].n).toBe(0);
    });

    it('unsubscribes with a genuine one-click link only, without login', async () => {
      const email = uniqueEmail('leave');
      await request(stack.http).post('/api/newsletter/subscriptions').send({ email, language: 'lv' }).expect(201);
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
