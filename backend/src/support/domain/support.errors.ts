import { DomainError } from '../../shared/domain/domain-error.js';

export const SupportErrors = {
  messageNotFound: () => new DomainError('support.message_not_found', {}, 'not-found'),
  alreadyHandled: () => new DomainError('support.message_already_handled', {}, 'conflict'),
  alreadyAnswered: () => new DomainError('support.message_already_answered', {}, 'conflict'),
  answerTooShort: (min: number) => new DomainError('support.answer_too_short', { min }),
  answerTooLong: (max: number) => new DomainError('support.answer_too_long', { max }),
};
