import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { STRONG_PASSWORD, register, signIn, tokenFromEmail, uniqueEmail } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

/**
 * Issue 22 item 3: a live reset or confirmation link must not sit in plain text where it is stored (outbox rows,
 * the BullMQ job in Redis, the queue board) for the days these are kept; only the delivered mail carries it.
 */
describe('links in account mail are stored nowhere in plain text', () => {
  let stack: TestStack;
  let db: pg.Client;
  let redis: Redis;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', env: { AUTH_RATE_LIMIT_PER_IP: '10000' } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  }, 60_000);

  afterAll(async () => {
    redis?.disconnect();
    await db?.end();
    await stack?.close();
  }, 30_000);

  /** Everything the queue keeps under this stack's prefix, job hashes, lists and event streams alike, as text. */
  async function redisContents(): Promise<string> {
    const keys = await redis.keys(`${stack.env.QUEUE_PREFIX}:*`);
    const values = await Promise.all(
      keys.map(async (key) => {
        switch (await redis.type(key)) {
          case 'hash':
            return redis.hgetall(key);
          case 'stream':
            return redis.xrange(key, '-', '+');
          case 'list':
            return redis.lrange(key, 0, -1);
          case 'zset':
            return redis.zrange(key, 0, -1);
          case 'set':
            return redis.smembers(key);
          case 'string':
            return redis.get(key);
          default:
            return null;
        }
      }),
    );
    return JSON.stringify(values);
  }

  async function queueBoardContents(): Promise<string> {
    const admin = await signIn(stack, adminEmail);
    const opened = await request(stack.http).post('/api/admin/queues/session').set('Authorization', `Bearer ${admin.accessToken}`).expect(200);
    const pass = ([] as string[]).concat(opened.headers['set-cookie'])[0].split(';')[0];
    const pages = await Promise.all(
      ['latest', 'completed', 'waiting', 'delayed', 'failed'].map(async (status) => {
        const listed = await request(stack.http).get(`/api/admin/queues/api/queues?activeQueue=mail&status=${status}&page=1&jobsPerPage=1000`).set('Cookie', pass).expect(200);
        return listed.text;
      }),
    );
    const listed = JSON.parse(pages[0]) as { queues: { name: string; jobs: { id: string }[] }[] };
    const mailJobs = listed.queues.find((queue) => queue.name === 'mail')?.jobs ?? [];
    expect(mailJobs.length).toBeGreaterThan(0);
    const details = await Promise.all(
      mailJobs.map(async (job) => (await request(stack.http).get(`/api/admin/queues/api/queues/mail/${encodeURIComponent(job.id)}`).set('Cookie', pass).expect(200)).text),
    );
    return [...pages, ...details].join('\n');
  }

  async function outboxContents(): Promise<string> {
    return JSON.stringify((await db.query('SELECT * FROM outbox')).rows);
  }

  let adminEmail: string;

  it('keeps confirmation (first and resent) and reset links out of the outbox, Redis and the queue board; the mailed links work', async () => {
    // An administrator for the queue board.
    adminEmail = uniqueEmail('admin');
    await register(stack, adminEmail).expect(202);
    await stack.mail.waitFor((message) => message.to.includes(adminEmail), 15_000);
    await db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [adminEmail]);
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [adminEmail]);

    const email = uniqueEmail('sealed');
    await register(stack, email, { language: 'lv' }).expect(202);
    const first = await stack.mail.waitFor((message) => message.to.includes(email) && message.text.includes('confirm-email?token='), 15_000);
    const firstToken = tokenFromEmail(first.text);

    const user = await signIn(stack, email);
    await request(stack.http).post('/api/me/email-confirmations').set('Authorization', `Bearer ${user.accessToken}`).expect((response) => expect(response.status).toBeLessThan(300));
    const resent = await stack.mail.waitFor((message) => message.to.includes(email) && message.text.includes('confirm-email?token=') && !message.text.includes(firstToken), 15_000);
    const resentToken = tokenFromEmail(resent.text);

    await request(stack.http).post('/api/auth/password-reset-requests').send({ email }).expect(202);
    const reset = await stack.mail.waitFor((message) => message.to.includes(email) && message.text.includes('reset-password?token='), 15_000);
    const resetToken = tokenFromEmail(reset.text);

    const stored = { outbox: await outboxContents(), redis: await redisContents(), board: await queueBoardContents() };
    for (const [where, contents] of Object.entries(stored)) {
      for (const secret of [firstToken, resentToken, resetToken, 'token=', 'token%3D']) {
        expect({ where, found: contents.includes(secret) }).toEqual({ where, found: false });
      }
    }
    // The board does not even show the ciphertext, only that a parameter is sealed.
    const sealedLinks = (await db.query<{ link: string }>("SELECT payload->'sealedParams'->>'actionUrl' AS link FROM outbox WHERE payload->'sealedParams' IS NOT NULL")).rows;
    expect(sealedLinks.length).toBeGreaterThanOrEqual(3);
    for (const { link } of sealedLinks) expect(stored.board).not.toContain(link);
    expect(stored.board).toContain('"actionUrl":"(sealed)"');
    // The checks looked at the stored mail jobs, not at empty places.
    expect(stored.outbox).toContain(email);
    expect(stored.redis).toContain(email);
    expect(stored.board).toContain('mail.send');

    // The links delivered by mail still work.
    await request(stack.http).post('/api/auth/email-confirmations').send({ token: resentToken }).expect(200);
    const confirmed = await request(stack.http).get('/api/me').set('Authorization', `Bearer ${user.accessToken}`).expect(200);
    expect(confirmed.body.emailConfirmed).toBe(true);
    await request(stack.http).post('/api/auth/password-resets').send({ token: resetToken, newPassword: 'Jauna-Parole-2026' }).expect(200);
    await signIn(stack, email, 'Jauna-Parole-2026');
    await request(stack.http).post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
  }, 60_000);
});
