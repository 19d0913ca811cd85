import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken, newSecureToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { Email } from '../../shared/domain/email.js';
import type { Language } from '../../shared/domain/language.js';
import { Subscription } from '../domain/subscription.js';
import { NewsletterEmails } from './newsletter-emails.js';
import { SubscriberRepository } from './ports/subscriber.repository.js';

/**
 * Double opt-in. A new address becomes a pending subscription and is sent a confirmation link. The caller sees the
 * same outcome whether the address was new, pending or confirmed (no way to learn who subscribes, nothing to
 * retry against); the owner of a known address gets a new link or a reminder, at most once a day.
 */
@Injectable()
export class Subscribe {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly emails: NewsletterEmails,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(rawEmail: string, language: Language): Promise<void> {
    const email = Email.parse(rawEmail);
    return this.transactions.run(async () => {
      const now = this.clock.now();
      const token = newSecureToken();
      const confirmation = { tokenHash: hashToken(token), expiresAt: Subscription.confirmationExpiry(now), now };
      if (await this.subscribers.insertPending({ email, language, ...confirmation })) {
        await this.emails.confirmSubscription(email.value, language, token);
        await this.activity.record('subscriber.created', { email: email.value, language, status: 'pending' });
        return;
      }
      const existing = await this.subscribers.findByEmailForUpdate(email);
      // Removed between the insert and the read: the caller is answered as always and may simply try again.
      if (!existing) return;
      const notice = Subscription.restore(existing).noticeOnResubscribe(now);
      if (notice === 'confirmation') {
        await this.subscribers.renewConfirmation(existing.id, { language, ...confirmation });
        await this.emails.confirmSubscription(email.value, language, token);
      } else if (notice === 'reminder') {
        await this.subscribers.recordNotice(existing.id, now);
        await this.emails.alreadySubscribed(email.value, existing.language);
      }
    });
  }
}
