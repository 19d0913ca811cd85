import type Stripe from 'stripe';
import { unixNow, type EmulatorContext } from '../core/context.js';
import type { RequestOrigin } from '../core/event-log.js';
import { newId, randomToken } from '../core/ids.js';
import type { ApiRoute } from '../http/api-route.js';
import { resourceMissing } from '../http/stripe-errors.js';
import { cardFeeOf, recordBalanceTransaction } from './balance.js';
import type { Card, Decline } from './test-cards.js';

export interface PaymentDetails {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  transferGroup: string | null;
  description: string | null;
}

export const AUTHENTICATION_FAILURE_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** A PaymentIntent as Checkout creates it when the buyer first confirms: captured at once, card only. */
export function createPaymentIntent(context: EmulatorContext, details: PaymentDetails, origin: RequestOrigin): Stripe.PaymentIntent {
  const id = newId('pi');
  const intent: Stripe.PaymentIntent = {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: details.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: unixNow(),
    currency: details.currency,
    customer: null,
    customer_account: null,
    description: details.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: details.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: details.transferGroup,
  };
  context.state.paymentIntents.set(id, intent);
  context.events.publish('payment_intent.created', intent, { request: origin });
  return intent;
}

/**
 * The card is charged: a succeeded charge, the amount less Stripe's fee in the platform's balance, events as Stripe
 * sends them.
 */
export function succeedPayment(context: EmulatorContext, intent: Stripe.PaymentIntent, card: Card, origin: RequestOrigin): Stripe.Charge {
  const paymentMethod = newId('pm');
  const charge = buildCharge(intent, card, paymentMethod, null);
  charge.balance_transaction = recordBalanceTransaction(context, {
    account: null,
    amount: charge.amount,
    currency: charge.currency,
    type: 'charge',
    reportingCategory: 'charge',
    source: charge.id,
    description: charge.description,
    feeCents: cardFeeOf(charge.amount, context.cardFee),
  }).id;
  context.state.charges.set(charge.id, charge);
  Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: charge.id,
    payment_method: paymentMethod,
    last_payment_error: null,
    next_action: null,
  } satisfies Partial<Stripe.PaymentIntent>);
  context.events.publish('charge.succeeded', charge, { request: origin });
  context.events.publish('payment_intent.succeeded', intent, { request: origin });
  return charge;
}

/** The issuer declines: a failed charge, the PaymentIntent back to requires_payment_method with the decline. */
export function declinePayment(context: EmulatorContext, intent: Stripe.PaymentIntent, card: Card, decline: Decline, origin: RequestOrigin): Stripe.Charge {
  const charge = buildCharge(intent, card, newId('pm'), decline);
  context.state.charges.set(charge.id, charge);
  Object.assign(intent, {
    status: 'requires_payment_method',
    latest_charge: charge.id,
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      charge: charge.id,
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    },
  } satisfies Partial<Stripe.PaymentIntent>);
  context.events.publish('charge.failed', charge, { request: origin });
  context.events.publish('payment_intent.payment_failed', intent, { request: origin });
  return charge;
}

/** 3-D Secure: the PaymentIntent waits for the buyer's bank to authenticate them. */
export function requireAuthentication(context: EmulatorContext, intent: Stripe.PaymentIntent, origin: RequestOrigin): void {
  Object.assign(intent, {
    status: 'requires_action',
    payment_method: newId('pm'),
    next_action: { type: 'use_stripe_sdk' },
    last_payment_error: null,
  } satisfies Partial<Stripe.PaymentIntent>);
  context.events.publish('payment_intent.requires_action', intent, { request: origin });
}

export function failAuthentication(context: EmulatorContext, intent: Stripe.PaymentIntent, origin: RequestOrigin): void {
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILURE_MESSAGE },
  } satisfies Partial<Stripe.PaymentIntent>);
  context.events.publish('payment_intent.payment_failed', intent, { request: origin });
}

export function cancelPaymentIntent(context: EmulatorContext, intent: Stripe.PaymentIntent, origin: RequestOrigin): void {
  Object.assign(intent, {
    status: 'canceled',
    canceled_at: unixNow(),
    cancellation_reason: 'abandoned',
    next_action: null,
  } satisfies Partial<Stripe.PaymentIntent>);
  context.events.publish('payment_intent.canceled', intent, { request: origin });
}

function buildCharge(intent: Stripe.PaymentIntent, card: Card, paymentMethod: string, decline: Decline | null): Stripe.Charge {
  const succeeded = decline === null;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'STRIPE EMULATOR',
    captured: succeeded,
    created: unixNow(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: succeeded ? 'approved_by_network' : 'declined_by_network',
      reason: decline?.declineCode ?? null,
      risk_level: 'normal',
      seller_message: succeeded ? 'Payment complete.' : 'The bank did not return any further details with this decline.',
      type: succeeded ? 'authorized' : 'issuer_declined',
    },
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    payment_method_details: { type: 'card', card: cardDetails(card) },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: intent.transfer_group,
  };
}

function cardDetails(card: Card): Stripe.Charge.PaymentMethodDetails.Card {
  return {
    amount_authorized: null,
    authorization_code: null,
    brand: card.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    electronic_commerce_indicator: null,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    funding: 'credit',
    installments: null,
    last4: card.number.slice(-4),
    mandate: null,
    network: card.brand,
    network_transaction_id: null,
    regulated_status: 'unregulated',
    three_d_secure: null,
    transaction_link_id: null,
    wallet: null,
  };
}

export function paymentRoutes(context: EmulatorContext): ApiRoute[] {
  const { state } = context;
  return [
    {
      method: 'GET',
      path: '/v1/payment_intents/:id',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand', 'client_secret']);
        const intent = state.paymentIntents.get(pathParams.id);
        if (!intent) throw resourceMissing('payment_intent', pathParams.id, 'intent');
        return intent;
      },
    },
    {
      method: 'GET',
      path: '/v1/charges/:id',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand']);
        const charge = state.charges.get(pathParams.id);
        if (!charge) throw resourceMissing('charge', pathParams.id, 'charge');
        return charge;
      },
    },
  ];
}
