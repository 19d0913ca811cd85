import { DomainError } from '../../shared/domain/domain-error.js';

export const PayoutsErrors = {
  /** The payment provider did not answer; nothing changed. */
  providerUnavailable: () => new DomainError('payouts.provider_unavailable', {}, 'unavailable'),
  /** A reconciliation is asked for a day that is not a calendar day, or has not begun yet. */
  reconciliationDayInvalid: (today: string) => new DomainError('payouts.reconciliation_day_invalid', { today }, 'invalid'),
  reconciliationNotFound: () => new DomainError('payouts.reconciliation_not_found', {}, 'not-found'),
  claimWindowInvalid: (min: number, max: number) => new DomainError('payouts.claim_window_invalid', { min, max }, 'invalid'),
};
