import { Injectable } from '@nestjs/common';
import type { Language } from '../../shared/domain/language.js';
import { NewsletterErrors } from '../domain/newsletter.errors.js';
import { SubscriberRepository } from './ports/subscriber.repository.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

@Injectable()
export class Unsubscribe {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** The language to answer in, for a genuine link; unsubscribing twice is fine. */
  async languageOf(token: string): Promise<Language | null> {
    const email = this.links.emailOf(token);
    if (!email) throw NewsletterErrors.unsubscribeLinkInvalid();
    return (await this.subscribers.findByEmail(email))?.language ?? null;
  }

  async execute(token: string): Promise<void> {
    const email = this.links.emailOf(token);
    if (!email) throw NewsletterErrors.unsubscribeLinkInvalid();
    await this.subscribers.removeByEmail(email);
  }
}
