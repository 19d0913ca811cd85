import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import type { Language } from '../../shared/domain/language.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** The double opt-in emails, queued in the caller's transaction with the recipient's language. */
@Injectable()
export class NewsletterEmails {
  constructor(
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly unsubscribeLinks: UnsubscribeLinks,
  ) {}

  confirmSubscription(to: string, language: Language, token: string) {
    // Storefront routes use `ee` for Estonian.
    const url = new URL(`${this.config.publicUrl}/${language === 'et' ? 'ee' : language}/newsletter/confirm`);
    url.searchParams.set('token', token);
    return this.jobs.enqueue('mail.send', { to, template: 'newsletter_confirmation', language, params: { actionUrl: url.toString() } });
  }

  alreadySubscribed(to: string, language: Language) {
    return this.jobs.enqueue('mail.send', { to, template: 'newsletter_already_subscribed', language, params: { actionUrl: this.unsubscribeLinks.urlFor(to) } });
  }
}
