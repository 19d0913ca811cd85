import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { baseURL } from './playwright.config.js';
import { skipCookieBanner, uniqueEmail } from './support/storefront.js';
import { tokenLinkTo } from './support/inbox.js';
import { expectOrderPaid, goToPaymentPage, payOnHostedPage, ticketPdf } from './support/market.js';

// The profile area: redirects, account, my tickets (add with a PDF, edit, sold, delete), purchased tickets,
// payments, and the unconfirmed account. The key journey runs in Latvian on a phone and in English on a desktop.

const PASSWORD = 'Riga-Summer-2025!';
const screensDir = fileURLToPath(new URL('../../test-results/screens/profile/', import.meta.url));
mkdirSync(screensDir, { recursive: true });

async function screen(page: Page, name: string) {
  await page.screenshot({ path: `${screensDir}${name}.png`, fullPage: true });
}

/** The confirmation link of the newest mail to this address. */
async function confirmationLink(request: APIRequestContext, address: string): Promise<string> {
  return (await tokenLinkTo(request, address, 'confirm-email')).href;
}

/** For the people of a journey who are not its subject: the link's token straight to the API its page calls. */
async function confirmThroughLink(request: APIRequestContext, address: string) {
  const token = new URL(await confirmationLink(request, address)).searchParams.get('token');
  const answer = await request.post('/api/auth/email-confirmations', { data: { token } });
  expect(answer.ok()).toBe(true);
}

async function registerByApi(request: APIRequestContext, firstName: string, lastName: string, confirmed: boolean) {
  const email = uniqueEmail(firstName.toLowerCase());
  const answer = await request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName, lastName, countryCode: '+371', language: 'en' } });
  expect(answer.status()).toBeLessThan(300);
  if (confirmed) await confirmThroughLink(request, email);
  return email;
}

/** Signs a browser context in without the dialog: the refresh cookie lands in its jar, the hint in its storage. */
async function signedInPage(browser: Browser, email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return page;
}

/** The profile's own navigation (the sidebar, or the tab bar on a phone), not the site's main navigation. */
function profileNav(page: Page) {
  return page.getByRole('navigation', { name: /Profile sections|Profila sadaļas|Profiili jaotised|Profilio skiltys/ });
}

