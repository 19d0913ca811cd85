import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import type { Language } from '../../shared/domain/language.js';
import { Money } from '../../shared/domain/money.js';
import { rigaDateAndTime } from '../../shared/domain/riga-time.js';
import { WaitingListLinks } from './waiting-list-links.js';

/** The waiting list's e-mails, in the recipient's language, through the outbox in the caller's transaction; each carries the one-click leave link. */
@Injectable()
export class WaitingListEmails {
  constructor(
    private readonly jobs: JobQueue,
    private readonly identity: IdentityApi,
    private readonly links: WaitingListLinks,
  ) {}

  async offered(userId: string, offer: { id: string; entryId: string; quantity: number; allInTotalCents: number; expiresAt: Date }, eventTitle: string): Promise<void> {
    const { date, time } = rigaDateAndTime(offer.expiresAt);
    await this.send(userId, 'waiting_list_offer', offer.entryId, (language) => ({
      event: eventTitle,
      quantity: offer.quantity,
      amount: Money.ofCents(offer.allInTotalCents).toDisplayString(),
      until: `${date} ${time}`,
      actionUrl: this.links.offerUrl(language, offer.id),
    }));
  }

  async paused(userId: string, entryId: string, eventTitle: string, lapsedOffers: number): Promise<void> {
    await this.send(userId, 'waiting_list_paused', entryId, (language) => ({ event: eventTitle, lapsed: lapsedOffers, actionUrl: this.links.profileUrl(language) }));
  }

  private async send(userId: string, template: string, entryId: string, params: (language: Language) => Record<string, string | number>): Promise<void> {
    const contact = await this.identity.contactOf(userId);
    if (!contact) return;
    await this.jobs.enqueue('mail.send', {
      to: contact.email,
      template,
      language: contact.language,
      params: { firstName: contact.firstName, leaveUrl: this.links.leaveUrl(contact.language, entryId), ...params(contact.language) },
    });
  }
}
