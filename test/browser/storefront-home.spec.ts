import { expect, test } from '@playwright/test';
import { tokenLinkTo } from './support/inbox.js';
import { screenshot, skipCookieBanner, tomorrowDotted, uniqueEmail } from './support/storefront.js';

// Home: hero, sample ticket, sold-out call to action, the newsletter form's states and messages, how it works.

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('the hero shows the sample ticket for tomorrow at 19:00 for 65,00 € (en, lt)', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy and sell event tickets safely');
  const ticket = page.getByTestId('sample-ticket');
  await expect(ticket.getByTestId('sample-ticket-date')).toHaveText(`${tomorrowDotted()} · 19:00`);
  await expect(ticket.getByTestId('sample-ticket-price')).toHaveText('65,00 €');
  await expect(ticket).toContainText('Section B · Row 7 · Seat 12');
  await expect(page.getByText('Event sold out?')).toBeVisible();
  await page.getByRole('link', { name: 'Find tickets' }).click();
  await expect(page).toHaveURL(/\/en\/events$/);

  await page.goto('/lt');
  await expect(page.getByTestId('sample-ticket-price')).toHaveText('65,00 €');
  await expect(page.getByTestId('sample-ticket')).toContainText('Sektorius B · Eilė 7 · Vieta 12');
  const steps = page.getByRole('region', { name: 'Kaip tai veikia' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Užsiregistruokite ir patvirtinkite tapatybę');
  await expect(steps.nth(3)).toContainText('Dalyvaukite renginyje');
});

test('newsletter: invalid email is refused in place and typing clears the error (lv)', async ({ page }) => {
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter/subscriptions')) requests += 1;
  });
  await page.goto('/lv');
  const form = page.getByTestId('newsletter-form');
  const email = form.getByLabel('E-pasta adrese');
  await form.getByRole('button', { name: 'Pierakstīties' }).click();
  await expect(form.getByRole('alert')).toHaveText('Lūdzu, ievadiet savu e-pasta adresi.');
  await email.fill('anna@example');
  await form.getByRole('button', { name: 'Pierakstīties' }).click();
  await expect(form.getByRole('alert')).toHaveText('Lūdzu, ievadiet derīgu e-pasta adresi.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.pressSequentially('.lv');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(requests).toBe(0);
});

test('newsletter: sending state, "check your inbox" toast with the form cleared, then the 30-second block (en)', async ({ page }) => {
  await page.goto('/en');
  const form = page.getByTestId('newsletter-form');
  const address = uniqueEmail('news-en');
  // Hold the answer back to see the sending state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/newsletter/subscriptions', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const sending = form.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByText('Check your inbox to confirm')).toBeVisible();
  await expect(page.getByText('We sent you an email with a confirmation link. Your subscription starts when you open it.')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await screenshot(page, 'storefront-newsletter-success-en-1280');

  await page.unroute('**/api/newsletter/subscriptions');
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter/subscriptions')) requests += 1;
  });
  await form.getByLabel('Email address').fill(uniqueEmail('news-en-again'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please wait 30 seconds before trying again.');
  expect(requests).toBe(0);
  // A new browser session has no block; the same address gets the same answer (nobody learns who subscribes).
  // The first answer's toast (6 s) goes first, so the one that follows can only be the second answer's.
  await expect(page.getByText('Check your inbox to confirm')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.sessionStorage.clear());
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await expect(page.getByText('Check your inbox to confirm')).toBeVisible();
});

test('newsletter: the emailed link confirms the subscription once, then says it is used (lv, lt)', async ({ page, request }) => {
  test.setTimeout(60_000); // waits for the worker to deliver the email
  const address = uniqueEmail('news-confirm');
  await page.goto('/lv');
  const form = page.getByTestId('newsletter-form');
  await form.getByLabel('E-pasta adrese').fill(address);
  await form.getByRole('button', { name: 'Pierakstīties' }).click();
  await expect(page.getByText('Pārbaudiet savu e-pastu, lai apstiprinātu')).toBeVisible();

  const link = await tokenLinkTo(request, address, 'newsletter/confirm');
  expect(link.pathname).toBe('/lv/newsletter/confirm');
  await page.goto(`${link.pathname}${link.search}`);
  const section = page.getByTestId('confirm-newsletter');
  await expect(section.getByRole('status')).toHaveText('Pierakstīšanās apstiprināta! Turpmāk jūs saņemsiet mūsu jaunumus.');
  await screenshot(page, 'storefront-newsletter-confirmed-lv-1280');

  await page.goto(`/lt/newsletter/confirm${link.search}`);
  await expect(page.getByTestId('confirm-newsletter').getByRole('alert')).toHaveText('Ši nuoroda nebegalioja arba jau buvo panaudota.');
});

test('newsletter: a server failure shows the error toast and keeps the address (lv, ee)', async ({ page }) => {
  await page.route('**/api/newsletter/subscriptions', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'service.unavailable', message: 'x' }) }),
  );
  await page.goto('/lv');
  const form = page.getByTestId('newsletter-form');
  await form.getByLabel('E-pasta adrese').fill('janis@example.lv');
  await form.getByRole('button', { name: 'Pierakstīties' }).click();
  await expect(page.getByText('Kļūda!', { exact: true })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Neizdevās saglabāt e-pasta adresi. Lūdzu, mēģiniet vēlreiz.');
  await expect(form.getByLabel('E-pasta adrese')).toHaveValue('janis@example.lv');

  await page.goto('/ee');
  await page.getByTestId('newsletter-form').getByLabel('E-posti aadress').fill('mari@example.ee');
  await page.getByTestId('newsletter-form').getByRole('button', { name: 'Telli' }).click();
  await expect(page.getByTestId('newsletter-form').getByRole('alert')).toHaveText(
    'E-posti aadressi salvestamine ebaõnnestus. Palun proovige uuesti.',
  );
});
