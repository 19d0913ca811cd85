import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { adminHeaders, categoryIdsBySlug, DESKTOP, PHONE } from './support/market.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Issue 25: an event staff gave a picture shows it on its page and on its card, in AVIF at the width the screen
// needs, in a box sized before the picture arrives (nothing moves), in every language.

const title = `Gleznu nakts ${randomUUID().slice(0, 8)}`;
let eventId = '';
let headers: Record<string, string> = {};

/** A 2400 × 1600 photo-like JPEG: a sky, a sun and a hill, with a little grain. */
async function photo(): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><radialGradient id="sun"><stop offset="0" stop-color="#f7c948"/><stop offset="1" stop-color="#f7c948" stop-opacity="0"/></radialGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b53"/><stop offset="1" stop-color="#c2569b"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#sky)"/><circle cx="1700" cy="560" r="620" fill="url(#sun)"/><ellipse cx="900" cy="1600" rx="1500" ry="420" fill="#3b1f4a"/></svg>`;
  const grain = await sharp({ create: { width: 2400, height: 1600, channels: 4, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).png().toBuffer();
  return sharp(Buffer.from(scene)).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 85 }).toBuffer();
}

test.beforeAll(async ({ request }) => {
  headers = await adminHeaders(request);
  const { koncerti } = await categoryIdsBySlug(request);
  const startsAt = new Date(Date.now() + 40 * 86_400_000).toISOString();
  const created = await request.post('/api/admin/events', {
    headers,
    data: { categoryId: koncerti, title, description: 'Gleznas un mūzika visas nakts garumā.', venue: 'Latvijas Nacionālais mākslas muzejs', city: 'Rīga', startsAt, status: 'scheduled', tiers: [] },
  });
  expect(created.status()).toBe(201);
  eventId = ((await created.json()) as { id: string }).id;
  const uploaded = await request.put(`/api/admin/events/${eventId}/image`, {
    headers,
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
  });
  expect({ status: uploaded.status(), body: await uploaded.text() }).toMatchObject({ status: 200 });
});

test.afterAll(async ({ request }) => {
  if (eventId) expect((await request.delete(`/api/admin/events/${eventId}`, { headers })).ok()).toBe(true);
});

/** Every layout shift the page has had since it started loading (buffered), summed as CLS counts them. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

/** The picture's box before its bytes arrived must be the box after: the width and height attributes reserve it. */
async function loadedPicture(page: Page, picture: ReturnType<Page['getByTestId']>) {
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return picture.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.clientWidth, height: img.clientHeight }));
}

