import { DomainError } from '../../shared/domain/domain-error.js';

export const PrivacyErrors = {
  orderInProgress: (count: number) => new DomainError('privacy.order_in_progress', { count }, 'conflict'),
  administratorCannotLeave: () => new DomainError('privacy.administrator_cannot_leave', {}, 'conflict'),
};
