import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { register, signIn, STRONG_PASSWORD, uniqueEmail } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

// Every wrong password costs an argon2 hash: on a busy machine a test's few dozen requests take seconds.
jest.setTimeout(60_000);

const PER_IP = 6;
const PER_EMAIL = 4;

/** A fresh documentation address (RFC 5737 / 3849) for each test, so that the tests' budgets never mix. */
let nextClient = 0;
const newClientAddress = () => `198.51.100.${(nextClient += 1)}`;
const randomByte = () => randomBytes(1)[0];

/**
 * The API behind one proxy (TRUST_PROXY=1): the test plays that proxy, so the last X-Forwarded-For entry is the
 * client's address as the proxy saw it; anything left of it was written by the client.
 */
describe('abuse of the sign-in routes', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres', env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: String(PER_IP), AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL) } });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  const login = (client: string, body: { email: string; password: string }, forwardedFor = client) =>
    request(stack.http).post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send(body);

  describe('rate limit keys', () => {
    it('counts a client by the address its proxy saw, whatever it writes into X-Forwarded-For itself', async () => {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_IP; attempt += 1) {
        const spoofed = `10.${randomByte()}.${randomByte()}.${randomByte()}, ${client}`;
        statuses.push((await login(client, { email: uniqueEmail('spoof'), password: 'Wrong-Pass-2026' }, spoofed)).status);
      }
      expect(statuses).toEqual([...Array<number>(PER_IP).fill(401), 429]);
    });

    it('counts every address of one IPv6 /64 together', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_IP; attempt += 1) {
        const address = `2001:db8:64:${nextClient + 1}:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${attempt + 1}`;
        statuses.push((await login(address, { email: uniqueEmail('v6'), password: 'Wrong-Pass-2026' })).status);
      }
      nextClient += 1;
      expect(statuses).toEqual([...Array<number>(PER_IP).fill(401), 429]);
    });
  });

  describe('sign-in per email address', () => {
    it('does not let failures from other addresses lock the owner out of a correct sign-in', async () => {
      const owner = await signedUp();
      for (let attempt = 0; attempt < PER_EMAIL * 3; attempt += 1) {
        await login(newClientAddress(), { email: owner.email, password: 'Wrong-Pass-2026' }).expect(401);
      }
      const ownClient = newClientAddress();
      await login(ownClient, { email: owner.email, password: STRONG_PASSWORD }).expect(200);
    });

    it('stops guessing one account from one address after its failures, while correct sign-ins never counted', async () => {
      const owner = await signedUp();
      const client = newClientAddress();
      await login(client, { email: owner.email, password: STRONG_PASSWORD }).expect(200);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_EMAIL; attempt += 1) statuses.push((await login(client, { email: owner.email, password: 'Wrong-Pass-2026' })).status);
      expect(statuses).toEqual([...Array<number>(PER_EMAIL).fill(401), 429]);
      const refused = await login(client, { email: owner.email, password: STRONG_PASSWORD }).expect(429);
      expect(refused.body.code).toBe('request.rate_limited');
    });

    it('does not count attempts the address limit refused against the email address', async () => {
      const owner = await signedUp();
      const client = newClientAddress();
      for (let attempt = 0; attempt < PER_IP; attempt += 1) await login(client, { email: uniqueEmail('other'), password: 'Wrong-Pass-2026' }).expect(401);
      for (let attempt = 0; attempt < PER_EMAIL * 2; attempt += 1) await login(client, { email: owner.email, password: 'Wrong-Pass-2026' }).expect(429);
      await login(newClientAddress(), { email: owner.email, password: STRONG_PASSWORD }).expect(200);
    });
  });

  describe('other requests that cost a password hash or a mail', () => {
    it('limits password-reset confirmations per address', async () => {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_IP; attempt += 1) {
        const response = await request(stack.http).post('/api/auth/password-resets').set('X-Forwarded-For', client).send({ token: randomBytes(32).toString('base64url'), newPassword: 'Amber-Harbour-Lantern-42' });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(PER_IP).fill(400), 429]);
    });

    it('limits password changes per account', async () => {
      const user = await signIn(stack, (await signedUp()).email);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_EMAIL; attempt += 1) {
        const response = await request(stack.http)
          .put('/api/me/password')
          .set('X-Forwarded-For', newClientAddress())
          .set('Authorization', `Bearer ${user.accessToken}`)
          .send({ currentPassword: 'Wrong-Pass-2026', newPassword: 'Amber-Harbour-Lantern-42', confirmPassword: 'Amber-Harbour-Lantern-42' });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(PER_EMAIL).fill(400), 429]);
    });

    it('limits resending the confirmation mail per account', async () => {
      const email = uniqueEmail('resend');
      await register(stack, email).set('X-Forwarded-For', newClientAddress()).expect(202);
      await stack.mail.waitFor((message) => message.to.includes(email), 15_000);
      const user = await signIn(stack, email);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_EMAIL; attempt += 1) {
        const response = await request(stack.http).post('/api/me/email-confirmations').set('X-Forwarded-For', newClientAddress()).set('Authorization', `Bearer ${user.accessToken}`);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(PER_EMAIL).fill(202), 429]);
      await stack.mail.waitFor((message) => message.to.includes(email) && countTo(email) === 1 + PER_EMAIL, 15_000);
    });
  });

  describe('posts from other sites', () => {
    const credentials = async () => ({ email: (await signedUp()).email, password: STRONG_PASSWORD });

    it('refuses a sign-in posted by an HTML form, in the visitor language, and sets no cookie', async () => {
      const body = await credentials();
      const refused = await request(stack.http)
        .post('/api/auth/login?lang=lv')
        .set('X-Forwarded-For', newClientAddress())
        .type('form')
        .send(body)
        .expect(400);
      expect(refused.body).toEqual({ code: 'request.json_required', message: 'Lūdzu, nosūtiet šo pieprasījumu JSON formātā.' });
      expect(refused.headers['set-cookie']).toBeUndefined();
      for (const type of ['multipart/form-data; boundary=x', 'text/plain']) {
        await request(stack.http).post('/api/auth/login').set('X-Forwarded-For', newClientAddress()).set('Content-Type', type).send(JSON.stringify(body)).expect(400);
      }
    });

    it("refuses sign-in, registration, refresh and sign-out from another site's page, and the session lives on", async () => {
      const body = await credentials();
      const client = newClientAddress();
      const foreign = (path: string) => request(stack.http).post(path).set('X-Forwarded-For', client).set('Origin', 'https://evil.example');
      const refused = await foreign('/api/auth/login?lang=et').send(body).expect(403);
      expect(refused.body).toEqual({ code: 'request.cross_site_refused', message: 'See päring peab tulema selle saidi enda lehtedelt.' });
      expect(refused.headers['set-cookie']).toBeUndefined();
      await foreign('/api/auth/register').send({ email: uniqueEmail('csrf'), password: STRONG_PASSWORD, firstName: 'Anna', lastName: 'Bērziņa', countryCode: '+371', phoneNumber: '20000000' }).expect(403);
      await foreign('/api/auth/login').set('Origin', 'null').send(body).expect(403);

      const session = await login(client, body).set('Origin', stack.env.PUBLIC_URL).expect(200);
      const cookie = String(session.headers['set-cookie']).split(';')[0];
      await foreign('/api/auth/logout').set('Cookie', cookie).expect(403);
      await foreign('/api/auth/refresh').set('Cookie', cookie).expect(403);
      await request(stack.http).post('/api/auth/logout').set('X-Forwarded-For', client).set('Cookie', cookie).type('form').send('a=1').expect(400);
      // The storefront's own requests (its origin, or none from the server-side render) still work.
      await request(stack.http).post('/api/auth/refresh').set('X-Forwarded-For', client).set('Origin', stack.http).set('Cookie', cookie).expect(200);
    });
  });

  function countTo(email: string) {
    return stack.mail.messages.filter((message) => message.to.includes(email)).length;
  }

  async function signedUp() {
    const email = uniqueEmail('owner');
    await register(stack, email).set('X-Forwarded-For', newClientAddress()).expect(202);
    return { email };
  }
});