for (const [label, viewport, rendition] of [
  ['phone', PHONE, 640],
  ['desktop', DESKTOP, 1280],
] as const) {
  test(`the event page shows its picture at ${rendition} px in AVIF, first, in a box sized before it loads (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await skipCookieBanner(page);
    // The picture arrives late: its box must already be there.
    await page.route(/\/api\/images\/[0-9a-f]{16}\/\d+\.avif$/, async (route) => {
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await page.goto(`/lv/events/koncerti/${eventId}`);
    const picture = page.getByTestId('catalog-picture');
    const before = await picture.boundingBox();
    expect(before!.height).toBeGreaterThan(100);
    const loaded = await loadedPicture(page, picture);
    expect(loaded.src).toMatch(new RegExp(`/api/images/[0-9a-f]{16}/${rendition}\\.avif$`));
    // The link preview's proportions on a phone; a banner no taller than 420 px on a wide screen.
    expect(loaded.height).toBe(Math.min(Math.round((loaded.width * 630) / 1200), 420));
    expect(await picture.boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    // The picture comes before the title.
    const titleBox = await page.getByTestId('event-title').boundingBox();
    expect(before!.y + before!.height).toBeLessThanOrEqual(titleBox!.y);
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await expectNoSeriousAccessibilityViolations(page, `event page with a picture (${label})`);
    await screenshot(page, `storefront-images-event-lv-${viewport.width}`);
  });
}

test("the category's event card shows the event's picture, loaded when near, in every language", async ({ page }) => {
  await skipCookieBanner(page);
  for (const language of ['lv', 'en', 'ee', 'lt']) {
    await page.goto(`/${language}/events/koncerti?q=${encodeURIComponent(title)}`);
    const card = page.getByTestId('event-link').filter({ hasText: title });
    const picture = card.getByTestId('catalog-picture');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    const loaded = await loadedPicture(page, picture);
    // 112 CSS pixels on a 1× screen: the smallest rendition does.
    expect(loaded.src).toMatch(/\/320\.avif$/);
    expect({ width: loaded.width, height: loaded.height }).toEqual({ width: 112, height: 84 });
    if (language === 'ee') {
      await expectNoSeriousAccessibilityViolations(page, 'category page with a picture on an event card');
      await screenshot(page, 'storefront-images-card-ee-1280');
    }
  }
});

/** The page at this size, with every picture's bytes held back until `release()`; shifts counted from then on. */
async function withPicturesHeld(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const held: Route[] = [];
  let releasedAt = 0;
  await page.route('**/api/images/**', (route) => (releasedAt ? route.continue() : void held.push(route)));
  await skipCookieBanner(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' }); // 'load' would wait for the held pictures
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  return {
    page,
    async release() {
      releasedAt = await page.evaluate(() => performance.now());
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    shiftSinceRelease: () =>
      page.evaluate(
        (since) =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput && entry.startTime >= since) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 300);
          }),
        releasedAt,
      ),
  };
}

/** Where the element is on the page (document coordinates: scrolling it into view does not move it). */
const placeOf = (element: Locator) =>
  element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });

test("a category's picture heads its page and stands in for its events without one; removed, the page is as before", { tag: '@exclusive' }, async ({ browser, request }) => {
  const { celojumi } = await categoryIdsBySlug(request);
  const eventTitle = `Bez bildes brauciens ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/admin/events', {
    headers,
    data: { categoryId: celojumi, title: eventTitle, venue: 'Dzintaru koncertzāle', city: 'Jūrmala', startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), status: 'scheduled', tiers: [] },
  });
  expect(created.status()).toBe(201);
  const plainEventId = ((await created.json()) as { id: string }).id;
  const uploaded = await request.put(`/api/admin/categories/${celojumi}/image`, { headers, multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo() } } });
  expect(uploaded.status()).toBe(200);
  try {
    for (const viewport of [PHONE, DESKTOP]) {
      const list = await withPicturesHeld(browser, viewport, '/lv/events/celojumi');
      // Decorative beside the heading, on the card and on the event page: the text beside each names the thing.
      const header = list.page.locator('header').getByTestId('catalog-picture');
      await expect(header).toHaveAttribute('alt', '');
      await expect(header).toHaveAttribute('fetchpriority', 'high');
      const card = list.page.getByTestId('event-link').filter({ hasText: eventTitle }).getByTestId('catalog-picture');
      await expect(card).toHaveAttribute('alt', '');
      await expect(card).toHaveAttribute('loading', 'lazy');
      const before = [await placeOf(header), await placeOf(card), await placeOf(list.page.getByTestId('event-list'))];
      expect(before[0].height).toBeGreaterThan(100);
      await list.release();
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/320\.avif$/);
      expect([await placeOf(header), await placeOf(card), await placeOf(list.page.getByTestId('event-list'))]).toEqual(before);
      expect(await list.shiftSinceRelease()).toBe(0);
      await screenshot(list.page, `storefront-images-category-picture-lv-${viewport.width}`);
      await expectNoSeriousAccessibilityViolations(list.page, `a category page with its picture (${viewport.width} px)`);
      await list.page.context().close();

      const event = await withPicturesHeld(browser, viewport, `/lv/events/celojumi/${plainEventId}`);
      const picture = event.page.getByTestId('catalog-picture');
      const place = await placeOf(picture);
      await event.release();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await placeOf(picture)).toEqual(place);
      expect(await event.shiftSinceRelease()).toBe(0);
      await screenshot(event.page, `storefront-images-event-category-picture-lv-${viewport.width}`);
      await event.page.context().close();
    }
    // The events page's card of the category carries it beside the name; the row's other cards keep their height.
    const events = await withPicturesHeld(browser, DESKTOP, '/en/events');
    await events.release();
    const cards = events.page.getByTestId('category-card');
    await expect(cards.filter({ has: events.page.getByTestId('catalog-picture') })).toHaveCount(1);
    const heights = await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(150);
    await screenshot(events.page, 'storefront-images-events-en-1280');
    await events.page.context().close();
  } finally {
    expect((await request.delete(`/api/admin/categories/${celojumi}/image`, { headers })).ok()).toBe(true);
    expect((await request.delete(`/api/admin/events/${plainEventId}`, { headers })).ok()).toBe(true);
  }
  const page = (await withPicturesHeld(browser, PHONE, '/lv/events/celojumi')).page;
  await expect(page.getByTestId('catalog-picture')).toHaveCount(0);
  await page.context().close();
});
