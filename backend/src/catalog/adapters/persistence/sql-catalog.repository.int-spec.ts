import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../shared/adapters/persistence/data-source.js';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { toEventView, type EventPageView } from '../../application/catalog-views.js';
import { SqlCatalogRepository } from './sql-catalog.repository.js';

const NOW = new Date('2027-05-01T12:00:00.000Z');
const at = (days: number, hours = 0) => new Date(NOW.getTime() + (days * 24 + hours) * 3600_000);

describe('the public catalogue statements', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let db: pg.Client;
  let catalog: SqlCatalogRepository;
  let transactions: TypeOrmTransactionRunner;
  const category: Record<'concerts' | 'theatre' | 'closed', string> = { concerts: '', theatre: '', closed: '' };

  async function event(categoryId: string, title: string, startsAt: Date, status = 'scheduled'): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO events (category_id, title, description, venue, city, starts_at, price_range, status, search_text)
       VALUES ($1, $2::text, 'Apraksts', 'Arēna Rīga', 'Rīga', $3, '10–50 €', $4, lower($2::text)) RETURNING id`,
      [categoryId, title, startsAt, status],
    );
    return rows[0].id;
  }

  /** The page's JSON text as the API sends it, parsed here only to look into it. */
  const search = async (filters: { categorySlug?: string; text?: string; from?: Date; to?: Date; offset?: number; limit?: number }) => {
    const text = await catalog.eventPage({ from: NOW, offset: 0, limit: 20, ...filters });
    return text === null ? null : (JSON.parse(text) as EventPageView);
  };
  const titles = (found: Awaited<ReturnType<typeof search>>) => found?.items.map((item) => item.title);

  /** The per-day counts the trigger keeps, against a count of the events themselves. */
  async function expectDayCountsToMatchEvents() {
    const { rows } = await db.query(`
      SELECT coalesce(kept.category_id, actual.category_id) AS category_id, coalesce(kept.day, actual.day) AS day, kept.events AS kept, actual.events AS actual
      FROM (SELECT category_id, day, events FROM scheduled_events_by_day WHERE events > 0) kept
      FULL JOIN (SELECT category_id, (starts_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS events FROM events WHERE status = 'scheduled' GROUP BY 1, 2) actual
        ON actual.category_id = kept.category_id AND actual.day = kept.day
      WHERE kept.events IS DISTINCT FROM actual.events`);
    expect(rows).toEqual([]);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource(database.url, 4);
    await dataSource.initialize();
    transactions = new TypeOrmTransactionRunner(dataSource);
    catalog = new SqlCatalogRepository(new SqlDatabase(transactions));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    for (const [key, status] of [['concerts', 'active'], ['theatre', 'active'], ['closed', 'inactive']] as const) {
      const { rows } = await db.query(`INSERT INTO categories (key, slug, name, status) VALUES ($1, $2, $1, $3) RETURNING id`, [`test-${key}`, `test-${key}`, status]);
      category[key] = rows[0].id;
    }
    // 25 scheduled concerts, two at a time on the same minute, so that the order needs its second key (the id).
    for (let n = 1; n <= 25; n += 1) await event(category.concerts, `Concert ${String(n).padStart(2, '0')}`, at(Math.ceil(n / 2)));
    await event(category.concerts, 'Concert cancelled', at(3), 'cancelled');
    await event(category.concerts, 'Concert finished', at(4), 'finished');
    await event(category.concerts, 'Concert already begun', at(0, -1));
    await event(category.theatre, 'Hamlet', at(2, 5));
    await event(category.closed, 'Closed show', at(1));
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await dataSource?.destroy();
    await database?.drop();
  });

  it("pages a category's scheduled events from the given instant, by start and then id, with the total of all pages", async () => {
    const first = await search({ categorySlug: 'test-concerts' });
    const second = await search({ categorySlug: 'test-concerts', offset: 20 });
    expect(first?.total).toBe(25);
    expect(second?.total).toBe(25);
    expect(first?.items).toHaveLength(20);
    expect(second?.items).toHaveLength(5);
    const all = [...(first?.items ?? []), ...(second?.items ?? [])];
    const expectedOrder = [...all].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id));
    expect(all.map((item) => item.id)).toEqual(expectedOrder.map((item) => item.id));
    expect(new Set(all.map((item) => item.title)).size).toBe(25);
    expect(all.every((item) => /^Concert \d\d$/.test(item.title))).toBe(true);
  });

  it('gives every field of an event, the start to the millisecond', async () => {
    const startsAt = new Date('2027-06-01T16:30:45.123Z');
    const id = await event(category.theatre, 'Precise start', startsAt);
    const found = await search({ categorySlug: 'test-theatre', text: 'precise' });
    expect(found).toEqual({
      items: [
        { id, category: { id: category.theatre, slug: 'test-theatre' }, title: 'Precise start', description: 'Apraksts', venue: 'Arēna Rīga', city: 'Rīga', startsAt: '2027-06-01T16:30:45.123Z', date: '01.06.2027', time: '19:30', priceRange: '10–50 €', status: 'scheduled', image: null },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    await db.query('DELETE FROM events WHERE id = $1', [id]);
  });

  it('answers an empty page past the last one with the total still counted', async () => {
    expect(await search({ categorySlug: 'test-concerts', offset: 40 })).toEqual({ items: [], total: 25, page: 3, pageSize: 20 });
    expect(await search({ categorySlug: 'test-theatre', from: at(30), limit: 7 })).toEqual({ items: [], total: 0, page: 1, pageSize: 7 });
  });

  it('answers null for a category that is unknown or inactive, so that the visitor gets a 404', async () => {
    expect(await search({ categorySlug: 'no-such-category' })).toBeNull();
    expect(await search({ categorySlug: 'test-closed' })).toBeNull();
  });

  it("lists every active category's events without a category, and filters by days and by text", async () => {
    const everything = await search({ limit: 100 });
    expect(everything?.total).toBe(26);
    expect(titles(everything)).toContain('Hamlet');
    expect(titles(everything)).not.toContain('Closed show');
    const dayTwo = await search({ from: at(2, -1), to: at(2, 6) });
    expect(titles(dayTwo)).toEqual(expect.arrayContaining(['Concert 03', 'Concert 04', 'Hamlet']));
    expect(dayTwo?.total).toBe(3);
    expect(await search({ text: 'hamlet' })).toMatchObject({ total: 1, items: [{ title: 'Hamlet', category: { slug: 'test-theatre' } }] });
  });

  it('follows every change of an event or a category at once: cancelled, rescheduled, moved, category closed', async () => {
    const id = await event(category.theatre, 'Changing play', at(5));
    const theatreTitles = async () => titles(await search({ categorySlug: 'test-theatre' }));
    expect(await theatreTitles()).toEqual(['Hamlet', 'Changing play']);
    await db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [id]);
    expect(await theatreTitles()).toEqual(['Hamlet']);
    await db.query(`UPDATE events SET status = 'scheduled', starts_at = $2 WHERE id = $1`, [id, at(1)]);
    expect(await theatreTitles()).toEqual(['Changing play', 'Hamlet']);
    await db.query(`UPDATE events SET category_id = $2 WHERE id = $1`, [id, category.concerts]);
    expect(await theatreTitles()).toEqual(['Hamlet']);
    expect((await search({ categorySlug: 'test-concerts' }))?.total).toBe(26);
    await db.query(`UPDATE categories SET status = 'inactive' WHERE id = $1`, [category.theatre]);
    expect(await search({ categorySlug: 'test-theatre' })).toBeNull();
    expect((await search({}))?.total).toBe(26);
    await db.query(`UPDATE categories SET status = 'active' WHERE id = $1`, [category.theatre]);
    await db.query(`UPDATE events SET title = 'Renamed play' WHERE id = $1`, [id]);
    await expectDayCountsToMatchEvents();
    await db.query('DELETE FROM events WHERE id = $1', [id]);
    await expectDayCountsToMatchEvents();
  });

  it("counts the events later on the instant's own day, and not those already begun, from any instant", async () => {
    const tonight = await event(category.theatre, 'Tonight', at(0, 3));
    const lateTonight = await event(category.theatre, 'Late tonight', new Date(Date.UTC(2027, 4, 1, 23, 59, 59, 999)));
    const tomorrowEarly = await event(category.theatre, 'Tomorrow early', new Date(Date.UTC(2027, 4, 2, 0, 0, 0, 0)));
    const theatreTotal = async (from: Date) => (await search({ categorySlug: 'test-theatre', from }))?.total;
    expect(await theatreTotal(NOW)).toBe(4);
    expect(await theatreTotal(at(0, 4))).toBe(3);
    expect(await theatreTotal(new Date(Date.UTC(2027, 4, 2)))).toBe(2);
    expect(await theatreTotal(new Date(Date.UTC(2027, 4, 2, 0, 0, 0, 1)))).toBe(1);
    expect((await search({}))?.total).toBe(29);
    expect((await search({ from: at(0, 4) }))?.total).toBe(28);
    await db.query('DELETE FROM events WHERE id = ANY($1)', [[tonight, lateTonight, tomorrowEarly]]);
    await expectDayCountsToMatchEvents();
  });

  it('keeps the per-day counts right when many events of one category and day are written at once', async () => {
    const writers = await Promise.all(Array.from({ length: 8 }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return client;
    }));
    try {
      const ids = await Promise.all(writers.map(async (client, n) => {
        await client.query('BEGIN');
        const { rows } = await client.query(
          `INSERT INTO events (category_id, title, venue, city, starts_at) VALUES ($1, $2, 'Arēna Rīga', 'Rīga', $3) RETURNING id`,
          [category.theatre, `Crowded day ${n}`, at(9, n)],
        );
        await client.query(n % 2 ? `UPDATE events SET status = 'cancelled' WHERE id = $1` : 'SELECT 1', [rows[0].id].slice(0, n % 2));
        await client.query(n === 7 ? 'ROLLBACK' : 'COMMIT');
        return rows[0].id as string;
      }));
      expect((await search({ categorySlug: 'test-theatre', from: at(9, -1), to: at(10) }))?.total).toBe(4);
      await expectDayCountsToMatchEvents();
      await db.query('DELETE FROM events WHERE id = ANY($1)', [ids]);
      await expectDayCountsToMatchEvents();
    } finally {
      await Promise.all(writers.map((client) => client.end()));
    }
  });

  it('writes the answers exactly as JSON.stringify of the views would: escapes, no price, Riga summer and winter time, milliseconds', async () => {
    const starts = [new Date('2026-03-29T00:59:59.999Z'), new Date('2026-03-29T01:00:00.000Z'), new Date('2026-10-24T23:30:00.001Z'), new Date('2026-12-31T22:00:00.000Z')];
    const titlesWritten = ['Quote " and back\\slash', 'Line\nbreak\tand\u0001control', 'Ümlauts ā ē 🎭 \u2028', '</script><b>'];
    const ids: string[] = [];
    for (const [n, startsAt] of starts.entries()) {
      ids.push(await event(category.theatre, titlesWritten[n], startsAt));
    }
    await db.query(`UPDATE events SET price_range = NULL, description = E'multi\\nline "described"' WHERE id = $1`, [ids[0]]);
    await db.query(`INSERT INTO event_ticket_tiers (event_id, name, price_cents, available, position) VALUES ($1, 'Tier "A" \\ 🎟', 1250, 3, 0), ($1, 'B', 0, 0, 1)`, [ids[0]]);
    await db.query(`UPDATE events SET image = $2 WHERE id = $1`, [ids[2], JSON.stringify({ id: '0123456789abcdef', width: 1280, height: 853, widths: [320, 640, 960, 1280] })]);
    const page = await catalog.eventPage({ categorySlug: 'test-theatre', from: new Date('2026-03-28T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z'), offset: 0, limit: 10 });
    const records = await Promise.all(ids.map(async (id) => (await catalog.eventById(id))!));
    const views = records.map((record) => toEventView(record.event));
    expect(page).toBe(JSON.stringify({ items: views, total: 4, page: 1, pageSize: 10 }));
    expect(views.map((view) => `${view.date} ${view.time}`)).toEqual(['29.03.2026 02:59', '29.03.2026 04:00', '25.10.2026 02:30', '01.01.2027 00:00']);
    expect(views[2].image).toEqual({ base: '/api/images/0123456789abcdef', width: 1280, height: 853, widths: [320, 640, 960, 1280] });
    expect(await catalog.eventDetail(ids[2])).toBe(JSON.stringify({ ...views[2], tiers: [] }));
    expect(await catalog.eventDetail(ids[0])).toBe(JSON.stringify({ ...views[0], tiers: records[0].tiers }));
    expect(await catalog.eventDetail(ids[1])).toBe(JSON.stringify({ ...views[1], tiers: [] }));
    expect(await catalog.eventDetail('00000000-0000-4000-8000-000000000000')).toBeNull();
    await db.query('DELETE FROM events WHERE id = ANY($1)', [ids]);
  });

  it("keeps each event's stored view current through every change of the event or its category's slug, in the changing transaction", async () => {
    const id = await event(category.theatre, 'Kept play', at(6));
    const expectViewCurrent = async () => {
      const record = (await catalog.eventById(id))!;
      const view = JSON.stringify(toEventView(record.event));
      expect(await catalog.eventDetail(id)).toBe(JSON.stringify({ ...toEventView(record.event), tiers: record.tiers }));
      const page = await catalog.eventPage({ categorySlug: record.event.categorySlug, text: 'kept play', from: NOW, offset: 0, limit: 20 });
      if (record.event.status === 'scheduled') expect(page).toContain(view);
      return record.event;
    };
    await expectViewCurrent();
    await db.query(`UPDATE events SET title = 'Kept play, "renamed"', description = 'Cits apraksts', venue = 'Dailes teātris', city = 'Rīga', price_range = '5 €' WHERE id = $1`, [id]);
    expect(await expectViewCurrent()).toMatchObject({ title: 'Kept play, "renamed"', venue: 'Dailes teātris', priceRange: '5 €' });
    await db.query(`UPDATE events SET starts_at = $2 WHERE id = $1`, [id, new Date('2027-07-01T20:15:00.250Z')]);
    expect(JSON.parse((await catalog.eventDetail(id))!)).toMatchObject({ startsAt: '2027-07-01T20:15:00.250Z', date: '01.07.2027', time: '23:15' });
    await expectViewCurrent();
    await db.query(`UPDATE events SET image = $2 WHERE id = $1`, [id, JSON.stringify({ id: 'fedcba9876543210', width: 800, height: 600, widths: [320, 800] })]);
    expect(JSON.parse((await catalog.eventDetail(id))!).image).toEqual({ base: '/api/images/fedcba9876543210', width: 800, height: 600, widths: [320, 800] });
    await db.query(`UPDATE events SET image = NULL, status = 'cancelled' WHERE id = $1`, [id]);
    expect(JSON.parse((await catalog.eventDetail(id))!)).toMatchObject({ image: null, status: 'cancelled' });
    await db.query(`UPDATE events SET status = 'scheduled', category_id = $2 WHERE id = $1`, [id, category.concerts]);
    expect(await expectViewCurrent()).toMatchObject({ categoryId: category.concerts, categorySlug: 'test-concerts' });
    // A category's new slug is in every one of its events' views at once, and a rollback leaves the old one.
    await db.query('BEGIN');
    await db.query(`UPDATE categories SET slug = 'test-concerts-renamed' WHERE id = $1`, [category.concerts]);
    expect((await db.query('SELECT view_json FROM events WHERE id = $1', [id])).rows[0].view_json).toContain('"slug":"test-concerts-renamed"');
    await db.query('ROLLBACK');
    await expectViewCurrent();
    await db.query(`UPDATE categories SET slug = 'test-concerts-renamed' WHERE id = $1`, [category.concerts]);
    expect(await expectViewCurrent()).toMatchObject({ categorySlug: 'test-concerts-renamed' });
    const stale = await db.query(`SELECT e.id FROM events e WHERE e.view_json <> catalog_event_view_json(e, (SELECT slug FROM categories WHERE id = e.category_id))`);
    expect(stale.rows).toEqual([]);
    await db.query(`UPDATE categories SET slug = 'test-concerts' WHERE id = $1`, [category.concerts]);
    await db.query('DELETE FROM events WHERE id = $1', [id]);
  });

  it('reads an event with its tiers in their order, whatever its status, inside a transaction too', async () => {
    const id = await event(category.concerts, 'With tiers', at(7), 'cancelled');
    await db.query(
      `INSERT INTO event_ticket_tiers (event_id, name, price_cents, available, position)
       VALUES ($1, 'VIP', 9000, 5, 2), ($1, 'Balkons', 3000, 0, 1), ($1, 'Parters', 4500, 12, 1)`,
      [id],
    );
    const found = await catalog.eventById(id);
    expect(found?.event).toMatchObject({ id, title: 'With tiers', status: 'cancelled', categorySlug: 'test-concerts', startsAt: at(7) });
    expect(found?.tiers).toEqual([
      { id: expect.any(String), name: 'Balkons', priceCents: 3000, available: 0 },
      { id: expect.any(String), name: 'Parters', priceCents: 4500, available: 12 },
      { id: expect.any(String), name: 'VIP', priceCents: 9000, available: 5 },
    ]);
    const inTransaction = await transactions.run(async () => {
      await transactions.manager().query(`UPDATE events SET title = 'Renamed, not committed yet' WHERE id = $1`, [id]);
      return catalog.eventById(id);
    });
    expect(inTransaction?.event.title).toBe('Renamed, not committed yet');
    const withoutTiers = await catalog.eventById(await event(category.theatre, 'No tiers', at(8)));
    expect(withoutTiers?.tiers).toEqual([]);
    expect(await catalog.eventById('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('starts the per-day counts afresh when the events table is emptied', async () => {
    await db.query('TRUNCATE events CASCADE');
    expect((await db.query('SELECT count(*)::int AS n FROM scheduled_events_by_day')).rows[0].n).toBe(0);
    expect(await search({ categorySlug: 'test-concerts' })).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    await event(category.concerts, 'After the truncation', at(1));
    expect(await search({ categorySlug: 'test-concerts' })).toMatchObject({ total: 1 });
    await expectDayCountsToMatchEvents();
  });
});
