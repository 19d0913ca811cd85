import type Stripe from 'stripe';
import { unixNow, type EmulatorContext } from '../core/context.js';
import { NO_REQUEST, type RequestOrigin } from '../core/event-log.js';
import { newId } from '../core/ids.js';
import type { ApiRoute } from '../http/api-route.js';
import { LIST_PARAMS, listPage } from '../http/lists.js';
import type { Params } from '../http/params.js';
import { invalidRequest, resourceMissing } from '../http/stripe-errors.js';
import { recordBalanceTransaction } from './balance.js';

/** The evidence fields Stripe takes as text (file fields take a File id, which the emulator keeps as given). */
const EVIDENCE_FIELDS = [
  'access_activity_log', 'billing_address', 'cancellation_policy', 'cancellation_policy_disclosure', 'cancellation_rebuttal',
  'customer_communication', 'customer_email_address', 'customer_name', 'customer_purchase_ip', 'customer_signature',
  'duplicate_charge_documentation', 'duplicate_charge_explanation', 'duplicate_charge_id', 'product_description', 'receipt',
  'refund_policy', 'refund_policy_disclosure', 'refund_refusal_explanation', 'service_date', 'service_documentation',
  'shipping_address', 'shipping_carrier', 'shipping_date', 'shipping_documentation', 'shipping_tracking_number',
  'uncategorized_file', 'uncategorized_text',
] as const;
const UPDATE_PARAMS = ['evidence', 'expand', 'intended_submission_method', 'metadata', 'submit'] as const;
/** Stripe's reasons a cardholder gives their bank. */
const DISPUTE_REASONS = [
  'bank_cannot_process', 'check_returned', 'credit_not_processed', 'customer_initiated', 'debit_not_authorized', 'duplicate', 'fraudulent',
  'general', 'incorrect_account_details', 'insufficient_funds', 'noncompliant', 'product_not_received', 'product_unacceptable',
  'subscription_canceled', 'unrecognized',
] as const;
/** Stripe allows 150 000 characters of text evidence in all. */
const EVIDENCE_TEXT_LIMIT = 150_000;
const EVIDENCE_DAYS = 7;
const OPEN_STATUSES: string[] = ['needs_response', 'warning_needs_response'];
const CLOSED_STATUSES: string[] = ['won', 'lost', 'warning_closed', 'prevented'];

function emptyEvidence(): Stripe.Dispute.Evidence {
  const evidence = Object.fromEntries(EVIDENCE_FIELDS.map((field) => [field, null])) as unknown as Stripe.Dispute.Evidence;
  evidence.enhanced_evidence = {};
  return evidence;
}

export function findDispute(context: EmulatorContext, id: string): Stripe.Dispute {
  const dispute = context.state.disputes.get(id);
  if (!dispute) throw resourceMissing('dispute', id);
  return dispute;
}

/** The succeeded charge a test names, by its own id or its PaymentIntent's. */
function disputableCharge(context: EmulatorContext, id: string): Stripe.Charge {
  const { state } = context;
  const intent = state.paymentIntents.get(id);
  const charge = state.charges.get(intent ? String(intent.latest_charge) : id);
  if (!charge || charge.status !== 'succeeded') throw new Error(`No succeeded charge for '${id}'`);
  return charge;
}

/**
 * As if the cardholder disputed the charge with their bank: the dispute needs a response, the amount (all that is not
 * refunded, unless less is given) leaves the platform's balance at once, and Stripe's events follow.
 */
export function openDispute(context: EmulatorContext, chargeOrIntent: string, options: { reason?: string; amount?: number } = {}): Stripe.Dispute {
  const charge = disputableCharge(context, chargeOrIntent);
  const reason = options.reason ?? 'fraudulent';
  if (!(DISPUTE_REASONS as readonly string[]).includes(reason)) throw new Error(`reason must be one of ${DISPUTE_REASONS.join(', ')}`);
  if ([...context.state.disputes.values()].some((dispute) => dispute.charge === charge.id)) throw new Error(`Charge ${charge.id} is already disputed`);
  const disputable = charge.amount_captured - charge.amount_refunded;
  const amount = options.amount ?? disputable;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > disputable) throw new Error(`amount must be 1 to ${disputable}`);

  const created = unixNow();
  const dispute: Stripe.Dispute = {
    id: newId('du'),
    object: 'dispute',
    amount,
    balance_transactions: [],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: emptyEvidence(),
    evidence_details: {
      due_by: created + EVIDENCE_DAYS * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    network_reason_code: '10.4',
    payment_intent: charge.payment_intent,
    payment_method_details: {
      type: 'card',
      card: { brand: charge.payment_method_details?.card?.brand ?? 'visa', case_type: 'chargeback', network: charge.payment_method_details?.card?.network ?? 'visa', network_reason_code: '10.4' },
    },
    reason,
    status: 'needs_response',
  };
  dispute.balance_transactions.push(
    recordBalanceTransaction(context, {
      account: null, amount: -amount, currency: charge.currency, type: 'adjustment', reportingCategory: 'dispute', source: dispute.id,
      description: `Chargeback withdrawal for ${charge.id}`,
    }),
  );
  context.state.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  context.events.publish('charge.dispute.created', dispute, { request: NO_REQUEST });
  context.events.publish('charge.dispute.funds_withdrawn', dispute, { request: NO_REQUEST });
  return dispute;
}

