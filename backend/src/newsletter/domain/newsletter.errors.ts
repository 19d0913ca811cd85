import { DomainError } from '../../shared/domain/domain-error.js';

export const NewsletterErrors = {
  alreadySubscribed: () => new DomainError('newsletter.already_subscribed', {}, 'conflict'),
  confirmationLinkInvalid: () => new DomainError('newsletter.confirmation_link_invalid', {}, 'invalid'),
  unsubscribeLinkInvalid: () => new DomainError('newsletter.unsubscribe_link_invalid', {}, 'invalid'),
  subscriberNotFound: () => new DomainError('newsletter.subscriber_not_found', {}, 'not-found'),
  exportNotFound: () => new DomainError('newsletter.export_not_found', {}, 'not-found'),
  exportNotReady: (progress: number) => new DomainError('newsletter.export_not_ready', { progress }, 'conflict'),
  exportFailed: () => new DomainError('newsletter.export_failed', {}, 'conflict'),
  messageNotFound: () => new DomainError('newsletter.message_not_found', {}, 'not-found'),
};
