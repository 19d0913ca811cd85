import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { ContactMessage } from '../domain/contact-message.js';
import { SupportErrors } from '../domain/support.errors.js';
import { ContactMessageRepository, type ContactMessageRecord } from './ports/contact-message.repository.js';

/** The domain's view of a stored message: who handled and answered it. */
export function contactMessageOf(record: ContactMessageRecord): ContactMessage {
  return ContactMessage.restore(record.id, {
    handled: record.handledAt && record.handledBy ? { at: record.handledAt, by: record.handledBy } : null,
    answer: record.answer !== null && record.answeredAt && record.answeredBy ? { at: record.answeredAt, by: record.answeredBy, text: record.answer } : null,
  });
}

/** A staff member marks a contact message handled (answered elsewhere, or nothing to answer); the activity log says who. */
@Injectable()
export class MarkContactMessageHandled {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, staff: { email: string }): Promise<void> {
    const record = await this.messages.findById(id);
    if (!record) throw SupportErrors.messageNotFound();
    const message = contactMessageOf(record);
    message.markHandled(staff.email, this.clock.now());
    await this.transactions.run(async () => {
      if (!(await this.messages.saveHandling(message, 'markHandled'))) throw SupportErrors.alreadyHandled();
      await this.activity.record('system.updated', { change: 'contact message handled', contactMessageId: id, email: record.email }, staff.email);
    });
  }
}
