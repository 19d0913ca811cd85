import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  categoryIdsBySlug,
  confirmedAccount,
  goToPaymentPage,
  inDays,
  listTicket,
  orderIdIn,
  payOnHostedPage,
  pressBuy,
  signedInContext,
  ticketCard,
  type Account,
} from './support/market.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// Paid checkout (issue 17) in a real browser against the stack and its Stripe emulator: the checkout summary, the
// emulator's hosted page with Stripe's test cards, the order page that follows the payment live, the ticket file,
// cancelling, a second buyer while the first holds, a payment service that does not answer, and the Payments tab;
// in lv, en, et and lt at 375 and 1280 px, with screenshots in test-results/screenshots/checkout-*.png and axe on
// each screen.

test.setTimeout(120_000);
// A payment reaches the order page through the provider's webhook and the queue, and the page reads the order every
// 2 s: on a loaded machine that takes longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

const WORDS = {
  lv: { segment: 'lv', buy: 'Pirkt: ', checkout: 'Pasūtījums', awaiting: 'Gaida apmaksu', paid: 'Apmaksāts', paidHeading: 'Maksājums saņemts', payments: 'Maksājumi', sellerTitle: 'Jūsu biļešu pārdošana' },
  en: { segment: 'en', buy: 'Buy ', checkout: 'Checkout', awaiting: 'Awaiting payment', paid: 'Paid', paidHeading: 'Payment received', payments: 'Payments', sellerTitle: 'Your sale' },
  et: { segment: 'ee', buy: 'Osta: ', checkout: 'Kassa', awaiting: 'Ootab makset', paid: 'Makstud', paidHeading: 'Makse laekus', payments: 'Maksed', sellerTitle: 'Teie müük' },
  lt: { segment: 'lt', buy: 'Pirkti: ', checkout: 'Apmokėjimas', awaiting: 'Laukiama apmokėjimo', paid: 'Apmokėta', paidHeading: 'Mokėjimas gautas', payments: 'Mokėjimai', sellerTitle: 'Jūsų pardavimas' },
} as const;

interface OrderAnswer {
  id: string;
  status: string;
  checkoutUrl: string;
  amounts: { ticketsCents: number; buyerFeeCents: number; totalCents: number };
}

let seller: Account;
let koncerti: string;

test.beforeAll(async ({ request }) => {
  koncerti = (await categoryIdsBySlug(request)).koncerti;
  seller = await confirmedAccount(request, 'seller', 'lv');
});

test.beforeEach(async ({ page }) => skipCookieBanner(page));

/** "47,75 €", "−47,75 €" → 4775. */
async function centsOf(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/\D/g, ''));
}

/** The three amounts a buyer sees, as shown in a summary or on an order page. */
async function buyerAmounts(scope: Locator) {
  return { tickets: await centsOf(scope.getByTestId('amount-tickets')), fee: await centsOf(scope.getByTestId('amount-fee')), total: await centsOf(scope.getByTestId('amount-total')) };
}

/**
 * Opens the buy dialog of a listing (its Buy button is named "Buy <title>", "Pirkt: <title>"…) and continues: the
 * order the API placed, and the dialog showing its summary.
 */
async function placeOrder(page: Page, title: string, buyPrefix: string): Promise<{ order: OrderAnswer; dialog: Locator }> {
  await pressBuy(page, title, buyPrefix);
  const dialog = page.getByTestId('buy-dialog');
  const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST'), dialog.getByTestId('confirm-buy').click()]);
  expect(answer.status()).toBe(201);
  await expect(dialog.getByTestId('checkout-summary')).toBeVisible();
  return { order: (await answer.json()) as OrderAnswer, dialog };
}

/** Saves the screen at 375 and 1280 px and has axe look at each. */
async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `checkout-${name}-${viewport.width}`);
    await expectNoSeriousAccessibilityViolations(page, `${name} at ${viewport.width} px`);
  }
}

