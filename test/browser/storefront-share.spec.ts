import { expect, test } from '@playwright/test';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Issue 25: an event page and the tickets page can be shared: a phone opens its share sheet (Web Share API), a
// desktop browser copies the link and says so, in the page's language.

const COPIED: Record<string, string> = {
  lv: 'Saite nokopēta.',
  en: 'Link copied.',
  ee: 'Link on kopeeritud.',
  lt: 'Nuoroda nukopijuota.',
};

let eventPath = '';

test.beforeAll(async ({ request }) => {
  const events = (await (await request.get('/api/events?category=koncerti&pageSize=1')).json()) as { items: { id: string }[] };
  eventPath = `/events/koncerti/${events.items[0].id}`;
});

test.describe('on a desktop', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const language of Object.keys(COPIED)) {
    test(`the share button copies the event page's address and says so (${language})`, async ({ page, baseURL }) => {
      await skipCookieBanner(page);
      await page.goto(`/${language}${eventPath}`);
      await expect(page.locator('html[data-interactive]')).toHaveCount(1);
      await page.getByTestId('share-button').click();
      await expect(page.getByText(COPIED[language])).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${language}${eventPath}`);
      if (language === 'lv') await screenshot(page, 'storefront-share-copied-lv-1280');
    });
  }

  test('the tickets page shares its address with the search in it (en)', async ({ page, baseURL }) => {
    await skipCookieBanner(page);
    await page.goto('/en/tickets?q=jazz');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await page.getByTestId('share-button').click();
    await expect(page.getByText(COPIED.en)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/en/tickets?q=jazz`);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the share button opens the Web Share sheet with the event title and address (lt)', async ({ page, baseURL }) => {
    await skipCookieBanner(page);
    // The test browser has no share sheet: this stands in for the phone's and notes what it was given.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
    });
    await page.goto(`/lt${eventPath}`);
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    const title = await page.getByTestId('event-title').textContent();
    await page.getByTestId('share-button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: title?.trim(), url: `${baseURL}/lt${eventPath}` }]);
    await expect(page.getByText(COPIED.lt)).toHaveCount(0);
    await screenshot(page, 'storefront-share-event-lt-375');
  });
});
