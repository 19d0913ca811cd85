import { expect, test, type Page } from '@playwright/test';
import { screenshot, skipCookieBanner, uniqueEmail } from './support/storefront.js';
import { tokenLinkTo } from './support/inbox.js';

// The login / register dialog, the session kept by silent refresh, the user menu and sign-out.

test.beforeEach(async ({ page }) => skipCookieBanner(page));

async function register(page: Page, email: string, password: string) {
  await page.goto('/en?tab=register');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Anna');
  await dialog.getByLabel('Last name').fill('Bērziņa');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByTestId('register-success')).toContainText(
    'Registration successful! Please check your email to confirm your account.',
  );
}

test('?tab=register opens the dialog on Register; the rules speak Latvian; Google is disabled', async ({ page }) => {
  await page.goto('/lv?tab=register');
  const dialog = page.getByRole('dialog', { name: 'Izveidot kontu' });
  await expect(dialog.getByRole('tab', { name: 'Reģistrēties' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('button', { name: 'Turpināt ar Google' })).toBeDisabled();
  await expect(dialog.getByLabel('Valsts kods')).toHaveValue('+371');
  await expect(dialog.getByLabel('Valsts kods').locator('option')).toHaveText(['+371', '+370', '+372', '+7']);
  await dialog.getByLabel('Vārds', { exact: true }).fill('A');
  await dialog.getByLabel('Uzvārds').fill('B');
  await dialog.getByLabel('E-pasts').fill('nav@derigs');
  await dialog.getByLabel('Parole', { exact: true }).fill('1234567');
  await dialog.getByLabel('Apstipriniet paroli').fill('12345678');
  await dialog.getByRole('button', { name: 'Izveidot kontu' }).click();
  await expect(dialog.getByText('Vārdam jābūt vismaz 2 rakstzīmes garam.', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Uzvārdam jābūt vismaz 2 rakstzīmes garam.')).toBeVisible();
  await expect(dialog.getByText('Lūdzu, ievadiet derīgu e-pasta adresi.')).toBeVisible();
  await expect(dialog.getByText('Parolei jābūt vismaz 8 rakstzīmes garai.')).toBeVisible();
  await dialog.getByLabel('Parole', { exact: true }).fill('12345679');
  await dialog.getByRole('button', { name: 'Izveidot kontu' }).click();
  await expect(dialog.getByText('Paroles nesakrīt.')).toBeVisible();
  await screenshot(page, 'storefront-register-errors-lv-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'storefront-register-errors-lv-375');

  await dialog.getByRole('tab', { name: 'Pieslēgties' }).click();
  await expect(page).toHaveURL(/\/lv\?tab=login$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/lv$/);
});

test('a failed registration says so in the dialog language (ee)', async ({ page }) => {
  await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"Midagi läks valesti."}' }));
  await page.goto('/ee?tab=register');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Eesnimi').fill('Mari');
  await dialog.getByLabel('Perekonnanimi').fill('Tamm');
  await dialog.getByLabel('E-post').fill('mari@example.ee');
  await dialog.getByLabel('Parool', { exact: true }).fill('Tallinn-2025!');
  await dialog.getByLabel('Kinnitage parool').fill('Tallinn-2025!');
  await dialog.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page.getByText('Registreerimine ebaõnnestus. Palun proovige uuesti.')).toBeVisible();
  await expect(dialog.getByLabel('Eesnimi')).toHaveValue('Mari');
});

test('login: wrong password toast (lt), show/hide, forgot password, focus trapped in the dialog', async ({ page }) => {
  await page.goto('/lt');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  const dialog = page.getByRole('dialog', { name: 'Malonu vėl jus matyti' });
  await expect(dialog.getByRole('tab', { name: 'Prisijungimas' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('El. paštas')).toBeFocused();
  await dialog.getByLabel('El. paštas').fill('nobody@browser-test.example');
  const password = dialog.getByLabel('Slaptažodis');
  await password.fill('12345');
  await dialog.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(dialog.getByText('Slaptažodį turi sudaryti bent 6 simboliai.')).toBeVisible();
  await password.fill('wrong-password');
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Rodyti' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Slėpti' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Neteisingas el. pašto adresas arba slaptažodis.')).toBeVisible();
  await screenshot(page, 'storefront-login-failed-lt-1280');

  await dialog.getByRole('button', { name: 'Pamiršote slaptažodį?' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Slaptažodžio atkūrimo nuoroda išsiųsta į jūsų el. paštą.');

  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test('register, log in, keep the session by silent refresh, user menu, log out (en)', async ({ page }) => {
  const email = uniqueEmail('buyer');
  const password = 'Riga-Summer-2025!';
  await register(page, email, password);
  await screenshot(page, 'storefront-register-success-en-1280');
  await page.getByRole('dialog').getByRole('button', { name: 'Go to login' }).click();

  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByTestId('recent-emails').locator('option')).toHaveCount(1);
  await screenshot(page, 'storefront-login-en-1280');
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const avatar = page.getByRole('link', { name: 'Account menu: Anna Bērziņa' });
  await expect(avatar).toHaveText('AB');
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('recentAuthEmails') ?? '[]'))).toEqual([email]);

  // The hover card opens only after a 700 ms hover.
  await avatar.hover();
  const card = page.getByTestId('user-menu');
  await page.waitForTimeout(300);
  await expect(card).toHaveCount(0);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Anna Bērziņa');
  await expect(card).toContainText(email);
  const profileHref = await card.getByRole('link', { name: 'My Profile' }).getAttribute('href');
  expect(profileHref).toMatch(/^\/en\/profile\/[0-9a-f-]{36}\/account$/);
  await expect(card.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', profileHref!.replace('account', 'tickets'));
  await expect(card.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', profileHref!.replace('account', 'settings'));
  await screenshot(page, 'storefront-user-menu-en-1280');

  // A reload keeps the session: the refresh cookie gives a new access token.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh') && response.status() === 200);
  await page.reload();
  await refreshed;
  await expect(page.getByRole('link', { name: 'Account menu: Anna Bērziņa' })).toBeVisible();

  // Returning to the tab refreshes the session too.
  const onReturn = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh') && response.status() === 200);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await onReturn;

  // By keyboard (hover cards keep their links out of the tab order): the menu button beside the avatar.
  await page.getByRole('button', { name: 'Open the account menu' }).focus();
  await page.keyboard.press('Enter');
  const accountMenu = page.getByRole('menu');
  await expect(accountMenu).toContainText(email);
  await expect(accountMenu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', profileHref!);
  await accountMenu.getByRole('menuitem', { name: 'Log out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the session is refreshed every 15 minutes without any action', async ({ page }) => {
  const email = uniqueEmail('clock');
  const password = 'Tallinn-Winter-2025!';
  await register(page, email, password);
  await page.clock.install();
  await page.goto('/en?tab=login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Account menu: Anna Bērziņa' })).toBeVisible();

  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes += 1;
  });
  await page.clock.runFor(14 * 60_000);
  expect(refreshes).toBe(0);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh') && response.status() === 200);
  await page.clock.runFor(61_000);
  await refreshed;
  await expect(page.getByRole('link', { name: 'Account menu: Anna Bērziņa' })).toBeVisible();
});

test('password reset from the emailed link: rules, a new password that signs in, a link that works once (lt)', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const register = await request.post('/api/auth/register', {
    data: { email, password: 'Senas-Slaptazodis-1', firstName: 'Rūta', lastName: 'Jonaitė', countryCode: '+370', language: 'lt' },
  });
  expect(register.status()).toBe(202);

  // The links of the "password changed" and "account exists" emails carry no token: the page asks for a reset link.
  await page.goto('/lt/reset-password');
  const section = page.getByTestId('reset-password');
  await expect(section.getByRole('heading', { level: 1 })).toHaveText('Slaptažodžio atkūrimas');
  await section.getByLabel('El. paštas').fill(email);
  await section.getByRole('button', { name: 'Siųsti atkūrimo nuorodą' }).click();
  await expect(section.getByRole('status')).toHaveText('Slaptažodžio atkūrimo nuoroda išsiųsta į jūsų el. paštą.');

  const link = await tokenLinkTo(request, email, 'reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await section.getByLabel('Naujas slaptažodis', { exact: true }).fill('trumpas');
  await section.getByLabel('Pakartokite slaptažodį', { exact: true }).fill('kitoks-slaptazodis');
  await section.getByRole('button', { name: 'Išsaugoti naują slaptažodį' }).click();
  await expect(section.getByText('Slaptažodį turi sudaryti bent 8 simboliai.')).toBeVisible();
  await expect(section.getByText('Slaptažodžiai nesutampa.')).toBeVisible();
  await screenshot(page, 'storefront-reset-password-errors-lt-1280');

  await section.getByLabel('Naujas slaptažodis', { exact: true }).fill('Naujas-Slaptazodis-2');
  await section.getByLabel('Pakartokite slaptažodį', { exact: true }).fill('Naujas-Slaptazodis-2');
  await section.getByRole('button', { name: 'Išsaugoti naują slaptažodį' }).click();
  await expect(section.getByRole('status')).toHaveText('Jūsų slaptažodis pakeistas. Prisijunkite su nauju slaptažodžiu.');
  expect((await request.post('/api/auth/login', { data: { email, password: 'Naujas-Slaptazodis-2' } })).status()).toBe(200);
  expect((await request.post('/api/auth/login', { data: { email, password: 'Senas-Slaptazodis-1' } })).status()).toBe(401);

  // The same link a second time.
  await page.goto(`${link.pathname}${link.search}`);
  await section.getByLabel('Naujas slaptažodis', { exact: true }).fill('Trecias-Slaptazodis-3');
  await section.getByLabel('Pakartokite slaptažodį', { exact: true }).fill('Trecias-Slaptazodis-3');
  await section.getByRole('button', { name: 'Išsaugoti naują slaptažodį' }).click();
  await expect(section.getByRole('alert')).toHaveText('Ši nuoroda negalioja arba nebegalioja. Paprašykite naujos.');
});
