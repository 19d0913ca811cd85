import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { signedUpUser } from './support/accounts.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';
import { sitemapSchemaErrors } from '../support/sitemap-schema.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const LANGUAGES = [
  { path: 'lv', hreflang: 'lv', locale: 'lv_LV' },
  { path: 'en', hreflang: 'en', locale: 'en_GB' },
  { path: 'ee', hreflang: 'et', locale: 'et_EE' },
  { path: 'lt', hreflang: 'lt', locale: 'lt_LT' },
];

/** The head of a server-rendered page as a search engine or a chat app's link preview reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  const tags = (name: string) => [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
  const meta = (key: string) => tags('meta').filter((tag) => attribute(tag, 'name') === key || attribute(tag, 'property') === key).map((tag) => attribute(tag, 'content'));
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: meta('description')[0],
    canonical: tags('link').filter((tag) => attribute(tag, 'rel') === 'canonical').map((tag) => attribute(tag, 'href'))[0],
    alternates: Object.fromEntries(tags('link').filter((tag) => attribute(tag, 'rel') === 'alternate').map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')])),
    meta: (key: string) => meta(key)[0],
    metas: meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>),
  };
}

const builtStorefront = existsSync(resolve(ROOT, 'storefront/dist-server/entry-server.js'));

/**
 * Issue 25: what search engines and link previews read from the server's HTML, the status codes of unknown and
 * removed pages, robots.txt and the sitemap. Needs the storefront build (`npm run build -w storefront`).
 */