async function orderAs(request: APIRequestContext, account: Account, orderId: string): Promise<{ status: string }> {
  return (await (await request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${account.token}` } })).json()) as { status: string };
}

for (const language of ['lv', 'en', 'et', 'lt'] as const) {
  const w = WORDS[language];
  test(`a buyer pays with ${PAYS} and downloads the ticket; the amounts agree in the summary, on the order page and in Payments; the seller sees their side (${language})`, async ({ browser, request }) => {
    const title = `Apmaksa ${language} ${Date.now().toString(36)}`;
    await listTicket(request, seller, { title, eventDate: inDays(20), categoryId: koncerti, withFile: true });
    const buyer = await confirmedAccount(request, `buyer-${language}`, language);
    const { context, page } = await signedInContext(browser, buyer);
    await page.goto(`/${w.segment}/tickets?q=${encodeURIComponent(title)}`);

    // The summary: tickets, the server's service fee and the total, and the hold's countdown.
    const { order, dialog } = await placeOrder(page, title, w.buy);
    await expect(dialog.getByRole('heading', { name: w.checkout })).toBeVisible();
    const summary = await buyerAmounts(dialog);
    expect(summary).toEqual({ tickets: 4500, fee: order.amounts.buyerFeeCents, total: order.amounts.totalCents });
    expect(summary.tickets + summary.fee).toBe(summary.total);
    await expect(dialog.getByTestId('pay-button')).toContainText(await dialog.getByTestId('amount-total').innerText());
    await expect(dialog.getByTestId('hold-countdown-time')).toHaveText(/^(10:00|9:[0-5]\d)$/);
    await lookAtBothWidths(page, `summary-${language}`);

    // A buyer who left before paying finds the order awaiting payment, with the countdown and the way on.
    await page.goto(`/${w.segment}/orders/${order.id}`);
    const orderPage = page.getByTestId('order-page');
    await expect(orderPage).toHaveAttribute('data-status', 'awaiting_payment');
    await expect(orderPage.getByTestId('order-status')).toHaveText(w.awaiting);
    await expect(orderPage.getByTestId('hold-countdown-time')).toHaveText(/^\d+:[0-5]\d$/);
    expect(await buyerAmounts(orderPage)).toEqual(summary);
    await lookAtBothWidths(page, `order-awaiting-${language}`);

    // The payment page, then back to the order page, which follows the payment until it is paid.
    await page.getByTestId('continue-to-payment').click();
    await page.waitForURL(/\/c\/pay\//);
    await payOnHostedPage(page, PAYS);
    await page.waitForURL(new RegExp(`/${w.segment}/orders/${order.id}\\?checkout=done$`));
    await expect(orderPage).toHaveAttribute('data-status', 'paid');
    await expect(orderPage.getByTestId('order-status')).toHaveText(w.paid);
    await expect(orderPage.getByTestId('order-status-heading')).toHaveText(w.paidHeading);
    expect(await buyerAmounts(orderPage)).toEqual(summary);
    await lookAtBothWidths(page, `order-paid-${language}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-ticket').click()]);
    expect(download.suggestedFilename()).toBe(`${title} ${inDays(20)}.pdf`);
    expect(readFileSync(await download.path(), 'latin1').startsWith('%PDF-1.4')).toBe(true);

    // Payments: the purchase with its status and what the buyer paid, fee included.
    await page.goto(`/${w.segment}/profile/${buyer.id}/payments`);
    const payment = page.getByTestId('payment').filter({ hasText: title });
    await expect(payment.getByTestId('order-status')).toHaveText(w.paid);
    expect(await centsOf(payment.getByTestId('payment-amount'))).toBe(summary.total);
    await expect(payment.getByTestId('payment-amount')).toHaveText(/^−/);
    await lookAtBothWidths(page, `payments-${language}`);
    await context.close();

    // The seller: the ticket amount, their fee and payout, and nothing about the buyer.
    const sellerSide = await signedInContext(browser, seller);
    await sellerSide.page.goto(`/${w.segment}/orders/${order.id}`);
    const sale = sellerSide.page.getByTestId('order-page');
    await expect(sale).toHaveAttribute('data-role', 'seller');
    await expect(sale.getByRole('heading', { level: 1 })).toHaveText(w.sellerTitle);
    expect(await centsOf(sale.getByTestId('amount-tickets'))).toBe(summary.tickets);
    const payout = await centsOf(sale.getByTestId('amount-payout'));
    expect(payout + (await centsOf(sale.getByTestId('amount-fee')))).toBe(summary.tickets);
    await expect(sale.getByTestId('amount-total')).toHaveCount(0);
    await expect(sale).not.toContainText(buyer.email);
    await expect(sale).not.toContainText('Ozola');
    await expect(sale.getByTestId('download-ticket')).toHaveCount(0);
    await lookAtBothWidths(sellerSide.page, `order-seller-${language}`);
    await sellerSide.context.close();
  });
}

