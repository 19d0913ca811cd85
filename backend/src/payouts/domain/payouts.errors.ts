import { DomainError } from '../../shared/domain/domain-error.js';

export const PayoutsErrors = {
  /** The payment provider did not answer; nothing changed. */
  providerUnavailable: () => new DomainError('payouts.provider_unavailable', {}, 'unavailable'),
  claimWindowInvalid: (min: number, max: number) => new DomainError('payouts.claim_window_invalid', { min, max }, 'invalid'),
};
