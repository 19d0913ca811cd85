import type { ProviderDispute } from '../../domain/dispute.js';

/** A hosted checkout page for one order, opened at the payment provider. */
export interface CheckoutRequest {
  orderId: string;
  /** Derived from the order: the same order always asks for the same checkout, so a retry never opens a second one. */
  idempotencyKey: string;
  /** What the checkout page lists: the tickets and the buyer's fee, apart. */
  lines: { name: string; unitAmountCents: number; quantity: number }[];
  totalCents: number;
  currency: 'EUR';
  customerEmail: string;
  language: 'lv' | 'en' | 'et' | 'lt';
  /** When the provider itself stops accepting payment; our hold is shorter and closes the checkout first. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

/** Why money goes back, as the provider's records of the refund say. */
export interface RefundRequest {
  paymentId: string;
  /** Derived from our record (the order, the claim): a retry never refunds twice. */
  idempotencyKey: string;
  cause: 'late_payment' | 'claim' | 'event_cancelled';
  amountCents?: number;
}

/** What the marketplace tells the buyer's bank about a disputed order, in the provider's evidence fields. */
export interface DisputeEvidence {
  productDescription: string;
  customerName: string;
  customerEmail: string | null;
  /** YYYY-MM-DD: the event's day. */
  serviceDate: string;
  /** When the ticket file was delivered and downloaded. */
  accessActivityLog: string;
  /** The ticket file's fingerprint, the seller, staff's own words. */
  uncategorizedText: string;
}

/** A checkout as the provider sees it now. */
export type CheckoutState =
  | { state: 'open' }
  | {
      state: 'paid';
      paymentId: string;
      amountCents: number;
      /**
       * The provider's processing fee kept out of the payment, and the balance transaction that took it; null when the
       * provider has not reported the charge's balance transaction yet.
       */
      fee: { balanceTransactionId: string; feeCents: number } | null;
    }
  /** Completed without the money yet (a delayed payment method): still awaiting payment. */
  | { state: 'processing' }
  | { state: 'expired' };

/**
 * The payment provider (Stripe in production, its emulator in development and tests). Every call that moves or
 * promises money carries an idempotency key made from our own records, so a retry never pays or refunds twice.
 */
export abstract class PaymentProvider {
  abstract openCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  abstract checkoutState(sessionId: string): Promise<CheckoutState>;
  /**
   * Stops the checkout from taking a payment. Answers what it is afterwards: `expired`, or `paid` when the buyer
   * paid first (the payment stands).
   */
  abstract closeCheckout(sessionId: string): Promise<Exclude<CheckoutState, { state: 'open' }>>;
  /** Gives a payment back to the buyer: `amountCents` of it, or all that is left of it when absent. */
  abstract refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** A card dispute as the provider has it now. */
  abstract dispute(providerDisputeId: string): Promise<ProviderDispute>;
  /** Sends the evidence and submits it to the bank; DisputeRefused when the provider no longer takes evidence. */
  abstract submitDisputeEvidence(providerDisputeId: string, evidence: DisputeEvidence, idempotencyKey: string): Promise<ProviderDispute>;
}

/** The provider refused the evidence (already submitted, closed, or the same key with other evidence): not an outage. */
export class DisputeRefused extends Error {}

/** The provider refused to open a checkout (an invalid request, not an outage): none exists for that request. */
export class CheckoutRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutRefused';
  }
}
