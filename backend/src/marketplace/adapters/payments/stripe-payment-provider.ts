import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentsConfig } from '../../../config/config.js';
import { MarketplaceErrors } from '../../domain/marketplace.errors.js';
import { CheckoutRefused, DisputeRefused, PaymentProvider, type CheckoutRequest, type CheckoutState, type DisputeEvidence, type RefundRequest } from '../../application/ports/payment-provider.js';
import type { DisputeStatus, ProviderDispute } from '../../domain/dispute.js';
import { isStripeOutage, stripeClient } from '../../../shared/adapters/payments/stripe-client.js';

const LOCALES: Record<CheckoutRequest['language'], Stripe.Checkout.SessionCreateParams.Locale> = { lv: 'lv', en: 'en', et: 'et', lt: 'lt' };

/** Stripe Checkout (hosted page) and refunds; the same code runs against the emulator in development and tests. */
@Injectable()
export class StripePaymentProvider extends PaymentProvider {
  private readonly stripe: Stripe | null;

  constructor(config: PaymentsConfig) {
    super();
    this.stripe = stripeClient(config);
  }

  async openCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }> {
    const session = await this.call(
      (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.orderId,
            customer_email: request.customerEmail,
            locale: LOCALES[request.language],
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            line_items: request.lines.map((line) => ({
              quantity: line.quantity,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitAmountCents, product_data: { name: line.name } },
            })),
            metadata: { order_id: request.orderId },
            payment_intent_data: { metadata: { order_id: request.orderId }, transfer_group: `order-${request.orderId}` },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      (error) => new CheckoutRefused(error.message),
    );
    if (!session.url) throw new CheckoutRefused('Stripe opened a checkout without a page');
    if (session.amount_total !== request.totalCents) throw new CheckoutRefused(`Stripe totals the checkout at ${session.amount_total}, not ${request.totalCents}`);
    return { sessionId: session.id, url: session.url };
  }

  async checkoutState(sessionId: string): Promise<CheckoutState> {
    // The payment's charge and its balance transaction come with it: Stripe's fee is read from what Stripe holds now.
    return stateOf(await this.call((stripe) => stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge.balance_transaction'] })));
  }

  async closeCheckout(sessionId: string): Promise<Exclude<CheckoutState, { state: 'open' }>> {
    try {
      await this.call((stripe) => stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `checkout-${sessionId}-expire` }));
    } catch (error) {
      // Stripe refuses to expire a checkout that is no longer open: it was paid (or expired) first. Its state says which.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    const state = await this.checkoutState(sessionId);
    if (state.state === 'open') throw MarketplaceErrors.paymentsUnavailable();
    return state;
  }

  async refund({ paymentId, idempotencyKey, cause, amountCents }: RefundRequest): Promise<{ refundId: string }> {
    const params = { payment_intent: paymentId, reason: 'requested_by_customer' as const, metadata: { cause }, ...(amountCents === undefined ? {} : { amount: amountCents }) };
    const refund = await this.call((stripe) => stripe.refunds.create(params, { idempotencyKey }));
    return { refundId: refund.id };
  }

  async dispute(providerDisputeId: string): Promise<ProviderDispute> {
    return disputeOf(await this.call((stripe) => stripe.disputes.retrieve(providerDisputeId)));
  }

  async submitDisputeEvidence(providerDisputeId: string, evidence: DisputeEvidence, idempotencyKey: string): Promise<ProviderDispute> {
    const params: Stripe.DisputeUpdateParams = {
      evidence: {
        product_description: evidence.productDescription,
        customer_name: evidence.customerName,
        ...(evidence.customerEmail ? { customer_email_address: evidence.customerEmail } : {}),
        service_date: evidence.serviceDate,
        access_activity_log: evidence.accessActivityLog,
        uncategorized_text: evidence.uncategorizedText,
      },
      submit: true,
    };
    return disputeOf(await this.call((stripe) => stripe.disputes.update(providerDisputeId, params, { idempotencyKey }), (error) => new DisputeRefused(error.message)));
  }

  /**
   * Runs a call; an outage (no connection, Stripe's own errors, rate limits) becomes "payments unavailable", which
   * callers wait out. A refusal of the request itself (invalid, or another request under a key already used) is
   * passed to `refused` when given, else thrown as it is.
   */
  private async call<T>(work: (stripe: Stripe) => Promise<T>, refused?: (error: Stripe.errors.StripeError) => Error): Promise<T> {
    if (!this.stripe) throw MarketplaceErrors.paymentsUnavailable();
    try {
      return await work(this.stripe);
    } catch (error) {
      if (isStripeOutage(error)) throw MarketplaceErrors.paymentsUnavailable();
      if (refused && (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError)) throw refused(error);
      throw error;
    }
  }
}

function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'expired') return { state: 'expired' };
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentId) throw new Error(`Stripe reports checkout ${session.id} paid without a payment`);
    return { state: 'paid', paymentId, amountCents: session.amount_total ?? 0, fee: feeOf(session.payment_intent) };
  }
  if (session.status === 'complete') return { state: 'processing' };
  return { state: 'open' };
}

/** Stripe's fee on the payment's charge, from its balance transaction (expanded); null while it is not known. */
function feeOf(intent: string | Stripe.PaymentIntent | null): { balanceTransactionId: string; feeCents: number } | null {
  const charge = typeof intent === 'object' && intent !== null ? intent.latest_charge : null;
  const transaction = typeof charge === 'object' && charge !== null ? charge.balance_transaction : null;
  if (typeof transaction !== 'object' || transaction === null) return null;
  return { balanceTransactionId: transaction.id, feeCents: transaction.fee };
}

/** Stripe's many dispute states as the marketplace follows them: inquiries and appeals count as their card dispute's. */
const DISPUTE_STATUSES: Record<string, DisputeStatus> = {
  needs_response: 'needs_response',
  warning_needs_response: 'needs_response',
  under_review: 'under_review',
  warning_under_review: 'under_review',
  appeal_needs_response: 'under_review',
  appeal_under_review: 'under_review',
  won: 'won',
  warning_closed: 'won',
  prevented: 'won',
  lost: 'lost',
};

function disputeOf(dispute: Stripe.Dispute): ProviderDispute {
  const paymentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!paymentId) throw new Error(`Stripe reports dispute ${dispute.id} without a payment`);
  return {
    providerDisputeId: dispute.id,
    paymentId,
    amountCents: dispute.amount,
    reason: dispute.reason,
    status: DISPUTE_STATUSES[dispute.status] ?? 'under_review',
    evidenceDueBy: dispute.evidence_details.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null,
    submitted: dispute.evidence_details.submission_count > 0,
  };
}