/** As if the bank decided: won gives the amount back to the platform's balance, lost leaves it with the cardholder. */
export function decideDispute(context: EmulatorContext, dispute: Stripe.Dispute, outcome: 'won' | 'lost'): Stripe.Dispute {
  if (CLOSED_STATUSES.includes(dispute.status)) throw new Error(`Dispute ${dispute.id} is already closed (${dispute.status})`);
  const previous = { status: dispute.status };
  dispute.status = outcome;
  if (outcome === 'won') {
    dispute.balance_transactions.push(
      recordBalanceTransaction(context, {
        account: null, amount: dispute.amount, currency: dispute.currency, type: 'adjustment', reportingCategory: 'dispute_reversal', source: dispute.id,
        description: `Chargeback reversal for ${String(dispute.charge)}`,
      }),
    );
    context.events.publish('charge.dispute.funds_reinstated', dispute, { request: NO_REQUEST });
  }
  context.events.publish('charge.dispute.closed', dispute, { request: NO_REQUEST, previousAttributes: previous });
  return dispute;
}

/** Evidence, metadata and, with `submit`, sending it all to the bank; nothing can change once it was submitted. */
function updateDispute(context: EmulatorContext, dispute: Stripe.Dispute, params: Params, origin: RequestOrigin): Stripe.Dispute {
  params.allowOnly(UPDATE_PARAMS);
  const evidence = params.object('evidence');
  evidence?.allowOnly(EVIDENCE_FIELDS);
  const metadata = params.has('metadata') ? params.metadata() : undefined;
  const submit = params.boolean('submit') ?? false;
  params.oneOf('intended_submission_method', ['manual', 'prefer_manual', 'prefer_smart_disputes', 'smart_disputes']);
  if (CLOSED_STATUSES.includes(dispute.status)) throw invalidRequest('This dispute is already closed', { code: 'dispute_already_closed' });
  if (!OPEN_STATUSES.includes(dispute.status) && (evidence !== undefined || submit)) {
    throw invalidRequest('This dispute has already been submitted and its evidence can no longer be changed.', { param: 'evidence' });
  }
  const texts: Partial<Record<(typeof EVIDENCE_FIELDS)[number], string | null>> = {};
  for (const field of EVIDENCE_FIELDS) if (evidence?.keys().includes(field)) texts[field] = evidence.string(field) ?? null;
  const merged = { ...dispute.evidence, ...texts };
  const length = EVIDENCE_FIELDS.reduce((sum, field) => sum + (typeof merged[field] === 'string' ? (merged[field] as string).length : 0), 0);
  if (length > EVIDENCE_TEXT_LIMIT) throw invalidRequest(`The evidence exceeds the limit of ${EVIDENCE_TEXT_LIMIT} characters.`, { param: 'evidence' });

  const previous: Partial<Stripe.Dispute> = {};
  if (Object.keys(texts).length > 0) {
    previous.evidence = structuredClone(dispute.evidence);
    dispute.evidence = merged;
    dispute.evidence_details.has_evidence = EVIDENCE_FIELDS.some((field) => merged[field] !== null);
  }
  if (metadata !== undefined) {
    previous.metadata = { ...dispute.metadata };
    dispute.metadata = metadata;
  }
  if (submit) {
    previous.status = dispute.status;
    dispute.status = dispute.status === 'warning_needs_response' ? 'warning_under_review' : 'under_review';
    dispute.evidence_details.submission_count += 1;
    dispute.evidence_details.submission_method = 'manual';
  }
  if (Object.keys(previous).length > 0) context.events.publish('charge.dispute.updated', dispute, { request: origin, previousAttributes: previous });
  return dispute;
}

/** Accepting the dispute: the platform gives up, the cardholder keeps the money. */
function closeDispute(context: EmulatorContext, dispute: Stripe.Dispute, params: Params, origin: RequestOrigin): Stripe.Dispute {
  params.allowOnly(['expand']);
  if (CLOSED_STATUSES.includes(dispute.status)) throw invalidRequest('This dispute is already closed', { code: 'dispute_already_closed' });
  const previous = { status: dispute.status };
  dispute.status = dispute.status.startsWith('warning_') ? 'warning_closed' : 'lost';
  context.events.publish('charge.dispute.closed', dispute, { request: origin, previousAttributes: previous });
  return dispute;
}

export function disputeRoutes(context: EmulatorContext): ApiRoute[] {
  const { state } = context;
  return [
    {
      method: 'GET',
      path: '/v1/disputes',
      handler: ({ params }) => {
        params.allowOnly([...LIST_PARAMS, 'charge', 'created', 'payment_intent']);
        const charge = params.string('charge');
        const intent = params.string('payment_intent');
        const disputes = [...state.disputes.values()]
          .filter((dispute) => (charge === undefined || dispute.charge === charge) && (intent === undefined || dispute.payment_intent === intent))
          .reverse();
        return listPage(disputes, params, '/v1/disputes');
      },
    },
    {
      method: 'GET',
      path: '/v1/disputes/:id',
      handler: ({ params, pathParams }) => {
        params.allowOnly(['expand']);
        return findDispute(context, pathParams.id);
      },
    },
    { method: 'POST', path: '/v1/disputes/:id', handler: ({ params, pathParams, origin }) => updateDispute(context, findDispute(context, pathParams.id), params, origin) },
    { method: 'POST', path: '/v1/disputes/:id/close', handler: ({ params, pathParams, origin }) => closeDispute(context, findDispute(context, pathParams.id), params, origin) },
  ];
}
