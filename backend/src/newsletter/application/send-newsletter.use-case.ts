import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import type { Language } from '../../shared/domain/language.js';
import { batchCount } from '../domain/newsletter-message.js';
import { NewsletterErrors } from '../domain/newsletter.errors.js';
import { NewsletterMessageRepository, type NewsletterMessageRecord } from './ports/newsletter-message.repository.js';

/**
 * A message to subscribers: stored with its recipient list and one job per batch, in one transaction, so that it
 * is either queued completely or not at all.
 */
@Injectable()
export class SendNewsletter {
  constructor(
    private readonly messages: NewsletterMessageRepository,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  execute(input: { subject: string; body: string; language: Language | null }, admin: AuthenticatedUser): Promise<NewsletterMessageRecord> {
    return this.transactions.run(async () => {
      const message = await this.messages.create({ ...input, createdBy: admin.email });
      for (let batch = 0; batch < batchCount(message.recipients); batch += 1) {
        await this.jobs.enqueue('newsletter.send-batch', { messageId: message.id, batch }, { jobId: `newsletter-${message.id}-${batch}` });
      }
      await this.activity.record(
        'system.updated',
        { change: 'message to subscribers', messageId: message.id, subject: input.subject, recipients: message.recipients, adminId: admin.id },
        admin.email,
      );
      return message;
    });
  }

  async get(id: string): Promise<NewsletterMessageRecord> {
    const found = await this.messages.find(id);
    if (!found) throw NewsletterErrors.messageNotFound();
    return found;
  }

  list(query: { offset: number; limit: number }) {
    return this.messages.list(query);
  }
}
