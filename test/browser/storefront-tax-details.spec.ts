import { expect, test } from '@playwright/test';
import pg from 'pg';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { DESKTOP, PHONE, confirmedAccount, signedInContext } from './support/market.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// DAC7 (issue 18): a seller past €2,000 this year is asked for their tax details on the Payments tab before their
// next payout, in their language (lv at 375 px, then 1280 px), and the form says what is wrong in it.

test.setTimeout(90_000);
test.beforeEach(async ({ page }) => skipCookieBanner(page));

/** What the payout run books when a sale's event and claim window are over: 2,090.00 € credited to the seller. */
async function releasedToSeller(sellerId: string): Promise<void> {
  const db = new pg.Client({ connectionString: process.env.BROWSER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bte_browser' });
  await db.connect();
  try {
    await db.query(
      `WITH t AS (INSERT INTO ledger_transactions (kind, reference, occurred_at) VALUES ('release', 'browser-test:' || $1 || ':release', now()) RETURNING id)
       INSERT INTO ledger_entries (transaction_id, account, seller_id, amount_cents)
       SELECT t.id, line.account, line.seller_id, line.amount FROM t,
         (VALUES ('buyer_payments_held', NULL::uuid, 220000), ('seller_payable', $1::uuid, -209000), ('platform_fees', NULL::uuid, -11000)) AS line (account, seller_id, amount)`,
      [sellerId],
    );
  } finally {
    await db.end();
  }
}

test('a seller past the DAC7 line gives their tax details on the Payments tab (lv, 375 and 1280 px)', async ({ browser, request }) => {
  const seller = await confirmedAccount(request, 'seller-dac7', 'lv');
  await releasedToSeller(seller.id);
  const { context, page } = await signedInContext(browser, seller, PHONE);
  await page.goto(`/lv/profile/${seller.id}/payments`);
  const form = page.getByTestId('tax-details-form');
  await expect(form.getByRole('heading', { name: 'Nodokļu informācija izmaksām' })).toBeVisible();
  await expect(form).toContainText(/Pārdošanu skaits šogad \(\d{4}\): 1, summa: 2\s?090,00\s€/);
  await form.getByLabel('Vārds', { exact: true }).fill('Ilze');
  await form.getByLabel('Uzvārds', { exact: true }).fill('Kalniņa');
  await form.getByLabel('Nodokļu maksātāja numurs', { exact: true }).fill('120588-12345');
  await form.getByLabel('Valsts, kas to izsniedza (piem., LV)', { exact: true }).fill('Latvija');
  await form.getByLabel('Iela un māja', { exact: true }).fill('Brīvības iela 1-2');
  await form.getByLabel('Pilsēta', { exact: true }).fill('Rīga');
  await form.getByLabel('Pasta indekss', { exact: true }).fill('LV-1010');
  await form.getByLabel('Dzimšanas datums', { exact: true }).fill('1988-05-12');
  await form.getByRole('button', { name: 'Saglabāt nodokļu informāciju' }).click();
  await expect(form.getByText('Ievadiet divu burtu valsts kodu, piemēram, LV.')).toBeVisible();
  await screenshot(page, 'tax-details-error-lv-375');
  await expectNoSeriousAccessibilityViolations(page, 'the tax details form with an error');

  await form.getByLabel('Valsts, kas to izsniedza (piem., LV)', { exact: true }).fill('LV');
  await form.getByRole('button', { name: 'Saglabāt nodokļu informāciju' }).click();
  await expect(page.getByTestId('tax-details-given')).toHaveText('Nodokļu informācija ir saglabāta.');
  await expect(form).toHaveCount(0);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'tax-details-given-lv-1280');
  const saved = await (await request.get('/api/me/tax-details', { headers: { Authorization: `Bearer ${seller.token}` } })).json();
  expect(saved).toMatchObject({ required: false, details: { firstName: 'Ilze', taxCountry: 'LV', birthDate: '1988-05-12' } });
  await context.close();
});
