import { Injectable } from '@nestjs/common';
import { changeEach, type BulkOutcome } from '../../shared/application/bulk-change.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Email } from '../../shared/domain/email.js';
import { NewsletterErrors } from '../domain/newsletter.errors.js';
import { SubscriberRepository, type Subscriber, type SubscriberListQuery } from './ports/subscriber.repository.js';

/** Administrators look up, correct and remove subscribers; every change is recorded with who made it. */
@Injectable()
export class ManageSubscribers {
  constructor(
    private readonly subscribers: SubscriberRepository,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  list(query: SubscriberListQuery) {
    return this.subscribers.list({ ...query, text: query.text?.trim().toLowerCase() || undefined });
  }

  async get(id: string): Promise<Subscriber> {
    const subscriber = await this.subscribers.findById(id);
    if (!subscriber) throw NewsletterErrors.subscriberNotFound();
    return subscriber;
  }

  changeEmail(id: string, rawEmail: string, admin: AuthenticatedUser): Promise<Subscriber> {
    const email = Email.parse(rawEmail);
    return this.transactions.run(async () => {
      const before = await this.get(id);
      const outcome = await this.subscribers.changeEmail(id, email, admin.email);
      if (outcome === 'missing') throw NewsletterErrors.subscriberNotFound();
      if (outcome === 'taken') throw NewsletterErrors.alreadySubscribed();
      if (before.email !== outcome.email) {
        await this.activity.record('system.updated', { change: 'subscriber updated', subscriberId: id, from: before.email, to: outcome.email, adminId: admin.id }, admin.email);
      }
      return outcome;
    });
  }

  remove(id: string, admin: AuthenticatedUser): Promise<Subscriber> {
    return this.transactions.run(async () => {
      const removed = await this.subscribers.removeById(id);
      if (!removed) throw NewsletterErrors.subscriberNotFound();
      await this.activity.record('system.updated', { change: 'subscriber deleted', subscriberId: id, email: removed.email, adminId: admin.id }, admin.email);
      return removed;
    });
  }

  /** Deletes many subscribers, each exactly as `remove` does it (an activity entry each); one not found is skipped. */
  removeMany(ids: readonly string[], admin: AuthenticatedUser): Promise<BulkOutcome> {
    return changeEach(ids, async (id) => {
      await this.remove(id, admin);
    });
  }
}
