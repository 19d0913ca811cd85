import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

// Storefront and back-office shells against the running stack: language routing in all four languages,
// the language switcher, not-found, and the react-admin dashboard. Screenshots go to test-results/screenshots.
const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

const headlines = {
  en: 'Buy and sell event tickets safely',
  lv: 'Pērc un pārdod pasākumu biļetes droši',
  ee: 'Osta ja müü ürituste pileteid turvaliselt',
  lt: 'Saugiai pirkite ir parduokite renginių bilietus',
};

test('"/" lands on /en with the English headline', async ({ page }) => {
  await page.addInitScript(() => {
    document.cookie = 'essential_cookies=true; path=/';
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlines.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Baltic Ticket Exchange' })).toHaveAttribute('href', '/en');
  await expect(page.getByText('Made with love in Latvia')).toBeVisible();
  await screenshot(page, 'storefront-home-en');
});

test('/lv is Latvian with <html lang="lv">', async ({ page }) => {
  await page.goto('/lv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlines.lv);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lv');
  await expect(page.getByRole('navigation', { name: 'Galvenā navigācija' }).getByRole('link', { name: 'Pasākumi' })).toHaveAttribute('href', '/lv/events');
  await expect(page.getByText('Radīts ar mīlestību Latvijā')).toBeVisible();
  await screenshot(page, 'storefront-home-lv');
});

test('/ee is Estonian with <html lang="et">', async ({ page }) => {
  await page.goto('/ee');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlines.ee);
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  await expect(page.getByText('Loodud armastusega Lätis')).toBeVisible();
  await screenshot(page, 'storefront-home-ee');
});

test('/lt is Lithuanian with <html lang="lt">, also on a phone', async ({ page }) => {
  await page.goto('/lt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlines.lt);
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await screenshot(page, 'storefront-home-lt');

  await page.setViewportSize({ width: 375, height: 740 });
  const menu = page.getByRole('button', { name: 'Meniu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagrindinė navigacija' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Pagrindinė navigacija' }).getByRole('link', { name: 'Apie mus' })).toBeVisible();
  await screenshot(page, 'storefront-home-lt-375-menu-open');
  await page.getByRole('link', { name: 'Apie mus' }).click();
  await expect(page).toHaveURL(/\/lt\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apie mus');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'storefront-about-lt-375');
});

test('a path without a language goes to the same path and query under /en', async ({ page }) => {
  await page.goto('/about-us?x=1');
  await expect(page).toHaveURL(/\/en\/about-us\?x=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await screenshot(page, 'storefront-unprefixed-redirect');
});

test('switching the language from /en/about-us goes to /lv/about-us and is remembered', async ({ page }) => {
  await page.goto('/en/about-us?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Latviešu' }).click();
  await expect(page).toHaveURL(/\/lv\/about-us\?x=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Par mums');
  await expect(page.locator('html')).toHaveAttribute('lang', 'lv');
  await expect(page.getByRole('button', { name: 'Valoda: Latviešu' }).locator('img')).toHaveAttribute('src', '/flags/lv.svg');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('lv');
  await screenshot(page, 'storefront-language-switched-lv');

  // The stored choice now decides where a path without a language goes.
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/lv\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakti');
});

test('an unknown path under a language shows the translated not-found page', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await screenshot(page, 'storefront-not-found-en');

  await page.goto('/lv/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lapa nav atrasta');
});

test('/backoffice/ asks for an administrator sign-in, then renders the react-admin dashboard card', async ({ page }) => {
  await page.goto('/backoffice/');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.locator('input[name="username"]').fill('admin@browser-test.example');
  await page.locator('input[name="password"]').fill('Browser-Test-Admin-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByTestId('dashboard-card')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Baltic Ticket Exchange back-office' })).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/?$/);
  await screenshot(page, 'backoffice-dashboard');
});