test(`a declined card (${DECLINED}) leaves the order awaiting payment and the tickets held; a signed-out visitor is asked to sign in; paying again with ${PAYS} succeeds (en)`, async ({ browser, request }) => {
  const title = `Declined ${Date.now().toString(36)}`;
  const ticketId = await listTicket(request, seller, { title, eventDate: inDays(21), categoryId: koncerti, withFile: true });
  const buyer = await confirmedAccount(request, 'buyer-declined', 'en');
  const { context, page } = await signedInContext(browser, buyer);
  await page.goto(`/en/tickets?q=${encodeURIComponent(title)}`);
  const { order } = await placeOrder(page, title, 'Buy ');
  await goToPaymentPage(page);
  await payOnHostedPage(page, DECLINED);
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/c\/pay\//);
  expect((await orderAs(request, buyer, order.id)).status).toBe('awaiting_payment');
  // Still held: off the public lists, and "Reserved" in the seller's tickets.
  expect(((await (await request.get(`/api/tickets?q=${encodeURIComponent(title)}`)).json()) as { total: number }).total).toBe(0);
  const sellerSide = await signedInContext(browser, seller);
  await sellerSide.page.goto(`/en/profile/${seller.id}/tickets`);
  const row = sellerSide.page.locator(`[data-testid="added-ticket"][data-ticket-id="${ticketId}"]`).first();
  await expect(row.getByTestId('status-badge')).toHaveText('Reserved');
  await screenshot(sellerSide.page, 'checkout-seller-reserved-en-1280');
  await expectNoSeriousAccessibilityViolations(sellerSide.page, "the seller's tickets with a reserved one");
  await sellerSide.context.close();

  // The order page in a browser with no session asks to sign in, then shows the order.
  const visitor = await browser.newContext({ viewport: PHONE });
  const visitorPage = await visitor.newPage();
  await skipCookieBanner(visitorPage);
  await visitorPage.goto(`/en/orders/${order.id}`);
  await expect(visitorPage.getByTestId('order-sign-in')).toContainText('Sign in to see your order');
  // Rendered in the browser, like the profile pages: the server never renders a person's order.
  await expect(visitorPage.locator('#bte-server-state')).toHaveCount(0);
  await screenshot(visitorPage, 'checkout-order-signed-out-en-375');
  await expectNoSeriousAccessibilityViolations(visitorPage, 'the order page, signed out');
  await visitorPage.getByTestId('order-sign-in').getByRole('button', { name: 'Log in' }).click();
  const login = visitorPage.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Email').fill(buyer.email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(visitorPage.getByTestId('order-page')).toHaveAttribute('data-status', 'awaiting_payment');
  await expect(visitorPage.getByTestId('order-status-heading')).toHaveText('Waiting for your payment');
  await visitor.close();

  await payOnHostedPage(page, PAYS);
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');
  await context.close();
});