/** Settings that are fine on a laptop but unsafe in production stop the process before it serves anyone. */
describe('production settings', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://tickets.example.com',
    DATABASE_URL: 'postgres://bte:Db-Password-7f3a9c@127.0.0.1:1/bte',
    SMTP_URL: 'smtp://127.0.0.1:1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  };

  it.each([
    ['the example file\'s placeholder secret', { JWT_SECRET: 'change-me-to-at-least-32-random-characters' }, 'JWT_SECRET still holds the placeholder'],
    ['a plain-http public address', { PUBLIC_URL: 'http://tickets.example.com' }, 'PUBLIC_URL must be an https URL in production'],
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, 'TRUST_PROXY must be false, the number of proxies'],
  ])('the API refuses to start with %s', async (_label, unsafe, message) => {
    const { code, output } = await run('main.js', { ...production, ...unsafe });
    expect(code).toBe(78);
    expect(output).toContain(message);
  }, 60_000);

  it.each([
    ['too short', 'Short-1', 'identity.password_too_short'],
    ['too common', 'password123', 'identity.password_too_common'],
    ['the placeholder', 'change-me-long-passphrase', 'placeholder'],
  ])('migrations refuse to create the first administrator with a password that is %s', async (_label, password, message) => {
    const { code, output } = await run('migrate.js', { ...production, ADMIN_EMAIL: 'admin@tickets.example.com', ADMIN_PASSWORD: password });
    expect(code).toBe(78);
    expect(output).toContain('ADMIN_PASSWORD');
    expect(output).toContain(message);
  }, 60_000);
});

function run(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, '../../backend/dist', entry)], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}
