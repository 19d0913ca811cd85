import { expect, type Page } from '@playwright/test';

/** The back-office administrator the browser stack is started with. */
export const ADMIN = { email: 'admin@browser-test.example', password: 'Browser-Test-Admin-2026' };
const LANGUAGE_NAMES = { lv: 'Latviešu', et: 'Eesti', lt: 'Lietuvių' } as const;

/** Signs in on the back-office's page, first switching it to `language` (English when none), and waits for the dashboard. */
export async function signedInAdmin(page: Page, language?: keyof typeof LANGUAGE_NAMES): Promise<void> {
  await page.goto('/backoffice/');
  await expect(page.locator('input[name="username"]')).toBeVisible();
  if (language) {
    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in|pieslēgties|logi sisse|prisijungti/i }).click();
  // The first sign-in after the stack starts also loads the dashboard's chunk: allow it more than the default 5 s.
  await expect(page.getByTestId('dashboard-card').first()).toBeVisible({ timeout: 20_000 });
}
