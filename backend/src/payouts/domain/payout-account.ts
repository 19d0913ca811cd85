/**
 * A seller's payout account at the provider (a Stripe Express account): listing needs none, payouts wait until it
 * is active. `restricted`: the provider holds it back (details it could not verify, or more are due).
 */
export type PayoutAccountStatus = 'not_started' | 'pending' | 'active' | 'restricted';

/** What the provider says about a connected account. */
export interface ProviderAccountFacts {
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  transfersActive: boolean;
}

export function payoutAccountStatus(facts: ProviderAccountFacts | null): PayoutAccountStatus {
  if (!facts) return 'not_started';
  if (facts.transfersActive && facts.payoutsEnabled) return 'active';
  return facts.detailsSubmitted ? 'restricted' : 'pending';
}
