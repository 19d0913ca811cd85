import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { stripeClient, ticketPurchase } from './emulator-test-support.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

describe('Stripe emulator: Idempotency-Key', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    emulator = await startStripeEmulator();
    stripe = stripeClient(emulator);
  });

  afterAll(() => emulator.close());

  const post = (path: string, body: Record<string, string>, idempotencyKey: string) =>
    fetch(`${emulator.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${emulator.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': idempotencyKey },
      body: new URLSearchParams(body).toString(),
    });

  it('answers a replay with the first answer and creates nothing twice', async () => {
    const params = ticketPurchase({ client_reference_id: 'order-replayed' });

    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-replayed:checkout' });
    const replayed = await stripe.checkout.sessions.create(params, { idempotencyKey: 'order-replayed:checkout' });

    expect(replayed).toEqual(first);
    const sessions = await stripe.checkout.sessions.list({ limit: 100 });
    expect(sessions.data.filter((session) => session.client_reference_id === 'order-replayed')).toHaveLength(1);
    expect(replayed.lastResponse.headers['idempotent-replayed']).toBe('true');
  });

  it('refunds once however often the refund is retried', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    const intent = String((await emulator.pay(session.id)).payment_intent);

    const refunds = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      refunds.push(await stripe.refunds.create({ payment_intent: intent, amount: 1000 }, { idempotencyKey: `refund:${intent}:claim-1` }));
    }

    expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
    expect(await stripe.charges.retrieve(String(refunds[0].charge))).toMatchObject({ amount_refunded: 1000 });
  });

  it('replays an error answer too, with its status', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    await emulator.pay(session.id);

    const first = await post(`/v1/checkout/sessions/${session.id}/expire`, {}, 'expire-paid');
    const second = await post(`/v1/checkout/sessions/${session.id}/expire`, {}, 'expire-paid');

    expect([first.status, second.status]).toEqual([400, 400]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.text()).toBe(await first.text());
  });

  it('refuses the same key with other parameters or on another endpoint', async () => {
    await stripe.checkout.sessions.create(ticketPurchase(), { idempotencyKey: 'order-7:checkout' });

    await expect(
      stripe.checkout.sessions.create(ticketPurchase({ metadata: { order_id: '8' } }), { idempotencyKey: 'order-7:checkout' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'order-7:checkout' if you meant to execute a different request.",
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_x' }, { idempotencyKey: 'order-7:checkout' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('keeps no answer for parameters refused before anything ran, so the corrected request may use the key', async () => {
    await expect(stripe.checkout.sessions.create(ticketPurchase({ expires_at: 1 }), { idempotencyKey: 'order-9:checkout' })).rejects.toMatchObject({
      param: 'expires_at',
    });

    expect(await stripe.checkout.sessions.create(ticketPurchase(), { idempotencyKey: 'order-9:checkout' })).toMatchObject({ status: 'open' });
  });

  it('answers 409 to a request whose key is still in flight', async () => {
    const slow = await startStripeEmulator({ latencyMs: 300 });
    try {
      const body = { mode: 'payment', 'line_items[0][price_data][currency]': 'eur', 'line_items[0][price_data][unit_amount]': '1000', 'line_items[0][price_data][product_data][name]': 'Ticket', 'line_items[0][quantity]': '1' };
      const send = () =>
        fetch(`${slow.url}/v1/checkout/sessions`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${slow.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': 'double-click' },
          body: new URLSearchParams(body).toString(),
        });

      const first = send();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = await send();

      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ error: { type: 'idempotency_error', code: 'idempotency_key_in_use' } });
      expect((await first).status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
