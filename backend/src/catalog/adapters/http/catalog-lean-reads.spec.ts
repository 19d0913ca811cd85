import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import type { BrowseCatalog, EventListQuery } from '../../application/browse-catalog.queries.js';
import { leanCatalogReads } from './catalog-lean-reads.js';

const ID = '5b0a52d2-6a8c-4a8e-9c43-4f3b1b6c8e01';

function recognise(url: string, method = 'GET', headers: Record<string, string> = {}) {
  const asked: { events?: EventListQuery; event?: string } = {};
  const browse = {
    events: (query: EventListQuery) => Promise.resolve((asked.events = query) && '{}'),
    event: (id: string) => Promise.resolve((asked.event = id) && '{}'),
  } as unknown as BrowseCatalog;
  const read = leanCatalogReads(browse)({ method, url, headers } as IncomingMessage);
  return { read, asked };
}

describe('the lean read path recognises only what the controller would take unchanged (ADR 0038)', () => {
  it('takes the events list with plain parameters, decoded as Express decodes them', async () => {
    const { read, asked } = recognise('/api/events?category=koncerti&q=R%C4%ABga+jazz&page=2&pageSize=50&from=2027-05-01&to=2027-05-31&lang=lv');
    expect(read?.route).toBe('/api/events');
    await read?.body();
    expect(asked.events).toEqual({
      category: 'koncerti',
      q: 'Rīga jazz',
      from: new Date('2027-04-30T21:00:00.000Z'),
      to: new Date('2027-05-31T21:00:00.000Z'),
      page: 2,
      pageSize: 50,
    });
    const defaults = recognise('/api/events');
    await defaults.read?.body();
    expect(defaults.asked.events).toMatchObject({ page: 1, pageSize: 20, category: undefined });
  });

  it("takes an event's detail by its id, with a language at most", async () => {
    const { read, asked } = recognise(`/api/events/${ID}?lang=et`);
    expect(read?.route).toBe('/api/events/:id');
    await read?.body();
    expect(asked.event).toBe(ID);
  });

  it('leaves everything else to the full pipeline', () => {
    const refused = [
      '/api/events?category=koncerti&category=teatris',
      '/api/events?category=',
      '/api/events?category',
      '/api/events?&category=koncerti',
      '/api/events?unknown=1',
      '/api/events?category[x]=1',
      '/api/events?page=0',
      '/api/events?page=01',
      '/api/events?page=100001',
      '/api/events?page=1.0',
      '/api/events?pageSize=101',
      '/api/events?from=2027-02-30',
      '/api/events?from=27-05-01',
      '/api/events?lang=fr',
      '/api/events?q=%ZZ',
      '/api/events?q=%00',
      `/api/events?q=${'a'.repeat(201)}`,
      `/api/events?category=${'a'.repeat(81)}`,
      '/api/events?category=a%26b=c',
      '/api/events?category="x"',
      '/api/events/',
      '/api/events/not-an-id',
      `/api/events/${ID}?category=koncerti`,
      `/api/events/${ID}/tickets`,
      '/api/categories',
      '/api/categories/koncerti',
      '/API/EVENTS',
      '/api/tickets',
    ];
    for (const url of refused) expect({ url, read: recognise(url).read }).toEqual({ url, read: null });
    expect(recognise('/api/events', 'HEAD').read).toBeNull();
    expect(recognise('/api/events', 'POST').read).toBeNull();
    expect(recognise('/api/events', 'GET', { 'content-length': '2' }).read).toBeNull();
    expect(recognise('/api/events', 'GET', { 'transfer-encoding': 'chunked' }).read).toBeNull();
  });
});
