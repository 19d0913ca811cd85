import { expect, test } from '@playwright/test';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Language routing (spec "Language prefix rules") in all four languages, the flag dropdown, other tabs,
// <html lang>, the main-navigation highlight, the mobile sheet, not-found and the /admin hand-over.

const languages = [
  { code: 'en', htmlLang: 'en', name: 'English', events: 'Events', about: 'About Us' },
  { code: 'lv', htmlLang: 'lv', name: 'Latviešu', events: 'Pasākumi', about: 'Par mums' },
  { code: 'ee', htmlLang: 'et', name: 'Eesti', events: 'Üritused', about: 'Meist' },
  { code: 'lt', htmlLang: 'lt', name: 'Lietuvių', events: 'Renginiai', about: 'Apie mus' },
] as const;

test.beforeEach(async ({ page }) => skipCookieBanner(page));

for (const language of languages) {
  test(`unprefixed paths go to the same path and query under the stored language (${language.code})`, async ({ page }) => {
    await page.goto('/en/contact');
    await page.evaluate((code) => window.localStorage.setItem('language', code), language.code);

    for (const path of ['/events/concerts?from=2025-06-01', '/tickets?page=2', '/about-us', '/privacy-policy', '/contact?x=1']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/${language.code}${path.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
    }
    // The profile area goes under the language too, and then, for a visitor who is not signed in, to its home.
    await page.goto('/profile/abc/account');
    await expect(page).toHaveURL(new RegExp(`/${language.code}$`));
    // The redirect replaced the history entry: going back leaves the unprefixed address out.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/contact\\?x=1$`));

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.about);
    await expect(page.getByRole('navigation', { name: /./ }).first().getByRole('link', { name: language.events })).toHaveAttribute(
      'href',
      `/${language.code}/events`,
    );
  });
}

test('the path language wins over the stored one, and "/" always opens English', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => window.localStorage.setItem('language', 'lt'));
  await page.goto('/lv/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Par mums');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});

test('the flag dropdown rewrites the first segment, keeps the query, saves the choice; another tab follows', async ({ page, context }) => {
  await page.goto('/en/about-us?ref=mail');
  const other = await context.newPage();
  await other.goto('/en/contact');

  const trigger = page.getByRole('button', { name: 'Language: English' });
  await expect(trigger.locator('img')).toHaveAttribute('src', '/flags/en.svg');
  await trigger.click();
  const menu = page.getByRole('menu');
  for (const language of languages) {
    const item = menu.getByRole('menuitemradio', { name: language.name });
    await expect(item).toBeVisible();
    await expect(item.locator('img')).toHaveAttribute('src', `/flags/${language.code}.svg`);
  }
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await screenshot(page, 'storefront-language-menu-en-1280');
  await menu.getByRole('menuitemradio', { name: 'Eesti' }).click();

  await expect(page).toHaveURL(/\/ee\/about-us\?ref=mail$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meist');
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  await expect(page.getByRole('button', { name: 'Keel: Eesti' }).locator('img')).toHaveAttribute('src', '/flags/ee.svg');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ee');

  // The other open tab picks the change up.
  await expect(other).toHaveURL(/\/ee\/contact$/);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await expect(other.locator('html')).toHaveAttribute('lang', 'et');

  // Keyboard: open with Enter, move with arrows, choose with Enter.
  await page.getByRole('button', { name: 'Keel: Eesti' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitemradio', { name: 'Lietuvių' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lt\/about-us\?ref=mail$/);
});

test('main navigation marks the current page: home only on its own path, the others also below them', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/en');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/en/events/concerts');
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await page.goto('/lv/about-us');
  const lvNav = page.getByRole('navigation', { name: 'Galvenā navigācija' });
  await expect(lvNav.getByRole('link', { name: 'Par mums' })).toHaveAttribute('aria-current', 'page');
  await expect(lvNav.getByRole('link', { name: 'Sākums' })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Baltic Ticket Exchange' }).click();
  await expect(page).toHaveURL(/\/lv$/);
});

test('under 768 px the navigation is a side sheet from the right that closes on navigation (lv, en)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/lv');
  await expect(page.getByRole('navigation', { name: 'Galvenā navigācija' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Izvēlne' });
  await menuButton.click();
  const sheet = page.getByRole('dialog', { name: 'Izvēlne' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box && Math.round(box.x + box.width)).toBe(375);
  await screenshot(page, 'storefront-menu-lv-375');
  await sheet.getByRole('link', { name: 'Kontakti' }).click();
  await expect(page).toHaveURL(/\/lv\/contact$/);
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.goto('/en/about-us');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('unknown paths show the translated not-found page; /{lang}/admin opens the back-office', async ({ page }) => {
  await page.goto('/ee/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lehte ei leitud');
  // The back-office moves on to its own sign-in page at once, so the hand-over is caught as the request it makes.
  const toBackofficeLv = page.waitForRequest(/:\d+\/backoffice\/\?lang=lv$/);
  await page.goto('/lv/admin/users');
  await toBackofficeLv;
  // Let that hand-over land before the next navigation, or the two race and the browser keeps only one.
  await page.waitForURL(/:\d+\/backoffice\//, { waitUntil: 'commit' });
  const toBackofficeEn = page.waitForRequest(/:\d+\/backoffice\/\?lang=en$/);
  await page.goto('/admin');
  await toBackofficeEn;
});

test('the start spinner shows for 500 ms, then the page', async ({ page }) => {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.getElementById('start-spinner') && document.body) {
        (window as unknown as { spinnerGoneAt: number }).spinnerGoneAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true }));
  });
  await page.goto('/en');
  await expect(page.locator('#start-spinner')).toHaveCount(0);
  const goneAt = await page.evaluate(() => (window as unknown as { spinnerGoneAt: number }).spinnerGoneAt);
  // Chromium coarsens performance.now() to 100 µs with jitter (pages that are not cross-origin isolated): the removal
  // at 500 ms on the page's clock has read as 499.9 here.
  expect(goneAt).toBeGreaterThanOrEqual(499.8);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
