import { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';

/** An amount in a refusal: the cents for programs, "80,00 €" for the message. */
const amount = (cents: number) => ({ amountCents: cents, amount: Money.ofCents(cents).toDisplayString() });

export const PrivacyErrors = {
  orderInProgress: (count: number) => new DomainError('privacy.order_in_progress', { count }, 'conflict'),
  caseOpen: (count: number) => new DomainError('privacy.case_open', { count }, 'conflict'),
  moneyOwedBack: (cents: number) => new DomainError('privacy.money_owed_back', amount(cents), 'conflict'),
  payoutHeld: (cents: number) => new DomainError('privacy.payout_held', amount(cents), 'conflict'),
  payoutWaitsForAccount: (cents: number) => new DomainError('privacy.payout_waits_for_account', amount(cents), 'conflict'),
  payoutWaitsForTaxDetails: (cents: number) => new DomainError('privacy.payout_waits_for_tax_details', amount(cents), 'conflict'),
  payoutDue: (cents: number) => new DomainError('privacy.payout_due', amount(cents), 'conflict'),
  payoutInFlight: (cents: number) => new DomainError('privacy.payout_in_flight', amount(cents), 'conflict'),
  administratorCannotLeave: () => new DomainError('privacy.administrator_cannot_leave', {}, 'conflict'),
};
