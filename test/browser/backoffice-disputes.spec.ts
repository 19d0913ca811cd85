import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signedInAdmin } from './support/backoffice.js';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { categoryIdsBySlug, confirmedAccount, inDays, listTicket, PHONE } from './support/market.js';
import { screenshot } from './support/storefront.js';

// Card disputes in the back-office (issue 18, ADR 0023): the buyer's bank disputes a paid order at the provider; staff
// find the dispute in the queue with its age and state, read the evidence the marketplace holds (the ticket file's
// fingerprint, when it was delivered and downloaded, both parties) and send it to the bank once; the bank's decision
// arrives by webhook. In English at 1280 px, the queue in Latvian at 375 px.

test.describe.configure({ timeout: 120_000 });



/**
 * A paid order whose buyer downloaded the ticket file and then disputed the payment with their bank (the emulator's
 * test control): the emulator's address and the provider's dispute id.
 */
async function disputedOrder(request: APIRequestContext, title: string): Promise<{ emulator: string; disputeId: string }> {
  const { koncerti } = await categoryIdsBySlug(request);
  const [seller, buyer] = await Promise.all([confirmedAccount(request, 'dispute-seller', 'lv'), confirmedAccount(request, 'dispute-buyer', 'en')]);
  const ticketId = await listTicket(request, seller, { title, eventDate: inDays(12), categoryId: koncerti, withFile: true });
  const headers = { Authorization: `Bearer ${buyer.token}` };
  const placed = await request.post('/api/orders', { headers: { ...headers, 'Idempotency-Key': randomUUID() }, data: { ticketId, quantity: 2, expectedUnitPriceCents: 2250 } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; checkoutUrl: string };
  const emulator = new URL(order.checkoutUrl).origin;
  const session = /cs_test_[A-Za-z0-9]+/.exec(order.checkoutUrl)![0];
  const paid = await request.post(`${emulator}/_emulator/checkout/sessions/${session}/pay`, { data: { card: '4242424242424242' } });
  expect(paid.ok()).toBe(true);
  const paymentIntent = ((await paid.json()) as { payment_intent: string }).payment_intent;
  await expect.poll(async () => ((await (await request.get(`/api/orders/${order.id}`, { headers })).json()) as { status: string }).status, { timeout: 20_000 }).toBe('paid');
  expect((await request.get(`/api/tickets/${ticketId}/file`, { headers })).ok()).toBe(true);
  const dispute = await request.post(`${emulator}/_emulator/charges/${paymentIntent}/dispute`, { data: { reason: 'product_not_received' } });
  expect(dispute.ok(), await dispute.text()).toBe(true);
  return { emulator, disputeId: ((await dispute.json()) as { id: string }).id };
}

test('staff read a dispute with the evidence the marketplace holds, send it to the bank once, and see the outcome', async ({ page, request }) => {
  const title = `Disputed ${Date.now().toString(36)}`;
  const { emulator, disputeId } = await disputedOrder(request, title);

  await signedInAdmin(page);
  await page.getByRole('menuitem', { name: 'Disputes', exact: true }).click();
  // The dispute's webhook is handled by the worker: the queue shows it once it has been.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Not received');
  await expect(row).toContainText('€47.75');
  await expect(row).toContainText('Needs evidence (payout frozen)');
  await expect(row).toContainText('0 hours');
  await screenshot(page, 'backoffice-disputes-queue-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the disputes queue (en)');

  await row.click();
  await expect(page.locator('.ra-field-providerDisputeId')).toContainText(disputeId);
  await expect(page.locator('.ra-field-evidence\\.ticketFileSha256')).toContainText(/[0-9a-f]{64}/);
  await expect(page.locator('.ra-field-evidence\\.deliveredAt')).not.toContainText('–');
  await expect(page.locator('.ra-field-evidence\\.totalCents')).toContainText('€47.75');
  await expect(page.getByText('Never downloaded')).toHaveCount(0);
  await expect(page.getByText('Downloaded by the buyer')).toBeVisible();
  await page.getByRole('button', { name: 'Send evidence' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("the ticket file's fingerprint");
  await dialog.getByLabel('Your note to the bank').fill('The buyer downloaded the ticket the day they paid.');
  await screenshot(page, 'backoffice-disputes-evidence-en-1280');
  await expectNoSeriousAccessibilityViolations(page, 'the evidence dialog (en)');
  await dialog.getByRole('button', { name: 'Send to the bank' }).click();
  await expect(page.getByText('The evidence was sent; the bank is reviewing it.')).toBeVisible();
  await expect(page.locator('.ra-field-status')).toContainText('Bank reviewing the evidence');
  await expect(page.getByRole('button', { name: 'Send evidence' })).toHaveCount(0);
  await screenshot(page, 'backoffice-disputes-show-en-1280');

  // The bank decides for the marketplace: the dispute is won and the seller's payout no longer frozen.
  const decided = await request.post(`${emulator}/_emulator/disputes/${disputeId}/decide`, { data: { outcome: 'won' } });
  expect(decided.ok()).toBe(true);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('.ra-field-status')).toContainText('Won (payout released)', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test('the disputes queue at phone width (lv)', async ({ page, request }) => {
  const title = `Disputed lv ${Date.now().toString(36)}`;
  await disputedOrder(request, title);
  await page.setViewportSize(PHONE);
  await signedInAdmin(page, 'lv');
  await page.getByRole('button', { name: 'Atvērt izvēlni' }).click();
  await page.getByRole('menuitem', { name: 'Strīdi', exact: true }).click();
  const line = page.getByRole('listitem').filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(line).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(line).toContainText('Nav saņemts');
  await expect(line).toContainText('0 stundas');
  await screenshot(page, 'backoffice-disputes-queue-lv-375');
  await expectNoSeriousAccessibilityViolations(page, 'the disputes queue (lv)');
});
