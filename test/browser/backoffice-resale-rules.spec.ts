import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signedInAdmin } from './support/backoffice.js';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { categoryIdsBySlug, confirmedAccount, inDays, listTicket, PHONE } from './support/market.js';
import { screenshot } from './support/storefront.js';

// Resale price caps in the back-office (issue 19): staff lower the general cap, see how many listings on offer it
// leaves over their cap and find them flagged in the tickets list, give a category a cap of its own, and are refused
// a cap out of bounds in their own language. The caps are global settings: the test runs alone and puts them back.

test.describe.configure({ timeout: 120_000 });

const DEFAULT_RULES = { priceCapBasisPoints: 12_000, categoryCaps: [], eventCaps: [] };

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

const MENU = { lv: 'Atvērt izvēlni', et: 'Ava menüü', lt: 'Atidaryti meniu' } as const;
const TITLE = { lv: 'Tālākpārdošanas noteikumi', et: 'Edasimüügi reeglid', lt: 'Perpardavimo taisyklės' } as const;
const GENERAL_CAP = { lv: 'Ierobežojums (% no nominālvērtības)', et: 'Piir (% nimiväärtusest)', lt: 'Riba (% nominalios vertės)' } as const;


// The journey changes the caps every listing is held to: it runs alone, and its own afterEach puts them back.
test.describe('the caps', () => {
  /** The catalogue event the journey gives a cap of its own, deleted afterwards (with no listing, it can be). */
  let capEventId: string | undefined;

  // Back to the default caps for whatever runs after, even when the journey failed half-way; then the event goes.
  test.afterEach(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    expect((await request.put('/api/admin/resale-rules', { headers, data: DEFAULT_RULES })).ok()).toBe(true);
    if (capEventId) expect((await request.delete(`/api/admin/events/${capEventId}`, { headers })).ok()).toBe(true);
    capEventId = undefined;
  });

  test('staff lower the resale cap, find the listing it leaves over the cap, give a category its own cap, and are refused one out of bounds in Latvian @exclusive', async ({ page, request }) => {
    const token = await adminToken(request);
    const asAdmin = { Authorization: `Bearer ${token}` };
    const rulesNow = async () => (await (await request.get('/api/admin/resale-rules', { headers: asAdmin })).json()) as { listingsOverCap: number };
    expect((await request.put('/api/admin/resale-rules', { headers: asAdmin, data: DEFAULT_RULES })).ok()).toBe(true);

    // A listing at €29.00 a ticket with a face value of €25.00: within 120 % (€30.00), over 110 % (€27.50).
    const { koncerti } = await categoryIdsBySlug(request);
    const seller = await confirmedAccount(request, 'cap-seller', 'lv');
    const title = `Capped ${Date.now().toString(36)}`;
    const ticketId = await listTicket(request, seller, { title, eventDate: inDays(20), categoryId: koncerti, pricePerUnit: '29.00', faceValue: '25.00' });
    const category = (await (await request.get(`/api/admin/categories/${koncerti}`, { headers: asAdmin })).json()) as { name: string };
    const eventTitle = `Cap concert ${Date.now().toString(36)}`;
    const created = await request.post('/api/admin/events', {
      headers: asAdmin,
      data: { categoryId: koncerti, title: eventTitle, venue: 'Lielā ģilde', city: 'Rīga', startsAt: `${inDays(40)}T16:00:00.000Z`, status: 'scheduled', tiers: [] },
    });
    expect(created.status(), await created.text()).toBe(201);
    capEventId = ((await created.json()) as { id: string }).id;

    await signedInAdmin(page);
    await page.getByRole('menuitem', { name: 'Resale rules', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Resale rules', level: 1 })).toBeVisible();
    const general = page.getByRole('region', { name: 'General cap' }).getByLabel('Cap (% of face value)');
    await expect(general).toHaveValue('120');

    // Lowered to 110 %: the listing stays on sale, and is counted and flagged.
    await general.fill('110');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The resale rules were saved.')).toBeVisible();
    const overCap = (await rulesNow()).listingsOverCap;
    expect(overCap).toBeGreaterThanOrEqual(1);
    const count = page.getByTestId('listings-over-cap');
    await expect(count).toContainText(overCap === 1 ? '1 listing on offer is priced over the cap' : `${overCap} listings on offer are priced over the cap`);
    await screenshot(page, 'backoffice-resale-rules-en-1280');
    await expectNoSeriousAccessibilityViolations(page, 'the resale rules page (en)');

    await count.getByRole('link', { name: 'Show in tickets' }).click();
    await expect(page).toHaveURL(/\/backoffice\/tickets\?.*overCap/);
    await expect(page.getByRole('switch', { name: 'Over the cap' }).or(page.getByRole('checkbox', { name: 'Over the cap' }))).toBeChecked();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('€29.00');
    await expect(row).toContainText('€25.00');
    await expect(row).toContainText('Over the cap');
    await expect(page.getByRole('row')).toHaveCount(overCap + 1);
    await screenshot(page, 'backoffice-tickets-over-cap-en-1280');
    await expectNoSeriousAccessibilityViolations(page, 'the tickets over the cap (en)');
    await row.click();
    await expect(page.locator('.ra-field-resale')).toContainText('110 % cap: at most €27.50 per ticket');
    await expect(page.locator('.ra-field-resale')).toContainText('Over the cap');
    await expect(page.locator('.ra-field-faceValueCents')).toContainText('€25.00');

    // Concerts get 130 % of their own: the listing is within it again.
    await page.getByRole('menuitem', { name: 'Resale rules', exact: true }).click();
    const categories = page.getByRole('region', { name: 'Categories with their own cap' });
    await categories.getByRole('button', { name: 'Add a category' }).click();
    await categories.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await categories.getByLabel('Cap (% of face value)').fill('130');
    // And an event of the catalogue 100 %, found by typing part of its title.
    const events = page.getByRole('region', { name: 'Events with their own cap' });
    await events.getByRole('button', { name: 'Add an event' }).click();
    await events.getByRole('combobox', { name: 'Event' }).fill(eventTitle.slice(0, 14));
    await page.getByRole('option', { name: new RegExp(`^${eventTitle} · `) }).click();
    await events.getByLabel('Cap (% of face value)').fill('100');
    await screenshot(page, 'backoffice-resale-rules-own-caps-en-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The resale rules were saved.')).toBeVisible();
    const ticket = (await (await request.get(`/api/admin/tickets/${ticketId}`, { headers: asAdmin })).json()) as { resale: { priceCapBasisPoints: number; overCap: boolean } };
    expect(ticket.resale).toMatchObject({ priceCapBasisPoints: 13_000, overCap: false });
    await expect(page.getByRole('region', { name: 'Categories with their own cap' }).getByLabel('Cap (% of face value)')).toHaveValue('130');
    // The saved event is named in its input (read by its id, whichever page of events it is on).
    await expect(page.getByRole('region', { name: 'Events with their own cap' }).getByRole('combobox', { name: 'Event' })).toHaveValue(new RegExp(`^${eventTitle} · `));

    // In Latvian, a cap of 350 % is refused by the API in Latvian, at the field. (The app bar hides while the page is
    // scrolled down.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /^Language: / }).click();
    await page.getByRole('menuitem', { name: 'Latviešu' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lv');
    const ownCaps = page.getByRole('region', { name: 'Kategorijas ar savu ierobežojumu' });
    await ownCaps.getByLabel('Ierobežojums (% no nominālvērtības)').fill('350');
    await page.getByRole('button', { name: 'Saglabāt', exact: true }).click();
    const refusal = 'Cenas ierobežojumam jābūt no 100 % līdz 300 % no nominālvērtības.';
    await expect(ownCaps.getByText(refusal)).toBeVisible();
    await screenshot(page, 'backoffice-resale-rules-refused-lv-1280');
    // Nothing was saved: the rules are still those saved before.
    expect(await (await request.get('/api/admin/resale-rules', { headers: asAdmin })).json()).toMatchObject({
      priceCapBasisPoints: 11_000,
      categoryCaps: [{ categoryId: koncerti, priceCapBasisPoints: 13_000 }],
      eventCaps: [{ eventId: capEventId, priceCapBasisPoints: 10_000 }],
    });
  });
});

for (const language of ['lv', 'et', 'lt'] as const) {
  test(`the resale rules at phone width (${language})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInAdmin(page, language);
    await page.getByRole('button', { name: MENU[language] }).click();
    await page.locator('[role="menuitem"][href="/backoffice/resale-rules"]').click();
    await expect(page.getByRole('heading', { name: TITLE[language], level: 1 })).toBeVisible();
    await expect(page.getByLabel(GENERAL_CAP[language]).first()).toHaveValue(/^\d+$/);
    await expect(page.getByTestId('listings-over-cap')).toBeVisible();
    await screenshot(page, `backoffice-resale-rules-${language}-375`);
    await expectNoSeriousAccessibilityViolations(page, `the resale rules (${language})`);
  });
}
