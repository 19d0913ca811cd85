import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Pages and dialogs at 375 px and 1280 px, in lv and en: each shows its own heading and texts in that language, fits
// the width without sideways scrolling, has no serious accessibility violation (axe), and is saved for a person to
// look at:
// test-results/screenshots/storefront-screen-<page>-<lang>-<width>.png

const TEXTS = {
  lv: {
    learnMore: 'Uzzināt vairāk',
    cookieSettings: 'Sīkdatņu iestatījumi',
    headings: { '': 'Pērc un pārdod pasākumu biļetes droši', '/about-us': 'Par mums', '/contact': 'Kontakti', '/privacy-policy': 'Privātuma politika' },
    dialogs: { login: 'Laipni lūdzam atpakaļ', register: 'Izveidot kontu' },
    email: 'E-pasts',
    password: 'Parole',
  },
  en: {
    learnMore: 'Learn more',
    cookieSettings: 'Cookie settings',
    headings: { '': 'Buy and sell event tickets safely', '/about-us': 'About Us', '/contact': 'Contact', '/privacy-policy': 'Privacy policy' },
    dialogs: { login: 'Welcome back', register: 'Create an account' },
    email: 'Email',
    password: 'Password',
  },
} as const;

/** Nothing sticks out sideways: the page is no wider than the window (a phone user would have to scroll). */
async function expectNoSidewaysScroll(page: Page) {
  const { content, viewport } = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(content, 'page width vs window width').toBeLessThanOrEqual(viewport);
}

/** The start spinner (spec section 9) has gone, so the screenshot shows the page. */
async function spinnerGone(page: Page) {
  await expect(page.locator('#start-spinner')).toHaveCount(0);
}

for (const width of [375, 1280]) {
  for (const language of ['lv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`pages and dialogs at ${width} px show their own words in ${language} and fit the width`, async ({ page }) => {
      // Nine screens, six of them run through axe: about 20 s on two busy cores, against the 30 s default.
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await page.goto(`/${language}`);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await spinnerGone(page);
      await screenshot(page, `storefront-screen-home-banner-${language}-${width}`);
      await page.getByTestId('cookie-banner').getByRole('button', { name: texts.learnMore }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('heading').first()).toHaveText(texts.cookieSettings);
      await page.screenshot({ path: `test-results/screenshots/storefront-screen-cookies-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await skipCookieBanner(page);
      for (const [path, heading] of Object.entries(texts.headings)) {
        await page.goto(`/${language}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(/Baltic Ticket Exchange/);
        await spinnerGone(page);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAccessibilityViolations(page, `/${language}${path} at ${width} px`);
        await screenshot(page, `storefront-screen-${path.slice(1) || 'home'}-${language}-${width}`);
      }

      for (const [tab, title] of Object.entries(texts.dialogs)) {
        await page.goto(`/${language}?tab=${tab}`);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
        await expect(dialog.getByLabel(texts.email, { exact: true })).toBeVisible();
        await expect(dialog.getByLabel(texts.password, { exact: true }).first()).toBeVisible();
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, 'the dialog fits the window').toBe(true);
        await spinnerGone(page);
        await expectNoSeriousAccessibilityViolations(page, `the ${tab} dialog (${language}, ${width} px)`);
        await page.screenshot({ path: `test-results/screenshots/storefront-screen-${tab}-${language}-${width}.png` });
      }
    });
  }
}

for (const language of ['lv', 'en', 'ee', 'lt']) {
  test(`home, events and tickets have no serious accessibility violation (${language})`, async ({ page }) => {
    await skipCookieBanner(page);
    for (const path of ['', '/events', '/tickets']) {
      await page.goto(`/${language}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await spinnerGone(page);
      await expectNoSeriousAccessibilityViolations(page, `/${language}${path}`);
    }
  });
}

