import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentsConfig } from '../../../config/config.js';
import { isStripeOutage, stripeClient } from '../../../shared/adapters/payments/stripe-client.js';
import { PayoutProvider, TransferRefused } from '../../application/ports/payout-provider.js';
import type { ProviderAccountFacts } from '../../domain/payout-account.js';
import { PayoutsErrors } from '../../domain/payouts.errors.js';

const KEY_IN_USE_ATTEMPTS = 10;
const KEY_IN_USE_DELAY_MS = 300;

/** Stripe's answer to a request whose idempotency key was first used with other parameters. */
function isKeyUsedOtherwise(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.rawType === 'idempotency_error' && error.code !== 'idempotency_key_in_use';
}

/**
 * Stripe's answer to a request whose idempotency key another request is still using. It comes with status 409, which
 * the SDK classes as a StripeAPIError (only a 400 becomes a StripeIdempotencyError), so the code is what tells.
 */
function isKeyInUse(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'idempotency_key_in_use';
}

/** Stripe Connect: Express accounts for sellers, their onboarding, and transfers from the platform's balance. */
@Injectable()
export class StripePayoutProvider extends PayoutProvider {
  private readonly stripe: Stripe | null;

  constructor(config: PaymentsConfig) {
    super();
    this.stripe = stripeClient(config);
  }

  async openAccount(seller: { sellerId: string; email: string; country: string }): Promise<{ accountId: string }> {
    const create = (stripe: Stripe) =>
      stripe.accounts.create(
        { type: 'express', country: seller.country, email: seller.email, capabilities: { transfers: { requested: true } }, metadata: { seller_id: seller.sellerId } },
        { idempotencyKey: `seller-${seller.sellerId}-payout-account` },
      );
    const account = await this.call(async (stripe) => {
      // A second click (or tab) while the first request is still at Stripe meets its key in use: once that one is
      // done, the same key answers the same account.
      for (let attempt = 1; ; attempt++) {
        try {
          return await create(stripe);
        } catch (error) {
          // The seller's other request opens it with other details (another country): that one's account is theirs;
          // this request is answered "try again", when the account is on record.
          if (isKeyUsedOtherwise(error)) throw PayoutsErrors.providerUnavailable();
          if (!isKeyInUse(error) || attempt === KEY_IN_USE_ATTEMPTS) throw error;
          await new Promise((done) => setTimeout(done, KEY_IN_USE_DELAY_MS));
        }
      }
    });
    return { accountId: account.id };
  }

  async onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    const link = await this.call((stripe) => stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: urls.returnUrl, refresh_url: urls.refreshUrl }));
    return link.url;
  }

  async accountFacts(accountId: string): Promise<ProviderAccountFacts> {
    const account = await this.call((stripe) => stripe.accounts.retrieve(accountId));
    return { detailsSubmitted: account.details_submitted ?? false, payoutsEnabled: account.payouts_enabled ?? false, transfersActive: account.capabilities?.transfers === 'active' };
  }

  async transfer(payout: { payoutId: string; accountId: string; amountCents: number }): Promise<{ transferId: string }> {
    try {
      const transfer = await this.call((stripe) =>
        stripe.transfers.create(
          { amount: payout.amountCents, currency: 'eur', destination: payout.accountId, transfer_group: `payout-${payout.payoutId}`, metadata: { payout_id: payout.payoutId } },
          { idempotencyKey: `payout-${payout.payoutId}-transfer` },
        ),
      );
      return { transferId: transfer.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new TransferRefused(error.message);
      throw error;
    }
  }

  async reverseTransfer(reversal: { reversalId: string; transferId: string; amountCents: number }): Promise<{ providerReversalId: string }> {
    try {
      const made = await this.call((stripe) =>
        stripe.transfers.createReversal(
          reversal.transferId,
          { amount: reversal.amountCents, metadata: { reversal_id: reversal.reversalId } },
          { idempotencyKey: `reversal-${reversal.reversalId}` },
        ),
      );
      return { providerReversalId: made.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new TransferRefused(error.message);
      throw error;
    }
  }

  /** An outage (no connection, Stripe's own errors, rate limits) becomes "provider unavailable", which callers wait out. */
  private async call<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.stripe) throw PayoutsErrors.providerUnavailable();
    try {
      return await work(this.stripe);
    } catch (error) {
      if (isStripeOutage(error)) throw PayoutsErrors.providerUnavailable();
      throw error;
    }
  }
}