test('a cancelled checkout returns the tickets at once, from the summary or from the order page, and another buyer can then take them (lv)', async ({ browser, request }) => {
  const title = `Atcelšana ${Date.now().toString(36)}`;
  await listTicket(request, seller, { title, eventDate: inDays(22), categoryId: koncerti });
  const buyer = await confirmedAccount(request, 'buyer-cancel', 'lv');
  const { context, page } = await signedInContext(browser, buyer, PHONE);
  await page.goto(`/lv/tickets?q=${encodeURIComponent(title)}`);

  // From the summary.
  const first = await placeOrder(page, title, 'Pirkt: ');
  await expect(ticketCard(page, title)).toHaveCount(0);
  await first.dialog.getByTestId('cancel-order').click();
  await expect(page.getByText('Pasūtījums atcelts')).toBeVisible();
  await expect(page.getByText('Biļetes atkal ir pārdošanā.')).toBeVisible();
  await expect(ticketCard(page, title)).toBeVisible();
  expect((await orderAs(request, buyer, first.order.id)).status).toBe('cancelled');

  // From the order page, after pressing back on the payment page.
  const second = await placeOrder(page, title, 'Pirkt: ');
  await goToPaymentPage(page);
  await page.getByRole('link', { name: 'Cancel and return' }).click();
  await page.waitForURL(new RegExp(`/lv/orders/${second.order.id}\\?checkout=back$`));
  const orderPage = page.getByTestId('order-page');
  await expect(orderPage.getByTestId('order-status-heading')).toHaveText('Jūs atstājāt maksājumu lapu');
  await screenshot(page, 'checkout-order-back-lv-375');
  await orderPage.getByTestId('cancel-order').click();
  await expect(orderPage).toHaveAttribute('data-status', 'cancelled');
  await expect(orderPage.getByTestId('order-status-heading')).toHaveText('Pasūtījums atcelts');
  await lookAtBothWidths(page, 'order-cancelled-lv');

  // Both show in Payments as cancelled, without a sign: no money moved.
  await page.goto(`/lv/profile/${buyer.id}/payments`);
  const payments = page.getByTestId('payment').filter({ hasText: title });
  await expect(payments).toHaveCount(2);
  for (const payment of await payments.all()) {
    await expect(payment.getByTestId('order-status')).toHaveText('Atcelts');
    await expect(payment.getByTestId('payment-amount')).not.toHaveText(/^[−+]/);
  }
  await context.close();

  // Another buyer finds the tickets on sale and holds them.
  const other = await signedInContext(browser, await confirmedAccount(request, 'buyer-after-cancel', 'lv'));
  await other.page.goto(`/lv/tickets?q=${encodeURIComponent(title)}`);
  const taken = await placeOrder(other.page, title, 'Pirkt: ');
  expect(taken.order.status).toBe('awaiting_payment');
  await other.context.close();
});