async function bearerFor(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** A day some weeks ahead, as typed (dd.mm.yyyy) and as the API stores it (yyyy-mm-dd). */
function futureDay(daysAhead: number) {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { dotted: `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`, iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` };
}

/** The day `days` after a dd.mm.yyyy date, as yyyy-mm-dd (the date-range picker's day attribute). */
function isoShift(dotted: string, days: number): string {
  const [day, month, year] = dotted.split('.').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Clicks a day in the date-range picker, turning its months forward until the day shows. */
async function pickDay(popover: Locator, iso: string) {
  const day = popover.locator(`[data-day="${iso}"]:not([data-outside]) button`);
  // The calendar's code loads on first open.
  await expect(popover.getByRole('grid').first()).toBeVisible();
  for (let turns = 0; turns < 24 && (await day.count()) === 0; turns += 1) await popover.locator('.rdp-button_next').click();
  await day.click();
}

const words = {
  lv: {
    register: { first: 'Vārds', last: 'Uzvārds', email: 'E-pasts', password: 'Parole', confirm: 'Apstipriniet paroli', submit: 'Izveidot kontu', success: 'Reģistrācija veiksmīga' },
    login: { submit: 'Pieslēgties' },
    confirmed: 'Jūsu e-pasta adrese ir apstiprināta. Tagad varat pirkt un pārdot biļetes.',
    accountTitle: 'Konts',
    tickets: 'Biļetes',
    payments: 'Maksājumi',
    add: 'Pievienot biļeti',
    refresh: 'Atsvaidzināt',
    added: (count: number) => `Pievienotās (${count})`,
    purchased: (count: number) => `Nopirktās (${count})`,
    form: { title: 'Nosaukums', category: 'Kategorija', event: 'Pasākums (nav obligāts)', time: 'Pasākuma laiks (nav obligāts)', calendar: 'Izvēlēties datumu kalendārā', date: 'Pasākuma datums', venue: 'Norises vieta', price: 'Cena par vienību (€)', faceValue: 'Nominālvērtība par biļeti (€)', tier: 'Biļetes veids', quantity: 'Daudzums', file: 'Biļetes fails (nav obligāts)', submit: 'Pievienot biļeti', save: 'Saglabāt izmaiņas', processing: 'Apstrādā…' },
    errors: ['Nosaukumam jābūt vismaz 3 rakstzīmes garam.', 'Kategorija ir obligāta.', 'Pasākuma datums ir obligāts.', 'Norises vieta ir obligāta.', 'Cenai par vienību jābūt derīgam skaitlim, kas lielāks par 0.', 'Nominālvērtībai jābūt derīgai summai, kas lielāka par 0.'],
    fileType: 'Neatbalstīts faila formāts. Lūdzu, izvēlieties PDF, JPG vai PNG failu',
    category: 'Koncerti',
    // Face value 12.50 (typed), two tickets at 12.50: the seller's fee 5 % leaves 23.75; a buyer pays 25.00 + 5 % + 0.50.
    quote: ['Ne vairāk kā 15,00 € par biļeti (120 % no nominālvērtības).', 'Jūs saņemsiet 23,75 €; pircējs kopā maksās 26,75 €.'],
    active: 'Aktīva',
    sold: 'Pārdota',
    edit: 'Rediģēt',
    seller: 'Pārdevējs',
    details: 'Skatīt detaļas',
    purchaseFrom: 'Pirkums no',
    saleTo: 'Pārdots pircējam',
    market: { search: 'Meklēt', done: 'Gatavs', buy: 'Pirkt' },
  },
  en: {
    register: { first: 'First name', last: 'Last name', email: 'Email', password: 'Password', confirm: 'Confirm password', submit: 'Create account', success: 'Registration successful' },
    login: { submit: 'Log in' },
    confirmed: 'Your email address is confirmed. You can now buy and sell tickets.',
    accountTitle: 'Account',
    tickets: 'Tickets',
    payments: 'Payments',
    add: 'Add Ticket',
    refresh: 'Refresh',
    added: (count: number) => `Added (${count})`,
    purchased: (count: number) => `Purchased (${count})`,
    form: { title: 'Title', category: 'Category', event: 'Event (optional)', time: 'Event time (optional)', calendar: 'Choose the date in a calendar', date: 'Event date', venue: 'Venue', price: 'Price per unit (€)', faceValue: 'Face value per ticket (€)', tier: 'Ticket type', quantity: 'Quantity', file: 'Ticket file (optional)', submit: 'Add ticket', save: 'Save changes', processing: 'Processing…' },
    errors: ['Title must be at least 3 characters.', 'Category is required.', 'Event date is required.', 'Venue is required.', 'Price per unit must be a valid number greater than 0.', 'Face value must be a valid amount greater than 0.'],
    fileType: 'Unsupported file format. Please select a PDF, JPG or PNG file',
    category: 'Concerts',
    // The linked event's Economy tier is the face value (20.00); two tickets at 12.50 as in Latvian.
    quote: ['At most 24,00 € per ticket (120 % of the face value).', 'You receive 23,75 €; a buyer pays 26,75 € in all.'],
    active: 'Active',
    sold: 'Sold',
    edit: 'Edit',
    seller: 'Seller',
    details: 'View details',
    purchaseFrom: 'Purchase from',
    saleTo: 'Sale to',
    market: { search: 'Search', done: 'Done', buy: 'Buy' },
  },
} as const;

test.beforeEach(async ({ page }) => skipCookieBanner(page));

for (const [lang, width] of [
  ['lv', 375],
  ['en', 1280],
] as const) {
  test(`seller lists a PDF ticket and edits it; a buyer finds it by search and dates and buys it; both see it in their tickets and payments (${lang}, ${width} px)`, async ({ page, browser, request }) => {
    // Two people, a file, a payment through the payment page and its webhook: over 60 s on a loaded machine.
    test.setTimeout(120_000);
    const w = words[lang];
    const viewport = { width, height: width < 768 ? 740 : 800 };
    await page.setViewportSize(viewport);

    // Registers through the dialog, confirms with the link from the inbox, logs in.
    const email = uniqueEmail(`seller-${lang}`);
    await page.goto(`/${lang}?tab=register`);
    const registerDialog = page.getByRole('dialog');
    await registerDialog.getByLabel(w.register.first, { exact: true }).fill('Anna');
    await registerDialog.getByLabel(w.register.last).fill('Bērziņa');
    await registerDialog.getByLabel(w.register.email).fill(email);
    await registerDialog.getByLabel(w.register.password, { exact: true }).fill(PASSWORD);
    await registerDialog.getByLabel(w.register.confirm).fill(PASSWORD);
    await registerDialog.getByRole('button', { name: w.register.submit }).click();
    await expect(registerDialog.getByTestId('register-success')).toContainText(w.register.success);
    const link = new URL(await confirmationLink(request, email));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('confirm-email').getByRole('status')).toHaveText(w.confirmed);
    await page.getByTestId('confirm-email').getByRole('link', { name: w.login.submit }).click();
    const loginDialog = page.getByRole('dialog');
    await loginDialog.getByLabel(w.register.email).fill(email);
    await loginDialog.getByLabel(w.register.password, { exact: true }).fill(PASSWORD);
    await loginDialog.getByRole('button', { name: w.login.submit }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The bare profile path opens the account; an unknown tab and another person's id lead back to one's own.
    await page.goto(`/${lang}/profile`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/profile/[0-9a-f-]{36}/account$`));
    const userId = page.url().split('/').at(-2)!;
    await expect(page.getByRole('heading', { level: 1, name: w.accountTitle })).toBeVisible();
    await expect(page.getByTestId('profile-details')).toContainText(email);
    await expect(page.getByTestId('unconfirmed-notice')).toHaveCount(0);
    await expect(page.getByTestId(width < 768 ? 'profile-tab-bar' : 'profile-sidebar')).toBeVisible();
    await expect(page.getByTestId(width < 768 ? 'profile-sidebar' : 'profile-tab-bar')).toBeHidden();
    await screen(page, `account-${lang}-${width}`);
    await page.goto(`/${lang}/profile/${userId}/nonsense`);
    await expect(page).toHaveURL(`/${lang}/profile/${userId}/account`);
    await page.goto(`/${lang}/profile/${randomUUID()}/tickets`);
    await expect(page).toHaveURL(`/${lang}/profile/${userId}/tickets`);

    // The add dialog: the rules in the page's language, a wrong file refused before any upload.
    await expect(page.getByRole('tab', { name: w.added(0) })).toBeVisible();
    await page.getByRole('button', { name: w.add }).click();
    const form = page.getByTestId('ticket-form-dialog');
    await form.getByLabel(w.form.price).fill('');
    await form.getByRole('button', { name: w.form.submit }).click();
    for (const message of w.errors) await expect(form.getByText(message, { exact: true })).toBeVisible();
    await form.getByLabel(w.form.file).setInputFiles({ name: 'ticket.txt', mimeType: 'text/plain', buffer: Buffer.from('not a ticket') });
    await expect(form.getByText(w.fileType)).toBeVisible();
    await screen(page, `add-ticket-errors-${lang}-${width}`);

    // A valid listing: the total follows unit price × quantity; the upload shows its progress and the processing state.
    await form.getByLabel(w.form.file).scrollIntoViewIfNeeded();
    await screen(page, `add-ticket-errors-lower-${lang}-${width}`);
    await form.getByLabel(w.form.title, { exact: true }).fill('Prāta Vētra');
    await form.getByLabel(w.form.category).selectOption({ label: w.category });
    const dateField = form.getByLabel(w.form.date);
    if (lang === 'en') {
      // Linking a catalogue event fills in its venue, date and time.
      await expect(form.getByLabel(w.form.event).locator('option')).not.toHaveCount(1);
      await form.getByLabel(w.form.event).selectOption({ index: 1 });
      await expect(form.getByLabel(w.form.venue)).not.toHaveValue('');
      await expect(dateField).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
      await expect(form.getByLabel(w.form.time)).toHaveValue(/^\d{2}:\d{2}$/);
      // The event sells tiers: the seller picks one and its price is the face value (no face value field).
      await expect(form.getByLabel(w.form.faceValue)).toHaveCount(0);
      await expect(form.getByLabel(w.form.tier).locator('option').nth(3)).toHaveText(/^Economy · face value 20,00\s€$/);
      await form.getByLabel(w.form.tier).selectOption({ index: 3 });
    } else {
      // The calendar: next month, the 15th.
      await form.getByRole('button', { name: w.form.calendar }).click();
      await page.locator('.rdp-button_next').click();
      await page.locator('.rdp-month').getByRole('button', { name: /15/ }).first().click();
      await expect(dateField).toHaveValue(/^15\.\d{2}\.\d{4}$/);
      await form.getByLabel(w.form.venue).fill('Arēna Rīga');
      await form.getByLabel(w.form.faceValue).fill('12.50');
    }
    const day = { dotted: await dateField.inputValue() };
    await form.getByLabel(w.form.price).fill('12.5');
    await form.getByLabel(w.form.quantity).fill('2');
    await expect(form.getByTestId('ticket-total')).toHaveValue(/^25,00\s€$/);
    await expect(form.getByTestId('listing-cap')).toHaveText(w.quote[0].replaceAll(' €', '\u00a0€'));
    await expect(form.getByTestId('listing-proceeds')).toHaveText(w.quote[1].replaceAll(' €', '\u00a0€'));
    await form.getByLabel(w.form.file).setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: ticketPdf() });
    await expect(form.getByText(w.fileType)).toHaveCount(0);
    await expect(form.getByText('ticket.pdf', { exact: true })).toBeVisible();
    // Held back for a moment so the in-between state can be seen.
    await page.route('**/api/tickets', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.getByRole('button', { name: w.form.submit }).click();
    await expect(form.getByRole('button', { name: w.form.processing })).toBeDisabled();
    await expect(form.getByRole('progressbar')).toBeVisible();
    await expect(form).toHaveCount(0);
    await page.unroute('**/api/tickets');

    const row = page.getByTestId('added-ticket').filter({ visible: true });
    await expect(page.getByRole('tab', { name: w.added(1) })).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Prāta Vētra');
    await expect(row).toContainText(w.category);
    await expect(row).toContainText(/25,00\s€/);
    await expect(row).toContainText(day.dotted);
    await expect(row.getByTestId('status-badge')).toHaveText(w.active);
    await expect(row.getByTestId('status-badge')).toHaveClass(/green/);
    await screen(page, `tickets-added-${lang}-${width}`);
    const ticketId = (await row.getAttribute('data-ticket-id'))!;
    const sellerToken = await bearerFor(request, email);
    const listed = ((await (await request.get('/api/me/tickets?role=seller', { headers: { Authorization: `Bearer ${sellerToken}` } })).json()) as { items: { id: string; hasFile: boolean }[] }).items;
    expect(listed).toEqual([expect.objectContaining({ id: ticketId, hasFile: true })]);

    // Edit: the dialog comes filled in, without the file field.
    await row.getByRole('button', { name: `${w.edit} Prāta Vētra` }).click();
    const editForm = page.getByTestId('ticket-form-dialog');
    await expect(editForm.getByLabel(w.form.title, { exact: true })).toHaveValue('Prāta Vētra');
    await expect(editForm.getByLabel(w.form.file)).toHaveCount(0);
    await editForm.getByLabel(w.form.title, { exact: true }).fill('Prāta Vētra: Tūre');
    await editForm.getByRole('button', { name: w.form.save }).click();
    await expect(editForm).toHaveCount(0);
    await expect(row).toContainText('Prāta Vētra: Tūre');

    // Another person, in a browser of their own, finds it among all tickets by search and date range, and buys it.
    const buyerEmail = await registerByApi(request, 'Jānis', 'Ozols', true);
    const buyerPage = await signedInPage(browser, buyerEmail, viewport);
    await buyerPage.goto(`/${lang}/tickets`);
    await buyerPage.getByLabel(w.market.search).fill('Tūre');
    await expect(buyerPage).toHaveURL(/q=T%C5%ABre|q=Tūre/);
    await buyerPage.getByTestId('date-range-trigger').click();
    const popover = buyerPage.getByTestId('date-range-popover');
    await pickDay(popover, isoShift(day.dotted, -1));
    await pickDay(popover, isoShift(day.dotted, 1));
    await popover.getByRole('button', { name: w.market.done }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`from=${isoShift(day.dotted, -1)}&to=${isoShift(day.dotted, 1)}`));
    const offer = buyerPage.getByTestId('ticket-card').filter({ hasText: 'Prāta Vētra: Tūre' });
    await expect(buyerPage.getByTestId('ticket-card')).toHaveCount(1);
    await offer.getByRole('button', { name: new RegExp(`^${w.market.buy}`) }).click();
    const buyDialog = buyerPage.getByTestId('buy-dialog');
    await expect(buyDialog.getByTestId('buy-dialog-price')).toHaveText(/26,75\s€/);
    await buyDialog.getByTestId('confirm-buy').click();
    await expect(offer).toHaveCount(0);
    await goToPaymentPage(buyerPage);
    await payOnHostedPage(buyerPage, '4242 4242 4242 4242');
    await expectOrderPaid(buyerPage);

    // The seller's Refresh shows it sold, with no more edit or delete.
    await page.getByRole('button', { name: w.refresh }).click();
    await expect(row.getByTestId('status-badge')).toHaveText(w.sold);
    await expect(row.getByTestId('status-badge')).toHaveClass(/blue/);
    await expect(row.getByRole('button', { name: `${w.edit} Prāta Vētra: Tūre` })).toHaveCount(0);
    await profileNav(page).getByRole('link', { name: w.payments }).click();
    await expect(page.getByTestId('payment')).toContainText(`${w.saleTo} Jānis O.`);
    await expect(page.getByTestId('payment')).toContainText(/25,00\s€/);

    // The buyer: the card in Purchased, its detail (a drawer on a phone) with the seller's name, and Payments.
    await buyerPage.goto(`/${lang}/profile/${randomUUID()}/tickets`);
    await buyerPage.getByRole('tab', { name: w.purchased(1) }).click();
    const card = buyerPage.getByTestId('purchased-ticket');
    await expect(card).toContainText('Prāta Vētra: Tūre');
    await expect(card).toContainText(/12,50\s€ × 2/);
    await card.getByRole('button', { name: w.details }).click();
    const detail = buyerPage.getByTestId('ticket-detail');
    if (width < 768) await expect(detail).toHaveAttribute('data-variant', 'drawer');
    else await expect(detail).not.toHaveAttribute('data-variant', 'drawer');
    await expect(detail).toContainText(w.seller);
    await expect(detail.getByTestId('ticket-seller')).toHaveText('Anna B.');
    await screen(buyerPage, `ticket-detail-${lang}-${width}`);
    await buyerPage.keyboard.press('Escape');
    await profileNav(buyerPage).getByRole('link', { name: w.payments }).click();
    await expect(buyerPage.getByTestId('payment')).toContainText(`${w.purchaseFrom} Anna B.`);
    await expect(buyerPage.getByTestId('payment')).toContainText(new Date().getFullYear().toString());
    await screen(buyerPage, `payments-${lang}-${width}`);
    await buyerPage.context().close();
  });
}

