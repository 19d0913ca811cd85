import { expect, test } from '@playwright/test';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Screenshots for a person to look at: home, about, contact and the dialogs at 375 px and 1280 px, in lv and en.
// test-results/screenshots/storefront-screen-<page>-<lang>-<width>.png

for (const width of [375, 1280]) {
  for (const language of ['lv', 'en'] as const) {
    test(`pages and dialogs at ${width} px (${language})`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await page.goto(`/${language}`);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await screenshot(page, `storefront-screen-home-banner-${language}-${width}`);
      await page.getByTestId('cookie-banner').getByRole('button', { name: language === 'lv' ? 'Uzzināt vairāk' : 'Learn more' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/storefront-screen-cookies-${language}-${width}.png` });
      await page.keyboard.press('Escape');

      await skipCookieBanner(page);
      for (const path of ['', '/about-us', '/contact', '/privacy-policy']) {
        await page.goto(`/${language}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForTimeout(600); // the start spinner
        await screenshot(page, `storefront-screen-${path.slice(1) || 'home'}-${language}-${width}`);
      }

      for (const tab of ['login', 'register']) {
        await page.goto(`/${language}?tab=${tab}`);
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(600);
        await page.screenshot({ path: `test-results/screenshots/storefront-screen-${tab}-${language}-${width}.png` });
      }
    });
  }
}
