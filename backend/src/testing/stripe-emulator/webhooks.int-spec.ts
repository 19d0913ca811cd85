import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { startWebhookReceiver, stripeClient, ticketPurchase, type WebhookReceiver } from './emulator-test-support.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

describe('Stripe emulator: webhook delivery', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let receiver: WebhookReceiver;
  let secret: string;

  beforeEach(async () => {
    emulator = await startStripeEmulator({ retryDelaysMs: [50, 100, 200] });
    stripe = stripeClient(emulator);
    receiver = await startWebhookReceiver();
    secret = emulator.addWebhookEndpoint(receiver.url);
  });

  afterEach(async () => {
    await emulator.close();
    await receiver.close();
  });

  const verified = (webhook: { body: string; signature: string }, endpointSecret = secret) =>
    stripe.webhooks.constructEvent(webhook.body, webhook.signature, endpointSecret);

  it('POSTs every event, signed so that the SDK verifies it with the endpoint secret', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    await emulator.pay(session.id);
    await emulator.deliveriesSettled();

    expect(secret).toMatch(/^whsec_/);
    const delivered = receiver.received.map((webhook) => verified(webhook));
    expect(delivered.map((event) => event.id).sort()).toEqual(emulator.events().map((event) => event.id).sort());
    const completed = delivered.find((event) => event.type === 'checkout.session.completed');
    expect(completed).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION, data: { object: { id: session.id, status: 'complete' } } });
    expect(receiver.received[0].signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verified(receiver.received[0], 'whsec_not_the_endpoint_secret')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('signs with the secret given for the endpoint', async () => {
    const second = await startWebhookReceiver();
    try {
      expect(emulator.addWebhookEndpoint(second.url, 'whsec_from_the_environment')).toBe('whsec_from_the_environment');
      const session = await stripe.checkout.sessions.create(ticketPurchase());
      await stripe.checkout.sessions.expire(session.id);
      await emulator.deliveriesSettled();

      expect(second.received.map((webhook) => verified(webhook, 'whsec_from_the_environment').type)).toEqual(['checkout.session.expired']);
    } finally {
      await second.close();
    }
  });

  it('retries an endpoint that answers with an error until it accepts the event', async () => {
    receiver.answerWith(500);
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    await stripe.checkout.sessions.expire(session.id);
    await new Promise((resolve) => setTimeout(resolve, 80));
    receiver.answerWith(200);

    await emulator.deliveriesSettled();

    const attempts = receiver.received.map((webhook) => verified(webhook));
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(attempts.map((event) => event.id)).size).toBe(1);
    expect(attempts[0].type).toBe('checkout.session.expired');
    expect((await stripe.events.retrieve(attempts[0].id)).pending_webhooks).toBe(0);
  });

  it('keeps delivering after an endpoint that was unreachable comes back', async () => {
    await receiver.stop();
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    await stripe.checkout.sessions.expire(session.id);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await receiver.reopen();

    await emulator.deliveriesSettled();
    const later = await stripe.checkout.sessions.create(ticketPurchase());
    await emulator.pay(later.id);
    await emulator.deliveriesSettled();

    const types = receiver.received.map((webhook) => verified(webhook).type);
    expect(types).toContain('checkout.session.expired');
    expect(types).toContain('checkout.session.completed');
  });

  it('gives up after the last retry, and settles', async () => {
    receiver.answerWith(503);
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    await stripe.checkout.sessions.expire(session.id);

    await emulator.deliveriesSettled();

    expect(receiver.received).toHaveLength(4);
    const [event] = emulator.events();
    expect((await stripe.events.retrieve(event.id)).pending_webhooks).toBe(1);
  });
});

describe('Stripe emulator: the events API', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeEach(async () => {
    emulator = await startStripeEmulator();
    stripe = stripeClient(emulator);
  });

  afterEach(() => emulator.close());

  it('retrieves events and lists them newest first, by type, page by page', async () => {
    const first = await stripe.checkout.sessions.create(ticketPurchase());
    const second = await stripe.checkout.sessions.create(ticketPurchase());
    await stripe.checkout.sessions.expire(first.id);
    await emulator.pay(second.id);
    const all = emulator.events();

    const retrieved = await stripe.events.retrieve(all[0].id);
    const newestFirst = await stripe.events.list({ limit: 100 });
    const expired = await stripe.events.list({ type: 'checkout.session.*' });
    const firstPage = await stripe.events.list({ limit: 2 });
    const secondPage = await stripe.events.list({ limit: 2, starting_after: firstPage.data[1].id });

    expect(retrieved).toEqual(all[0]);
    expect(newestFirst.data.map((event) => event.id)).toEqual(all.map((event) => event.id).reverse());
    expect(expired.data.map((event) => event.type)).toEqual(['checkout.session.completed', 'checkout.session.expired']);
    expect(firstPage.has_more).toBe(true);
    expect(secondPage.data.map((event) => event.id)).toEqual(all.map((event) => event.id).reverse().slice(2, 4));
    await expect(stripe.events.retrieve('evt_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
