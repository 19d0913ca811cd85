import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import type { Language } from '../../shared/domain/language.js';
import { Money } from '../../shared/domain/money.js';
import { orderNumber, type Order } from '../domain/order.js';
import type { PricedOffer } from './ports/order.repository.js';

/**
 * The emails of an order, in each recipient's language, queued through the outbox in the caller's transaction. The
 * buyer's amount is what they paid (fee included); the seller's is what the tickets sold for. Amounts and dates are
 * written as the storefront shows them ("96,05 €", "31.12.2026"), the order by its short number.
 */
@Injectable()
export class OrderEmails {
  constructor(
    private readonly jobs: JobQueue,
    private readonly identity: IdentityApi,
    private readonly config: AppConfig,
  ) {}

  async paid(order: Order, ticket: Pick<PricedOffer, 'title' | 'eventDate'>): Promise<void> {
    const { buyerId, sellerId, amounts, id } = order.snapshot();
    const about = { title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(id) };
    await this.send(buyerId, 'ticket_purchased', (language) => ({ ...about, amount: forPeople(amounts.totalCents), actionUrl: this.link(language, `profile/${buyerId}/tickets`) }));
    await this.send(sellerId, 'ticket_sold', (language) => ({ ...about, amount: forPeople(amounts.ticketsCents), actionUrl: this.link(language, `profile/${sellerId}/payments`) }));
  }

  /** A payment that arrived after the hold ended was refunded in full. */
  async latePaymentRefunded(order: Order, ticket: Pick<PricedOffer, 'title' | 'eventDate'>): Promise<void> {
    const { buyerId, amounts, id } = order.snapshot();
    await this.send(buyerId, 'payment_refunded_hold_ended', () => ({ title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(id), amount: forPeople(amounts.totalCents) }));
  }

  private async send(userId: string, template: string, params: (language: Language) => Record<string, string>): Promise<void> {
    const contact = await this.identity.contactOf(userId);
    if (!contact) return;
    await this.jobs.enqueue('mail.send', { to: contact.email, template, language: contact.language, params: { firstName: contact.firstName, ...params(contact.language) } });
  }

  /** Storefront routes use `ee` for Estonian. */
  private link(language: Language, page: string): string {
    return `${this.config.publicUrl}/${language === 'et' ? 'ee' : language}/${page}`;
  }
}

function forPeople(cents: number): string {
  return Money.ofCents(cents).toDisplayString();
}

/** YYYY-MM-DD → DD.MM.YYYY, as the product writes dates. */
function dotted(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
