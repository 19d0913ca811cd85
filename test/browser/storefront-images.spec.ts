import { expect, test, type APIRequestContext, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { adminHeaders, categoryIdsBySlug, DESKTOP, inDays, PHONE } from './support/market.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Issue 25: staff give an event (and a category) a picture; the storefront draws it on the event page and on the
// category's event cards in AVIF (WebP where AVIF is not read), at the width the layout needs, in a box sized before
// a byte arrives: nothing moves when it loads.

const LANGUAGES = ['lv', 'en', 'ee', 'lt'] as const;
const VIEWPORTS = [PHONE, DESKTOP];

interface CatalogImage {
  base: string;
  width: number;
  height: number;
  widths: number[];
}

/** A 1600 × 900 stage photo stand-in: the colours and shapes make a wrong crop or stretch visible in a screenshot. */
async function stagePhoto(sky: string, light: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#1c1f24"/></linearGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#g)"/><circle cx="800" cy="330" r="190" fill="${light}"/>` +
    `<rect x="0" y="700" width="1600" height="200" fill="#101216"/><rect x="560" y="600" width="480" height="110" fill="#2b2f36"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function upload(request: APIRequestContext, path: string, photo: Buffer): Promise<CatalogImage> {
  const response = await request.put(path, { headers: await adminHeaders(request), multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { image: CatalogImage }).image;
}

async function createdEvent(request: APIRequestContext, categoryId: string, title: string, days: number): Promise<string> {
  const created = await request.post('/api/admin/events', {
    headers: await adminHeaders(request),
    data: { categoryId, title, venue: 'Dzintaru koncertzāle', city: 'Jūrmala', startsAt: `${inDays(days)}T16:00:00.000Z`, status: 'scheduled', tiers: [] },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

/**
 * The pictures' files are held back until `released` is called, so the page can be measured before and after they
 * arrive. The layout shifts counted are those after the release (a PerformanceObserver's, summed as CLS is).
 */
async function holdPictures(page: Page) {
  const held: Route[] = [];
  let releasedAt = 0;
  await page.route('**/api/images/**', (route) => {
    if (releasedAt) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      releasedAt = await page.evaluate(() => performance.now());
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    shiftSinceRelease: () =>
      page.evaluate(
        (since) =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput && entry.startTime >= since) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 300);
          }),
        releasedAt,
      ),
  };
}

/** Where the elements are on the page (document coordinates, so scrolling does not count). */
function boxes(elements: Locator[]) {
  return Promise.all(
    elements.map((element) =>
      element.evaluate((node) => {
        const rect = node.getBoundingClientRect();
        return { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
      }),
    ),
  );
}

/**
 * The <picture> offers every width in AVIF and WebP; its <img> has the picture's width and height, the loading the
 * brief asks for, and once loaded it shows the AVIF file of the smallest width that fills its box on this screen
 * (so `sizes` matches the CSS).
 */
async function expectDrawn(picture: Locator, image: CatalogImage, loading: 'lazy' | 'priority') {
  const sources = picture.locator('source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(0)).toHaveAttribute('srcset', image.widths.map((width) => `${image.base}/${width}.avif ${width}w`).join(', '));
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  await expect(sources.nth(1)).toHaveAttribute('srcset', image.widths.map((width) => `${image.base}/${width}.webp ${width}w`).join(', '));
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', String(image.width));
  await expect(img).toHaveAttribute('height', String(image.height));
  if (loading === 'priority') {
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  } else {
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
  }
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const shown = await img.evaluate((element: HTMLImageElement) => ({ src: element.currentSrc, width: element.getBoundingClientRect().width * window.devicePixelRatio }));
  const expected = image.widths.find((width) => width >= shown.width) ?? image.widths.at(-1);
  expect(shown.src).toMatch(new RegExp(`${image.base}/${expected}\\.avif$`));
}

/** The page at this size, its pictures' files held back until `pictures.release()`. */
async function openPage(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const pictures = await holdPictures(page);
  await skipCookieBanner(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' }); // 'load' would wait for the held pictures
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  return { page, pictures };
}

/**
 * The picture's box and what follows it are where they were before its file arrived, and nothing shifted as it
 * loaded; then `expectDrawn`.
 */
async function expectLoadedInPlace(page: Page, pictures: Awaited<ReturnType<typeof holdPictures>>, picture: Locator, after: Locator, image: CatalogImage, loading: 'lazy' | 'priority') {
  const img = picture.locator('img');
  expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
  const before = await boxes([img, after]);
  expect(before[0].height).toBeGreaterThan(0);
  await pictures.release();
  await expectDrawn(picture, image, loading);
  expect(await boxes([img, after])).toEqual(before);
  expect(await pictures.shiftSinceRelease()).toBe(0);
}

test('an event given a picture shows it on its page and its category card, sized, in AVIF, without moving anything (375 and 1280 px, four languages)', async ({ browser, request }) => {
  const { celojumi } = await categoryIdsBySlug(request);
  const title = `Bilžu brauciens ${Date.now().toString(36)}`;
  const eventId = await createdEvent(request, celojumi, title, 2);
  const image = await upload(request, `/api/admin/events/${eventId}/image`, await stagePhoto('#9e3039', '#f2c14e'));
  expect(image.widths).toEqual([320, 640, 960, 1280]);

  for (const viewport of VIEWPORTS) {
    const { page, pictures } = await openPage(browser, viewport, `/en/events/celojumi/${eventId}`);
    const picture = page.getByTestId('event-picture');
    // The event's own picture is the page's main one, above its facts, named by the event.
    await expectLoadedInPlace(page, pictures, picture, page.getByTestId('event-facts'), image, 'priority');
    await expect(picture.locator('img')).toHaveAttribute('alt', title);
    const [pictureBox, factsBox] = await boxes([picture.locator('img'), page.getByTestId('event-facts')]);
    expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(factsBox.y);
    await screenshot(page, `storefront-images-event-en-${viewport.width}`);
    await expectNoSeriousAccessibilityViolations(page, `the event page with a picture at ${viewport.width} px`);
    await page.context().close();

    const list = await openPage(browser, viewport, '/en/events/celojumi');
    const card = list.page.getByTestId('event-link').filter({ hasText: title });
    // Decorative on the card: the link is named by the event's title alone.
    await expect(card.locator('img')).toHaveAttribute('alt', '');
    await expect(card).toHaveAccessibleName(new RegExp(`^${title}`));
    await expectLoadedInPlace(list.page, list.pictures, card.getByTestId('event-card-picture'), list.page.getByTestId('event-list'), image, 'lazy');
    // The category's other events, without a picture, keep their date badge.
    await expect(list.page.getByTestId('event-link').filter({ hasNotText: 'Bilžu brauciens' }).first().locator('img')).toHaveCount(0);
    await screenshot(list.page, `storefront-images-category-en-${viewport.width}`);
    await expectNoSeriousAccessibilityViolations(list.page, `the category page with an event picture at ${viewport.width} px`);
    await list.page.context().close();
  }

  // The event's title is its picture's text in every language (titles are not translated); cards stay decorative.
  for (const language of LANGUAGES) {
    const { page } = await openPage(browser, PHONE, `/${language}/events/celojumi/${eventId}`);
    await expect(page.getByTestId('event-picture').locator('img')).toHaveAttribute('alt', title);
    await page.goto(`/${language}/events/celojumi`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('event-link').filter({ hasText: title }).locator('img')).toHaveAttribute('alt', '');
    await page.context().close();
  }
});

test('a category given a picture heads its page and stands in for its events without one; removed, the page looks as before', { tag: '@exclusive' }, async ({ browser, request }) => {
  const { celojumi } = await categoryIdsBySlug(request);
  const title = `Bez bildes brauciens ${Date.now().toString(36)}`;
  const eventId = await createdEvent(request, celojumi, title, 3);
  const image = await upload(request, `/api/admin/categories/${celojumi}/image`, await stagePhoto('#2f6f4f', '#dbe7f0'));
  try {
    for (const viewport of VIEWPORTS) {
      const { page, pictures } = await openPage(browser, viewport, '/lv/events/celojumi');
      const header = page.getByTestId('category-picture');
      await expect(header.locator('img')).toHaveAttribute('alt', '');
      await expect(header.locator('img')).toHaveAttribute('loading', 'eager');
      await expect(header.locator('img')).toHaveAttribute('width', String(image.width));
      // Every card has a picture now: the category's for events without their own.
      const card = page.getByTestId('event-link').filter({ hasText: title });
      await expectLoadedInPlace(page, pictures, card.getByTestId('event-card-picture'), page.getByTestId('event-list'), image, 'lazy');
      await screenshot(page, `storefront-images-category-picture-lv-${viewport.width}`);
      await expectNoSeriousAccessibilityViolations(page, `a category page with its picture at ${viewport.width} px`);
      await page.context().close();

      // The event page shows the category's picture, decoratively: it says nothing of this event.
      const event = await openPage(browser, viewport, `/lv/events/celojumi/${eventId}`);
      const picture = event.page.getByTestId('event-picture');
      await expectLoadedInPlace(event.page, event.pictures, picture, event.page.getByTestId('event-facts'), image, 'priority');
      await expect(picture.locator('img')).toHaveAttribute('alt', '');
      await screenshot(event.page, `storefront-images-event-category-picture-lv-${viewport.width}`);
      await event.page.context().close();
    }
    // The events page's category card carries it too.
    const events = await openPage(browser, DESKTOP, '/en/events');
    await events.pictures.release();
    await expect(events.page.getByTestId('category-card').filter({ has: events.page.locator('picture') })).toHaveCount(1);
    await screenshot(events.page, 'storefront-images-events-en-1280');
    await events.page.context().close();
  } finally {
    const removed = await request.delete(`/api/admin/categories/${celojumi}/image`, { headers: await adminHeaders(request) });
    expect(removed.ok()).toBe(true);
  }
  const { page } = await openPage(browser, PHONE, '/lv/events/celojumi');
  await expect(page.getByTestId('category-picture')).toHaveCount(0);
  await expect(page.getByTestId('event-link').filter({ hasText: title }).locator('img')).toHaveCount(0);
  await page.context().close();
});
