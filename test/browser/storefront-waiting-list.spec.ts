import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { mailTo } from './support/inbox.js';
import { categoryIdsBySlug, confirmedAccount, DESKTOP, expectOrderPaid, goToPaymentPage, inDays, listTicket, payOnHostedPage, PHONE, signedInContext, type Account } from './support/market.js';
import { screenshot, skipCookieBanner } from './support/storefront.js';

// The waiting list (issue 24): a fan joins an event's waiting list, a seller lists matching tickets, the fan finds the
// offer in the profile and in the e-mail, opens it, buys through the normal checkout, and leaves another list through
// an e-mail's one-click link; staff see the list in the back-office and pause it. Each journey makes its own events.
// Screenshots in test-results/screenshots/waiting-list-*.png.

test.describe.configure({ timeout: 420_000 }); // a long journey; minutes on a busy two-core machine

const ADMIN = { email: 'admin@browser-test.example', password: 'Browser-Test-Admin-2026' };
const OFFER_LINK = /https?:\/\/\S+\/offers\/[0-9a-f-]{36}/;
const LEAVE_LINK = /https?:\/\/\S+\/waiting-list\/leave\?token=[\w.-]+/;

async function adminHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

/** A catalogue concert of the journey's own, without tiers (listings give a face value), a month ahead. */
async function concert(request: APIRequestContext, title: string): Promise<{ id: string; title: string; day: string }> {
  const { koncerti } = await categoryIdsBySlug(request);
  const day = inDays(30);
  const created = await request.post('/api/admin/events', {
    headers: await adminHeaders(request),
    data: { categoryId: koncerti, title, venue: 'Lielā ģilde', city: 'Rīga', startsAt: `${day}T16:00:00.000Z`, status: 'scheduled', tiers: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, title, day };
}

async function entriesOf(request: APIRequestContext, fan: Account): Promise<{ id: string; event: { id: string }; status: string; place: number | null }[]> {
  const answer = await request.get('/api/me/waiting-list', { headers: { Authorization: `Bearer ${fan.token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: string; event: { id: string }; status: string; place: number | null }[] }).data;
}

/** Screenshots at 375 and 1280 px; axe (slow on two cores) once per screen, in its first language. */
async function lookAt(page: Page, name: string, axe = true): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `waiting-list-${name}-${viewport.width}`);
  }
  if (axe) await expectNoSeriousAccessibilityViolations(page, name);
}

const eventPath = (language: string, eventId: string) => `/${language}/events/koncerti/${eventId}`;

test('a fan waits, is offered the tickets a seller lists, buys them through the checkout, and leaves another list from an e-mail', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const [event, other] = await Promise.all([concert(request, `Gaidītāju koncerts ${stamp}`), concert(request, `Otrs koncerts ${stamp}`)]);
  const [fan, seller] = await Promise.all([confirmedAccount(request, 'wait-fan', 'lv'), confirmedAccount(request, 'wait-seller', 'en')]);

  // A visitor who presses "Join" is asked to sign in first.
  const visitor = await browser.newContext({ viewport: PHONE });
  const visitorPage = await visitor.newPage();
  await skipCookieBanner(visitorPage);
  await visitorPage.goto(eventPath('lv', event.id));
  await expect(visitorPage.locator('html[data-interactive]')).toHaveCount(1);
  await expect(visitorPage.getByTestId('waiting-count')).toHaveCount(0); // nobody waits yet
  await visitorPage.getByTestId('waiting-join').click();
  await expect(visitorPage).toHaveURL(/[?&]wait=1/);
  await expect(visitorPage.getByRole('dialog')).toBeVisible();
  await visitor.close();

  // The fan joins: two tickets at most 30 € each, all-in, fewer would do.
  const { context, page } = await signedInContext(browser, fan, PHONE);
  await page.goto(eventPath('lv', event.id));
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Konta izvēlne/ })).toBeVisible(); // the session is restored
  await page.getByRole('button', { name: 'Pieteikties gaidītāju sarakstam' }).click();
  const form = page.getByTestId('waiting-join-form');
  await form.getByLabel('Biļetes').selectOption('2');
  await form.getByLabel('Maksimālā cena par biļeti (€)').fill('abc');
  await form.getByRole('button', { name: 'Pieteikties' }).click();
  await expect(form.getByText('Ievadiet summu eiro, piemēram, 55 vai 55,50.')).toBeVisible();
  await form.getByLabel('Maksimālā cena par biļeti (€)').fill('30');
  await form.getByLabel('Es ņemtu arī mazāk').check();
  await form.getByRole('button', { name: 'Pieteikties' }).click();
  const own = page.getByTestId('event-waiting-list').getByTestId('waiting-entry');
  await expect(own).toHaveAttribute('data-status', 'waiting');
  await expect(own.getByTestId('waiting-entry-place')).toHaveText('1');
  await expect(own).toContainText(/30,00\s€/);
  await expect(page.getByTestId('waiting-count')).toHaveText('Biļetes uz šo pasākumu gaida 1 fans');
  // The toast, gone before the screenshots: it can show a moment after the entry does, so it is seen first.
  const joinedToast = page.getByText('Jūs esat gaidītāju sarakstā.');
  await expect(joinedToast).toBeVisible();
  await expect(joinedToast).toBeHidden({ timeout: 15_000 });
  await lookAt(page, 'event-joined-lv');
  await page.goto(eventPath('en', event.id));
  await expect(page.getByTestId('waiting-count')).toHaveText('1 fan is waiting for tickets to this event');
  await expect(page.getByTestId('waiting-entry')).toContainText('Place in the queue');
  await lookAt(page, 'event-joined-en', false);

  // The fan also waits for another concert (through the API), to leave it later from an e-mail.
  const joined = await request.post('/api/me/waiting-list', {
    headers: { Authorization: `Bearer ${fan.token}` },
    data: { eventId: other.id, quantity: 2, maxPricePerTicket: '30.00', acceptsFewer: false },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // The seller choosing that event in the sell form is told its fans get the tickets first.
  const sellerSide = await signedInContext(browser, seller, DESKTOP);
  await sellerSide.page.goto(`/en/profile/${seller.id}/tickets?sell=1`);
  const sellForm = sellerSide.page.getByTestId('ticket-form-dialog');
  await sellForm.getByLabel('Category').selectOption({ label: 'Concerts' });
  await sellForm.getByLabel('Event (optional)').selectOption(event.id);
  await expect(sellForm.getByTestId('seller-waiting-notice')).toHaveText('1 fan is waiting for this event: your tickets will be offered to them first.');
  await screenshot(sellerSide.page, 'waiting-list-sell-form-en-1280');
  await sellerSide.context.close();

  // Two tickets at 22.50 (all-in 47.75 for both, under 30 € each) are listed: they are offered to the fan.
  await listTicket(request, seller, { title: `Biļetes ${stamp}`, eventDate: event.day, categoryId: (await categoryIdsBySlug(request)).koncerti, eventId: event.id });
  const offerMail = await mailTo(request, fan.email, (mail) => OFFER_LINK.test(mail.text ?? '') && (mail.text ?? '').includes(event.title));
  const offerLink = new URL(OFFER_LINK.exec(offerMail.text ?? '')![0]);
  expect(offerLink.pathname).toMatch(/^\/lv\/offers\//);

  // The profile shows the offer: its price, until when, and "Buy now".
  await page.goto(`/lv/profile/${fan.id}/waiting-lists`);
  const entry = page.getByTestId('waiting-entry').filter({ hasText: event.title });
  await expect(entry).toHaveAttribute('data-status', 'offered');
  const offer = entry.getByTestId('waiting-offer');
  await expect(offer).toContainText(/47,75\s€/);
  await expect(offer.getByTestId('waiting-offer-expiry')).toHaveText(/^Līdz \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(Rīgas laiks\)$/);
  await lookAt(page, 'profile-offer-lv');
  await page.goto(`/en/profile/${fan.id}/waiting-lists`);
  await expect(page.getByTestId('waiting-entry').filter({ hasText: event.title }).getByTestId('waiting-offer')).toContainText('Buy now');
  await lookAt(page, 'profile-offer-en', false);

  // The e-mail's link opens the offer, with its countdown; "Buy now" goes through the normal checkout.
  await page.goto(offerLink.pathname);
  const offerPage = page.getByTestId('offer-page');
  await expect(offerPage.getByTestId('offer-event')).toHaveText(event.title);
  await expect(offerPage.getByTestId('offer-total')).toHaveText(/^47,75\s€$/);
  // Under an hour it ticks as minutes and seconds; a night offer (held until 09:00 in Riga) counts hours.
  await expect(offerPage.getByTestId('offer-countdown-time')).toHaveText(/^(\d+:[0-5]\d|\d+ st\. \d+ min\.)$/);
  await lookAt(page, 'offer-lv');
  await page.goto(offerLink.pathname.replace('/lv/', '/en/'));
  await expect(page.getByRole('heading', { name: 'Tickets held for you', level: 1 })).toBeVisible();
  await lookAt(page, 'offer-en', false);
  await page.goto(offerLink.pathname);
  await page.getByTestId('offer-buy').click();
  const dialog = page.getByTestId('buy-dialog');
  await expect(dialog.getByTestId('buy-dialog-price')).toHaveText(/^47,75\s€$/);
  await dialog.getByTestId('confirm-buy').click();
  await expect(dialog.getByTestId('checkout-summary')).toContainText(/47,75\s€/);
  await goToPaymentPage(page);
  await payOnHostedPage(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/lv\/orders\/[0-9a-f-]{36}\?checkout=done$/);
  await expectOrderPaid(page);

  // The offer is used now, and says so.
  await page.goto(offerLink.pathname);
  await expect(page.getByTestId('offer-over')).toContainText('Šīs biļetes ir nopirktas');

  // Tickets for the other concert: its offer e-mail carries the one-click leave link, which works signed out.
  await listTicket(request, seller, { title: `Otrās biļetes ${stamp}`, eventDate: other.day, categoryId: (await categoryIdsBySlug(request)).koncerti, eventId: other.id });
  const otherMail = await mailTo(request, fan.email, (mail) => LEAVE_LINK.test(mail.text ?? '') && (mail.text ?? '').includes(other.title));
  const leaveLink = new URL(LEAVE_LINK.exec(otherMail.text ?? '')![0]);
  const stranger = await browser.newContext({ viewport: PHONE });
  const strangerPage = await stranger.newPage();
  await skipCookieBanner(strangerPage);
  await strangerPage.goto(`${leaveLink.pathname}${leaveLink.search}`);
  await expect(strangerPage.getByTestId('waiting-leave-done')).toHaveText(`Jūs izstājāties no pasākuma ${other.title} gaidītāju saraksta. Piedāvājumus tam mēs vairs nesūtīsim.`, {
    timeout: 15_000, // the page's code, then the token's answer, on a busy machine
  });
  await lookAt(strangerPage, 'leave-lv');
  expect((await entriesOf(request, fan)).find((candidate) => candidate.event.id === other.id)?.status).toBe('left');
  // A link that is no link is explained.
  await strangerPage.goto('/en/waiting-list/leave?token=not-a-real-token');
  await expect(strangerPage.getByTestId('waiting-leave-failed')).toBeVisible({ timeout: 15_000 });
  await screenshot(strangerPage, 'waiting-list-leave-bad-en-1280');
  await stranger.close();
  await context.close();
});

test('staff see an event waiting list with its numbers, pause it after a confirmation, and see the offer window', async ({ browser, request }) => {
  const stamp = Date.now().toString(36);
  const event = await concert(request, `Staff concert ${stamp}`);
  const fan = await confirmedAccount(request, 'wait-staff-fan', 'en');
  const joined = await request.post('/api/me/waiting-list', {
    headers: { Authorization: `Bearer ${fan.token}` },
    data: { eventId: event.id, quantity: 3, maxPricePerTicket: '40.00', acceptsFewer: true },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/backoffice/');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByTestId('dashboard-card').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('menuitem', { name: 'Waiting lists', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: event.title });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('offer-window').getByLabel('Minutes')).toHaveValue(/^\d+$/);
  await screenshot(page, 'waiting-list-backoffice-list-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the waiting lists (back-office)');
  await row.click();
  await expect(page.locator('.ra-field-people')).toContainText('1');
  await expect(page.locator('.ra-field-ticketsWanted')).toContainText('3');

  // Pausing names the action and the event, and the storefront then takes nobody new.
  await page.getByRole('button', { name: 'Pause the list' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Pause the waiting list of "${event.title}"?`);
  await screenshot(page, 'waiting-list-backoffice-pause-en-1280');
  await confirm.getByRole('button', { name: 'Pause the list' }).click();
  await expect(page.getByText('The waiting list is paused.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume the list' })).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto(eventPath('en', event.id));
  await expect(visitor.getByTestId('waiting-paused')).toBeVisible();
  await visitor.close();

  await page.getByRole('button', { name: 'Resume the list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resume the list' }).click();
  await expect(page.getByText('The waiting list is resumed.')).toBeVisible();
  await context.close();
});
