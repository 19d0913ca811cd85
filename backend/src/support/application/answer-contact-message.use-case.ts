import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { SupportErrors } from '../domain/support.errors.js';
import { contactMessageOf } from './mark-contact-message-handled.use-case.js';
import { ContactMessageRepository } from './ports/contact-message.repository.js';

/**
 * A staff member answers a contact message by e-mail: the sender gets it in the language they wrote in (greeting,
 * their own message quoted and footer translated; the staff text as written, escaped by the mail layout), through
 * the outbox in the same transaction that stores the answer and marks the message handled.
 */
@Injectable()
export class AnswerContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute(id: string, text: string, staff: { email: string }): Promise<void> {
    const record = await this.messages.findById(id);
    if (!record) throw SupportErrors.messageNotFound();
    const message = contactMessageOf(record);
    const answer = message.answer(text, staff.email, this.clock.now());
    await this.transactions.run(async () => {
      if (!(await this.messages.saveHandling(message, 'answer'))) throw SupportErrors.alreadyAnswered();
      await this.activity.record('system.updated', { change: 'contact message answered', contactMessageId: id, email: record.email }, staff.email);
      await this.jobs.enqueue('mail.send', {
        to: record.email,
        template: 'contact_answer',
        language: record.language,
        params: { name: record.name, answer, message: record.message },
        // The sender's reply reaches support.
        replyTo: this.config.supportEmail,
      });
    });
  }
}
