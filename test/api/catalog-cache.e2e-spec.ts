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
  /** Cache off: every read is a miss, answered by the lean path once it has seen the route's headers (ADR 0038). */
  let lean: Awaited<ReturnType<typeof startSecondApi>>;
  /** Cache and lean path off: every read goes through Express and Nest, the reference for both. */
  let pipeline: Awaited<ReturnType<typeof startSecondApi>>;
  let db: pg.Client;
  let admin: User;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    second = await startSecondApi(stack);
    lean = await startSecondApi({ ...stack, env: { ...stack.env, CATALOG_CACHE_SECONDS: '0' } });
    pipeline = await startSecondApi({ ...stack, env: { ...stack.env, CATALOG_CACHE_SECONDS: '0', CATALOG_LEAN_READS: 'false' } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    admin = await signedUpUser(stack, 'admin');
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await second?.close();
    await lean?.close();
    await pipeline?.close();
    await stack?.close();
  }, 30_000);

  const metric = async (api: string, prefix: string, ...parts: string[]) => {
    const metrics = await request(api).get('/api/metrics').set('Authorization', `Bearer ${stack.metricsToken}`).expect(200);
    const line = metrics.text.split('\n').find((text) => text.startsWith(prefix) && parts.every((part) => text.includes(part)));
    return Number(line?.split(' ').at(-1) ?? 0);
  };
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
    const event = await firstConcert();
    const [hitsBefore, requestsBefore] = [await metric(stack.http, 'bte_catalog_cache_requests_total', 'hit'), await metric(stack.http, 'bte_http_request_duration_seconds_count{', 'route="/api/events/:id"', 'method="GET"')];
    for (let index = 0; index < 3; index += 1) await request(stack.http).get(`/api/events/${event.id}?lang=lt`).expect(200);
    expect(await metric(stack.http, 'bte_catalog_cache_requests_total', 'hit')).toBeGreaterThanOrEqual(hitsBefore + 2);
    expect(await metric(stack.http, 'bte_http_request_duration_seconds_count{', 'route="/api/events/:id"', 'method="GET"')).toBe(requestsBefore + 3);
  });

  describe('the lean read path of a cache miss (ADR 0038)', () => {
    const answered = (api: string) => metric(api, 'bte_catalog_lean_reads_total', 'result="answered"');

    it('keeps a lean answer in the cache as it sent it: the next read is a hit with the same body and headers, 304 too', async () => {
      // The route's headers are learnt from a first read through the pipeline; this path is new to the cache.
      await request(stack.http).get('/api/events?category=koncerti').expect(200);
      const path = '/api/events?category=koncerti&pageSize=4&lang=lt';
      const [answeredBefore, hitsBefore] = [await answered(stack.http), await metric(stack.http, 'bte_catalog_cache_requests_total', 'hit')];
      const fromLean = await request(stack.http).get(path).expect(200);
      expect(await answered(stack.http)).toBe(answeredBefore + 1);

      const fromCache = await request(stack.http).get(path).expect(200);
      const notModified = await request(stack.http).get(path).set('If-None-Match', fromLean.headers.etag).expect(304);
      expect(await metric(stack.http, 'bte_catalog_cache_requests_total', 'hit')).toBe(hitsBefore + 2);
      expect(await answered(stack.http)).toBe(answeredBefore + 1);
      expect(fromCache.text).toBe(fromLean.text);
      expect(stableHeaders(fromCache.headers)).toEqual(stableHeaders(fromLean.headers));
      expect(fromCache.headers['x-request-id']).not.toBe(fromLean.headers['x-request-id']);
      expect(notModified.headers).toMatchObject({ etag: fromLean.headers.etag, 'cache-control': 'public, max-age=60' });
      expect(notModified.headers['content-type']).toBeUndefined();
    });

    it('answers the events list and an event exactly as the full pipeline does: body byte for byte, every header, 304 too', async () => {
      const event = await firstConcert();
      const dayInSpring = new Date(Date.now() + 40 * 24 * 3600_000).toISOString().slice(0, 10);
      const paths = [
        '/api/events?category=koncerti',
        '/api/events?category=koncerti&pageSize=5&lang=lv',
        '/api/events?category=koncerti&page=2&pageSize=3',
        '/api/events?page=3',
        `/api/events?from=${dayInSpring}&to=${dayInSpring}&lang=lt`,
        `/api/events?q=${encodeURIComponent(event.title.split(' ')[0].toUpperCase())}+&category=koncerti`,
        '/api/events?category=koncerti&page=99999',
        `/api/events/${event.id}`,
        `/api/events/${event.id}?lang=et`,
      ];
      // The first read of a route goes through the pipeline, whose headers the lean path then keeps for it.
      await request(lean.http).get(paths[0]).expect(200);
      await request(lean.http).get(paths.at(-1)!).expect(200);
      for (const path of paths) {
        const reference = await request(pipeline.http).get(path).expect(200);
        const before = await answered(lean.http);
        const fromLean = await request(lean.http).get(path).expect(200);
        expect(await answered(lean.http)).toBe(before + 1);
        expect(fromLean.text).toBe(reference.text);
        expect(stableHeaders(fromLean.headers)).toEqual(stableHeaders(reference.headers));
        expect(fromLean.headers['x-request-id']).not.toBe(reference.headers['x-request-id']);

        const notModified = await request(lean.http).get(path).set('If-None-Match', reference.headers.etag).expect(304);
        const referenceNotModified = await request(pipeline.http).get(path).set('If-None-Match', reference.headers.etag).expect(304);
        expect(notModified.text).toBe('');
        expect(stableHeaders(notModified.headers)).toEqual(stableHeaders(referenceNotModified.headers));
      }
      expect(JSON.parse((await request(lean.http).get(paths[2]).expect(200)).text)).toMatchObject({ page: 2, pageSize: 3, items: [expect.any(Object), expect.any(Object), expect.any(Object)] });
    });

    it('leaves every request it does not answer as a clean 200 to the pipeline: errors, odd parameters, translations', async () => {
      await request(lean.http).get('/api/events?category=koncerti').expect(200);
      await request(lean.http).get(`/api/events/${(await firstConcert()).id}`).expect(200);
      // An event staff deleted answers 410 Gone.
      const removed = (await db.query(`INSERT INTO removed_events (id) VALUES (gen_random_uuid()) RETURNING id`)).rows[0].id as string;
      const paths = [
        '/api/events?category=nav-tadas&lang=lv',
        '/api/events?pageSize=0',
        '/api/events?pageSize=101&lang=et',
        '/api/events?page=01',
        '/api/events?from=2026-02-30&lang=lt',
        '/api/events?from=2027-05-03&to=2027-05-01',
        '/api/events?category=koncerti&category=teatris',
        '/api/events?category=',
        '/api/events?unknown=1',
        '/api/events?lang=fr',
        '/api/events?q=%ZZ',
        '/api/events/00000000-0000-4000-8000-000000000000?lang=lv',
        '/api/events/not-an-id',
        `/api/events/${removed}`,
      ];
      for (const path of paths) {
        const before = await answered(lean.http);
        const reference = await request(pipeline.http).get(path).set('Accept-Language', 'lv');
        const answer = await request(lean.http).get(path).set('Accept-Language', 'lv');
        expect({ path, status: answer.status, body: answer.text }).toEqual({ path, status: reference.status, body: reference.text });
        expect(stableHeaders(answer.headers)).toEqual(stableHeaders(reference.headers));
        expect({ path, answered: await answered(lean.http) }).toEqual({ path, answered: before });
      }
    });

    it('counts a lean answer under its route in the latency metric, like the pipeline', async () => {
      const event = await firstConcert();
      await request(lean.http).get(`/api/events/${event.id}`).expect(200);
      const count = () => metric(lean.http, 'bte_http_request_duration_seconds_count{', 'route="/api/events/:id"', 'method="GET"', 'status="2xx"');
      const before = await count();
      for (let index = 0; index < 3; index += 1) await request(lean.http).get(`/api/events/${event.id}`).expect(200);
      expect(await count()).toBe(before + 3);
    });
  });
});
