import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { Email } from '../../shared/domain/email.js';
import type { Language } from '../../shared/domain/language.js';
import { ContactMessageRepository } from './ports/contact-message.repository.js';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * The message is stored first, so it is never lost; then support gets it by email (Reply-To: the sender) and the
 * sender gets an acknowledgement in their language.
 */
@Injectable()
export class SendContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly config: AppConfig,
  ) {}

  execute(input: { name: string; email: string; message: string; language: Language }): Promise<void> {
    const email = Email.parse(input.email);
    const name = input.name.trim().replace(/\s+/g, ' ');
    const message = input.message.trim();
    if ([...name].length < 2) throw new DomainError('support.name_too_short');
    if ([...message].length < 10) throw new DomainError('support.message_too_short');
    if ([...message].length > CONTACT_MESSAGE_MAX_LENGTH) throw new DomainError('support.message_too_long', { max: CONTACT_MESSAGE_MAX_LENGTH });

    return this.transactions.run(async () => {
      const stored = await this.messages.insert({ name, email: email.value, message, language: input.language });
      await this.activity.record('support.message_received', { contactMessageId: stored.id, from: email.value, name });
      await this.jobs.enqueue('mail.send', {
        to: this.config.supportEmail,
        template: 'contact_to_support',
        language: 'en',
        params: { name, email: email.value, message, language: input.language, receivedAt: stored.createdAt.toISOString() },
        replyTo: email.value,
      });
      await this.jobs.enqueue('mail.send', { to: email.value, template: 'contact_acknowledgement', language: input.language, params: { name } });
    });
  }
}