test('the header shows the profile picture once there is one, initials before; its link is named by the account (375 and 1280 px)', async ({ browser, request }) => {
  const email = await registerByApi(request, 'Ilze', 'Kalniņa', true);
  // A phone photo: a face-like drawing, 1600 × 1200 (the header shows it as a 40 px circle).
  const photo = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="#f2c14e"/>` +
        `<circle cx="800" cy="600" r="420" fill="#e07a5f"/><circle cx="650" cy="520" r="50" fill="#3d405b"/><circle cx="950" cy="520" r="50" fill="#3d405b"/>` +
        `<path d="M600 760 Q800 900 1000 760" stroke="#3d405b" stroke-width="40" fill="none"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    const page = await signedInPage(browser, email, viewport);
    await page.goto('/en/events');
    const trigger = page.getByTestId('user-menu-trigger');
    if (viewport.width === 375) {
      // No picture yet: the initials, and a name that starts with them.
      await expect(trigger).toHaveAccessibleName('IK, Account menu: Ilze Kalniņa');
      await expect(trigger).toContainText('IK');
      await page.goto('/en/profile');
      await page.getByLabel('Change picture').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByTestId('avatar-image')).toHaveAttribute('src', /\.webp$/);
      await page.goto('/en/events');
    }
    const picture = trigger.getByTestId('header-avatar-image');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
    await expect(picture).toHaveAttribute('alt', '');
    // The picture loaded (a broken image has no natural width), 256 px drawn at 40.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);
    expect(await picture.boundingBox()).toMatchObject({ width: 40, height: 40 });
    await expect(trigger).toHaveAccessibleName('Account menu: Ilze Kalniņa');
    await expect(trigger).not.toContainText('IK');
    await page.screenshot({ path: `${screensDir}header-avatar-en-${viewport.width}.png` });
    await page.context().close();
  }
});

