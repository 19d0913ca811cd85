import { describe, expect, it } from '@jest/globals';
import { CatalogResponseCache, type CachedResponse } from './catalog-response-cache.js';

const answer = (text: string): CachedResponse => ({ headers: [['content-type', 'application/json; charset=utf-8']], body: Buffer.from(text), etag: `W/"${text}"`, route: '/api/events' });

function cacheAt(start = 0, limits = { ttlMs: 60_000, maxEntries: 100, maxBytes: 1_000_000 }) {
  const clock = { now: start };
  const cache = new CatalogResponseCache(limits, () => clock.now);
  cache.available = true;
  return { cache, clock };
}

describe('catalogue response cache', () => {
  it('keys only the public catalogue reads, by path, query in any order and the answer language', () => {
    const { cache } = cacheAt();
    expect(cache.keyOf('GET', '/api/events?pageSize=5&category=koncerti', {})).toBe(cache.keyOf('GET', '/api/events?category=koncerti&pageSize=5', {}));
    expect(cache.keyOf('HEAD', '/api/events/1', {})).toBe(cache.keyOf('GET', '/api/events/1', {}));
    expect(cache.keyOf('GET', '/api/categories', { 'accept-language': 'lv-LV,lv;q=0.9' })).toBe(cache.keyOf('GET', '/api/categories', { 'accept-language': 'lv' }));
    expect(cache.keyOf('GET', '/api/categories', { 'accept-language': 'lv' })).not.toBe(cache.keyOf('GET', '/api/categories', { 'accept-language': 'lt' }));
    expect(cache.keyOf('GET', '/api/categories?lang=lt', { 'accept-language': 'lv' })).not.toBe(cache.keyOf('GET', '/api/categories?lang=lv', { 'accept-language': 'lv' }));
    expect(cache.keyOf('GET', '/api/events', { origin: 'https://a.example' })).not.toBe(cache.keyOf('GET', '/api/events', {}));
    for (const [method, url] of [['POST', '/api/events'], ['GET', '/api/tickets'], ['GET', '/api/admin/events'], ['GET', '/api/events/1/tickets'], ['GET', '/api/me']]) {
      expect(cache.keyOf(method, url, {})).toBeNull();
    }
  });

  it('forgets an answer after its time, and everything on a change', () => {
    const { cache, clock } = cacheAt();
    cache.store('a', cache.generation, answer('a'));
    cache.store('b', cache.generation, answer('b'));
    expect(cache.get('a')?.body.toString()).toBe('a');
    clock.now += 60_000;
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', cache.generation, answer('a2'));
    cache.changed();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('never stores an answer computed before a change that arrived while it was being computed', () => {
    const { cache } = cacheAt();
    const started = cache.generation;
    cache.invalidate();
    cache.store('a', started, answer('old'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps within its entry and byte bounds, dropping the least recently used first', () => {
    const { cache } = cacheAt(0, { ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000_000 });
    cache.store('a', cache.generation, answer('a'));
    cache.store('b', cache.generation, answer('b'));
    cache.get('a');
    cache.store('c', cache.generation, answer('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((entry) => entry?.body.toString())).toEqual(['a', undefined, 'c']);

    const small = cacheAt(0, { ttlMs: 60_000, maxEntries: 100, maxBytes: 8 * 1024 }).cache;
    for (let index = 0; index < 20; index += 1) small.store(`k${index}`, small.generation, answer('x'.repeat(500)));
    expect(small.size.bytes).toBeLessThanOrEqual(8 * 1024);
    small.store('huge', small.generation, answer('x'.repeat(4 * 1024)));
    expect(small.get('huge')).toBeUndefined();
  });

  it('serves and stores nothing while the change feed is down or the cache is turned off', () => {
    const { cache } = cacheAt();
    cache.store('a', cache.generation, answer('a'));
    cache.available = false;
    expect(cache.get('a')).toBeUndefined();
    cache.store('b', cache.generation, answer('b'));
    cache.available = true;
    expect(cache.get('b')).toBeUndefined();
    const off = cacheAt(0, { ttlMs: 0, maxEntries: 100, maxBytes: 1_000_000 }).cache;
    off.store('a', off.generation, answer('a'));
    expect(off.get('a')).toBeUndefined();
  });
});
