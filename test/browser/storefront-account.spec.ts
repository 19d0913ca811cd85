import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mailTo, tokenLinkTo } from './support/inbox.js';
import { confirmedAccount, DESKTOP, PASSWORD, PHONE, signedInContext } from './support/market.js';
import { screenshot, skipCookieBanner, uniqueEmail } from './support/storefront.js';

// A person's account over its life: a new e-mail address, their data taken away, the account deleted.

test('a user changes e-mail from the profile form, confirms from the new inbox and signs in with the new address (en, 375 px)', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const account = await confirmedAccount(request, 'mover', 'en');
  const { context, page } = await signedInContext(browser, account, PHONE);
  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByTestId('email-change-form');
  await expect(form).toContainText(account.email);
  const newEmail = uniqueEmail('moved');
  await form.getByLabel('New e-mail address').fill(newEmail);
  await form.getByLabel('Current password').fill('wrong-password');
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText('If the address can be used, we have sent a confirmation link to it.')).toBeVisible();
  await screenshot(page, 'account-email-change-requested-375');

  const link = await tokenLinkTo(request, newEmail, 'confirm-email-change');
  expect(link.pathname).toBe('/en/confirm-email-change');
  // The old address was told, with its "this was not me" link.
  await tokenLinkTo(request, account.email, 'report-email-change');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('confirm-email-change').getByRole('status')).toHaveText('Your e-mail address is changed. Sign in with the new address from now on.');
  await context.close();

  const fresh = await browser.newContext({ viewport: DESKTOP });
  const signIn = await fresh.newPage();
  await skipCookieBanner(signIn);
  await signIn.goto('/en?tab=login');
  const dialog = signIn.getByRole('dialog');
  await dialog.getByLabel('Email').fill(newEmail);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(signIn.getByRole('link', { name: /Account menu: Ilze Ozola/ })).toBeVisible();
  await signIn.goto('/en/profile');
  await expect(signIn.getByTestId('profile-details')).toContainText(newEmail);
  await fresh.close();
});

test('a user downloads their data, then deletes the account from Settings behind a confirmation (lv, 1280 px)', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const account = await confirmedAccount(request, 'leaver', 'lv');
  const firstLink = (await tokenLinkTo(request, account.email, 'confirm-email')).searchParams.get('token') ?? '';
  const { context, page } = await signedInContext(browser, account, DESKTOP);
  await page.goto(`/lv/profile/${account.id}/settings`);
  const yourData = page.getByTestId('your-data');
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: 'Lejupielādēt manus datus' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^baltic-ticket-exchange-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { profile: { email: string; firstName: string }; orders: unknown[] };
  expect(exported.profile).toMatchObject({ email: account.email, firstName: 'Ilze' });
  expect(exported.orders).toEqual([]);

  await page.getByTestId('delete-account').getByRole('button', { name: 'Dzēst manu kontu' }).click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toContainText('To nevar atsaukt.');
  await screenshot(page, 'account-delete-dialog-lv-1280');
  await dialog.getByLabel('Pašreizējā parole').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Neatgriezeniski dzēst kontu' }).click();
  await expect(dialog.getByText('Pašreizējā parole nav pareiza.')).toBeVisible();
  await dialog.getByLabel('Pašreizējā parole').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Neatgriezeniski dzēst kontu' }).click();
  await expect(page.getByText('Jūsu konts ir dzēsts. Paldies, ka izmantojāt Baltic Ticket Exchange.')).toBeVisible();
  await expect(page).toHaveURL(/\/lv$/);
  await expect(page.getByRole('link', { name: /Konta izvēlne/ })).toHaveCount(0);
  await context.close();

  expect((await request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } })).status()).toBe(401);
  // The address is free again: a new registration gets a confirmation link, not the "account exists" warning.
  expect((await request.post('/api/auth/register', { data: { email: account.email, password: PASSWORD, firstName: 'Ilze', lastName: 'Ozola' } })).status()).toBe(202);
  await mailTo(request, account.email, (mail) => (mail.text ?? '').includes('/confirm-email?token=') && !(mail.text ?? '').includes(firstLink));
});
