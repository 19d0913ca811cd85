import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './support/storefront.js';

// Cookie banner: Accept, Decline, Learn more, per-category preferences in the spec's cookies; reopened from the footer.

async function consentCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.filter((cookie) => cookie.name.endsWith('_cookies')).map((cookie) => [cookie.name, cookie.value]));
}

test('Accept stores all three categories and the banner stays away (en)', async ({ page }) => {
  await page.goto('/en');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await screenshot(page, 'storefront-cookie-banner-en-1280');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(await consentCookies(page)).toEqual({ essential_cookies: 'true', analytics_cookies: 'true', marketing_cookies: 'true' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});

test('Learn more saves per category; the footer link reopens it; Decline clears every cookie (lv)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/lv');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Uzzināt vairāk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sīkdatņu iestatījumi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Nepieciešamās/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Nepieciešamās/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Analītikas/ }).check();
  await screenshot(page, 'storefront-cookie-preferences-lv-375');
  await dialog.getByRole('button', { name: 'Saglabāt izvēli' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  expect(await consentCookies(page)).toEqual({ essential_cookies: 'true', analytics_cookies: 'true', marketing_cookies: 'false' });

  await page.getByRole('button', { name: 'Sīkdatņu iestatījumi' }).click();
  const reopened = page.getByRole('dialog', { name: 'Sīkdatņu iestatījumi' });
  await expect(reopened.getByRole('checkbox', { name: /Analītikas/ })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: /Mārketinga/ })).not.toBeChecked();
  await reopened.getByRole('button', { name: 'Noraidīt' }).click();
  await expect(reopened).toBeHidden();
  expect(await consentCookies(page)).toEqual({});
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});

test('Decline from the banner leaves no consent cookie; the dialog traps focus and closes on Escape (ee)', async ({ page }) => {
  await page.goto('/ee');
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Keeldu' }).click();
  // A Decline pressed before the page is interactive closes the banner only once it is, and the page then loses the
  // banner's spacer and moves: a person sees the banner go before reaching for the footer.
  await expect(banner).toHaveCount(0);
  expect(await consentCookies(page)).toEqual({});
  await page.getByRole('button', { name: 'Küpsiste seaded' }).click();
  const dialog = page.getByRole('dialog', { name: 'Küpsiste seaded' });
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Küpsiste seaded' })).toBeFocused();
});
