import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signedInAdmin } from './support/backoffice.js';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { mailTo } from './support/inbox.js';
import { boughtThroughApi, categoryIdsBySlug, confirmedAccount, inDays, listTicket, PHONE } from './support/market.js';
import { screenshot } from './support/storefront.js';

// Claims in the back-office (issue 18): staff find a buyer's claim in the queue, read both sides and decide it; the
// refund is made at the provider and both parties are e-mailed; the buyer's photo is downloaded. In English at 1280 px, the queue in Latvian,
// Estonian and Lithuanian at 375 px.

test.describe.configure({ timeout: 120_000 });

const MENU = { lv: 'Atvērt izvēlni', et: 'Ava menüü', lt: 'Atidaryti meniu' } as const;
const CLAIMS = { lv: 'Pretenzijas', et: 'Kaebused', lt: 'Pretenzijos' } as const;
const REASON = { lv: 'Nepieņemta pie ieejas', et: 'Sissepääsul ei aktsepteeritud', lt: 'Nepriimtas prie įėjimo' } as const;
const WAITING = { lv: '0 stundas', et: '0 tundi', lt: '0 valandų' } as const;
const OPEN_STATUS = { en: 'Open (payout frozen)', lv: 'Atvērta (izmaksa apturēta)', et: 'Avatud (väljamakse peatatud)', lt: 'Atvira (išmoka sustabdyta)' } as const;


/** A 1×1 PNG: the photo the buyer sent with the claim. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A paid order of a new buyer with a claim opened on it (with a photo), answered by its seller; answers both and the claim. */
async function claimedOrder(request: APIRequestContext, title: string) {
  const { koncerti } = await categoryIdsBySlug(request);
  const [seller, buyer] = await Promise.all([confirmedAccount(request, 'claim-seller', 'lv'), confirmedAccount(request, 'claim-buyer', 'en')]);
  const ticketId = await listTicket(request, seller, { title, eventDate: inDays(12), categoryId: koncerti, withFile: true });
  const orderId = await boughtThroughApi(request, buyer, ticketId, 2250);
  const opened = await request.post(`/api/orders/${orderId}/claims`, {
    headers: { Authorization: `Bearer ${buyer.token}` },
    multipart: { reason: 'refused_at_entrance', message: 'The scanner said the code had been used already.', files: { name: 'scanner-screen.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const claimId = ((await opened.json()) as { id: string }).id;
  const answered = await request.post(`/api/orders/${orderId}/claims/${claimId}/answer`, { headers: { Authorization: `Bearer ${seller.token}` }, data: { message: 'It was unused when I sent it.' } });
  expect(answered.ok()).toBe(true);
  return { seller, buyer, claimId };
}

test('staff decide a claim from the queue: a part refund is made at the provider and both parties are told', async ({ page, request }) => {
  const title = `Claimed ${Date.now().toString(36)}`;
  const { seller, buyer } = await claimedOrder(request, title);

  await signedInAdmin(page);
  await page.getByRole('menuitem', { name: 'Claims', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Refused at the entrance');
  await expect(row).toContainText(OPEN_STATUS.en);
  await expect(row).toContainText('0 hours');
  await screenshot(page, 'backoffice-claims-queue-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the claims queue (en)');

  await row.click();
  await expect(page.getByText('The scanner said the code had been used already.')).toBeVisible();
  await expect(page.getByText('It was unused when I sent it.')).toBeVisible();
  // The buyer's photo, fetched with the session and saved under its name.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('claim-files').getByRole('button', { name: 'Download scanner-screen.png' }).click();
  expect((await downloading).suggestedFilename()).toBe('scanner-screen.png');
  await page.getByRole('button', { name: 'Decide' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Refund everything the buyer paid (€47.75)');
  await dialog.getByLabel("Refund part of the tickets' price (at most €44.99)").check();
  await dialog.getByLabel('Refund in euros').fill('45');
  await expect(dialog.getByRole('button', { name: 'Refund €45.00' })).toBeDisabled();
  await dialog.getByLabel('Refund in euros').fill('30,50');
  await dialog.getByLabel('Note to both parties').fill('The seller could not show that the ticket was unused.');
  await screenshot(page, 'backoffice-claims-decide-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the decision dialog (en)');
  await dialog.getByRole('button', { name: 'Refund €30.50' }).click();
  await expect(page.getByText('Decided: the refund is being made')).toBeVisible();

  // The refund job runs in the worker; the page shows the claim decided once it has.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('.ra-field-status')).toContainText('Decided', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ra-field-refundCents')).toContainText('€30.50');
  // The refunds report lists it, made.
  await page.getByRole('menuitem', { name: 'Refunds', exact: true }).click();
  const refund = page.getByRole('row').filter({ hasText: title });
  await expect(refund).toContainText('Claim upheld');
  await expect(refund).toContainText('€30.50');
  await expect(refund).toContainText('Refunded');
  await screenshot(page, 'backoffice-refunds-en-1280');
  const toBuyer = await mailTo(request, buyer.email, (mail) => mail.subject.startsWith('Your claim was decided'));
  expect(toBuyer.text).toMatch(/We refund 30,50\s€ of your payment/);
  const toSeller = await mailTo(request, seller.email, (mail) => mail.subject.startsWith('Lēmums par pretenziju'));
  expect(toSeller.text).toMatch(/30,50\s€ no biļešu cenas/);
});

for (const language of ['lv', 'et', 'lt'] as const) {
  test(`the claims queue at phone width (${language})`, async ({ page, request }) => {
    const title = `Claimed ${language} ${Date.now().toString(36)}`;
    await claimedOrder(request, title);
    await page.setViewportSize(PHONE);
    await signedInAdmin(page, language);
    await page.getByRole('button', { name: MENU[language] }).click();
    await page.getByRole('menuitem', { name: CLAIMS[language], exact: true }).click();
    // On a phone each claim is a line: the ticket, the reason with when it was opened, and how long it has waited.
    // (In the claims list: the dashboard's recent activity, still there while the list loads, names the listing too.)
    const line = page.locator('.RaList-main').getByRole('listitem').filter({ hasText: title });
    await expect(line).toContainText(REASON[language]);
    await expect(line).toContainText(WAITING[language]);
    await screenshot(page, `backoffice-claims-queue-${language}-375`);
    await expectNoSeriousAccessibilityViolations(page, `the claims queue (${language})`);
  });
}

test('staff change the claim window on the checkout settings page, and an out-of-bounds one cannot be saved @exclusive', async ({ page, request }) => {
  await signedInAdmin(page);
  await page.getByRole('menuitem', { name: 'Checkout settings', exact: true }).click();
  const section = page.getByRole('region', { name: 'Claim window' });
  const hours = section.getByLabel('Claim window (hours)');
  await expect(hours).toHaveValue('48');
  await hours.fill('12');
  await expect(section.getByText('Whole hours from 24 to 336.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save the claim window' })).toBeDisabled();
  await hours.fill('72');
  await section.getByRole('button', { name: 'Save the claim window' }).click();
  await expect(page.getByText('The claim window was saved.')).toBeVisible();
  await screenshot(page, 'backoffice-claim-window-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the checkout settings with the claim window (en)');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Claim window' }).getByLabel('Claim window (hours)')).toHaveValue('72');
  // Back to the default for whatever runs after.
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  expect((await request.put('/api/admin/payout-settings', { headers: { Authorization: `Bearer ${token}` }, data: { claimWindowHours: 48 } })).ok()).toBe(true);
});
