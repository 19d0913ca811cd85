import { DomainError } from '../../shared/domain/domain-error.js';

export const PayoutsErrors = {
  /** The payment provider did not answer; nothing changed. */
  providerUnavailable: () => new DomainError('payouts.provider_unavailable', {}, 'unavailable'),
  /** A reconciliation is asked for a day that is not a calendar day, or has not begun yet. */
  reconciliationDayInvalid: (today: string) => new DomainError('payouts.reconciliation_day_invalid', { today }, 'invalid'),
  reconciliationNotFound: () => new DomainError('payouts.reconciliation_not_found', {}, 'not-found'),
  birthDateInvalid: () => new DomainError('payouts.birth_date_invalid', {}, 'invalid'),
  dac7YearInvalid: (last: number) => new DomainError('payouts.dac7_year_invalid', { last }, 'invalid'),
  dac7ReportNotFound: () => new DomainError('payouts.dac7_report_not_found', {}, 'not-found'),
  dac7ReportNotReady: () => new DomainError('payouts.dac7_report_not_ready', {}, 'conflict'),
  claimWindowInvalid: (min: number, max: number) => new DomainError('payouts.claim_window_invalid', { min, max }, 'invalid'),
};