test('a second buyer is refused while the first holds; the first, back from another page, finds the order in Payments and pays (en)', async ({ browser, request }) => {
  const title = `Held ${Date.now().toString(36)}`;
  await listTicket(request, seller, { title, eventDate: inDays(23), categoryId: koncerti });
  const [firstBuyer, secondBuyer] = await Promise.all([confirmedAccount(request, 'buyer-first', 'en'), confirmedAccount(request, 'buyer-second', 'en')]);
  const first = await signedInContext(browser, firstBuyer, PHONE);
  const second = await signedInContext(browser, secondBuyer);
  await second.page.goto(`/en/tickets?q=${encodeURIComponent(title)}`);
  await expect(ticketCard(second.page, title)).toBeVisible();
  await first.page.goto(`/en/tickets?q=${encodeURIComponent(title)}`);
  const held = await placeOrder(first.page, title, 'Buy ');

  await pressBuy(second.page, title, 'Buy ');
  await second.page.getByTestId('confirm-buy').click();
  await expect(second.page.getByTestId('buy-error')).toHaveText(
    'Sorry, another buyer is paying for this ticket right now. If they do not complete the payment, it will be back on sale within minutes.',
  );
  await expect(second.page.getByTestId('confirm-buy')).toBeDisabled();
  await screenshot(second.page, 'checkout-already-taken-en-1280');
  await expectNoSeriousAccessibilityViolations(second.page, 'the buy dialog refusing a held ticket');
  // Someone else's order is not there for them.
  await second.page.goto(`/en/orders/${held.order.id}`);
  await expect(second.page.getByTestId('order-not-found')).toContainText('Order not found');
  await second.context.close();

  // The first buyer went elsewhere; Payments leads back to the order awaiting payment.
  await first.page.goto(`/en/profile/${firstBuyer.id}/payments`);
  const payment = first.page.getByTestId('payment').filter({ hasText: title });
  await expect(payment.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(payment.getByTestId('payment-amount')).not.toHaveText(/^[−+]/);
  await payment.getByRole('link', { name: `Complete payment: ${title}` }).click();
  await expect(first.page).toHaveURL(`/en/orders/${held.order.id}`);
  await first.page.getByTestId('continue-to-payment').click();
  await payOnHostedPage(first.page, PAYS);
  await expect(first.page.getByTestId('order-page')).toHaveAttribute('data-status', 'paid');
  // Listed without a file: the page says so rather than offer a download that cannot work.
  await expect(first.page.getByTestId('order-no-file')).toHaveText('There is no file for this ticket.');
  await expect(first.page.getByRole('button', { name: 'Download ticket' })).toHaveCount(0);
  expect(orderIdIn(first.page.url())).toBe(held.order.id);
  await first.page.goto(`/en/profile/${firstBuyer.id}/payments`);
  await expect(first.page.getByTestId('payment').filter({ hasText: title }).getByTestId('order-status')).toHaveText('Paid');
  await first.context.close();
});

test('a payment service that does not answer (503) is said in words, and the same attempt is sent again, also after the dialog was closed and opened again (en)', async ({ browser, request }) => {
  const title = `Unavailable ${Date.now().toString(36)}`;
  await listTicket(request, seller, { title, eventDate: inDays(24), categoryId: koncerti });
  const buyer = await confirmedAccount(request, 'buyer-unavailable', 'en');
  const { context, page } = await signedInContext(browser, buyer);
  const keys: string[] = [];
  const unavailable = 'The payment service is not answering right now. Nothing was charged; please try again in a moment.';
  await page.route('**/api/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length === 1) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'marketplace.payments_unavailable', message: unavailable }) });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/en/tickets?q=${encodeURIComponent(title)}`);
  await pressBuy(page, title, 'Buy ');
  const dialog = page.getByTestId('buy-dialog');
  await dialog.getByTestId('confirm-buy').click();
  await expect(dialog.getByTestId('buy-error')).toHaveText(unavailable);
  await expect(dialog.getByTestId('confirm-buy')).toHaveText('Try again');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await pressBuy(page, title, 'Buy ');
  await dialog.getByTestId('confirm-buy').click();
  await expect(dialog.getByTestId('checkout-summary')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await context.close();
});

test("the buyer's own hold, met again in another tab, leads to their order; when the payment page expires, the order page says the hold ended and the tickets are back on sale (lt)", async ({ browser, request }) => {
  const title = `Rezervacija ${Date.now().toString(36)}`;
  await listTicket(request, seller, { title, eventDate: inDays(25), categoryId: koncerti });
  const buyer = await confirmedAccount(request, 'buyer-own-hold', 'lt');
  const { context, page } = await signedInContext(browser, buyer, PHONE);
  // Another tab of the same browser had the listing's buy dialog open before the order was placed in this one.
  const otherTab = await context.newPage();
  await skipCookieBanner(otherTab);
  await otherTab.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  await otherTab.goto(`/lt/tickets?q=${encodeURIComponent(title)}`);
  await pressBuy(otherTab, title, 'Pirkti: ');
  await expect(otherTab.getByTestId('confirm-buy')).toBeEnabled();
  await page.bringToFront();
  await page.goto(`/lt/tickets?q=${encodeURIComponent(title)}`);
  const { order } = await placeOrder(page, title, 'Pirkti: ');

  // Confirming there is not "another buyer is paying": it is their own order, and the dialog leads to it.
  await otherTab.bringToFront();
  await otherTab.getByTestId('confirm-buy').click();
  await expect(otherTab.getByTestId('buy-error')).toContainText('Jūs jau mokate už šį bilietą: jūsų užsakymas laukia apmokėjimo.');
  await screenshot(otherTab, 'checkout-own-hold-lt-375');
  await otherTab.getByTestId('own-order-link').click();
  await expect(otherTab).toHaveURL(`/lt/orders/${order.id}`);
  const orderPage = otherTab.getByTestId('order-page');
  await expect(orderPage).toHaveAttribute('data-status', 'awaiting_payment');

  // The payment page runs out at the provider (as when its time is up): the order follows, the tickets go back on sale.
  const session = /cs_test_[A-Za-z0-9]+/.exec(order.checkoutUrl)![0];
  const expired = await request.post(`${new URL(order.checkoutUrl).origin}/v1/checkout/sessions/${session}/expire`, { headers: { Authorization: 'Bearer sk_test_emulator' } });
  expect(expired.status()).toBe(200);
  await expect(orderPage).toHaveAttribute('data-status', 'expired');
  await expect(orderPage.getByTestId('order-status-heading')).toHaveText('Rezervacijos laikas baigėsi');
  await expect(orderPage).toContainText('Pinigai nenuskaičiuoti.');
  await expect(orderPage.getByTestId('continue-to-payment')).toHaveCount(0);
  await lookAtBothWidths(otherTab, 'order-expired-lt');
  await expect.poll(async () => ((await (await request.get(`/api/tickets?q=${encodeURIComponent(title)}`)).json()) as { total: number }).total).toBe(1);
  await context.close();
});
