import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { feesForCategory } from '../domain/checkout-terms.js';
import { orderAmounts } from '../domain/fees.js';
import { refusalToTake } from '../domain/listing-split.js';
import { afterLapse, firstMatch, offerExpiry, type QueuedEntry } from '../domain/waiting-list.js';
import { CheckoutSettings } from './ports/checkout-settings.js';
import { OrderRepository } from './ports/order.repository.js';
import { TicketLimits } from './ports/ticket-limits.js';
import { WaitingListRepository, type OpenOffer } from './ports/waiting-list.repository.js';
import { WaitingListEmails } from './waiting-list-emails.js';

/**
 * The offer engine. Everything about one event's waiting list runs under that event's transaction-scoped advisory
 * lock, with the listings and entries it reads locked (`FOR UPDATE`), so however many API processes and workers run
 * it at once, one decides at a time, from the database's order of the queue (`position`), and no ticket is ever
 * offered to two people (a unique index on open offers per ticket says so too).
 */
@Injectable()
export class WaitingListOffers {
  constructor(
    private readonly lists: WaitingListRepository,
    private readonly orders: OrderRepository,
    private readonly checkout: CheckoutSettings,
    private readonly limits: TicketLimits,
    private readonly emails: WaitingListEmails,
    private readonly clock: Clock,
    private readonly transactions: TransactionRunner,
  ) {}

  /**
   * Offers the event's listings that wait for the matching (see migration 1764910000000) to the longest-waiting
   * entries they satisfy, and puts what nobody waiting wants on sale to everyone. Resolves the offers made.
   */
  async match(eventId: string): Promise<number> {
    return this.transactions.run(async () => {
      await this.lists.lockEvent(eventId);
      const listings = await this.lists.pendingListings(eventId);
      if (listings.length === 0) return 0;
      await this.lists.clearPending(listings.map((listing) => listing.id));
      if (await this.lists.isPaused(eventId)) return 0;
      const queue = await this.lists.queue(eventId);
      if (queue.length === 0) return 0;
      const lapsed = await this.lists.lapsedPairs(eventId);
      const terms = await this.checkout.current();
      const limit = await this.limits.limitFor(eventId);
      const windowMinutes = await this.lists.offerWindowMinutes();
      const event = await this.lists.eventRef(eventId);
      const now = this.clock.now();
      const taken = await this.lists.ticketsTaken(eventId);
      const roomOf = (entry: QueuedEntry) => limit - (taken.get(entry.userId) ?? 0);
      const waiting = [...queue];
      let made = 0;
      for (const listing of listings) {
        const fees = feesForCategory(terms, listing.categoryId);
        let left = listing.quantity;
        while (left > 0 && waiting.length > 0) {
          const current = { ...listing, quantity: left };
          const match = firstMatch(waiting, current, fees, { roomOf, skip: (entry) => lapsed.has(`${entry.id}:${listing.id}`) });
          if (!match) break;
          const { entry, quantity } = match;
          waiting.splice(waiting.indexOf(entry), 1);
          if (!(await this.lists.claimEntry(entry.id))) continue;
          let ticketId = listing.id;
          if (quantity < left) {
            const part = await this.orders.splitOff(listing.id, quantity, { buyerId: entry.userId, unitPriceCents: listing.unitPriceCents, expectedVersion: null, today: rigaDay(now) }, (locked) => !refusalToTake(locked.splitRule, locked.quantity, quantity));
            if (!part) {
              await this.lists.setEntryStatus(entry.id, 'waiting');
              break;
            }
            ticketId = part;
          }
          await this.lists.reserveFor(ticketId, entry.userId);
          const offer = {
            id: randomUUID(),
            entryId: entry.id,
            eventId,
            userId: entry.userId,
            ticketId,
            sourceTicketId: listing.id,
            quantity,
            status: 'open' as const,
            expiresAt: offerExpiry(now, windowMinutes),
            unitPriceCents: listing.unitPriceCents,
            allInTotalCents: orderAmounts(listing.unitPriceCents, quantity, fees).totalCents,
            createdAt: now,
          };
          await this.lists.insertOffer(offer);
          await this.emails.offered(entry.userId, offer, event?.title ?? '');
          left -= quantity;
          made += 1;
        }
      }
      return made;
    });
  }

  /** Lapses one open offer whose time ran out (nothing when it was taken or lapsed meanwhile: the job may run twice). */
  async lapse(offerId: string): Promise<void> {
    const found = await this.lists.offerOf(offerId);
    if (!found || found.status !== 'open') return;
    await this.transactions.run(async () => {
      await this.lists.lockEvent(found.eventId);
      const offer = await this.lists.offerOf(offerId);
      if (!offer || offer.status !== 'open' || offer.expiresAt > this.clock.now()) return;
      await this.lapseLocked(offer, 'expired');
    });
  }

  /**
   * In the caller's transaction, holding the event's lock: the offer lapses, its tickets go back (to their listing, or
   * on offer by themselves), which queues the matching for the next entry. An offer that ran out counts against its
   * entry: at the third the entry is paused and its owner told.
   */
  async lapseLocked(offer: OpenOffer, why: 'expired' | 'left'): Promise<void> {
    if (!(await this.lists.closeOffer(offer.id, 'lapsed', this.clock.now()))) return;
    const stillHeld = await this.lists.returnOfferedTickets(offer.ticketId);
    if (why === 'left') return;
    const entry = await this.lists.entryForChange(offer.entryId);
    if (!entry || entry.status !== 'offered') return;
    // Tickets the seller took back meanwhile could not be bought: that lapse is not the fan's.
    if (!stillHeld) return this.lists.setEntryStatus(entry.id, 'waiting');
    const next = afterLapse(entry.lapsedOffers);
    await this.lists.setEntryStatus(entry.id, next.status, next.lapsedOffers);
    if (next.paused) await this.emails.paused(entry.userId, entry.id, (await this.lists.eventRef(entry.eventId))?.title ?? '', next.lapsedOffers);
  }
}
