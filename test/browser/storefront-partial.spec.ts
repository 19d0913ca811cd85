import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { boughtThroughApi, categoryIdsBySlug, confirmedAccount, inDays, listTicket, PHONE, pressBuy, signedInContext, ticketCard, ticketPdf } from './support/market.js';
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

test('a seller adds one file per ticket; a buyer who takes 2 of 3 downloads only their own two (lv)', async ({ browser, request }) => {
  // Two people, a form filled in, a payment and two downloads: longer than the file's default on a busy machine.
  test.setTimeout(180_000);
  const [seller, buyer] = await Promise.all([confirmedAccount(request, 'files-seller'), confirmedAccount(request, 'files-buyer')]);
  const title = `Trīs faili ${Date.now().toString(36)}`;
  const files = [1, 2, 3].map((seat) => ({ name: `vieta-${seat}.pdf`, mimeType: 'application/pdf', buffer: ticketPdf() }));

  const { context: sellerContext, page: sellerPage } = await signedInContext(browser, seller);
  await sellerPage.goto(`/lv/profile/${seller.id}/tickets`);
  await sellerPage.locator('html[data-interactive]').waitFor();
  await sellerPage.getByRole('button', { name: 'Pievienot biļeti' }).click();
  const form = sellerPage.getByTestId('ticket-form-dialog');
  await form.getByLabel('Nosaukums', { exact: true }).fill(title);
  await form.getByLabel('Kategorija').selectOption({ label: 'Koncerti' });
  await form.getByRole('button', { name: 'Izvēlēties datumu kalendārā' }).click();
  await sellerPage.locator('.rdp-button_next').click();
  await sellerPage.locator('.rdp-month').getByRole('button', { name: /15/ }).first().click();
  await form.getByLabel('Norises vieta').fill('Arēna Rīga');
  await form.getByLabel('Nominālvērtība par biļeti (€)').fill('20.00');
  await form.getByLabel('Cena par vienību (€)').fill('20');
  await form.getByLabel('Daudzums').fill('3');
  await form.getByLabel('Biļetes fails (nav obligāts)').setInputFiles(files.slice(0, 2));
  await expect(form.getByTestId('files-note')).toHaveText('2 faili 3 biļetēm: izvēlieties vienu failu katrai biļetei vai vienu PDF ar lapu katrai biļetei.');
  await form.getByLabel('Biļetes fails (nav obligāts)').setInputFiles(files);
  await expect(form.getByTestId('chosen-files')).toHaveText('Izvēlēti faili: 3');
  await expect(form.getByTestId('files-note')).toHaveText('Viens fails katrai biļetei: katrs pircējs saņem tikai savu biļešu failus.');
  await form.getByTestId('files-note').scrollIntoViewIfNeeded();
  await screenshot(sellerPage, 'files-sell-form-lv');
  await form.getByRole('button', { name: 'Pievienot biļeti' }).click();
  await expect(form).toHaveCount(0);
  const row = sellerPage.getByTestId('added-ticket').filter({ visible: true }).filter({ hasText: title });
  await expect(row.getByTestId('download-ticket-file')).toHaveCount(3);
  const ticketId = (await row.getAttribute('data-ticket-id'))!;
  await screenshot(sellerPage, 'files-added-lv');

  await boughtThroughApi(request, buyer, ticketId, 2000, 2);
  const { context, page } = await signedInContext(browser, buyer, PHONE);
  await page.goto(`/lv/profile/${buyer.id}/tickets`);
  await page.locator('html[data-interactive]').waitFor();
  await page.getByRole('tab', { name: /Nopirktās/ }).click();
  const card = page.getByTestId('purchased-ticket').filter({ hasText: title });
  const buttons = card.getByTestId('download-ticket-file');
  await expect(buttons).toHaveText(['Biļete 1', 'Biļete 2']);
  await expectNoSeriousAccessibilityViolations(page, 'purchased card with one file per ticket');
  await screenshot(page, 'files-purchased-lv-375');
  for (const [index, button] of (await buttons.all()).entries()) {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.equals(files[index].buffer)).toBe(true);
  }
  // The same two buttons in the other languages.
  for (const [lang, label] of [['en', 'Ticket'], ['ee', 'Pilet'], ['lt', 'Bilietas']]) {
    await page.goto(`/${lang}/profile/${buyer.id}/tickets`);
    await page.locator('html[data-interactive]').waitFor();
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByTestId('purchased-ticket').filter({ hasText: title }).getByTestId('download-ticket-file')).toHaveText([`${label} 1`, `${label} 2`]);
    await screenshot(page, `files-purchased-${lang}-375`);
  }
  await context.close();

  // The seller keeps the third ticket's file on the listing still on sale.
  const mine = (await (await request.get('/api/me/tickets?role=seller', { headers: { Authorization: `Bearer ${seller.token}` } })).json()) as { items: { id: string; fileCount: number }[] };
  expect(mine.items.find((ticket) => ticket.id === ticketId)).toMatchObject({ fileCount: 1 });
  await sellerContext.close();
});
