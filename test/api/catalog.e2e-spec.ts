import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

interface EventItem {
  id: string;
  title: string;
  startsAt: string;
  date: string;
  time: string;
  category: { slug: string };
}

describe('catalogue', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  const get = (path: string) => request(stack.http).get(path);

  it('lists the nine active categories by priority, named in each of the four languages', async () => {
    const expected: Record<string, string[]> = {
      lv: ['Teātris', 'Koncerti', 'Festivāli', 'Sports', 'Kino', 'Bērniem', 'Ceļojumi', 'Dāvanu kartes', 'Citi pasākumi'],
      en: ['Theatre', 'Concerts', 'Festivals', 'Sports', 'Cinema', 'Children', 'Travel', 'Gift cards', 'Other events'],
      ee: ['Teater', 'Kontserdid', 'Festivalid', 'Sport', 'Kino', 'Lastele', 'Reisimine', 'Kinkekaardid', 'Muud üritused'],
      lt: ['Teatras', 'Koncertai', 'Festivaliai', 'Sportas', 'Kinas', 'Vaikams', 'Kelionės', 'Dovanų kortelės', 'Kiti renginiai'],
    };
    for (const [lang, names] of Object.entries(expected)) {
      const response = await get(`/api/categories?lang=${lang}`).expect(200);
      expect(response.body.map((category: { name: string }) => category.name)).toEqual(names);
    }
    const byHeader = await get('/api/categories').set('Accept-Language', 'lt-LT,lt;q=0.9').expect(200);
    expect(byHeader.body[0].name).toBe('Teatras');
    expect(byHeader.body.map((category: { slug: string }) => category.slug)).toEqual([
      'teatris', 'koncerti', 'festivali', 'sports', 'kino', 'berniem', 'celojumi', 'davanu-kartes', 'citi-pasākumi',
    ]);
  });

  it('finds a category by a slug with non-ASCII letters, percent-encoded', async () => {
    const response = await get(`/api/categories/${encodeURIComponent('citi-pasākumi')}?lang=lv`).expect(200);
    expect(response.body).toMatchObject({ key: 'other', slug: 'citi-pasākumi', name: 'Citi pasākumi' });
    const missing = await get('/api/categories/nav-tadas?lang=lv').expect(404);
    expect(missing.body).toEqual({ code: 'catalog.category_not_found', message: 'Kategorija nav atrasta.' });
  });

  it('lists the events of a category by date ascending, with the demo counts of the spec', async () => {
    const counts: Record<string, number> = { teatris: 10, koncerti: 10, festivali: 10, sports: 0, kino: 10, berniem: 5, celojumi: 5, 'davanu-kartes': 5, 'citi-pasākumi': 5 };
    for (const [slug, count] of Object.entries(counts)) {
      const response = await get(`/api/events?category=${encodeURIComponent(slug)}&pageSize=100`).expect(200);
      expect(response.body.total).toBe(count);
      const starts = (response.body.items as EventItem[]).map((event) => event.startsAt);
      expect(starts).toEqual([...starts].sort());
    }
  });

  it('searches title and description without regard to case or accents', async () => {
    const kekava = await get('/api/events?q=kekava').expect(200);
    expect((kekava.body.items as EventItem[]).map((event) => event.title)).toContain('Jazz vakars Ķekavā');
    const upper = await get('/api/events?q=KONCERTS&category=koncerti').expect(200);
    expect((upper.body.items as EventItem[]).map((event) => event.title)).toEqual(expect.arrayContaining(['Rīgas Doma kora koncerts']));
    const wildcard = await get(`/api/events?q=${encodeURIComponent('%')}`).expect(200);
    expect(wildcard.body.total).toBe(0);
  });

  it('filters by a date range of Riga days, inclusive', async () => {
    const all = (await get('/api/events?category=koncerti&pageSize=100').expect(200)).body.items as EventItem[];
    const target = all[3];
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Riga' }).format(new Date(target.startsAt));
    const response = await get(`/api/events?category=koncerti&from=${day}&to=${day}`).expect(200);
    expect((response.body.items as EventItem[]).map((event) => event.id)).toEqual([target.id]);
    expect(target.date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(target.time).toMatch(/^(18|19|20):(00|30)$/);
  });

  it('pages, and caps the page size', async () => {
    const first = await get('/api/events?pageSize=7&page=1').expect(200);
    const second = await get('/api/events?pageSize=7&page=2').expect(200);
    expect(first.body.items).toHaveLength(7);
    expect(first.body.total).toBe(60);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    const beyond = await get('/api/events?pageSize=7&page=100').expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 60 });
  });

  it('answers bad dates and paging values with 400 and field errors, never 500', async () => {
    const paging = await get('/api/events?pageSize=101&page=0&lang=lv').expect(400);
    expect(paging.body.fieldErrors).toEqual({
      page: 'Lapai jābūt veselam skaitlim, kas nav mazāks par 1.',
      pageSize: 'Lapas izmēram jābūt veselam skaitlim no 1 līdz 100.',
    });
    const format = await get('/api/events?from=15.01.2026').expect(400);
    expect(format.body.fieldErrors.from).toBe('Enter a date as YYYY-MM-DD.');
    await get('/api/events?from=2026-02-30').expect(400);
    const reversed = await get('/api/events?from=2026-05-01&to=2026-04-01').expect(400);
    expect(reversed.body.code).toBe('catalog.invalid_date_range');
    await get('/api/events?pageSize=abc').expect(400);
    await get('/api/events?page[$gt]=1').expect(400);
  });

  it('shows an event with its organiser tiers, and "event not found" otherwise', async () => {
    const [event] = (await get('/api/events?category=teatris&pageSize=1').expect(200)).body.items as EventItem[];
    const detail = await get(`/api/events/${event.id}`).expect(200);
    expect(detail.body).toMatchObject({ id: event.id, title: event.title, category: { slug: 'teatris' } });
    expect(detail.body.tiers.map(({ name, priceCents, available }: { name: string; priceCents: number; available: number }) => ({ name, priceCents, available }))).toEqual([
      { name: 'VIP', priceCents: 5000, available: 10 },
      { name: 'Standard', priceCents: 3000, available: 50 },
      { name: 'Economy', priceCents: 2000, available: 100 },
    ]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fetc%2Fpasswd']) {
      const missing = await get(`/api/events/${id}?lang=ee`).expect(404);
      expect(missing.body).toEqual({ code: 'catalog.event_not_found', message: 'Üritust ei leitud.' });
    }
  });

  it('lets browsers and proxies cache the public catalogue for 60 s, with ETag revalidation', async () => {
    const first = await get('/api/categories?lang=lv').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toBeTruthy();
    await get('/api/categories?lang=lv').set('If-None-Match', first.headers.etag).expect(304);
    const events = await get('/api/events?category=kino').expect(200);
    expect(events.headers['cache-control']).toBe('public, max-age=60');
  });
});
