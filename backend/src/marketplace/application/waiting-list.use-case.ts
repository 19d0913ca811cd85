import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IdentityApi } from '../../identity/application/identity.api.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { assertValidWish, isActive, WaitingListErrors, type EntryWish } from '../domain/waiting-list.js';
import { TicketLimits } from './ports/ticket-limits.js';
import { WaitingListRepository, type EntryView, type WaitingListSummary } from './ports/waiting-list.repository.js';
import { WaitingListOffers } from './waiting-list-offers.js';
import { WaitingListLinks } from './waiting-list-links.js';

export interface EntryChange {
  quantity?: number;
  maxPricePerTicketCents?: number;
  acceptsFewer?: boolean;
  resume?: boolean;
}

/**
 * A fan's entries on events' waiting lists: joining, changing what they ask for (keeping their place), resuming a
 * paused entry and leaving (signed in, or with the signed link of any waiting-list e-mail). Leaving while an offer is
 * open lapses it at once, and its tickets go to the next entry.
 */
@Injectable()
export class WaitingListEntries {
  constructor(
    private readonly entries: WaitingListRepository,
    private readonly limits: TicketLimits,
    private readonly identity: IdentityApi,
    private readonly clock: Clock,
    private readonly transactions: TransactionRunner,
    private readonly offers: WaitingListOffers,
    private readonly links: WaitingListLinks,
  ) {}

  async summary(eventId: string): Promise<WaitingListSummary & { eventId: string; maxQuantity: number }> {
    const event = await this.entries.eventRef(eventId);
    if (!event) throw WaitingListErrors.listNotFound();
    return { eventId, ...(await this.entries.summary(eventId)), maxQuantity: await this.limits.limitFor(eventId) };
  }

  mine(userId: string): Promise<EntryView[]> {
    return this.entries.entriesOf(userId);
  }

  async join(user: AuthenticatedUser, eventId: string, wish: EntryWish): Promise<EntryView> {
    this.identity.assertSignedInUserCanTransact(user);
    const now = this.clock.now();
    if (!(await this.entries.openEvent(eventId, now))) throw WaitingListErrors.eventNotOpen();
    assertValidWish(wish, await this.limits.limitFor(eventId));
    const id = randomUUID();
    const inserted = await this.entries.insertEntry({ id, eventId, userId: user.id, ...wish, status: 'waiting', lapsedOffers: 0, createdAt: now });
    if (!inserted) throw WaitingListErrors.alreadyWaiting();
    return (await this.entries.entryView(id))!;
  }

  async change(user: AuthenticatedUser, entryId: string, change: EntryChange): Promise<EntryView> {
    await this.transactions.run(async () => {
      const entry = await this.entries.entryForChange(entryId);
      if (!entry || entry.userId !== user.id) throw WaitingListErrors.entryNotFound();
      this.identity.assertSignedInUserCanTransact(user);
      if (!isActive(entry.status)) throw WaitingListErrors.entryClosed();
      const wish = {
        quantity: change.quantity ?? entry.quantity,
        maxPricePerTicketCents: change.maxPricePerTicketCents ?? entry.maxPricePerTicketCents,
        acceptsFewer: change.acceptsFewer ?? entry.acceptsFewer,
      };
      assertValidWish(wish, await this.limits.limitFor(entry.eventId));
      const resumed = change.resume === true && entry.status === 'paused';
      await this.entries.updateEntry({ ...entry, ...wish, ...(resumed ? { status: 'waiting', lapsedOffers: 0 } : {}) });
    });
    return (await this.entries.entryView(entryId))!;
  }

  async leave(userId: string, entryId: string): Promise<void> {
    await this.leaveEntry(entryId, (entry) => entry.userId === userId);
  }

  /** The one-click leave of the e-mails: no sign-in; leaving twice is no error. */
  async leaveByToken(token: string): Promise<{ eventTitle: string }> {
    const entryId = this.links.entryOf(token);
    if (!entryId) throw WaitingListErrors.linkInvalid();
    const eventId = await this.leaveEntry(entryId, () => true, { alreadyLeftIsFine: true });
    return { eventTitle: (await this.entries.eventRef(eventId))?.title ?? '' };
  }

  private async leaveEntry(entryId: string, mayLeave: (entry: { userId: string }) => boolean, options: { alreadyLeftIsFine?: boolean } = {}): Promise<string> {
    return this.transactions.run(async () => {
      // The event's lock first, then the entry's row: the order the matching takes them in.
      const found = await this.entries.findEntry(entryId);
      if (!found || !mayLeave(found)) throw WaitingListErrors.entryNotFound();
      await this.entries.lockEvent(found.eventId);
      const entry = (await this.entries.entryForChange(entryId))!;
      if (!isActive(entry.status)) {
        if (options.alreadyLeftIsFine) return entry.eventId;
        throw WaitingListErrors.entryClosed();
      }
      const open = await this.entries.openOfferOfEntry(entry.id);
      if (open) await this.offers.lapseLocked(open, 'left');
      await this.entries.setEntryStatus(entry.id, 'left');
      return entry.eventId;
    });
  }
}
