import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import type { Language } from '../../shared/domain/language.js';
import { NewsletterErrors } from '../domain/newsletter.errors.js';
import { Subscription } from '../domain/subscription.js';
import { SubscriberRepository } from './ports/subscriber.repository.js';

/** The address owner follows the emailed link: the subscription is confirmed, and the link stops working. */
@Injectable()
export class ConfirmSubscription {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** The subscriber's language, to answer in. */
  execute(token: string): Promise<Language> {
    return this.transactions.run(async () => {
      const now = this.clock.now();
      const record = token ? await this.subscribers.findByConfirmationForUpdate(hashToken(token)) : null;
      if (!record) throw NewsletterErrors.confirmationLinkInvalid();
      Subscription.restore(record).confirm(now);
      await this.subscribers.markConfirmed(record.id, now);
      return record.language;
    });
  }
}
