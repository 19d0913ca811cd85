import type { ProviderAccountFacts } from '../../domain/payout-account.js';

/**
 * The provider that verifies sellers and pays them out (Stripe Connect, Express accounts). Every call that creates
 * something carries an idempotency key made from our own record, so a retry never opens or transfers twice.
 * An outage throws PayoutsErrors.providerUnavailable().
 */
export abstract class PayoutProvider {
  abstract openAccount(seller: { sellerId: string; email: string; country: string }): Promise<{ accountId: string }>;
  /** The provider's onboarding page for the account (single use, short-lived). */
  abstract onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  abstract accountFacts(accountId: string): Promise<ProviderAccountFacts>;
  /** Moves money from the platform's balance to the account; TransferRefused when the provider will not. */
  abstract transfer(payout: { payoutId: string; accountId: string; amountCents: number }): Promise<{ transferId: string }>;
  /** Takes part of a transfer back from the connected account (a transfer reversal); TransferRefused when the provider will not. */
  abstract reverseTransfer(reversal: { reversalId: string; transferId: string; amountCents: number }): Promise<{ providerReversalId: string }>;
}

/** The provider refused the transfer itself (the account cannot receive, the balance is short): not an outage. */
export class TransferRefused extends Error {}
