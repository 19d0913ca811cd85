import type { Language } from '../../../../shared/domain/language.js';
import { messageStatus } from '../../../domain/newsletter-message.js';
import type { NewsletterMessageRecord } from '../../../application/ports/newsletter-message.repository.js';
import type { Subscriber } from '../../../application/ports/subscriber.repository.js';
import type { NewsletterMessageResponse, SubscriberResponse } from '../newsletter.responses.js';

/** The back-office speaks the storefront's language codes: Estonian is `ee` there. */
function languageCode(language: Language): string {
  return language === 'et' ? 'ee' : language;
}

export function subscriberView(subscriber: Subscriber): SubscriberResponse {
  return { id: subscriber.id, email: subscriber.email, language: languageCode(subscriber.language), status: subscriber.status, createdAt: subscriber.createdAt.toISOString() };
}

export function messageView(message: NewsletterMessageRecord): NewsletterMessageResponse {
  return {
    id: message.id,
    subject: message.subject,
    language: message.language ? languageCode(message.language) : null,
    status: messageStatus(message),
    recipients: message.recipients,
    sent: message.sent,
    failed: message.failed,
    createdAt: message.createdAt.toISOString(),
  };
}
