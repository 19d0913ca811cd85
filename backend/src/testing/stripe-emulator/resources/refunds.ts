import type Stripe from 'stripe';
import { unixNow, type EmulatorContext } from '../core/context.js';
import type { RequestOrigin } from '../core/event-log.js';
import { newId } from '../core/ids.js';
import { formatAmount } from '../core/money.js';
import type { ApiRoute } from '../http/api-route.js';
import { LIST_PARAMS, listPage } from '../http/lists.js';
import type { Params } from '../http/params.js';
import { invalidParameter, invalidRequest, referencedResourceMissing, resourceMissing } from '../http/stripe-errors.js';
import { recordBalanceTransaction } from './balance.js';

const CREATE_PARAMS = [
  'amount', 'charge', 'currency', 'customer', 'expand', 'instructions_email', 'metadata', 'origin', 'payment_intent', 'reason',
  'refund_application_fee', 'reverse_transfer',
] as const;
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** The succeeded charge a refund request names, directly or through its PaymentIntent. */
function chargeToRefund(context: EmulatorContext, params: Params): Stripe.Charge {
  const { state } = context;
  const intentId = params.string('payment_intent');
  const chargeId = params.string('charge');
  if (intentId !== undefined) {
    const intent = state.paymentIntents.get(intentId);
    if (!intent) throw referencedResourceMissing('payment_intent', intentId, 'payment_intent');
    const charge = intent.status === 'succeeded' && intent.latest_charge ? state.charges.get(String(intent.latest_charge)) : undefined;
    if (!charge) throw invalidRequest(`PaymentIntent ${intentId} does not have a successful charge to refund.`, { param: 'payment_intent' });
    return charge;
  }
  if (chargeId !== undefined) {
    const charge = state.charges.get(chargeId);
    if (!charge) throw referencedResourceMissing('charge', chargeId, 'charge');
    if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${chargeId} has not succeeded and cannot be refunded.`, { param: 'charge' });
    return charge;
  }
  throw invalidParameter('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent');
}

/** Never more than was captured minus what is already refunded, with Stripe's errors for both cases. */
function createRefund(context: EmulatorContext, params: Params, origin: RequestOrigin): Stripe.Refund {
  params.allowOnly(CREATE_PARAMS);
  if (params.has('reverse_transfer') || params.has('refund_application_fee')) {
    throw invalidParameter('The Stripe emulator does not support reverse_transfer or refund_application_fee (separate charges and transfers only).', 'reverse_transfer');
  }
  const reason = params.oneOf('reason', REASONS) ?? null;
  const metadata = params.metadata();
  const requested = params.integer('amount', { min: 1 });
  const charge = chargeToRefund(context, params);
  const remaining = charge.amount_captured - charge.amount_refunded;
  if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const amount = requested ?? remaining;
  if (amount > remaining) {
    const limit = charge.amount_refunded > 0 ? `unrefunded amount on charge (${formatAmount(remaining, charge.currency)})` : `charge amount (${formatAmount(charge.amount, charge.currency)})`;
    throw invalidRequest(`Refund amount (${formatAmount(amount, charge.currency)}) is greater than ${limit}`, { param: 'amount', code: 'amount_too_large' });
  }

  const refund: Stripe.Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    destination_details: { type: 'card', card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' } },
    metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  refund.balance_transaction = recordBalanceTransaction(context, {
    account: null,
    amount: -amount,
    currency: charge.currency,
    type: 'refund',
    reportingCategory: 'refund',
    source: refund.id,
    description: null,
  }).id;
  context.state.refunds.set(refund.id, refund);

  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  context.events.publish('refund.created', refund, { request: origin });
  context.events.publish('charge.refunded', charge, { request: origin, previousAttributes: previous });
  return refund;
}

export function refundRoutes(context: EmulatorContext): ApiRoute[] {
  const { state } = context;
  return [
    { method: 'POST', path: '/v1/refunds', handler: ({ params, origin }) => createRefund(context, params, origin) },
    {
      method: 'GET',
      path: '/v1/refunds/:id',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand']);
        const refund = state.refunds.get(pathParams.id);
        if (!refund) throw resourceMissing('refund', pathParams.id, 'refund');
        return refund;
      },
    },
    {
      method: 'GET',
      path: '/v1/refunds',
      handler: ({ params }) => {
        params.allowOnly([...LIST_PARAMS, 'charge', 'created', 'payment_intent']);
        const charge = params.string('charge');
        const intent = params.string('payment_intent');
        const refunds = [...state.refunds.values()]
          .filter((refund) => (charge === undefined || refund.charge === charge) && (intent === undefined || refund.payment_intent === intent))
          .reverse();
        return listPage(refunds, params, '/v1/refunds');
      },
    },
  ];
}
