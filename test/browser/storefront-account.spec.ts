import { expect, test } from '@playwright/test';
import { tokenLinkTo } from './support/inbox.js';
import { confirmedAccount, DESKTOP, PASSWORD, PHONE, signedInContext } from './support/market.js';
import { screenshot, skipCookieBanner, uniqueEmail } from './support/storefront.js';

// A person's account over its life: a new e-mail address, their data taken away, the account deleted.

test('a user changes e-mail from the profile form, confirms from the new inbox and signs in with the new address (en, 375 px)', async ({ browser, request }) => {
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
