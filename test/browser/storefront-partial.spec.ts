import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { categoryIdsBySlug, confirmedAccount, inDays, listTicket, PHONE, pressBuy, signedInContext, ticketCard } from './support/market.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Buying part of a listing (issue 19): the buyer chooses how many of a listing's tickets to take, as the seller's rule
// allows, and pays for that many; the rest stays on sale. Screenshots in test-results/screenshots/partial-*.png.

test.setTimeout(90_000);

test('a buyer takes 2 of 4 tickets, never leaving one alone, at the price the card and the checkout agree on (lv, 375 px)', async ({ browser, request }) => {
  const [seller, buyer] = await Promise.all([confirmedAccount(request, 'part-seller'), confirmedAccount(request, 'part-buyer')]);
  const categoryId = (await categoryIdsBySlug(request)).koncerti;
  const title = `Četras vietas ${Date.now().toString(36)}`;
  await listTicket(request, seller, { title, eventDate: inDays(12), categoryId, quantity: 4, splitRule: 'no-single-left' });

  const { context, page } = await signedInContext(browser, buyer, PHONE);
  await skipCookieBanner(page);
  await page.goto(`/lv/tickets?q=${encodeURIComponent(title)}`);
  await pressBuy(page, title, 'Pirkt: ');
  const dialog = page.getByTestId('buy-dialog');
  const howMany = dialog.getByLabel('Cik biļešu');
  // Four tickets: one, two or all four (three would leave one alone).
  await expect(howMany.locator('option')).toHaveText(['1', '2', '4']);
  await expect(howMany).toHaveValue('4');
  await expect(dialog.getByTestId('buy-dialog-price')).toHaveText(/^95,00\s€$/); // 4 × 22,50 + 4,50 + 0,50
  await howMany.selectOption('2');
  await expect(dialog.getByTestId('buy-dialog-price')).toHaveText(/^47,75\s€$/); // 2 × 22,50 + 2,25 + 0,50
  await expectNoSeriousAccessibilityViolations(page, 'buy dialog with a quantity');
  await screenshot(page, 'partial-buy-dialog-lv-375');

  await dialog.getByTestId('confirm-buy').click();
  const summary = dialog.getByTestId('checkout-summary');
  await expect(summary).toContainText(/47,75\s€/);
  await screenshot(page, 'partial-checkout-lv-375');

  // The other two are still on sale, for the next buyer.
  const listed = (await (await request.get(`/api/tickets?q=${encodeURIComponent(title)}`)).json()) as { items: { quantity: number; parts: { quantity: number }[] }[] };
  expect(listed.items).toHaveLength(1);
  expect(listed.items[0]).toMatchObject({ quantity: 2, parts: [{ quantity: 2 }] });
  await page.goto(`/lv/tickets?q=${encodeURIComponent(title)}`);
  await expect(ticketCard(page, title).getByTestId('ticket-price-parts')).toContainText('× 2');
  await context.close();
});
