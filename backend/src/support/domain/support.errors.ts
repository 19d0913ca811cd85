import { DomainError } from '../../shared/domain/domain-error.js';

export const SupportErrors = {
  messageNotFound: () => new DomainError('support.message_not_found', {}, 'not-found'),
};