(builtStorefront ? describe : describe.skip)('discovery: search engines and link previews', () => {
  let stack: TestStack;
  let db: pg.Client;
  let origin: string;
  let event: { id: string; title: string; startsAt: string; date: string; time: string; venue: string; city: string; category: { slug: string } };

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    origin = stack.env.PUBLIC_URL;
    const { body } = await request(stack.http).get('/api/events?category=koncerti&pageSize=1').expect(200);
    event = body.items[0];
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const page = (path: string) => request(stack.http).get(path);

  const publicPages = (language: string) => [
    `/${language}`,
    `/${language}/about-us`,
    `/${language}/contact`,
    `/${language}/privacy-policy`,
    `/${language}/terms-of-use`,
    `/${language}/events`,
    `/${language}/events/koncerti`,
    `/${language}/events/koncerti/${event.id}`,
    `/${language}/tickets`,
  ];

  it('gives every public page, in each language, its own title and description, canonical, hreflang alternates and link preview', async () => {
    for (const language of LANGUAGES) {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const path of publicPages(language.path)) {
        const response = await page(path).expect(200);
        const head = headOf(response.text);
        expect(head.lang).toBe(language.hreflang);
        titles.add(head.title!);
        descriptions.add(head.description!);
        expect(head.description!.length).toBeGreaterThan(50);
        expect(head.description!.length).toBeLessThanOrEqual(160);
        expect(head.canonical).toBe(`${origin}${path}`);
        const rest = path.slice(language.path.length + 1);
        expect(head.alternates).toEqual({
          lv: `${origin}/lv${rest}`,
          en: `${origin}/en${rest}`,
          et: `${origin}/ee${rest}`,
          lt: `${origin}/lt${rest}`,
          'x-default': `${origin}/en${rest}`,
        });
        expect(head.meta('og:title')).toBe(head.title);
        expect(head.meta('og:description')).toBe(head.description);
        expect(head.meta('og:url')).toBe(`${origin}${path}`);
        expect(head.meta('og:site_name')).toBe('Baltic Ticket Exchange');
        expect(head.meta('og:locale')).toBe(language.locale);
        expect(head.metas('og:locale:alternate')).toHaveLength(3);
        expect(head.meta('og:image')).toMatch(new RegExp(`^${origin}/.+\\.(png|jpg|webp)$`));
        expect(head.meta('twitter:card')).toBe('summary_large_image');
        expect(head.meta('twitter:title')).toBe(head.title);
        expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
      }
      // Every page is its own: no two share a title or a description.
      expect(titles.size).toBe(publicPages(language.path).length);
      expect(descriptions.size).toBe(publicPages(language.path).length);
    }
    // The link preview's picture is there, as a chat app fetches it.
    const image = await page(new URL(headOf((await page('/en')).text).meta('og:image')!).pathname).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  }, 120_000);

  it("previews an event with its picture, else its category's, else the category's name drawn in the page's language, and shows the picture sized", async () => {
    const imageOf = async (path: string) => {
      const response = await request(stack.http).get(new URL(path).pathname).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      return sharp(response.body as Buffer).metadata();
    };
    const eventPath = (language: string) => `/${language}/events/koncerti/${event.id}`;
    const previewOf = async (path: string) => {
      const html = (await page(path).expect(200)).text;
      const head = headOf(html);
      expect({ type: head.meta('og:image:type'), width: head.meta('og:image:width'), height: head.meta('og:image:height') }).toEqual({ type: 'image/jpeg', width: '1200', height: '630' });
      expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
      return { image: head.meta('og:image')!, jsonLdImage: (head.jsonLd.find((data) => data['@type'] === 'Event')?.image as string[] | undefined)?.[0], html };
    };

    // No pictures yet: the category's name, drawn in the page's language (Estonian is "et" in the file name).
    for (const [language, file] of [['lv', 'lv'], ['ee', 'et']]) {
      const { image, jsonLdImage, html } = await previewOf(eventPath(language));
      expect(image).toBe(`${origin}/api/images/categories/koncerti/${file}.jpg`);
      expect(jsonLdImage).toBe(image);
      expect(html).not.toContain('data-testid="catalog-picture"');
      expect(await imageOf(image)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    expect((await previewOf('/lt/events/koncerti')).image).toBe(`${origin}/api/images/categories/koncerti/lt.jpg`);

    const staff = await signedUpUser(stack, 'discovery-staff');
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [staff.email, staff.userId]);
    const upload = async (path: string, colour: string) => {
      const bytes = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: colour } }).jpeg().toBuffer();
      return (await request(stack.http).put(path).set({ Authorization: `Bearer ${staff.accessToken}` }).attach('file', bytes, { filename: 'p.jpg', contentType: 'image/jpeg' }).expect(200)).body.image as { base: string };
    };
    const categoryId = (await db.query(`SELECT id FROM categories WHERE slug = 'koncerti'`)).rows[0].id as string;
    try {
      // The category's picture stands for the event's until the event has one.
      const categoryImage = await upload(`/api/admin/categories/${categoryId}/image`, '#224466');
      expect((await previewOf(eventPath('en'))).image).toBe(`${origin}${categoryImage.base}/preview.jpg`);
      expect((await previewOf('/en/events/koncerti')).image).toBe(`${origin}${categoryImage.base}/preview.jpg`);
      // The category page's heading has the picture beside it in the server's HTML, fetched first (before its cards').
      const categoryPage = (await page('/en/events/koncerti').expect(200)).text;
      const header = categoryPage.slice(categoryPage.indexOf('data-testid="category-title"'), categoryPage.indexOf('data-testid="event-list"'));
      expect(header).toContain(`${categoryImage.base}/640.avif 640w`);
      expect(header).toMatch(/<img [^>]*alt=""[^>]*fetchPriority="high"/i);

      const eventImage = await upload(`/api/admin/events/${event.id}/image`, '#664422');
      const { image, jsonLdImage, html } = await previewOf(eventPath('en'));
      expect(image).toBe(`${origin}${eventImage.base}/preview.jpg`);
      expect(jsonLdImage).toBe(image);
      expect(await imageOf(image)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      // The page itself shows the picture in AVIF or WebP at every width, sized before it loads, first in line.
      const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
      const widths = [320, 640, 960, 1280];
      expect(picture).toContain(`type="image/avif" srcSet="${widths.map((w) => `${eventImage.base}/${w}.avif ${w}w`).join(', ')}"`);
      expect(picture).toContain(`type="image/webp" srcSet="${widths.map((w) => `${eventImage.base}/${w}.webp ${w}w`).join(', ')}"`);
      expect(picture).toMatch(/<img [^>]*width="1280" height="768"/);
      expect(picture).toMatch(/fetchPriority="high"/i);
      // The category page's cards show the event's picture, loaded only when near.
      const categoryHtml = (await page('/en/events/koncerti').expect(200)).text;
      expect(categoryHtml).toContain(`${eventImage.base}/320.avif 320w`);
      expect(categoryHtml).toMatch(/<img [^>]*loading="lazy"/);
    } finally {
      for (const path of [`/api/admin/events/${event.id}/image`, `/api/admin/categories/${categoryId}/image`]) {
        await request(stack.http).delete(path).set({ Authorization: `Bearer ${staff.accessToken}` }).expect(200);
      }
    }
  }, 60_000);

  it('names the page in its language: Latvian event page title and description', async () => {
    const head = headOf((await page(`/lv/events/koncerti/${event.id}`).expect(200)).text);
    expect(head.title).toBe(`${event.title} biļetes, ${event.date} · Baltic Ticket Exchange`);
    expect(head.description).toContain(`plkst. ${event.time}, ${event.venue}, ${event.city}`);
    expect(head.meta('og:type')).toBe('article');
  });

  it('marks an event up as a schema.org Event with its Riga start time, place and status, and its tickets on sale as one offer', async () => {
    const before = headOf((await page(`/en/events/koncerti/${event.id}`).expect(200)).text).jsonLd;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      url: `${origin}/en/events/koncerti/${event.id}`,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: event.venue, address: { '@type': 'PostalAddress', addressLocality: event.city } },
    });
    const [day, month, year] = event.date.split('.');
    expect(before[0].startDate).toMatch(new RegExp(`^${year}-${month}-${day}T${event.time}:00\\+0[23]:00$`));
    expect(new Date(before[0].startDate as string).toISOString()).toBe(new Date(event.startsAt).toISOString());
    expect((before[0].image as string[])[0]).toMatch(new RegExp(`^${origin}/`));
    expect(before[0]).not.toHaveProperty('offers'); // nothing on sale yet

    // Two listings on sale: 40.00 and 55.00 a ticket; a buyer pays the buyer fee of the checkout settings on top.
    const seller = await signedUpUser(stack, 'seller');
    const categoryId = (await db.query(`SELECT id FROM categories WHERE slug = 'koncerti'`)).rows[0].id as string;
    const eventDay = `${year}-${month}-${day}`;
    // The event sells tiers: the dearest one's price is the face value (both prices are within its cap).
    const tierId = (await db.query(`SELECT id FROM event_ticket_tiers WHERE event_id = $1 ORDER BY price_cents DESC LIMIT 1`, [event.id])).rows[0].id as string;
    const list = async (price: string) => {
      const call = request(stack.http).post('/api/tickets').set({ Authorization: `Bearer ${seller.accessToken}` });
      const fields = { title: event.title, description: '', categoryId, eventId: event.id, eventDate: eventDay, eventTime: event.time, venue: event.venue, pricePerUnit: price, tierId, quantity: '2' };
      for (const [name, value] of Object.entries(fields)) call.field(name, value);
      call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
      const response = await call;
      expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: { id: expect.any(String) } });
      return response.body.id as string;
    };
    await list('40.00');
    const dearest = await list('55.00');
    const offers = (await request(stack.http).get(`/api/events/${event.id}/offers`).expect(200)).body;
    expect(offers.offerCount).toBe(2);
    const feeRules = (await db.query(`SELECT buyer_fee_basis_points AS p, buyer_fee_fixed_cents AS f FROM checkout_settings`)).rows[0] as { p: number; f: number };
    const allIn = (cents: number) => cents + Math.floor((cents * feeRules.p + 5_000) / 10_000) + feeRules.f;
    expect(allIn(4_000)).toBeGreaterThan(4_000); // the default settings charge buyers a fee
    expect(offers).toEqual({ offerCount: 2, lowPriceCents: allIn(4_000), highPriceCents: allIn(5_500) });

    const after = headOf((await page(`/en/events/koncerti/${event.id}`).expect(200)).text).jsonLd[0];
    expect(after.offers).toEqual({
      '@type': 'AggregateOffer',
      url: `${origin}/en/events/koncerti/${event.id}`,
      priceCurrency: 'EUR',
      lowPrice: (allIn(4_000) / 100).toFixed(2),
      highPrice: (allIn(5_500) / 100).toFixed(2),
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: 'Baltic Ticket Exchange' },
    });

    // A sold ticket is never an offer: a buyer pays for the dearer listing.
    const buyer = await signedUpUser(stack, 'buyer');
    await boughtListing(stack, buyer, dearest, { unitPriceCents: 5_500, quantity: 2 });
    const sold = headOf((await page(`/en/events/koncerti/${event.id}`).expect(200)).text).jsonLd[0];
    expect(sold.offers).toMatchObject({ offerCount: 1, lowPrice: (allIn(4_000) / 100).toFixed(2), highPrice: (allIn(4_000) / 100).toFixed(2) });

    // A cancelled event says so, and offers nothing.
    await db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [event.id]);
    try {
      const cancelled = headOf((await page(`/en/events/koncerti/${event.id}`).expect(200)).text).jsonLd[0];
      expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
      expect(cancelled).not.toHaveProperty('offers');
    } finally {
      await db.query(`UPDATE events SET status = 'scheduled' WHERE id = $1`, [event.id]);
    }
  }, 60_000);

  it('gives a category page a breadcrumb trail and the list of its events', async () => {
    const jsonLd = headOf((await page('/lv/events/koncerti').expect(200)).text).jsonLd;
    const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Sākums', item: `${origin}/lv` },
      { '@type': 'ListItem', position: 2, name: 'Pasākumi', item: `${origin}/lv/events` },
      { '@type': 'ListItem', position: 3, name: 'Koncerti', item: `${origin}/lv/events/koncerti` },
    ]);
    const list = jsonLd.find((data) => data['@type'] === 'ItemList') as { itemListElement: { position: number; url: string }[]; numberOfItems: number };
    expect(list.numberOfItems).toBe(10);
    expect(list.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1, url: `${origin}/lv/events/koncerti/${event.id}`, name: event.title });
  });

  it('answers an unknown page, category or event with 404 and the not-found page, asking not to be indexed', async () => {
    for (const path of ['/en/no-such-page', '/lv/events/no-such-category', `/ee/events/koncerti/${randomUUID()}`, '/lt/events/koncerti/not-an-id']) {
      const response = await page(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toMatch(/data-testid="(not-found|category-not-found|event-not-found)"/);
      const head = headOf(response.text);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeUndefined();
    }
    // An address without a language that names no page: the plain page, which the browser sends under a language.
    const bare = await page('/no-such-page').expect(404);
    expect(bare.text).toContain('<div id="root"></div>');
    // Known pages without a language still redirect in the browser.
    await page('/tickets').expect(200);
  });

  it('answers an event staff removed with 410 Gone, in the API and on its page', async () => {
    const cinema = await db.query(`SELECT id FROM categories WHERE slug = 'kino'`);
    const created = await db.query(
      `INSERT INTO events (category_id, title, venue, city, starts_at) VALUES ($1, 'Removed film night', 'Splendid Palace', 'Rīga', now() + interval '20 days') RETURNING id`,
      [cinema.rows[0].id],
    );
    const id = created.rows[0].id as string;
    await page(`/en/events/kino/${id}`).expect(200);
    const staff = await signedUpUser(stack, 'staff');
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [staff.email]);
    await request(stack.http).delete(`/api/admin/events/${id}`).set({ Authorization: `Bearer ${staff.accessToken}` }).expect(200);
    const api = await request(stack.http).get(`/api/events/${id}`).set('Accept-Language', 'lv').expect(410);
    expect(api.body).toEqual({ code: 'catalog.event_removed', message: 'Šis pasākums ir noņemts.' });
    const gone = await page(`/en/events/kino/${id}`).expect(410);
    expect(gone.text).toContain('data-testid="event-not-found"');
    expect(headOf(gone.text).meta('robots')).toBe('noindex');
  });

  it('serves robots.txt that opens the public pages, closes the API, the back-office and the profile area, and names the sitemap', async () => {
    const response = await page('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /backoffice', `Sitemap: ${origin}/sitemap.xml`]));
    for (const language of LANGUAGES) expect(lines).toContain(`Disallow: /${language.path}/profile`);
  });

  it('lists every public page, category and upcoming event in four languages in /sitemap.xml, with alternates and lastmod', async () => {
    const response = await page('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>((?:<xhtml:link [^>]+\/>){5})<\/url>/g)];
    expect(xml.match(/<url>/g)).toHaveLength(urls.length); // every entry has the full shape
    const locs = urls.map((match) => match[1]);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM events e JOIN categories c ON c.id = e.category_id WHERE e.status = 'scheduled' AND e.starts_at >= now() AND c.status = 'active'`);
    const { rows: categories } = await db.query(`SELECT count(*)::int AS n FROM categories WHERE status = 'active'`);
    expect(locs).toHaveLength(4 * (7 + categories[0].n + rows[0].n));
    expect(new Set(locs).size).toBe(locs.length);
    for (const language of LANGUAGES) {
      expect(locs).toContain(`${origin}/${language.path}`);
      expect(locs).toContain(`${origin}/${language.path}/privacy-policy`);
      expect(locs).toContain(`${origin}/${language.path}/terms-of-use`);
      expect(locs).toContain(`${origin}/${language.path}/events/koncerti`);
      expect(locs).toContain(`${origin}/${language.path}/events/koncerti/${event.id}`);
    }
    expect(locs.some((loc) => loc.includes('/profile') || loc.includes('/api/'))).toBe(false);
    for (const [, , lastmod, links] of urls) {
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
      expect([...links.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual(['lv', 'en', 'et', 'lt', 'x-default']);
    }
    // Cached: the same bytes and a conditional request costs nothing.
    const again = await page('/sitemap.xml').set('If-None-Match', response.headers.etag).expect(304);
    expect(again.text).toBe('');
  });
});
