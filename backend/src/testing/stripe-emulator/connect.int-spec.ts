import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { openPage, stripeClient, submitForm, ticketPurchase, visibleText } from './emulator-test-support.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

describe('Stripe emulator: Connect (Express accounts, onboarding, transfers, reversals, balance)', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    emulator = await startStripeEmulator();
    stripe = stripeClient(emulator);
  });

  afterAll(() => emulator.close());

  const createSeller = (email = 'seller@example.lv') =>
    stripe.accounts.create({ type: 'express', country: 'LV', email, capabilities: { transfers: { requested: true } } });
  const onboardingLink = (account: string) =>
    stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: `https://shop.example/sellers/${account}/onboarding/again`,
      return_url: `https://shop.example/sellers/${account}/onboarding/done`,
    });
  const onboardOnPage = async (account: string, button: 'Complete' | 'Restrict') => {
    const link = await onboardingLink(account);
    const page = await openPage(link.url);
    return { link, page, submitted: await submitForm(page.formAction(button), { outcome: button.toLowerCase() }) };
  };
  const paidPurchase = async (unitAmount: number) => {
    const session = await stripe.checkout.sessions.create(
      ticketPurchase({ line_items: [{ price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name: 'Ticket' } }, quantity: 1 }] }),
    );
    return String((await emulator.pay(session.id)).payment_intent);
  };
  const available = async (options?: Stripe.RequestOptions) =>
    (await stripe.balance.retrieve({}, options)).available.find((entry) => entry.currency === 'eur')?.amount;

  it('creates an Express account that cannot receive money until it is onboarded', async () => {
    const account = await createSeller();

    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      country: 'LV',
      email: 'seller@example.lv',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { transfers: 'inactive' },
      requirements: { disabled_reason: 'requirements.past_due' },
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account.requirements?.currently_due).toContain('external_account');
    expect(await stripe.accounts.retrieve(account.id)).toEqual(account);
    await expect(stripe.accounts.retrieve('acct_unknown')).rejects.toMatchObject({ statusCode: 403, code: 'account_invalid' });
  });

  it('onboards through the link page: Complete enables the account, fires account.updated and returns to return_url', async () => {
    const account = await createSeller();

    const { link, page, submitted } = await onboardOnPage(account.id, 'Complete');

    expect(link).toMatchObject({ object: 'account_link' });
    expect(link.expires_at).toBeGreaterThan(link.created);
    expect(page.html).toContain('<button type="submit">Complete</button>');
    expect(page.html).toContain('<button type="submit">Restrict</button>');
    expect(visibleText(page.html)).toContain('seller@example.lv');
    expect(submitted.status).toBe(303);
    expect(submitted.location).toBe(`https://shop.example/sellers/${account.id}/onboarding/done`);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], disabled_reason: null },
    });
    const updated = emulator.events().find((event) => event.type === 'account.updated' && event.data.object.id === account.id);
    expect(updated).toMatchObject({ account: account.id, data: { object: { payouts_enabled: true }, previous_attributes: { payouts_enabled: false } } });

    const usedAgain = await fetch(link.url, { redirect: 'manual' });
    expect(usedAgain.status).toBe(303);
    expect(usedAgain.headers.get('location')).toBe(`https://shop.example/sellers/${account.id}/onboarding/again`);
  });

  it('Restrict leaves the account unable to receive transfers', async () => {
    const account = await createSeller('restricted@example.lt');
    await paidPurchase(5000);

    const { submitted } = await onboardOnPage(account.id, 'Restrict');

    expect(submitted.location).toBe(`https://shop.example/sellers/${account.id}/onboarding/done`);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      details_submitted: true,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
      requirements: { disabled_reason: 'requirements.past_due', currently_due: ['individual.verification.document'] },
    });
    await expect(stripe.transfers.create({ amount: 1000, currency: 'eur', destination: account.id })).rejects.toMatchObject({
      code: 'insufficient_capabilities_for_transfer',
      param: 'destination',
    });
  });

  it('transfers from the available balance, reverses never more than transferred, and the balance reconciles', async () => {
    const fresh = await startStripeEmulator();
    const platform = stripeClient(fresh);
    try {
      const seller = await platform.accounts.create({ type: 'express', country: 'EE', email: 'seller@example.ee', capabilities: { transfers: { requested: true } } });
      await fresh.completeOnboarding(seller.id);
      const session = await platform.checkout.sessions.create(ticketPurchase());
      const intent = String((await fresh.pay(session.id)).payment_intent);
      await platform.refunds.create({ payment_intent: intent, amount: 1000 });

      const transfer = await platform.transfers.create({ amount: 3000, currency: 'eur', destination: seller.id, transfer_group: 'order-42', metadata: { order_id: '42' } });
      await expect(platform.transfers.create({ amount: 1001, currency: 'eur', destination: seller.id })).rejects.toMatchObject({
        code: 'balance_insufficient',
        message: expect.stringContaining('You have insufficient available funds in your Stripe account.'),
      });
      const reversal = await platform.transfers.createReversal(transfer.id, { amount: 1200 });
      await expect(platform.transfers.createReversal(transfer.id, { amount: 1801 })).rejects.toMatchObject({ code: 'amount_too_large', param: 'amount' });
      const rest = await platform.transfers.createReversal(transfer.id);
      await expect(platform.transfers.createReversal(transfer.id, { amount: 1 })).rejects.toMatchObject({ statusCode: 400 });

      expect(transfer).toMatchObject({ object: 'transfer', amount: 3000, destination: seller.id, transfer_group: 'order-42', reversed: false, metadata: { order_id: '42' } });
      expect([reversal.amount, rest.amount]).toEqual([1200, 1800]);
      expect(await platform.transfers.retrieve(transfer.id)).toMatchObject({ amount_reversed: 3000, reversed: true });
      const reversedEvents = fresh.events().filter((event) => event.type === 'transfer.reversed');
      expect(reversedEvents.map((event) => (event.data.object as Stripe.Transfer).amount_reversed)).toEqual([1200, 3000]);

      // payment 5000 − Stripe's fee 100 (1.5 % + 0.25) − refund 1000 − transfer 3000 + reversals 3000
      const platformBalance = (await platform.balance.retrieve()).available.find((entry) => entry.currency === 'eur')?.amount;
      expect(platformBalance).toBe(3900);
      const transactions = await platform.balanceTransactions.list({ limit: 100 });
      expect(transactions.data.map((transaction) => [transaction.type, transaction.amount])).toEqual([
        ['transfer_refund', 1800],
        ['transfer_refund', 1200],
        ['transfer', -3000],
        ['refund', -1000],
        ['charge', 5000],
      ]);
      // Only the charge carries a fee: not the refund, the transfer or its reversals.
      expect(transactions.data.map((transaction) => transaction.fee)).toEqual([0, 0, 0, 0, 100]);
      expect(transactions.data.reduce((sum, transaction) => sum + transaction.net, 0)).toBe(platformBalance);
      expect((await platform.balance.retrieve({}, { stripeAccount: seller.id })).available[0]).toMatchObject({ amount: 0, currency: 'eur' });
    } finally {
      await fresh.close();
    }
  });

  it('credits the connected account and refuses an unknown destination', async () => {
    const seller = await createSeller();
    await emulator.completeOnboarding(seller.id);
    await paidPurchase(2000);

    await stripe.transfers.create({ amount: 1500, currency: 'eur', destination: seller.id });

    expect(await available({ stripeAccount: seller.id })).toBe(1500);
    await expect(stripe.transfers.create({ amount: 100, currency: 'eur', destination: 'acct_nobody' })).rejects.toMatchObject({
      code: 'resource_missing',
      message: "No such destination: 'acct_nobody'",
    });
  });

  it('scopes Idempotency-Keys by connected account', async () => {
    const seller = await createSeller();

    const asPlatform = await stripe.checkout.sessions.create(ticketPurchase(), { idempotencyKey: 'shared-key' });
    const asSeller = await stripe.checkout.sessions.create(ticketPurchase({ metadata: { order_id: '43' } }), { idempotencyKey: 'shared-key', stripeAccount: seller.id });

    expect(asSeller.id).not.toBe(asPlatform.id);
    await expect(stripe.checkout.sessions.create(ticketPurchase({ metadata: { order_id: '44' } }), { idempotencyKey: 'shared-key' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });
});
