import { expect, test } from '@playwright/test';
import { ADMIN, signedInAdmin } from './support/backoffice.js';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { mailTo } from './support/inbox.js';
import { adminHeaders, boughtThroughApi, categoryIdsBySlug, confirmedAccount, inDays, listTicket, PHONE } from './support/market.js';
import { screenshot, uniqueEmail } from './support/storefront.js';

// Detail where staff need it (issue 23): a contact message answered by e-mail from the back-office, a listing's own
// page (seats, files, event, seller, orders), and event times in Riga time from a browser in another time zone.

test.describe.configure({ timeout: 120_000 });



test('staff answer a contact message by e-mail: it arrives in the language the visitor wrote in, and the message is handled', async ({ page, request }) => {
  const email = uniqueEmail('contact-lt');
  const written = await request.post('/api/contact-messages', { headers: { 'Accept-Language': 'lt' }, data: { name: 'Rūta Petraitienė', email, message: 'Ar galiu parduoti bilietą į koncertą Vilniuje?' } });
  expect(written.ok()).toBe(true);

  await signedInAdmin(page);
  await page.getByRole('menuitem', { name: 'Contact messages', exact: true }).click();
  // The list shows each message's status and can show only the new ones.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'New' }).click();
  await expect(page).toHaveURL(/status/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('New');
  await row.getByRole('cell', { name: email }).click();
  await expect(page).toHaveURL(/\/contact-messages\/[^/]+\/show/);
  await expect(page.getByText('Ar galiu parduoti bilietą į koncertą Vilniuje?')).toBeVisible();
  await expect(page.locator('.ra-field-language')).toContainText('Lietuvių');

  await page.getByRole('button', { name: 'Answer by e-mail' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('in lietuvių');
  await expect(dialog.getByRole('button', { name: 'Send answer' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Answer' }).fill('Taip, galite.\nĮkelkite bilietą puslapyje „Parduoti“ <b>kaina</b> & viskas.');
  await screenshot(page, 'backoffice-contact-answer-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the answer dialog');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(`The answer is on its way to ${email}.`)).toBeVisible();
  await expect(page.locator('.ra-field-status')).toContainText('Handled');
  await expect(page.locator('.ra-field-answeredBy')).toContainText(ADMIN.email);
  await expect(page.locator('.ra-field-answer')).toContainText('<b>kaina</b> & viskas.');
  await expect(page.getByRole('button', { name: 'Answer by e-mail' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark handled' })).toHaveCount(0);
  await screenshot(page, 'backoffice-contact-answered-en-1280');

  const mail = await mailTo(request, email, (candidate) => candidate.subject === 'Atsakymas į jūsų žinutę');
  expect(mail.text).toContain('Sveiki, Rūta Petraitienė!');
  expect(mail.text).toContain('Įkelkite bilietą puslapyje „Parduoti“ <b>kaina</b> & viskas.');
  expect(mail.html).toContain('&lt;b&gt;kaina&lt;/b&gt; &amp; viskas.');

  // The activity log names what was done, by whom, and links to the message.
  await page.getByRole('menuitem', { name: 'Activity log', exact: true }).click();
  const entry = page.getByRole('row').filter({ hasText: 'Contact message answered' }).first();
  await expect(entry).toContainText(ADMIN.email);
  await expect(entry.getByRole('link', { name: email })).toBeVisible();
});

test('staff mark a contact message handled at phone width', async ({ page, request }) => {
  const email = uniqueEmail('contact-lv');
  expect((await request.post('/api/contact-messages', { headers: { 'Accept-Language': 'lv' }, data: { name: 'Jānis', email, message: 'Paldies, viss atrisinājās pa telefonu.' } })).ok()).toBe(true);
  await page.setViewportSize(PHONE);
  await signedInAdmin(page);
  await page.goto('/backoffice/contact-messages');
  await page.getByRole('listitem').filter({ hasText: email }).click();
  await expect(page.locator('.ra-field-status')).toContainText('New');
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('dialog')).toContainText('Nothing is sent to the sender.');
  await page.getByRole('dialog').getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText(`The message from ${email} is marked handled.`)).toBeVisible();
  await expect(page.locator('.ra-field-handledBy')).toContainText(ADMIN.email);
  await expect(page.locator('.ra-field-answer')).toContainText('Not answered');
  await screenshot(page, 'backoffice-contact-handled-en-375');
});

test('a listing has its own page: seats, its file (downloaded with the session), its event and seller, its orders', async ({ page, request }) => {
  const { koncerti } = await categoryIdsBySlug(request);
  const eventTitle = `Detaļu vakars ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/events', {
    headers: await adminHeaders(request),
    data: { categoryId: koncerti, title: eventTitle, venue: 'Lielā ģilde', city: 'Rīga', startsAt: `${inDays(30)}T16:00:00.000Z`, status: 'scheduled', tiers: [] },
  });
  expect(created.ok()).toBe(true);
  const event = { id: ((await created.json()) as { id: string }).id, title: eventTitle };
  const [seller, buyer] = await Promise.all([confirmedAccount(request, 'seller', 'lv'), confirmedAccount(request, 'detail-buyer', 'en')]);
  // Long enough to wrap the bar's title at phone width.
  const title = `Detalizēta biļete uz Baltijas jauniešu simfoniskā orķestra ziemas koncertu ${Date.now().toString(36)}`;
  const ticketId = await listTicket(request, seller, { title, eventDate: inDays(30), categoryId: koncerti, eventId: event.id, withFile: true, pricePerUnit: '22.50' });
  await boughtThroughApi(request, buyer, ticketId, 2250);

  await signedInAdmin(page);
  await page.goto(`/backoffice/tickets/${ticketId}/show`);
  await expect(page.locator('.ra-field-title')).toContainText(title);
  await expect(page.locator('.ra-field-seat')).toContainText('Section A · Row 4 · Seat 12');
  await expect(page.locator('.ra-field-eventTime')).toContainText('19:00');
  await expect(page.getByRole('link', { name: event.title })).toHaveAttribute('href', `/backoffice/events/${event.id}`);
  await expect(page.getByRole('link', { name: seller.email })).toHaveAttribute('href', `/backoffice/users/${seller.id}/show`);
  const order = page.getByRole('row').filter({ hasText: buyer.email });
  await expect(order).toContainText('Paid');
  await screenshot(page, 'backoffice-ticket-show-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'a listing');

  // The file is fetched with the session: no token in any address the page opens.
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  const downloading = page.waitForEvent('download');
  await page.getByTestId('ticket-files').getByRole('button', { name: `Ticket file 1: "${title}"` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  const body = await (await import('node:fs/promises')).readFile((await download.path())!);
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(addresses.filter((address) => /token=|access_token/i.test(address))).toEqual([]);

  await page.setViewportSize(PHONE);
  await expect(page.locator('.ra-field-seat')).toContainText('Section A');
  // The title wraps and the bar grows; it pushes the page down and never covers its first lines or buttons.
  const { barBottom, barHeight, contentTop } = await page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    return { barBottom: bar.bottom, barHeight: bar.height, contentTop: document.querySelector('#main-content')!.getBoundingClientRect().top };
  });
  expect(barHeight).toBeGreaterThan(80);
  expect(barBottom).toBeLessThanOrEqual(contentTop + 1);
  await screenshot(page, 'backoffice-ticket-show-en-375');
  await page.getByText(buyer.email).click();
  await expect(page).toHaveURL(/\/backoffice\/orders\/[^/]+\/show/);
});

test('event times are entered and shown in Riga time from a browser in New York, summer and winter', { tag: '@exclusive' }, async ({ browser, request }) => {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
  await signedInAdmin(page);
  const title = `Rīgas laiks ${Date.now().toString(36)}`;
  await page.goto('/backoffice/events/create');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Concerts' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Venue' }).fill('Lielā ģilde');
  await page.getByRole('textbox', { name: 'City' }).fill('Rīga');
  await expect(page.getByText("Riga time, whatever this computer's time zone.")).toBeVisible();
  await page.getByLabel('Starts').fill('2027-07-15T19:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Event "${title}" created.`)).toBeVisible();

  const headers = await adminHeaders(request);
  const stored = async () => {
    const found = (await (await request.get(`/api/admin/events?${new URLSearchParams({ filter: JSON.stringify({ q: title }) })}`, { headers })).json()) as { id: string; title: string; startsAt: string }[];
    return found.find((candidate) => candidate.title === title)!;
  };
  // 19:00 in Riga in July is 16:00 UTC (summer time, UTC+3).
  const summer = await stored();
  expect(summer.startsAt).toBe('2027-07-15T16:00:00.000Z');
  await page.goto(`/backoffice/events?${new URLSearchParams({ filter: JSON.stringify({ q: title }) })}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('19:00');
  await screenshot(page, 'backoffice-events-riga-time-en-1280');

  await page.goto(`/backoffice/events/${summer.id}/edit`);
  await expect(page.getByLabel('Starts')).toHaveValue('2027-07-15T19:00');
  // In December Riga is UTC+2: 19:00 there is 17:00 UTC.
  await page.getByLabel('Starts').fill('2027-12-10T19:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Event "${title}" saved.`)).toBeVisible();
  expect((await stored()).startsAt).toBe('2027-12-10T17:00:00.000Z');
  await page.goto(`/backoffice/events/${summer.id}/edit`);
  await expect(page.getByLabel('Starts')).toHaveValue('2027-12-10T19:00');
  await screenshot(page, 'backoffice-event-riga-time-en-1280');
  // Deleting it says what was deleted, not react-admin's "Element deleted".
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Event "${title}" deleted.`)).toBeVisible();
  await context.close();
});
