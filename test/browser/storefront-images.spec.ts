import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
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
  const grain = await sharp({ create: { width: 2400, height: 1600, channels: 4, noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).png().toBuffer();
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
