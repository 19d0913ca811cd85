import { DomainError } from '../../shared/domain/domain-error.js';

export const NewsletterErrors = {
  alreadySubscribed: () => new DomainError('newsletter.already_subscribed', {}, 'conflict'),
  confirmationLinkInvalid: () => new DomainError('newsletter.confirmation_link_invalid', {}, 'invalid'),
  unsubscribeLinkInvalid: () => new DomainError('newsletter.unsubscribe_link_invalid', {}, 'invalid'),
  subscriberNotFound: () => new DomainError('newsletter.subscriber_not_found', {}, 'not-found'),
  messageNotFound: () => new DomainError('newsletter.message_not_found', {}, 'not-found'),
};
