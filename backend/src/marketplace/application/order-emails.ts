import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config.js';
import { IdentityApi } from '../../identity/application/identity.api.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import type { Language } from '../../shared/domain/language.js';
import { Money } from '../../shared/domain/money.js';
import { rigaDateAndTime } from '../../shared/domain/riga-time.js';
import type { Claim, ClaimOutcome } from '../domain/claim.js';
import { orderNumber, type Order } from '../domain/order.js';
import type { PricedOffer } from './ports/order.repository.js';

/**
 * The emails of an order, in each recipient's language, queued through the outbox in the caller's transaction. The
 * buyer's amount is what they paid (fee included, and how it adds up); the seller's is what the tickets sold for and
 * what they receive after the seller's fee. Amounts and dates are
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
    const paid = { amount: forPeople(amounts.totalCents), tickets: forPeople(amounts.ticketsCents), fee: forPeople(amounts.buyerFeeCents) };
    const sold = { amount: forPeople(amounts.ticketsCents), fee: forPeople(amounts.sellerFeeCents), payout: forPeople(amounts.payoutCents) };
    await this.send(buyerId, 'ticket_purchased', (language) => ({ ...about, ...paid, actionUrl: this.link(language, `profile/${buyerId}/tickets`) }));
    await this.send(sellerId, 'ticket_sold', (language) => ({ ...about, ...sold, actionUrl: this.link(language, `profile/${sellerId}/payments`) }));
  }

  /** A payment that arrived after the hold ended was refunded in full. */
  async latePaymentRefunded(order: Order, ticket: Pick<PricedOffer, 'title' | 'eventDate'>): Promise<void> {
    const { buyerId, amounts, id } = order.snapshot();
    await this.send(buyerId, 'payment_refunded_hold_ended', () => ({ title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(id), amount: forPeople(amounts.totalCents) }));
  }

  /** The event was cancelled: the buyer got all they paid back, and the seller learns there is no payout. */
  async refundedEventCancelled(order: Order, ticket: Pick<PricedOffer, 'title' | 'eventDate'>, event: string): Promise<void> {
    const { buyerId, sellerId, amounts, id } = order.snapshot();
    const about = { title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(id), event };
    await this.send(buyerId, 'order_refunded_event_cancelled', () => ({ ...about, amount: forPeople(amounts.totalCents) }));
    await this.send(sellerId, 'sale_refunded_event_cancelled', () => ({ ...about, amount: forPeople(amounts.ticketsCents) }));
  }

  /** The event moved: the buyer of a paid order learns the new start and until when they may have their money back. */
  async eventMoved(order: Order, ticket: Pick<PricedOffer, 'title' | 'eventDate'> & { eventTime: string | null }, event: string, refundUntil: Date): Promise<void> {
    const { buyerId, id } = order.snapshot();
    const until = rigaDateAndTime(refundUntil);
    await this.send(buyerId, 'order_event_moved', (language) => ({
      title: ticket.title,
      event,
      eventDate: dotted(ticket.eventDate),
      eventTime: ticket.eventTime ?? '',
      refundUntil: `${until.date} ${until.time}`,
      orderNumber: orderNumber(id),
      actionUrl: this.link(language, `orders/${id}`),
    }));
  }

  /** The buyer's refund after a move was made: all they paid back; the seller learns there is no payout. */
  async refundedEventMoved(order: Order, ticket: Pick<PricedOffer, 'title' | 'eventDate'>): Promise<void> {
    const { buyerId, sellerId, amounts, id } = order.snapshot();
    const about = { title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(id) };
    await this.send(buyerId, 'order_refunded_event_moved', () => ({ ...about, amount: forPeople(amounts.totalCents) }));
    await this.send(sellerId, 'sale_refunded_event_moved', () => ({ ...about, amount: forPeople(amounts.ticketsCents) }));
  }

  /** The seller is told their payout is on hold and may answer; the buyer gets a receipt. */
  async claimOpened(claim: Claim, ticket: Pick<PricedOffer, 'title' | 'eventDate'>): Promise<void> {
    const { buyerId, sellerId, orderId, reason, message } = claim.snapshot();
    const about = { title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(orderId), reason };
    await this.send(sellerId, 'claim_opened_seller', (language) => ({ ...about, message: inert(message), actionUrl: this.link(language, `orders/${orderId}`) }));
    await this.send(buyerId, 'claim_opened_buyer', (language) => ({ ...about, actionUrl: this.link(language, `orders/${orderId}`) }));
  }

  async claimAnswered(claim: Claim, ticket: Pick<PricedOffer, 'title' | 'eventDate'>): Promise<void> {
    const { buyerId, orderId, sellerAnswer } = claim.snapshot();
    await this.send(buyerId, 'claim_answered', (language) => ({ title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(orderId), answer: inert(sellerAnswer ?? ''), actionUrl: this.link(language, `orders/${orderId}`) }));
  }

  /** Both parties learn the decision once it holds: a release at once, a refund once the provider made it. */
  async claimDecided(claim: Claim, outcome: ClaimOutcome, ticket: Pick<PricedOffer, 'title' | 'eventDate'>): Promise<void> {
    const { buyerId, sellerId, orderId, refundCents, decisionNote } = claim.snapshot();
    const about = { title: ticket.title, eventDate: dotted(ticket.eventDate), orderNumber: orderNumber(orderId), outcome: OUTCOME_KEYS[outcome], refund: forPeople(refundCents ?? 0), note: inert(decisionNote ?? '') };
    await this.send(buyerId, 'claim_decided_buyer', (language) => ({ ...about, actionUrl: this.link(language, `orders/${orderId}`) }));
    await this.send(sellerId, 'claim_decided_seller', (language) => ({ ...about, actionUrl: this.link(language, `orders/${orderId}`) }));
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

const OUTCOME_KEYS: Record<ClaimOutcome, string> = { release: 'release', 'partial-refund': 'partial', 'full-refund': 'full' };

/** People's own words in an e-mail: never read as a reference to another message of the templates ("$t(…)"). */
function inert(text: string): string {
  return text.replaceAll('$t(', '$ t(');
}

function forPeople(cents: number): string {
  return Money.ofCents(cents).toDisplayString();
}

/** YYYY-MM-DD → DD.MM.YYYY, as the product writes dates. */
function dotted(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
