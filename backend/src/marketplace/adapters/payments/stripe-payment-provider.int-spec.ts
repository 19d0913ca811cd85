import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { PaymentsConfig } from '../../../config/config.js';
import { startStripeEmulator, type StripeEmulator } from '../../../testing/stripe-emulator/stripe-emulator.js';
import { CheckoutRefused, type CheckoutRequest } from '../../application/ports/payment-provider.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';

/**
 * The adapter's contract, run against the emulator in `npm test`, and against Stripe's test mode when
 * STRIPE_TEST_SECRET_KEY is set (with network access): the production adapter and the tested one are the same code.
 * Paying needs a card on the hosted page, which only the emulator lets a test do without a browser.
 */
const realStripeKey = process.env.STRIPE_TEST_SECRET_KEY;

describe(`StripePaymentProvider against ${realStripeKey ? "Stripe's test mode" : 'the emulator'}`, () => {
  let emulator: StripeEmulator | undefined;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    if (realStripeKey) {
      provider = new StripePaymentProvider(new PaymentsConfig(realStripeKey, undefined, undefined));
      return;
    }
    emulator = await startStripeEmulator();
    provider = new StripePaymentProvider(new PaymentsConfig(emulator.secretKey, undefined, new URL(emulator.url)));
  });

  afterAll(async () => {
    await emulator?.close();
  });

  function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
    const orderId = randomUUID();
    return {
      orderId,
      idempotencyKey: `order-${orderId}-checkout`,
      lines: [
        { name: 'Prāta Vētra', unitAmountCents: 4_550, quantity: 2 },
        { name: 'Service fee', unitAmountCents: 505, quantity: 1 },
      ],
      totalCents: 9_605,
      currency: 'EUR',
      customerEmail: 'buyer@example.lv',
      language: 'lv',
      expiresAt: new Date(Date.now() + 45 * 60_000),
      successUrl: `https://tickets.example/lv/orders/${orderId}?checkout=done`,
      cancelUrl: `https://tickets.example/lv/orders/${orderId}?checkout=back`,
      ...overrides,
    };
  }

  it('opens a checkout for exactly the order total, open until paid', async () => {
    const opened = await provider.openCheckout(checkout());
    expect(opened.sessionId).toMatch(/^cs_test_/);
    expect(opened.url).toMatch(/^https?:\/\//);
    expect(await provider.checkoutState(opened.sessionId)).toEqual({ state: 'open' });
  });

  it('opens one checkout per order however often it is asked, and refuses the same key for another request', async () => {
    const request = checkout();
    const first = await provider.openCheckout(request);
    expect(await provider.openCheckout(request)).toEqual(first);
    await expect(provider.openCheckout({ ...request, totalCents: 9_705, lines: [{ name: 'Prāta Vētra', unitAmountCents: 9_705, quantity: 1 }] })).rejects.toBeInstanceOf(CheckoutRefused);
  });

  it('refuses a checkout the provider cannot open (expiry under 30 minutes ahead) as refused, not as an outage', async () => {
    await expect(provider.openCheckout(checkout({ expiresAt: new Date(Date.now() + 5 * 60_000) }))).rejects.toBeInstanceOf(CheckoutRefused);
  });

  it('closes an open checkout so it can no longer be paid', async () => {
    const opened = await provider.openCheckout(checkout());
    expect(await provider.closeCheckout(opened.sessionId)).toEqual({ state: 'expired' });
    expect(await provider.closeCheckout(opened.sessionId)).toEqual({ state: 'expired' });
  });

  (realStripeKey ? it.skip : it)('keeps a payment that beat the close, and refunds it in full once however often asked', async () => {
    const opened = await provider.openCheckout(checkout());
    await emulator!.pay(opened.sessionId);
    const paid = await provider.closeCheckout(opened.sessionId);
    expect(paid).toMatchObject({ state: 'paid', amountCents: 9_605, fee: { balanceTransactionId: expect.stringMatching(/^txn_/), feeCents: 169 } });
    const paymentId = (paid as { paymentId: string }).paymentId;
    const key = `order-${randomUUID()}-late-payment-refund`;
    const refund = await provider.refund({ paymentId, idempotencyKey: key, cause: 'late_payment' });
    expect(refund.refundId).toMatch(/^re_/);
    expect(await provider.refund({ paymentId, idempotencyKey: key, cause: 'late_payment' })).toEqual(refund);
    // The first refund took it all: another refund under a new key is refused by the provider, never paid twice.
    await expect(provider.refund({ paymentId, idempotencyKey: `order-${randomUUID()}-late-payment-refund`, cause: 'late_payment' })).rejects.toThrow();
  });

  (realStripeKey ? it.skip : it)('refunds part of a payment once per key, and never more than is left of it', async () => {
    const opened = await provider.openCheckout(checkout());
    await emulator!.pay(opened.sessionId);
    const { paymentId } = (await provider.checkoutState(opened.sessionId)) as { paymentId: string };
    const claim = `claim-${randomUUID()}-refund`;
    const part = await provider.refund({ paymentId, idempotencyKey: claim, cause: 'claim', amountCents: 2_000 });
    expect(await provider.refund({ paymentId, idempotencyKey: claim, cause: 'claim', amountCents: 2_000 })).toEqual(part);
    const stripe = new Stripe(emulator!.secretKey, { ...emulator!.sdkOptions, maxNetworkRetries: 0 });
    expect((await stripe.refunds.retrieve(part.refundId)).amount).toBe(2_000);
    await expect(provider.refund({ paymentId, idempotencyKey: `claim-${randomUUID()}-refund`, cause: 'claim', amountCents: 9_605 })).rejects.toThrow();
  });

  (realStripeKey ? it.skip : it)('answers "payments unavailable" when the provider cannot be reached', async () => {
    const unreachable = new StripePaymentProvider(new PaymentsConfig('sk_test_emulator', undefined, new URL('http://127.0.0.1:9')));
    await expect(unreachable.checkoutState('cs_test_x')).rejects.toMatchObject({ code: 'marketplace.payments_unavailable' });
  });
});
