import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { stripeClient, ticketPurchase } from './emulator-test-support.js';
import { startStripeEmulator, type StripeEmulator } from './stripe-emulator.js';

describe('Stripe emulator: disputes', () => {
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
  const platformBalance = async () => (await stripe.balance.retrieve()).available[0].amount;
  const eventsOf = (disputeId: string) => emulator.events().filter((event) => event.type.startsWith('charge.dispute.') && (event.data.object as Stripe.Dispute).id === disputeId);

  it('opens a dispute on a paid charge: the amount leaves the balance, the charge is disputed, Stripe events follow', async () => {
    const intent = await paidIntent();
    const before = await platformBalance();

    const opened = await emulator.openDispute(intent, { reason: 'product_not_received' });

    expect(opened).toMatchObject({
      object: 'dispute',
      amount: 5000,
      currency: 'eur',
      payment_intent: intent,
      reason: 'product_not_received',
      status: 'needs_response',
      is_charge_refundable: false,
      evidence_details: { has_evidence: false, submission_count: 0, past_due: false, submission_method: 'not_submitted' },
      balance_transactions: [{ object: 'balance_transaction', amount: -5000, type: 'adjustment', reporting_category: 'dispute' }],
    });
    expect(opened.id).toMatch(/^du_/);
    expect(opened.evidence_details.due_by).toBeGreaterThan(opened.created);
    expect(await platformBalance()).toBe(before - 5000);
    expect(await stripe.charges.retrieve(String(opened.charge))).toMatchObject({ disputed: true });
    expect(await stripe.disputes.retrieve(opened.id)).toEqual(opened);
    expect((await stripe.disputes.list({ payment_intent: intent })).data.map((dispute) => dispute.id)).toEqual([opened.id]);
    expect((await stripe.disputes.list({ charge: String(opened.charge) })).data).toHaveLength(1);
    expect(eventsOf(opened.id).map((event) => event.type)).toEqual(['charge.dispute.created', 'charge.dispute.funds_withdrawn']);
    await expect(emulator.openDispute(intent)).rejects.toThrow(/already disputed/);
  });

  it('takes evidence, then submits it (under review); a submitted or closed dispute refuses more', async () => {
    const dispute = await emulator.openDispute(await paidIntent());

    const saved = await stripe.disputes.update(dispute.id, { evidence: { product_description: 'Two tickets', customer_email_address: 'buyer@example.com' }, metadata: { order_id: '42' } });
    expect(saved).toMatchObject({ status: 'needs_response', metadata: { order_id: '42' }, evidence: { product_description: 'Two tickets', customer_email_address: 'buyer@example.com', receipt: null } });
    expect(saved.evidence_details.has_evidence).toBe(true);

    const submitted = await stripe.disputes.update(dispute.id, { evidence: { access_activity_log: 'downloaded 2026-11-20 18:01 UTC' }, submit: true }, { idempotencyKey: `submit-${dispute.id}` });
    expect(submitted).toMatchObject({ status: 'under_review', evidence: { product_description: 'Two tickets', access_activity_log: 'downloaded 2026-11-20 18:01 UTC' } });
    expect(submitted.evidence_details).toMatchObject({ submission_count: 1, submission_method: 'manual' });
    // The same request under the same key is answered as before, not submitted twice.
    expect(await stripe.disputes.update(dispute.id, { evidence: { access_activity_log: 'downloaded 2026-11-20 18:01 UTC' }, submit: true }, { idempotencyKey: `submit-${dispute.id}` })).toEqual(submitted);

    await expect(stripe.disputes.update(dispute.id, { evidence: { product_description: 'changed' } })).rejects.toMatchObject({ statusCode: 400, param: 'evidence' });
    await expect(stripe.disputes.update(dispute.id, { evidence: { not_a_field: 'x' } as Stripe.DisputeUpdateParams.Evidence })).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'evidence[not_a_field]',
    });
    const updated = eventsOf(dispute.id).filter((event) => event.type === 'charge.dispute.updated');
    expect(updated.map((event) => (event.data.object as Stripe.Dispute).status)).toEqual(['needs_response', 'under_review']);
    expect(updated[1].data.previous_attributes).toMatchObject({ status: 'needs_response' });
  });

  it('won: the amount comes back to the balance; lost: it stays with the cardholder', async () => {
    const won = await emulator.openDispute(await paidIntent());
    const lost = await emulator.openDispute(await paidIntent(), { amount: 3000 });
    const before = await platformBalance();

    expect(await emulator.decideDispute(won.id, 'won')).toMatchObject({ status: 'won', balance_transactions: [{ amount: -5000 }, { amount: 5000, reporting_category: 'dispute_reversal' }] });
    expect(await emulator.decideDispute(lost.id, 'lost')).toMatchObject({ status: 'lost', amount: 3000, balance_transactions: [{ amount: -3000 }] });

    expect(await platformBalance()).toBe(before + 5000);
    expect(eventsOf(won.id).map((event) => event.type)).toEqual(['charge.dispute.created', 'charge.dispute.funds_withdrawn', 'charge.dispute.funds_reinstated', 'charge.dispute.closed']);
    expect(eventsOf(lost.id).map((event) => event.type).at(-1)).toBe('charge.dispute.closed');
    await expect(emulator.decideDispute(won.id, 'lost')).rejects.toThrow(/already closed/);
    await expect(stripe.disputes.update(won.id, { metadata: { a: 'b' } })).rejects.toMatchObject({ code: 'dispute_already_closed' });
  });

  it('closing a dispute accepts it: lost, once', async () => {
    const dispute = await emulator.openDispute(await paidIntent());

    expect(await stripe.disputes.close(dispute.id)).toMatchObject({ id: dispute.id, status: 'lost' });
    await expect(stripe.disputes.close(dispute.id)).rejects.toMatchObject({ statusCode: 400, message: 'This dispute is already closed' });
    await expect(stripe.disputes.retrieve('du_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('offers the test controls over HTTP', async () => {
    const intent = await paidIntent();
    const post = (path: string, body: object) =>
      fetch(`${emulator.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.json() as Promise<Stripe.Dispute>);

    const opened = await post(`/_emulator/charges/${intent}/dispute`, { reason: 'duplicate' });
    expect(opened).toMatchObject({ object: 'dispute', reason: 'duplicate', status: 'needs_response' });
    expect(await post(`/_emulator/disputes/${opened.id}/decide`, { outcome: 'won' })).toMatchObject({ status: 'won' });
  });
});
