import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tokenLinkTo } from './support/inbox.js';
import { screenshot, skipCookieBanner, uniqueEmail } from './support/storefront.js';

// The public pages are rendered on the server (ADR 0010): readable without JavaScript, hydrated without a React
// error in every language, data in the page that cannot run as script; the other pages as before.

const PASSWORD = 'Dzintaru-krasts-2026';
const LANGUAGES = ['lv', 'en', 'ee', 'lt'] as const;
const HOSTILE_TITLE = `</script><script>window.__ssrInjected = 1</script> ${Date.now().toString(36)}`;

interface Listing {
  title: string;
  eventDate: string;
}

/** A confirmed seller (through the API and the inbox's confirmation link) and their access token. */
async function sellerToken(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('ssr-seller');
  const registration = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Ilze', lastName: 'Kalniņa', countryCode: '+371' },
  });
  expect(registration.status()).toBe(202);
  const token = (await tokenLinkTo(request, email, 'confirm-email')).searchParams.get('token');
  expect((await request.post('/api/auth/email-confirmations', { data: { token } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

async function list(request: APIRequestContext, token: string, categoryId: string, listing: Listing): Promise<void> {
  const response = await request.post('/api/tickets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...listing, description: 'Parter', categoryId, venue: 'Lielā ģilde', pricePerUnit: '19.90', faceValue: '19.90', quantity: 1 },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Collects what would tell of a failed hydration: page errors, console errors and warnings. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

const word = `Saulriets${Date.now().toString(36)}`;
let eventPath = '';

test.beforeAll(async ({ request }) => {
  const categories = (await (await request.get('/api/categories')).json()) as { id: string; slug: string }[];
  const concerts = categories.find((category) => category.slug === 'koncerti');
  expect(concerts).toBeDefined();
  const token = await sellerToken(request);
  await list(request, token, concerts!.id, { title: `${word} Parter`, eventDate: inDays(5) });
  await list(request, token, concerts!.id, { title: `${word} Balkons`, eventDate: inDays(6) });
  await list(request, token, concerts!.id, { title: HOSTILE_TITLE, eventDate: inDays(7) });
  const events = (await (await request.get('/api/events?category=koncerti&pageSize=1')).json()) as { items: { id: string }[] };
  eventPath = `/events/koncerti/${events.items[0].id}`;
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the category page in lv shows its translated heading and the tickets', async ({ page }) => {
    await page.goto(`/lv/events/koncerti?q=${word}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lv');
    await expect(page).toHaveTitle('Koncerti · Baltic Ticket Exchange');
    await expect(page.getByTestId('category-title')).toHaveText('Koncerti');
    await expect(page.getByRole('heading', { level: 2, name: 'Fanu biļetes' })).toBeVisible();
    await expect(page.getByTestId('tickets-count')).toHaveText('2 biļetes');
    await expect(page.getByTestId('ticket-card').filter({ hasText: `${word} Parter` })).toBeVisible();
    await expect(page.getByTestId('ticket-card').filter({ hasText: `${word} Balkons` })).toBeVisible();
    // The start spinner ends by CSS alone.
    await expect(page.locator('#start-spinner')).toBeHidden();
    await screenshot(page, 'storefront-ssr-no-js-category-lv-375');
  });

  test('the event page shows the organiser tiers (en)', async ({ page }) => {
    await page.goto(`/en${eventPath}`);
    await expect(page.getByTestId('event-title')).toBeVisible();
    const tiers = page.getByTestId('organiser-tier');
    await expect(tiers).toHaveCount(3);
    await expect(tiers.first()).toContainText('VIP');
    await expect(page.getByRole('heading', { name: 'Organiser tickets' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  for (const language of LANGUAGES) {
    test(`home, events, category, event and tickets hydrate without a React error (${language})`, async ({ page }) => {
      const problems = watchConsole(page);
      for (const path of ['', '/events', '/events/koncerti', eventPath, '/tickets']) {
        await page.goto(`/${language}${path}`);
        await expect(page.locator('html[data-interactive]')).toHaveCount(1);
        // The server's state came with the page: no request for it after hydration.
        await expect(page.locator('#bte-server-state')).toHaveCount(1);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the same page after a choice in the cookie banner hydrates without an error (en)', async ({ page }) => {
    await skipCookieBanner(page);
    const problems = watchConsole(page);
    await page.goto('/en/events/koncerti');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a ticket titled like a script element shows as text and runs nothing (en)', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/events/koncerti');
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await expect(page.getByTestId('ticket-card').filter({ hasText: HOSTILE_TITLE })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __ssrInjected?: number }).__ssrInjected)).toBeUndefined();
    const state = await page.locator('#bte-server-state').textContent();
    expect(state).toContain('\\u003c/script>');
    expect(problems).toEqual([]);
  });

  test('a Buy pressed before the page is interactive is kept and opens the sign-in (en)', async ({ page }) => {
    await skipCookieBanner(page);
    // As on a slow connection: the page and its small entry script are there, the hydrating chunk is held until the
    // visitor has typed and pressed Buy (only the chunk: the entry script is what keeps the press).
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/hydrate-(?!entry-)[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/en/events/koncerti`);
    await page.getByTestId('ticket-search').fill(word);
    await page.getByRole('button', { name: `Buy ${word} Parter` }).click();
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
    // On a slow phone the click's navigation renders for longer than the search's 300 ms pause: the search, written
    // then, must keep the Buy's parameters.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    release();
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    expect(new URL(page.url()).searchParams.get('tab')).toBe('login');
    expect(new URL(page.url()).searchParams.get('buy')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('an unknown page, category or event is rendered on the server with 404 and hydrates to the same not-found page', async ({ page }) => {
    // The document's own 404 is what a browser reports for such a page; anything else is a problem.
    const problems = watchConsole(page);
    for (const [path, testId] of [
      ['/ee/no-such-page', 'not-found'],
      ['/lv/events/no-such-category', 'category-not-found'],
      ['/lt/events/koncerti/00000000-0000-4000-8000-000000000000', 'event-not-found'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html[data-interactive]')).toHaveCount(1);
      await expect(page.locator('#bte-server-state')).toHaveCount(1);
      await expect(page.getByTestId(testId)).toBeVisible();
    }
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });

  test('pages rendered in the browser still work: profile without a session, e-mail links, admin', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/[a-z]{2}\/no-such-page$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/lv/profile');
    await expect(page).toHaveURL(/\/lv$/);
    await page.goto('/en/confirm-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Email confirmation' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    const toBackoffice = page.waitForRequest(/\/backoffice\/\?lang=lt$/);
    await page.goto('/lt/admin');
    await toBackoffice;
  });
});
