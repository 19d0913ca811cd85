import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eventually } from './eventually.js';
import type { TestStack } from './test-stack.js';

/** The checkout session in an order's payment page address. */
export function checkoutSessionOf(checkoutUrl: string): string {
  return /cs_test_[A-Za-z0-9]+/.exec(checkoutUrl)![0];
}

/**
 * Buys a listing the way a buyer does: an order for all its tickets at the price shown, paid with Stripe's test card
 * on the emulator, then settled by the webhook. Resolves the paid order's id.
 */
export async function boughtListing(stack: TestStack, buyer: { accessToken: string }, ticketId: string, shown: { unitPriceCents: number; quantity: number }): Promise<string> {
  const auth = { Authorization: `Bearer ${buyer.accessToken}` };
  const { body } = await request(stack.http)
    .post('/api/orders')
    .set(auth)
    .set('Idempotency-Key', randomUUID())
    .send({ ticketId, quantity: shown.quantity, expectedUnitPriceCents: shown.unitPriceCents })
    .expect(201);
  await stack.stripe.pay(checkoutSessionOf(body.checkoutUrl as string));
  await eventually(
    () => request(stack.http).get(`/api/orders/${body.id}`).set(auth).then((response) => response.body.status as string),
    (status) => status === 'paid',
  );
  return body.id as string;
}