test('account: view/edit toggle, avatar, change password with the API asking for the current one, language setting (en)', async ({ page, request }) => {
  const email = await registerByApi(request, 'Kristine', 'Ozola', true);
  await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto('/en/profile');
  const details = page.getByTestId('profile-details');
  await expect(details).toContainText('Kristine');
  await expect(details).toContainText('Active');

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByTestId('profile-form');
  await form.getByLabel('First name').fill('K');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('First name must be at least 2 characters.')).toBeVisible();
  await form.getByLabel('First name').fill('Kristīne');
  await form.getByLabel('Country code').selectOption('+370');
  await form.getByLabel('Phone').fill('61234567');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been updated.')).toBeVisible();
  await expect(details).toContainText('Kristīne');
  await expect(details).toContainText('+37061234567');

  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Change picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('avatar-image')).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.getByLabel('Current password').fill('wrong-password');
  await dialog.getByLabel('New password', { exact: true }).fill('Tallinn-Winter-2026');
  await dialog.getByLabel('Confirm new password').fill('Tallinn-Winter-2027');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText("Passwords don't match.")).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('Tallinn-Winter-2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect((await request.post('/api/auth/login', { data: { email, password: 'Tallinn-Winter-2026' } })).ok()).toBe(true);

  await profileNav(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByTestId('settings-tab').getByLabel('Language').selectOption('lv');
  await expect(page).toHaveURL(/\/lv\/profile\/[0-9a-f-]{36}\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iestatījumi' })).toBeVisible();
});

test('delete asks first and shows its deleting state; the list refreshes (en)', async ({ page, request }) => {
  const email = await registerByApi(request, 'Marta', 'Kalna', true);
  const token = await bearerFor(request, email);
  const categories = (await (await request.get('/api/categories')).json()) as { id: string }[];
  for (const title of ['Opera night', 'Jazz evening']) {
    const created = await request.post('/api/tickets', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, categoryId: categories[0].id, eventDate: futureDay(20).iso, venue: 'LNO', pricePerUnit: '30', faceValue: '30', quantity: 1 },
    });
    expect(created.status()).toBe(201);
  }
  await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto('/en/profile');
  await profileNav(page).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('tab', { name: 'Added (2)' })).toBeVisible();
  // Newest first.
  await expect(page.getByTestId('added-ticket').filter({ visible: true }).first()).toContainText('Jazz evening');

  // Refresh renews the session, then reloads the lists; a second press within 5 seconds is ignored.
  const refreshes: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/auth/refresh')) refreshes.push(sent.url());
  });
  const reloaded = page.waitForResponse((answer) => answer.url().includes('/api/me/tickets?role=seller'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await page.getByRole('button', { name: 'Refresh' }).click();
  // An accepted press sends its request at once; give an ignored one the same chance to show.
  await page.waitForTimeout(300);
  expect(refreshes).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete Opera night' }).click();
  const confirm = page.getByTestId('delete-ticket-dialog');
  await expect(confirm).toContainText('Are you sure you want to delete "Opera night"?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('added-ticket').filter({ visible: true })).toHaveCount(2);

  await page.route('**/api/tickets/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Delete Opera night' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
  await expect(page.getByText('The ticket has been successfully deleted')).toBeVisible();
  await expect(page.getByTestId('added-ticket').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Added (1)' })).toBeVisible();
  await page.setViewportSize({ width: 900, height: 800 });
  await screen(page, 'tickets-added-en-900');

  await profileNav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/en');
});

test("a ticket file listed before is refused with the API's message, in the page's language (lt)", async ({ page, request }) => {
  const email = await registerByApi(request, 'Rūta', 'Jonaitė', true);
  const token = await bearerFor(request, email);
  const categories = (await (await request.get('/api/categories')).json()) as { id: string }[];
  const pdf = ticketPdf();
  const first = await request.post('/api/tickets', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: 'Žalgiris', categoryId: categories[0].id, eventDate: futureDay(15).iso, venue: 'Kaunas', pricePerUnit: '20', faceValue: '20', quantity: '1', file: { name: 'ticket.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(first.status()).toBe(201);
  await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto('/lt/profile');
  await profileNav(page).getByRole('link', { name: 'Bilietai' }).click();
  await page.getByRole('button', { name: 'Pridėti bilietą' }).click();
  const form = page.getByTestId('ticket-form-dialog');
  await form.getByLabel('Pavadinimas').fill('Žalgiris');
  await form.getByLabel('Kategorija').selectOption({ index: 1 });
  await form.getByLabel('Renginio data').fill(futureDay(15).dotted);
  await form.getByLabel('Vieta', { exact: true }).fill('Kaunas');
  await form.getByLabel('Vieneto kaina (€)').fill('20');
  await form.getByLabel('Nominali vertė už bilietą (€)').fill('20');
  await form.getByLabel('Bilieto failas (neprivaloma)').setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Pridėti bilietą' }).click();
  await expect(form.getByText('Šis bilieto failas jau buvo pateiktas Baltic Ticket Exchange.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Pridėti bilietą' })).toBeEnabled();
});

test('an unconfirmed account is told why it cannot sell or buy and can ask for the link again (lv)', async ({ page, request }) => {
  const email = await registerByApi(request, 'Ilze', 'Liepa', false);
  await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto('/lv/profile');
  const notice = page.getByTestId('unconfirmed-notice');
  await expect(notice).toContainText('Biļetes varēsiet pirkt un pārdot, kad jūsu e-pasta adrese būs apstiprināta.');
  await profileNav(page).getByRole('link', { name: 'Biļetes' }).click();
  await expect(page.getByRole('button', { name: 'Pievienot biļeti' })).toBeDisabled();
  await notice.getByRole('button', { name: 'Nosūtīt apstiprinājuma e-pastu vēlreiz' }).click();
  await expect(notice.getByRole('status')).toHaveText('Mēs jums nosūtījām jaunu apstiprinājuma saiti.');
});

test('signed out the profile area sends the visitor home; unreadable session or lists are said in the page language; empty payments (ee)', async ({ page, request }) => {
  await page.goto(`/ee/profile/${randomUUID()}/account`);
  await expect(page).toHaveURL('/ee');

  // A session that cannot be read is an error to retry, not a signed-out visitor.
  await page.evaluate(() => window.localStorage.setItem('hasSession', '1'));
  await page.route('**/api/auth/refresh', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","message":""}' }));
  await page.goto(`/ee/profile/${randomUUID()}/account`);
  await expect(page.getByRole('alert')).toContainText('Andmete laadimisel tekkis viga.');
  await page.unroute('**/api/auth/refresh');
  await page.getByRole('button', { name: 'Proovi uuesti' }).click();
  await expect(page).toHaveURL('/ee');
  await page.goto('/ee/confirm-email?token=not-a-real-token-0123456789');
  await expect(page.getByTestId('confirm-email').getByRole('alert')).toHaveText('See link on kehtetu või aegunud. Palun tellige uus.');
  const email = await registerByApi(request, 'Mari', 'Tamm', true);
  await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto('/ee/profile');
  await profileNav(page).getByRole('link', { name: 'Maksed' }).click();
  await expect(page.getByTestId('payments-empty')).toHaveText('Maksete ajalugu puudub.');

  // Lists that cannot be read say so in the page's language (after the one retry).
  await page.route('**/api/me/tickets?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":""}' }));
  await profileNav(page).getByRole('link', { name: 'Piletid' }).click();
  await expect(page.getByTestId('tickets-tab').getByRole('alert')).toHaveText('Andmete laadimisel tekkis viga. Palun proovige uuesti.');
});
