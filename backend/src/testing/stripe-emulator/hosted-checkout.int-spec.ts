import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { openPage, stripeClient, submitForm, ticketPurchase, visibleText } from './emulator-test-support.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

const CARD = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0025 0000 3155', failsWhenCharged: '4000 0000 0000 0341' };

describe('Stripe emulator: the hosted checkout page over HTTP', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;

  beforeAll(async () => {
    emulator = await startStripeEmulator();
    stripe = stripeClient(emulator);
  });

  afterAll(() => emulator.close());

  const openSession = () => stripe.checkout.sessions.create(ticketPurchase());
  const payOnPage = async (session: Stripe.Checkout.Session, cardNumber: string) => {
    const page = await openPage(session.url!);
    return submitForm(page.formAction(), { cardNumber, expiry: '12 / 34', cvc: '123' });
  };
  const eventsOf = (session: Stripe.Checkout.Session, intentId?: string) =>
    emulator
      .events()
      .filter((event) => {
        const object = event.data.object as { id: string; payment_intent?: unknown };
        return object.id === session.id || (intentId !== undefined && (object.id === intentId || object.payment_intent === intentId));
      })
      .map((event) => event.type);

  it('shows the items, the total in euros, labelled card fields, a Pay button and the way back', async () => {
    const session = await openSession();

    const page = await openPage(session.url!);

    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    const text = visibleText(page.html);
    expect(text).toContain('Prāta Vētra, Arena Rīga 2 €50.00');
    expect(text).toContain('Total €50.00');
    for (const [id, label] of [['card-number', 'Card number'], ['expiry', 'Expiry'], ['cvc', 'CVC']]) {
      expect(page.html).toContain(`<label for="${id}">${label}</label>`);
      expect(page.html).toContain(`<input id="${id}"`);
    }
    expect(page.html).toContain('<button type="submit">Pay</button>');
    expect(page.html).toContain('<a href="https://shop.example/orders/42">');
    expect(page.html).not.toMatch(/<(script|link|img)\b/);
  });

  it('pays with 4242 4242 4242 4242: redirects to success_url with the session id, completes the session and charges the card', async () => {
    const session = await openSession();

    const submitted = await payOnPage(session, CARD.pays);

    expect(submitted.status).toBe(303);
    expect(submitted.location).toBe(`https://shop.example/orders/42/paid?session=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'buyer@example.com' } });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 5000 });
    expect(intent.latest_charge).toMatchObject({ status: 'succeeded', captured: true, payment_method_details: { card: { last4: '4242', brand: 'visa' } } });
    expect(eventsOf(session, intent.id)).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded', 'checkout.session.completed']);
  });

  it('declines 4000 0000 0000 0002: the page says so and the session stays payable', async () => {
    const session = await openSession();

    const declined = await payOnPage(session, CARD.declined);

    expect(declined.status).toBe(402);
    expect(visibleText(declined.page.html)).toContain('Your card was declined.');
    expect(declined.page.html).toContain('role="alert"');
    expect(declined.page.html).toContain('>Pay</button>');
    const open = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(open).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    const intent = open.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } });
    expect(eventsOf(session, intent.id)).toContain('payment_intent.payment_failed');

    const retried = await payOnPage(session, CARD.pays);
    expect(retried.status).toBe(303);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_intent: intent.id });
  });

  it('declines 4000 0000 0000 0341 when it is charged', async () => {
    const session = await openSession();

    const declined = await payOnPage(session, CARD.failsWhenCharged);

    expect(declined.status).toBe(402);
    expect(visibleText(declined.page.html)).toContain('Your card was declined.');
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it('asks for 3-D Secure with 4000 0025 0000 3155: Fail returns to the form with an authentication error, Complete pays', async () => {
    const session = await openSession();

    const challenged = await payOnPage(session, CARD.threeDSecure);
    expect(challenged.status).toBe(303);
    const challenge = await openPage(challenged.location!);
    expect(visibleText(challenge.html)).toContain('3-D Secure authentication');
    expect((await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })).payment_intent).toMatchObject({ status: 'requires_action' });

    const failed = await submitForm(challenge.formAction('Fail'), { outcome: 'fail' });
    expect(failed.location).toBe(session.url);
    const form = await openPage(failed.location!);
    expect(visibleText(form.html)).toContain('We are unable to authenticate your payment method.');
    expect(form.html).toContain('>Pay</button>');
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open' });

    const again = await payOnPage(session, CARD.threeDSecure);
    const completed = await submitForm((await openPage(again.location!)).formAction('Complete'), { outcome: 'complete' });
    expect(completed.status).toBe(303);
    expect(completed.location).toBe(`https://shop.example/orders/42/paid?session=${session.id}`);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  it('refuses a mistyped card number, an expiry in the past and a missing CVC without charging anything', async () => {
    const session = await openSession();
    const action = (await openPage(session.url!)).formAction();

    for (const [fields, message] of [
      [{ cardNumber: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' }, 'Your card number is invalid.'],
      [{ cardNumber: CARD.pays, expiry: '01/20', cvc: '123' }, "Your card's expiration year is in the past."],
      [{ cardNumber: CARD.pays, expiry: '12/34', cvc: '' }, "Your card's security code is incomplete."],
    ] as const) {
      const refused = await submitForm(action, fields);
      expect(refused.status).toBe(400);
      expect(visibleText(refused.page.html)).toContain(message);
    }
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_intent: null });
  });

  it('says an expired or a paid session can no longer be paid, with no Pay button', async () => {
    const expired = await openSession();
    await emulator.expireNow(expired.id);
    const paid = await openSession();
    await emulator.pay(paid.id);

    const expiredPage = await openPage(`${emulator.url}/c/pay/${expired.id}`);
    const paidPage = await openPage(`${emulator.url}/c/pay/${paid.id}`);
    const lateSubmit = await submitForm(`${emulator.url}/c/pay/${expired.id}`, { cardNumber: CARD.pays, expiry: '12/34', cvc: '123' });

    expect(visibleText(expiredPage.html)).toContain('This checkout session has expired and can no longer be paid.');
    expect(visibleText(paidPage.html)).toContain('This checkout session has been paid.');
    for (const page of [expiredPage, paidPage, lateSubmit.page]) expect(page.html).not.toContain('>Pay</button>');
    expect(await stripe.checkout.sessions.retrieve(expired.id)).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
  });

  it('pays in-process with pay(): each test card behaves as on the page', async () => {
    const [pays, declined, threeDSecure, failsWhenCharged] = await Promise.all([openSession(), openSession(), openSession(), openSession()]);

    expect(await emulator.pay(pays.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(await emulator.pay(declined.id, CARD.declined)).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(await emulator.pay(threeDSecure.id, CARD.threeDSecure)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(await emulator.pay(failsWhenCharged.id, CARD.failsWhenCharged)).toMatchObject({ status: 'open' });
    await expect(emulator.pay(pays.id)).rejects.toThrow(`Checkout Session ${pays.id} is complete; it cannot be paid.`);
  });

  it('offers the test controls over HTTP for browser tests', async () => {
    const session = await openSession();

    const response = await fetch(`${emulator.url}/_emulator/checkout/sessions/${session.id}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ card: CARD.pays }),
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: session.id, status: 'complete' });
    const events = (await (await fetch(`${emulator.url}/_emulator/events`)).json()) as Stripe.Event[];
    expect(events.some((event) => event.type === 'checkout.session.completed' && event.data.object.id === session.id)).toBe(true);
  });
});
