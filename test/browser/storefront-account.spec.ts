import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Download } from '@playwright/test';
import pg from 'pg';
import { mailTo, tokenLinkTo } from './support/inbox.js';
import { categoryIdsBySlug, confirmedAccount, DESKTOP, inDays, listTicket, PASSWORD, payOnHostedPage, PHONE, signedInContext, ticketPdf } from './support/market.js';
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

test('a seller whose sales money is not paid out yet is told in the Settings dialog why the account cannot be deleted, and what to do (lt, 375 px)', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const seller = await confirmedAccount(request, 'unpaid-seller', 'lt');
  // What the payout run books once a sale's event and claim window are over: 45.00 € released to the seller, who
  // has no payout account yet.
  const db = new pg.Client({ connectionString: process.env.BROWSER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bte_browser' });
  await db.connect();
  try {
    await db.query(
      `WITH t AS (INSERT INTO ledger_transactions (kind, reference, occurred_at) VALUES ('release', 'browser-test:' || $1 || ':release', now()) RETURNING id)
       INSERT INTO ledger_entries (transaction_id, account, seller_id, amount_cents)
       SELECT t.id, line.account, line.seller_id, line.amount FROM t,
         (VALUES ('buyer_payments_held', NULL::uuid, 4700), ('seller_payable', $1::uuid, -4500), ('platform_fees', NULL::uuid, -200)) AS line (account, seller_id, amount)`,
      [seller.id],
    );
  } finally {
    await db.end();
  }
  const { context, page } = await signedInContext(browser, seller, PHONE);
  await page.goto(`/lt/profile/${seller.id}/settings`);
  await page.getByTestId('delete-account').getByRole('button', { name: 'Ištrinti mano paskyrą' }).click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toContainText('kol pinigai už jūsų pardavimus dar neišmokėti');
  await dialog.getByLabel('Dabartinis slaptažodis').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Ištrinti paskyrą visam laikui' }).click();
  const reason = dialog.getByRole('alert');
  await expect(reason).toHaveText(/^Paskyros dar negalima ištrinti: 45,00\s€ suma iš jūsų pardavimų laukia išmokėjimo\. Nustatykite išmokas profilio skiltyje „Mokėjimai“/);
  await reason.scrollIntoViewIfNeeded();
  await screenshot(page, 'account-delete-refused-unpaid-lt-375');
  // Refused, nothing changed: still signed in, the account works.
  await dialog.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('delete-account')).toBeVisible();
  expect((await request.get('/api/me', { headers: { Authorization: `Bearer ${seller.token}` } })).status()).toBe(200);
  await context.close();
});

test('a buyer downloads the file of a ticket they bought, from the Purchased card and the detail drawer (375 px), the seller from the Added row (1280 px); the bytes are the upload', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const seller = await confirmedAccount(request, 'seller', 'lv');
  const buyer = await confirmedAccount(request, 'buyer', 'lv');
  const stranger = await confirmedAccount(request, 'stranger', 'lv');
  const upload = ticketPdf();
  const title = `Ēnu teātris ${Date.now().toString(36)}`;
  const eventDate = inDays(25);
  const ticketId = await listTicket(request, seller, { title, eventDate, categoryId: (await categoryIdsBySlug(request)).koncerti, withFile: true, file: upload });

  // The buyer pays on the provider's page; the order turns paid once the webhook is through.
  const ordered = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': randomUUID() },
    data: { ticketId, quantity: 2, expectedUnitPriceCents: 2250 },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as { id: string; checkoutUrl: string };
  const buyerSide = await signedInContext(browser, buyer, PHONE);
  await buyerSide.page.goto(order.checkoutUrl);
  await payOnHostedPage(buyerSide.page, '4242 4242 4242 4242');
  await expect
    .poll(async () => ((await (await request.get(`/api/orders/${order.id}`, { headers: { Authorization: `Bearer ${buyer.token}` } })).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('paid');

  const expectedName = `${title} ${eventDate}.pdf`;
  const bytesOf = async (download: Download) => readFileSync(await download.path());

  const page = buyerSide.page;
  await page.goto(`/lv/profile/${buyer.id}/tickets`);
  await page.getByRole('tab', { name: /^Nopirktās/ }).click();
  const card = page.getByTestId('purchased-ticket').filter({ hasText: title });
  const [fromCard] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Lejupielādēt biļeti: ${title}` }).click()]);
  expect(fromCard.suggestedFilename()).toBe(expectedName);
  expect(Buffer.compare(await bytesOf(fromCard), upload)).toBe(0);

  await card.getByRole('button', { name: 'Skatīt detaļas' }).click();
  const drawer = page.getByTestId('ticket-detail');
  await expect(drawer).toHaveAttribute('data-variant', 'drawer');
  const [fromDrawer] = await Promise.all([page.waitForEvent('download'), drawer.getByTestId('download-ticket').click()]);
  expect(Buffer.compare(await bytesOf(fromDrawer), upload)).toBe(0);
  await screenshot(page, 'account-ticket-drawer-download-375');
  await buyerSide.context.close();

  const sellerSide = await signedInContext(browser, seller, DESKTOP);
  await sellerSide.page.goto(`/lv/profile/${seller.id}/tickets`);
  const row = sellerSide.page.locator(`table[data-testid="added-tickets"] [data-ticket-id="${ticketId}"]`);
  await expect(row.getByTestId('status-badge')).toHaveAttribute('data-status', 'sold');
  const [fromRow] = await Promise.all([sellerSide.page.waitForEvent('download'), row.getByRole('button', { name: `Lejupielādēt biļeti: ${title}` }).click()]);
  expect(fromRow.suggestedFilename()).toBe(expectedName);
  expect(Buffer.compare(await bytesOf(fromRow), upload)).toBe(0);
  await sellerSide.context.close();

  // Nobody else reaches it: not another member, not a visitor.
  expect((await request.get(`/api/tickets/${ticketId}/file`, { headers: { Authorization: `Bearer ${stranger.token}` } })).status()).toBe(404);
  expect((await request.get(`/api/tickets/${ticketId}/file`)).status()).toBe(401);
});

test('a listing withdrawn by staff shows "Withdrawn" with the reason to its seller, not "Unknown" (en, 1280 px)', async ({ browser, request }) => {
  const seller = await confirmedAccount(request, 'seller', 'en');
  const title = `Withdrawn ${Date.now().toString(36)}`;
  const ticketId = await listTicket(request, seller, { title, eventDate: inDays(15), categoryId: (await categoryIdsBySlug(request)).koncerti });
  const admin = (await (await request.post('/api/auth/login', { data: { email: 'admin@browser-test.example', password: 'Browser-Test-Admin-2026' } })).json()) as { accessToken: string };
  const reason = 'The seat numbers do not exist at this venue';
  expect((await request.post(`/api/admin/tickets/${ticketId}/withdraw`, { headers: { Authorization: `Bearer ${admin.accessToken}` }, data: { reason } })).ok()).toBe(true);

  const { context, page } = await signedInContext(browser, seller, DESKTOP);
  await page.goto(`/en/profile/${seller.id}/tickets`);
  const row = page.locator(`table[data-testid="added-tickets"] [data-ticket-id="${ticketId}"]`);
  await expect(row.getByTestId('status-badge')).toHaveText('Withdrawn');
  await row.getByRole('button', { name: title }).click();
  const detail = page.getByTestId('ticket-detail');
  await expect(detail.getByTestId('status-badge')).toHaveText('Withdrawn');
  await expect(detail).toContainText(`Reason${reason}`);
  await context.close();
});
