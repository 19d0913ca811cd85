import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { stripeClient, ticketPurchase } from './emulator-test-support.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

describe('Stripe emulator: refunds', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    emulator = await startStripeEmulator();
    stripe = stripeClient(emulator);
  });

  afterAll(() => emulator.close());

  const paidIntent = async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    return String((await emulator.pay(session.id)).payment_intent);
  };

  it('refunds in parts, never more than was paid, with Stripe errors past that', async () => {
    const intent = await paidIntent();

    const first = await stripe.refunds.create({ payment_intent: intent, amount: 2000, reason: 'requested_by_customer', metadata: { claim: 'c-1' } });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 3001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount (€30.01) is greater than unrefunded amount on charge (€30.00)',
    });
    const rest = await stripe.refunds.create({ payment_intent: intent });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });

    expect(first).toMatchObject({ object: 'refund', amount: 2000, status: 'succeeded', payment_intent: intent, reason: 'requested_by_customer', metadata: { claim: 'c-1' } });
    expect(rest).toMatchObject({ amount: 3000, charge: first.charge });
    expect(await stripe.refunds.retrieve(first.id)).toEqual(first);
    expect(await stripe.charges.retrieve(String(first.charge))).toMatchObject({ amount: 5000, amount_refunded: 5000, refunded: true });
    const refundEvents = emulator.events().filter((event) => event.type === 'charge.refunded' && event.data.object.id === first.charge);
    expect(refundEvents.map((event) => (event.data.object as Stripe.Charge).amount_refunded)).toEqual([2000, 5000]);
    expect(emulator.events().filter((event) => event.type === 'refund.created').map((event) => event.data.object.id)).toEqual(
      expect.arrayContaining([first.id, rest.id]),
    );
  });

  it('refuses more than the charge in one refund', async () => {
    const intent = await paidIntent();

    await expect(stripe.refunds.create({ payment_intent: intent, amount: 5001 })).rejects.toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount (€50.01) is greater than charge amount (€50.00)',
    });
  });

  it('refuses to refund a PaymentIntent that was not paid or does not exist', async () => {
    const session = await stripe.checkout.sessions.create(ticketPurchase());
    const declined = await emulator.pay(session.id, '4000000000000002');

    await expect(stripe.refunds.create({ payment_intent: String(declined.payment_intent) })).rejects.toMatchObject({
      statusCode: 400,
      message: `PaymentIntent ${String(declined.payment_intent)} does not have a successful charge to refund.`,
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'payment_intent',
      message: "No such payment_intent: 'pi_missing'",
    });
  });
});
