import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { DESKTOP, PHONE, boughtThroughApi, categoryIdsBySlug, confirmedAccount, inDays, listTicket, signedInContext } from './support/market.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// After the sale (issue 18): a seller sets up payouts at the payment provider (the emulator's onboarding page) from the
// Payments tab, and sees their sales' money there: waiting for the event, to be paid out, paid out.

test.setTimeout(90_000);
test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('a seller sets up payouts from the Payments tab and sees a sale wait for its event (lt, 375 and 1280 px)', async ({ browser, request }) => {
  const seller = await confirmedAccount(request, 'seller-payouts', 'lt');
  const buyer = await confirmedAccount(request, 'buyer-payouts', 'lt');
  const { context, page } = await signedInContext(browser, seller, PHONE);
  await page.goto(`/lt/profile/${seller.id}/payments`);
  const payouts = page.getByTestId('seller-payouts');
  await expect(payouts.getByRole('heading', { name: 'Jūsų pardavimų pinigai' })).toBeVisible();
  await expect(payouts.getByTestId('payout-account-status')).toHaveText('Išmokos dar nenustatytos');
  await expect(payouts.getByTestId('balance-pending')).toHaveText(/^0,00\s€$/);
  await screenshot(page, 'payouts-not-started-lt-375');
  await expectNoSeriousAccessibilityViolations(page, 'the Payments tab before payouts are set up');

  await payouts.getByLabel('Šalis, kurioje gyvenate').selectOption('LT');
  await payouts.getByRole('button', { name: 'Nustatyti išmokas' }).click();
  await page.waitForURL(/\/setup\/s\//);
  await expect(page.getByRole('heading', { name: 'Account onboarding' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(new RegExp(`/lt/profile/${seller.id}/payments\\?payout-account=done$`));
  await expect(payouts.getByTestId('payout-account-status')).toHaveText('Išmokos aktyvios: pinigai išmokami po kiekvieno renginio');
  await expect(payouts.getByTestId('payout-account-connect')).toHaveCount(0);

  // A buyer pays for two tickets at 22,50 €: 45,00 € less the seller's 5 % fee is 42,75 €, held until after the event.
  const koncerti = (await categoryIdsBySlug(request)).koncerti;
  const ticketId = await listTicket(request, seller, { title: `Išmokos ${Date.now().toString(36)}`, eventDate: inDays(12), categoryId: koncerti });
  await boughtThroughApi(request, buyer, ticketId, 2250);
  await page.reload();
  await expect(payouts.getByTestId('balance-pending')).toHaveText(/^42,75\s€$/);
  await expect(payouts.getByTestId('balance-available')).toHaveText(/^0,00\s€$/);
  await expect(payouts.getByTestId('next-release')).toContainText('Kito pardavimo pinigai bus jūsų nuo');
  await screenshot(page, 'payouts-active-lt-375');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'payouts-active-lt-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the Payments tab with payouts active');
  await context.close();
});

test('a seller whose details the provider could not verify is told so and can continue the setup (en)', async ({ browser, request }) => {
  const seller = await confirmedAccount(request, 'seller-restricted', 'en');
  const { context, page } = await signedInContext(browser, seller);
  await page.goto(`/en/profile/${seller.id}/payments`);
  const payouts = page.getByTestId('seller-payouts');
  await payouts.getByRole('button', { name: 'Set up payouts' }).click();
  await page.waitForURL(/\/setup\/s\//);
  await page.getByRole('button', { name: 'Restrict' }).click();
  await page.waitForURL(new RegExp(`/en/profile/${seller.id}/payments\\?payout-account=done$`));
  await expect(payouts.getByTestId('payout-account-status')).toHaveText('The payment provider needs more details before it can pay you');
  await screenshot(page, 'payouts-restricted-en-1280');
  // Continuing opens the provider's page again for the same account.
  await payouts.getByRole('button', { name: 'Continue setup' }).click();
  await page.waitForURL(/\/setup\/s\//);
  await context.close();
});
