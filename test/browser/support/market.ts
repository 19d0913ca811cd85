import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { tokenLinkTo } from './inbox.js';
import { skipCookieBanner, uniqueEmail } from './storefront.js';

// People and listings for the marketplace journeys, made through the API, and the payment provider's hosted page.

export const PASSWORD = 'Dzintaru-krasts-2026';
export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface Account {
  email: string;
  token: string;
  id: string;
}

/**
 * Registers through the API, follows the confirmation link from the mail inbox and signs in. The language is the
 * account's: the payment page sends the buyer back to the order page in it.
 */
export async function confirmedAccount(request: APIRequestContext, label: string, language?: 'lv' | 'en' | 'et' | 'lt'): Promise<Account> {
  const email = uniqueEmail(label);
  const registration = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Ilze', lastName: label === 'seller' ? 'Kalniņa' : 'Ozola', countryCode: '+371', ...(language && { language }) },
  });
  expect(registration.status()).toBe(202);
  const token = (await tokenLinkTo(request, email, 'confirm-email')).searchParams.get('token');
  expect((await request.post('/api/auth/email-confirmations', { data: { token } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const body = (await login.json()) as { accessToken: string; user: { id: string } };
  return { email, token: body.accessToken, id: body.user.id };
}

/** A browser context signed in as the account: the API's refresh cookie lands in the context's cookie jar. */
export async function signedInContext(browser: Browser, account: Account, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await page.addInitScript(() => window.localStorage.setItem('hasSession', '1'));
  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return { context, page };
}

/** The back-office administrator the browser stack is started with, signed in through the API. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: { email: 'admin@browser-test.example', password: 'Browser-Test-Admin-2026' } });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

/** The calendar day `days` from today, as the API takes it (yyyy-MM-dd). */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function categoryIdsBySlug(request: APIRequestContext): Promise<Record<string, string>> {
  const categories = (await (await request.get('/api/categories')).json()) as { id: string; slug: string }[];
  return Object.fromEntries(categories.map((category) => [category.slug, category.id]));
}

/** A small real PDF, different every time (the marketplace refuses a file listed before). */
export function ticketPdf(): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomUUID()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

export interface Listing {
  title: string;
  eventDate: string;
  categoryId: string;
  description?: string;
  eventId?: string;
  /** Euros, as the form takes them ("22.50"); two tickets at 22.50 unless told. */
  pricePerUnit?: string;
  /** Euros; 25.00 unless told (so the default 22.50 is under face value, and up to 30.00 within the default 120 % cap). */
  faceValue?: string;
  /** The linked event's tier; for an event with tiers, its dearest one unless told (its price is the face value). */
  tierId?: string;
  /** Two unless told. */
  quantity?: number;
  /** How buyers may take its tickets (the API's default unless told). */
  splitRule?: 'any' | 'together' | 'no-single-left';
  withFile?: boolean;
  /** The file's bytes (a fresh ticketPdf() unless given). */
  file?: Buffer;
}

async function dearestTier(request: APIRequestContext, eventId: string): Promise<string | undefined> {
  const { tiers } = (await (await request.get(`/api/events/${eventId}`)).json()) as { tiers: { id: string; priceCents: number }[] };
  return [...tiers].sort((a, b) => b.priceCents - a.priceCents)[0]?.id;
}

/** Lists two tickets (or as told) for the seller through the API; answers the listing's id. */
export async function listTicket(request: APIRequestContext, seller: Account, listing: Listing): Promise<string> {
  const tierId = listing.tierId ?? (listing.eventId ? await dearestTier(request, listing.eventId) : undefined);
  const fields = {
    title: listing.title,
    description: listing.description ?? 'Parter, labā puse',
    categoryId: listing.categoryId,
    ...(listing.eventId && { eventId: listing.eventId }),
    eventDate: listing.eventDate,
    eventTime: '19:00',
    venue: 'Lielā ģilde',
    seatSection: 'A',
    seatRow: '4',
    seatNumber: '12',
    pricePerUnit: listing.pricePerUnit ?? '22.50',
    faceValue: listing.faceValue ?? '25.00',
    ...(tierId && { tierId }),
    ...(listing.splitRule && { splitRule: listing.splitRule }),
    quantity: String(listing.quantity ?? 2),
  };
  const response = await request.post('/api/tickets', {
    headers: { Authorization: `Bearer ${seller.token}` },
    ...(listing.withFile ? { multipart: { ...fields, file: { name: 'ticket.pdf', mimeType: 'application/pdf', buffer: listing.file ?? ticketPdf() } } } : { data: { ...fields, quantity: listing.quantity ?? 2 } }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const ticketCard = (page: Page, title: string) => page.getByTestId('ticket-card').filter({ hasText: title });

/**
 * Presses a listing's Buy button ("Buy <title>", "Pirkt: <title>"…) once the server-rendered page is interactive.
 * A press before that is replayed by the page itself (storefront-ssr.spec.ts); journeys start from a settled page.
 */
export async function pressBuy(page: Page, title: string, buyPrefix: string): Promise<void> {
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await ticketCard(page, title).getByRole('button', { name: `${buyPrefix}${title}` }).click();
}

/** The emulator's hosted checkout page (test mode): pays with a Stripe test card. */
export async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/**
 * A purchase made through the API and paid at the emulator's test control (no browser): the paid order's id, once the
 * provider's webhook has settled it.
 */
export async function boughtThroughApi(request: APIRequestContext, buyer: Account, ticketId: string, unitPriceCents: number, quantity = 2): Promise<string> {
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const placed = await request.post('/api/orders', { headers: { ...headers, 'Idempotency-Key': randomUUID() }, data: { ticketId, quantity, expectedUnitPriceCents: unitPriceCents } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; checkoutUrl: string };
  const session = /cs_test_[A-Za-z0-9]+/.exec(order.checkoutUrl)![0];
  const paid = await request.post(`${new URL(order.checkoutUrl).origin}/_emulator/checkout/sessions/${session}/pay`, { data: { card: '4242424242424242' } });
  expect(paid.ok()).toBe(true);
  await expect.poll(async () => ((await (await request.get(`/api/orders/${order.id}`, { headers })).json()) as { status: string }).status, { timeout: 20_000 }).toBe('paid');
  return order.id;
}

/** From the checkout summary to the payment page: "Pay" sends the browser to the provider's hosted checkout. */
export async function goToPaymentPage(page: Page): Promise<void> {
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/c\/pay\//);
}

/** The order's id from its page's address: /{lang}/orders/{id}. */
export function orderIdIn(url: string): string {
  const id = new URL(url).pathname.split('/')[3];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/**
 * Back from the payment page, the order page turns to paid once the provider's webhook has gone through the queue (it
 * reads the order every 2 s): on a loaded machine that can take longer than the default 5 s.
 */
export async function expectOrderPaid(page: Page): Promise<void> {
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
}
