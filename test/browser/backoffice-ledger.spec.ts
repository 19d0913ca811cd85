import { expect, test } from '@playwright/test';
import { signedInAdmin } from './support/backoffice.js';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { boughtThroughApi, categoryIdsBySlug, confirmedAccount, inDays, listTicket, PHONE } from './support/market.js';
import { screenshot } from './support/storefront.js';

// The books in the back-office (issue 18, ADR 0024): balances per account and the transactions, and the daily
// reconciliation with Stripe run by staff for today. In English at 1280 px, the ledger in the other languages at 375 px.

test.describe.configure({ timeout: 120_000 });

const MENU = { lv: 'Atvērt izvēlni', et: 'Ava menüü', lt: 'Atidaryti meniu' } as const;
const LEDGER = { lv: 'Virsgrāmata', et: 'Pearaamat', lt: 'Didžioji knyga' } as const;
const HELD = { lv: 'Pircēju maksājumi turēšanā', et: 'Ostjate hoitavad maksed', lt: 'Laikomi pirkėjų mokėjimai' } as const;
const PROVIDER_FEES = { lv: 'Maksājumu pakalpojuma komisijas (Stripe)', et: 'Makseteenuse tasud (Stripe)', lt: 'Mokėjimų paslaugų teikėjo mokesčiai (Stripe)' } as const;


test('staff read the balances and the transactions, and reconcile today with Stripe', async ({ page, request }) => {
  const { koncerti } = await categoryIdsBySlug(request);
  const [seller, buyer] = await Promise.all([confirmedAccount(request, 'ledger-seller', 'lv'), confirmedAccount(request, 'ledger-buyer', 'en')]);
  const ticketId = await listTicket(request, seller, { title: `Ledger ${Date.now().toString(36)}`, eventDate: inDays(12), categoryId: koncerti, withFile: true });
  const orderId = await boughtThroughApi(request, buyer, ticketId, 2250);

  await signedInAdmin(page);
  await page.getByRole('menuitem', { name: 'Ledger', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();
  await expect(page.getByText("Buyers' payments held")).toBeVisible();
  await expect(page.getByText('Payment provider fees (Stripe)')).toBeVisible();
  await expect(page.getByText(/Stripe reports/)).toBeVisible();
  const payment = page.getByRole('row').filter({ hasText: `order:${orderId}:payment` });
  await expect(payment).toContainText('Payment');
  await expect(payment).toContainText('€47.75');
  await expect(payment).toContainText(/pi_/);
  // Stripe's fee for the payment (1.5 % of 47.75 = 0.72, + 0.25), named by the charge's balance transaction.
  const fee = page.getByRole('row').filter({ hasText: 'Stripe fee' }).filter({ hasText: '€0.97' }).first();
  await expect(fee).toContainText(/provider-fee:txn_/);
  await screenshot(page, 'backoffice-ledger-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the ledger (en)');

  await page.getByRole('menuitem', { name: 'Reconciliations', exact: true }).click();
  await page.getByRole('button', { name: 'Reconcile a day' }).click();
  const dialog = page.getByRole('dialog');
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Riga' }).format(new Date());
  await dialog.getByLabel('Day').fill(today);
  await screenshot(page, 'backoffice-reconcile-dialog-en-1280');
  await dialog.getByRole('button', { name: 'Reconcile a day' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('row').filter({ hasText: today })).toContainText(/Matched|Differences found/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('row').filter({ hasText: today }).click();
  await expect(page.locator('.ra-field-matchedCount')).toBeVisible();
  await screenshot(page, 'backoffice-reconciliation-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'a reconciliation (en)');
});

test("staff export this year's DAC7 report and download its files", async ({ page }) => {
  await signedInAdmin(page);
  await page.getByRole('menuitem', { name: 'DAC7 reports', exact: true }).click();
  await page.getByRole('button', { name: 'Export a year' }).click();
  const dialog = page.getByRole('dialog');
  const year = String(new Date().getFullYear());
  await dialog.getByLabel('Year').fill(year);
  await dialog.getByRole('button', { name: 'Export a year' }).click();
  const row = page.getByRole('row').filter({ hasText: year }).first();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('Ready', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'XML' }).click();
  expect((await download).suggestedFilename()).toBe(`dac7-${year}.xml`);
  await screenshot(page, 'backoffice-dac7-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the DAC7 reports (en)');
});

for (const language of ['lv', 'et', 'lt'] as const) {
  test(`the ledger at phone width (${language})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInAdmin(page, language);
    await page.getByRole('button', { name: MENU[language] }).click();
    await page.getByRole('menuitem', { name: LEDGER[language], exact: true }).click();
    await expect(page.getByText(HELD[language])).toBeVisible();
    await expect(page.getByText(PROVIDER_FEES[language])).toBeVisible();
    await screenshot(page, `backoffice-ledger-${language}-375`);
    await expectNoSeriousAccessibilityViolations(page, `the ledger (${language})`);
  });
}
