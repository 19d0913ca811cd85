import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { Money } from '../../shared/domain/money.js';
import type { PayoutAccountStatus } from '../domain/payout-account.js';

/** The payouts' e-mails, in the seller's language, queued through the outbox in the caller's transaction. */
@Injectable()
export class PayoutEmails {
  constructor(
    private readonly jobs: JobQueue,
    private readonly identity: IdentityApi,
    private readonly config: AppConfig,
  ) {}

  /** Money waits for the seller's payout account: what it is, and where to set the account up. False: no such seller. */
  async payoutAccountReminder(sellerId: string, waitingCents: number, status: PayoutAccountStatus): Promise<boolean> {
    const contact = await this.identity.contactOf(sellerId);
    if (!contact) return false;
    const language = contact.language === 'et' ? 'ee' : contact.language;
    await this.jobs.enqueue('mail.send', {
      to: contact.email,
      template: 'payout_account_reminder',
      language: contact.language,
      params: { firstName: contact.firstName, amount: Money.ofCents(waitingCents).toDisplayString(), status, actionUrl: `${this.config.publicUrl}/${language}/profile/${sellerId}/payments` },
    });
    return true;
  }

  /** DAC7: the seller's payouts wait for their tax details; where to give them. */
  async taxDetailsNeeded(sellerId: string, year: number): Promise<void> {
    const contact = await this.identity.contactOf(sellerId);
    if (!contact) return;
    const language = contact.language === 'et' ? 'ee' : contact.language;
    await this.jobs.enqueue('mail.send', {
      to: contact.email,
      template: 'tax_details_needed',
      language: contact.language,
      params: { firstName: contact.firstName, year, actionUrl: `${this.config.publicUrl}/${language}/profile/${sellerId}/payments` },
    });
  }
}
