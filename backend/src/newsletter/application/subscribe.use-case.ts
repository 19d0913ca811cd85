import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Email } from '../../shared/domain/email.js';
import type { Language } from '../../shared/domain/language.js';
import { NewsletterErrors } from '../domain/newsletter.errors.js';
import { SubscriberRepository } from './ports/subscriber.repository.js';

@Injectable()
export class Subscribe {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  execute(rawEmail: string, language: Language): Promise<void> {
    const email = Email.parse(rawEmail);
    return this.transactions.run(async () => {
      const subscriber = await this.subscribers.insertIfNew(email, language);
      if (!subscriber) throw NewsletterErrors.alreadySubscribed();
      await this.activity.record('subscriber.created', { email: email.value, language });
    });
  }
}
