import { expect, test } from '@playwright/test';
import { skipCookieBanner, uniqueEmail } from './support/storefront.js';

// About, privacy policy and contact pages, with the contact form's rules and messages.

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test('about: three cards and the verified-users section (en, ee)', async ({ page }) => {
  await page.goto('/en/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const [card, title] of [['vision', 'Our vision'], ['values', 'Our values'], ['offer', 'What we offer']]) {
    await expect(page.getByTestId(`about-card-${card}`).getByRole('heading')).toHaveText(title);
  }
  await expect(page.getByTestId('about-verified')).toContainText('Only verified users can buy and sell tickets');
  await page.goto('/ee/about-us');
  await expect(page.getByTestId('about-card-values').getByRole('heading')).toHaveText('Meie väärtused');
  await expect(page.getByTestId('about-verified').getByRole('heading')).toHaveText('Ainult kontrollitud kasutajad');
});

test('privacy policy: a GDPR notice with controller, data, purposes, retention, rights and cookies (en, lt)', async ({ page }) => {
  await page.goto('/en/privacy-policy');
  const policy = page.getByTestId('privacy-policy');
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  const headings = policy.getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(8);
  await expect(policy).toContainText('Baltic Ticket Exchange SIA');
  await expect(policy).toContainText('Orders and payment records: 5 years');
  await expect(policy).toContainText('essential_cookies, analytics_cookies, marketing_cookies');
  await page.goto('/lt/privacy-policy');
  await expect(page.getByTestId('privacy-policy').getByRole('heading', { level: 2 }).nth(5)).toHaveText('6. Jūsų teisės');
});

test('contact: details, the form rules in Latvian, then a sent message in English', async ({ page }) => {
  await page.goto('/lv/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakti');
  await expect(page.getByRole('link', { name: 'support@baltic-tickets.example' })).toHaveAttribute('href', 'mailto:support@baltic-tickets.example');
  await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible();
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Vārds').fill('A');
  await form.getByLabel('E-pasts').fill('nav-epasts');
  await form.getByLabel('Ziņa').fill('Īsa');
  await form.getByRole('button', { name: 'Nosūtīt ziņu' }).click();
  await expect(form.getByText('Vārdam jābūt vismaz 2 rakstzīmes garam.')).toBeVisible();
  await expect(form.getByText('Lūdzu, ievadiet derīgu e-pasta adresi.')).toBeVisible();
  await expect(form.getByText('Ziņai jābūt vismaz 10 rakstzīmes garai.')).toBeVisible();

  await page.goto('/en/contact');
  const english = page.getByTestId('contact-form');
  await english.getByLabel('Name').fill('Anna Bērziņa');
  await english.getByLabel('Email').fill(uniqueEmail('contact'));
  await english.getByLabel('Message').fill('When does the exchange open for sellers?');
  await english.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-success')).toHaveText('Thank you! Your message has been sent. We will contact you soon.');
  await expect(english.getByLabel('Message')).toHaveValue('');
});

test('contact: a failed send says so and keeps the text (en)', async ({ page }) => {
  await page.route('**/api/contact-messages', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"x"}' }));
  await page.goto('/en/contact');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Anna');
  await form.getByLabel('Email').fill('anna@example.lv');
  await form.getByLabel('Message').fill('Is there a fee for sellers?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-failure')).toHaveText('Error! Failed to send message. Please try again.');
  await expect(form.getByLabel('Message')).toHaveValue('Is there a fee for sellers?');
});

test('a page whose code cannot be downloaded shows a translated message inside the site, and loads on retry (lv)', async ({ page }) => {
  await page.goto('/lv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As after a release that replaced the page's file, or a dropped connection.
  await page.route('**/assets/about-*.js', (route) => route.abort('failed'));
  await page.getByRole('navigation', { name: /galvenā/i }).getByRole('link', { name: 'Par mums' }).click();
  const error = page.getByTestId('page-error');
  await expect(error.getByRole('heading', { level: 1 })).toHaveText('Radās kļūda');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.unroute('**/assets/about-*.js');
  await error.getByRole('button', { name: 'Ielādēt lapu vēlreiz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Par mums');
  await expect(page.getByTestId('page-error')).toHaveCount(0);
});
