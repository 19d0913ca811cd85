import type { DomainError } from '../../shared/domain/domain-error.js';
import { PrivacyErrors } from './privacy.errors.js';

/** What still ties a person to others when they ask to leave (ADR 0019): orders, cases and money not settled. */
export interface StillOpen {
  /** Orders bought or sold awaiting payment, or paid for an event not yet passed. */
  ordersInProgress: number;
  /** Orders bought or sold with a claim or a card dispute not yet decided. */
  casesOpen: number;
  money: {
    heldCents: number;
    availableCents: number;
    availableWaitsFor: 'payout_account' | 'tax_details' | 'payout_run' | null;
    inFlightCents: number;
    owedBackCents: number;
  };
}

/**
 * Why the person cannot leave yet, or null when nothing is open. One reason, the one to deal with first: what is
 * still running, then what only they can do (settle a debt, set up the payout account, give tax details), then what
 * they only wait for (held sales, a payout on its way, the next payout run).
 */
export function refusalToLeave(open: StillOpen): DomainError | null {
  const { money } = open;
  if (open.ordersInProgress > 0) return PrivacyErrors.orderInProgress(open.ordersInProgress);
  if (open.casesOpen > 0) return PrivacyErrors.caseOpen(open.casesOpen);
  if (money.owedBackCents > 0) return PrivacyErrors.moneyOwedBack(money.owedBackCents);
  if (money.availableCents > 0 && money.availableWaitsFor === 'payout_account') return PrivacyErrors.payoutWaitsForAccount(money.availableCents);
  if (money.availableCents > 0 && money.availableWaitsFor === 'tax_details') return PrivacyErrors.payoutWaitsForTaxDetails(money.availableCents);
  if (money.heldCents > 0) return PrivacyErrors.payoutHeld(money.heldCents);
  if (money.inFlightCents > 0) return PrivacyErrors.payoutInFlight(money.inFlightCents);
  if (money.availableCents > 0) return PrivacyErrors.payoutDue(money.availableCents);
  return null;
}
