import { expect, test } from '@playwright/test';

const ADMIN = { email: 'admin@browser-test.example', password: 'Browser-Test-Admin-2026' };

test('an administrator signs in to the back-office and sees the categories and tickets', async ({ page }) => {
  await page.goto('/backoffice/');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Baltic Ticket Exchange back-office')).toBeVisible();

  await page.getByRole('menuitem', { name: 'Categories' }).click();
  await expect(page.getByRole('cell', { name: 'Theatre', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Teātris' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/backoffice-categories-1280.png', fullPage: true });

  await page.getByRole('menuitem', { name: 'Tickets' }).click();
  await expect(page).toHaveURL(/\/backoffice\/tickets/);
});

test('a signed-in person who is not an administrator is refused', async ({ page, request }) => {
  const email = `not-admin-${Date.now()}@browser-test.example`;
  await request.post('/api/auth/register', { data: { email, password: 'Not-An-Admin-2026', firstName: 'Ilze', lastName: 'Kalniņa' } });
  await page.goto('/backoffice/');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill('Not-An-Admin-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText(/Administrator privileges required/)).toBeVisible();
  await expect(page.getByText('Baltic Ticket Exchange back-office')).toHaveCount(0);
});
