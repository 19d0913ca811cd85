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

  it("takes Stripe's fee from each charge (1.5 % rounded to the cent + €0.25) and keeps it when the charge is refunded", async () => {
    const pay = async (cents: number) => {
      const purchase = ticketPurchase();
      const session = await stripe.checkout.sessions.create({ ...purchase, line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: cents, product_data: { name: 'Ticket' } } }] });
      const intent = await stripe.paymentIntents.retrieve(String((await emulator.pay(session.id)).payment_intent), { expand: ['latest_charge.balance_transaction'] });
      return { intent: intent.id, transaction: (intent.latest_charge as Stripe.Charge).balance_transaction as Stripe.BalanceTransaction };
    };
    // 1.5 % of 96.05 is 1.440750 → 1.44; of 10.30 it is 0.1545 → 0.15; of 10.10 it is 0.1515 → 0.15; of 10.50, 0.1575 → 0.16.
    const charges = await Promise.all([9605, 1030, 1010, 1050].map(pay));
    expect(charges.map(({ transaction }) => [transaction.amount, transaction.fee, transaction.net])).toEqual([
      [9605, 169, 9436],
      [1030, 40, 990],
      [1010, 40, 970],
      [1050, 41, 1009],
    ]);
    expect(charges[0].transaction).toMatchObject({
      type: 'charge',
      reporting_category: 'charge',
      fee_details: [{ amount: 169, application: null, currency: 'eur', description: 'Stripe processing fees', type: 'stripe_fee' }],
    });

    const before = (await stripe.balance.retrieve()).available[0].amount;
    const refund = await stripe.refunds.create({ payment_intent: charges[0].intent });
    const refunded = await stripe.balanceTransactions.retrieve(String(refund.balance_transaction));
    expect(refunded).toMatchObject({ type: 'refund', amount: -9605, fee: 0, fee_details: [], net: -9605 });
    // The whole payment went back to the buyer; the platform is 1.69 short of what it had received for it.
    expect((await stripe.balance.retrieve()).available[0].amount).toBe(before - 9605);
  });

  it('charges the price it is given', async () => {
    const priced = await startStripeEmulator({ cardFee: { percentBasisPoints: 325, fixedCents: 25 } });
    try {
      const client = stripeClient(priced);
      const session = await client.checkout.sessions.create(ticketPurchase());
      const intent = await client.paymentIntents.retrieve(String((await priced.pay(session.id)).payment_intent), { expand: ['latest_charge.balance_transaction'] });
      // 3.25 % of 50.00 is 1.625 → 1.63, + 0.25.
      expect(((intent.latest_charge as Stripe.Charge).balance_transaction as Stripe.BalanceTransaction)).toMatchObject({ amount: 5000, fee: 188, net: 4812 });
    } finally {
      await priced.close();
    }
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
