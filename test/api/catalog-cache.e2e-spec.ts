import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { startSecondApi, startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** Headers that differ between any two answers by nature: the request's own id and the clock. */
const PER_ANSWER = new Set(['x-request-id', 'date']);
const stableHeaders = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('catalogue response cache (ADR 0009)', () => {
  let stack: TestStack;
  let second: Awaited<ReturnType<typeof startSecondApi>>;
  let db: pg.Client;
  let admin: User;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    second = await startSecondApi(stack);
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    admin = await signedUpUser(stack, 'admin');
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await second?.close();
    await stack?.close();
  }, 30_000);

  const asAdmin = () => ({ Authorization: `Bearer ${admin.accessToken}` });
  const firstConcert = async () => (await request(stack.http).get('/api/events?category=koncerti&pageSize=1').expect(200)).body.items[0] as { id: string; title: string };

  it('answers a repeated read with the same body and exactly the same headers, security headers included', async () => {
    for (const path of ['/api/categories?lang=lv', `/api/categories/${encodeURIComponent('citi-pasākumi')}?lang=et`, '/api/events?category=koncerti&pageSize=5', `/api/events/${(await firstConcert()).id}`]) {
      const first = await request(stack.http).get(path).expect(200);
      const again = await request(stack.http).get(path).expect(200);
      expect(again.text).toBe(first.text);
      expect(stableHeaders(again.headers)).toEqual(stableHeaders(first.headers));
      expect(again.headers).toMatchObject({
        'cache-control': 'public, max-age=60',
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        etag: expect.any(String),
        'x-request-id': expect.any(String),
      });
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
  });

  it('keeps the language apart: the same path in two languages gives two answers', async () => {
    const latvian = await request(stack.http).get('/api/categories').set('Accept-Language', 'lv').expect(200);
    const lithuanian = await request(stack.http).get('/api/categories').set('Accept-Language', 'lt-LT,lt;q=0.9').expect(200);
    const english = await request(stack.http).get('/api/categories').expect(200);
    expect([latvian.body[0].name, lithuanian.body[0].name, english.body[0].name]).toEqual(['Teātris', 'Teatras', 'Theatre']);
    expect(latvian.headers.vary).toBe('Accept-Language');
  });

  it('answers 304 to a matching If-None-Match from the cache, and 200 when the client says no-cache', async () => {
    const path = '/api/events?category=teatris';
    const first = await request(stack.http).get(path).expect(200);
    await request(stack.http).get(path).expect(200);
    const notModified = await request(stack.http).get(path).set('If-None-Match', first.headers.etag).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': 'public, max-age=60', 'x-content-type-options': 'nosniff' });
    await request(stack.http).get(path).set('If-None-Match', first.headers.etag).set('Cache-Control', 'no-cache').expect(200);
    await request(stack.http).get(path).set('If-None-Match', 'W/"something-else"').expect(200);
    const head = await request(stack.http).head(path).expect(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
  });

  it('shows an event title edited in the back-office at once, on this API and on a second one that had it cached', async () => {
    const event = await firstConcert();
    const onSecond = () => request(second.http).get(`/api/events/${event.id}`).expect(200);
    expect((await onSecond()).body.title).toBe(event.title);
    expect((await request(stack.http).get(`/api/events/${event.id}`).expect(200)).body.title).toBe(event.title);

    const full = (await request(stack.http).get(`/api/admin/events/${event.id}`).set(asAdmin()).expect(200)).body;
    await request(stack.http).put(`/api/admin/events/${event.id}`).set(asAdmin()).send({ ...full, title: 'Pārdēvēts koncerts' }).expect(200);

    expect((await request(stack.http).get(`/api/events/${event.id}`).expect(200)).body.title).toBe('Pārdēvēts koncerts');
    const list = await request(stack.http).get('/api/events?category=koncerti&pageSize=1').expect(200);
    expect(list.body.items[0].title).toBe('Pārdēvēts koncerts');
    // The other process hears of it from PostgreSQL (LISTEN/NOTIFY): within moments, not after 60 s.
    const seen = await eventually(onSecond, (response) => response.body.title === 'Pārdēvēts koncerts', 5_000);
    expect(seen.body.title).toBe('Pārdēvēts koncerts');
  });

  it('sees a change an operator makes directly in the database, and does not keep a 404', async () => {
    await request(stack.http).get('/api/categories/jauna-kategorija?lang=lv').expect(404);
    const before = await request(second.http).get('/api/categories?lang=lv').expect(200);
    expect(before.body.map((category: { slug: string }) => category.slug)).not.toContain('jauna-kategorija');

    await db.query(`INSERT INTO categories (key, slug, name, name_lv, status, priority) VALUES ('new', 'jauna-kategorija', 'New', 'Jauna kategorija', 'active', 99)`);

    for (const api of [stack.http, second.http]) {
      const found = await eventually(() => request(api).get('/api/categories/jauna-kategorija?lang=lv'), (response) => response.status === 200, 5_000);
      expect(found.body.name).toBe('Jauna kategorija');
      const listed = await eventually(() => request(api).get('/api/categories?lang=lv'), (response) => response.body.length === before.body.length + 1, 5_000);
      expect(listed.body.at(-1).slug).toBe('jauna-kategorija');
    }
  });

  it('adds HSTS to a cached answer exactly when Express would: TLS reported by a trusted proxy', async () => {
    const behindProxy = await startSecondApi({ ...stack, env: { ...stack.env, TRUST_PROXY: 'loopback' } });
    try {
      // The first round fills the cache, the second is answered from it.
      for (let round = 0; round < 2; round += 1) {
        const overTls = await request(behindProxy.http).get('/api/categories?lang=en').set('X-Forwarded-Proto', 'https').expect(200);
        expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const plain = await request(behindProxy.http).get('/api/categories?lang=en').expect(200);
        expect(plain.headers['strict-transport-security']).toBeUndefined();
      }
      const untrusted = await request(stack.http).get('/api/categories?lang=en').set('X-Forwarded-Proto', 'https').expect(200);
      expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  }, 60_000);

  it('answers repeated reads from memory, and counts them in the metrics under their route', async () => {
    const metric = async (prefix: string, ...parts: string[]) => {
      const metrics = await request(stack.http).get('/api/metrics').set('Authorization', `Bearer ${stack.metricsToken}`).expect(200);
      const line = metrics.text.split('\n').find((text) => text.startsWith(prefix) && parts.every((part) => text.includes(part)));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const event = await firstConcert();
    const [hitsBefore, requestsBefore] = [await metric('bte_catalog_cache_requests_total', 'hit'), await metric('bte_http_request_duration_seconds_count{', 'route="/api/events/:id"', 'method="GET"')];
    for (let index = 0; index < 3; index += 1) await request(stack.http).get(`/api/events/${event.id}?lang=lt`).expect(200);
    expect(await metric('bte_catalog_cache_requests_total', 'hit')).toBeGreaterThanOrEqual(hitsBefore + 2);
    expect(await metric('bte_http_request_duration_seconds_count{', 'route="/api/events/:id"', 'method="GET"')).toBe(requestsBefore + 3);
  });
});
