import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { inMinutes, stripeClient, ticketPurchase } from './emulator-test-support.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

describe('Stripe emulator: Checkout Sessions through the official SDK', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    emulator = await startStripeEmulator();
    stripe = stripeClient(emulator);
  });

  afterAll(() => emulator.close());

  it('creates an open, unpaid session with its amounts, references and hosted page, and retrieves it', async () => {
    const created = await stripe.checkout.sessions.create(ticketPurchase());

    expect(created).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 5000,
      amount_total: 5000,
      currency: 'eur',
      client_reference_id: 'order-42',
      customer_email: 'buyer@example.com',
      metadata: { order_id: '42' },
      payment_intent: null,
      livemode: false,
    });
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toBe(`${emulator.url}/c/pay/${created.id}`);
    expect(created.expires_at).toBeGreaterThan(inMinutes(44));
    expect(await stripe.checkout.sessions.retrieve(created.id)).toEqual(created);
  });

  it('defaults expires_at to 24 hours and refuses one under 30 minutes or over 24 hours ahead, as Stripe does', async () => {
    const defaulted = await stripe.checkout.sessions.create(ticketPurchase({ expires_at: undefined }));
    expect(defaulted.expires_at - defaulted.created).toBe(24 * 60 * 60);

    await expect(stripe.checkout.sessions.create(ticketPurchase({ expires_at: inMinutes(29) }))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    });
    await expect(stripe.checkout.sessions.create(ticketPurchase({ expires_at: inMinutes(24 * 60 + 5) }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    });
    expect(await stripe.checkout.sessions.create(ticketPurchase({ expires_at: inMinutes(30) }))).toMatchObject({ status: 'open' });
  });

  it('refuses missing, malformed and unknown parameters with the parameter named', async () => {
    await expect(stripe.checkout.sessions.create(ticketPurchase({ mode: undefined }))).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'mode',
      message: 'Missing required param: mode.',
    });
    await expect(
      stripe.checkout.sessions.create(
        ticketPurchase({ line_items: [{ price_data: { currency: 'eur', product_data: { name: 'Ticket' } }, quantity: 1 }] }),
      ),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'line_items[0][price_data][unit_amount]' });
    await expect(stripe.checkout.sessions.create({ ...ticketPurchase(), shipping_rates: ['shr_1'] } as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'shipping_rates',
      message: 'Received unknown parameter: shipping_rates',
    });
  });

  it('answers 404 resource_missing for a session that does not exist', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nothing'",
    });
  });

  it('refuses any other API key with 401', async () => {
    await expect(stripeClient(emulator, 'sk_test_someone_else_1234').checkout.sessions.create(ticketPurchase())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: 'Invalid API Key provided: sk_test_*************1234',
    });
  });

  it('expires an open session with checkout.session.expired; expiring it again is refused', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());

    const expired = await stripe.checkout.sessions.expire(session.id);

    expect(expired).toMatchObject({ id: session.id, status: 'expired', payment_status: 'unpaid', url: null });
    const event = emulator.events().find((item) => item.type === 'checkout.session.expired' && item.data.object.id === session.id);
    expect(event?.data.object).toMatchObject({ status: 'expired' });
    expect(event?.request?.id).toMatch(/^req_/);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
  });

  it('refuses to expire a paid session, so the caller knows the payment stands', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    await emulator.pay(session.id);

    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: 'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `complete`.',
    });
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  it('expands the PaymentIntent of a paid session, with its metadata, transfer group and charge', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    await emulator.pay(session.id);

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent', 'payment_intent.latest_charge'] });

    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 5000,
      amount_received: 5000,
      currency: 'eur',
      metadata: { order_id: '42' },
      transfer_group: 'order-42',
    });
    expect(intent.latest_charge).toMatchObject({ object: 'charge', status: 'succeeded', amount: 5000, amount_refunded: 0, paid: true });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ id: intent.id, latest_charge: (intent.latest_charge as Stripe.Charge).id });
    await expect(stripe.checkout.sessions.retrieve(session.id, { expand: ['metadata'] })).rejects.toMatchObject({
      param: 'expand',
      message: 'This property cannot be expanded (metadata).',
    });
  });

  it('lists the session of a PaymentIntent', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    const paid = await emulator.pay(session.id);

    const list = await stripe.checkout.sessions.list({ payment_intent: String(paid.payment_intent) });

    expect(list.data.map((item) => item.id)).toEqual([session.id]);
  });
});
