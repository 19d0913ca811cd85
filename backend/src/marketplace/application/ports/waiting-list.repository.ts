import type { EntryStatus, EntryWish, ListingToOffer, OfferStatus, QueuedEntry } from '../../domain/waiting-list.js';

export interface EventRef {
  id: string;
  title: string;
  startsAt: Date;
}

export interface OfferView {
  id: string;
  ticketId: string;
  quantity: number;
  unitPriceCents: number;
  allInTotalCents: number;
  expiresAt: Date;
  status: OfferStatus;
}

/** An entry as its owner sees it in the profile. */
export interface EntryView extends EntryWish {
  id: string;
  event: EventRef;
  status: EntryStatus;
  /** 1-based: the entries of the event still waiting (or offered) that joined before this one, plus one; null when not active. */
  place: number | null;
  lapsedOffers: number;
  /** The open offer, or else the latest one. */
  offer: OfferView | null;
  createdAt: Date;
}

export interface EntryRecord extends EntryWish {
  id: string;
  eventId: string;
  userId: string;
  status: EntryStatus;
  lapsedOffers: number;
}

export interface OpenOffer {
  id: string;
  entryId: string;
  eventId: string;
  userId: string;
  ticketId: string;
  sourceTicketId: string;
  quantity: number;
  status: OfferStatus;
  expiresAt: Date;
}

export interface PendingListing extends ListingToOffer {
  categoryId: string;
}

export interface WaitingListSummary {
  people: number;
  ticketsWanted: number;
  paused: boolean;
}

export interface AdminWaitingListRow extends WaitingListSummary {
  id: string;
  eventTitle: string;
  startsAt: Date;
  offersMade: number;
  offersTaken: number;
  offersLapsed: number;
}

export abstract class WaitingListRepository {
  /** A catalogue event that is scheduled and has not started, or null. */
  abstract openEvent(eventId: string, now: Date): Promise<EventRef | null>;
  abstract eventRef(eventId: string): Promise<EventRef | null>;
  abstract summary(eventId: string): Promise<WaitingListSummary>;

  /** False when the user already has an active entry for the event. */
  abstract insertEntry(entry: EntryRecord & { createdAt: Date }): Promise<boolean>;
  abstract entriesOf(userId: string): Promise<EntryView[]>;
  abstract entryView(entryId: string): Promise<EntryView | null>;
  abstract findEntry(entryId: string): Promise<EntryRecord | null>;
  /** The entry, locked until the caller's transaction ends. */
  abstract entryForChange(entryId: string): Promise<EntryRecord | null>;
  abstract updateEntry(entry: EntryRecord): Promise<void>;

  /** Serialises every change of one event's waiting list: call in a transaction. */
  abstract lockEvent(eventId: string): Promise<void>;
  abstract isPaused(eventId: string): Promise<boolean>;
  abstract setPaused(eventId: string, paused: boolean): Promise<boolean>;
  /** The event's listings waiting for the matching, locked, oldest change first. */
  abstract pendingListings(eventId: string): Promise<PendingListing[]>;
  /** The listing goes on sale to everyone (or stays the matching's, being offered). */
  abstract clearPending(ticketIds: string[]): Promise<void>;
  /**
   * The event's waiting entries in queue order, not locked (locking thousands of rows per run costs more than the
   * match): every change of an entry's status takes the event's lock, and the entry chosen is claimed with claimEntry.
   */
  abstract queue(eventId: string): Promise<QueuedEntry[]>;
  /** waiting → offered, or false when the entry is no longer waiting (its owner left or paused it meanwhile). */
  abstract claimEntry(entryId: string): Promise<boolean>;
  /** "entryId:ticketId" for each offer that lapsed, of the tickets offered and the listing they came from. */
  abstract lapsedPairs(eventId: string): Promise<Set<string>>;
  /** Per buyer, the tickets of the event they hold or bought (as the per-event limit counts them); buyers with none are left out. */
  abstract ticketsTaken(eventId: string): Promise<Map<string, number>>;
  /** The listing is held for the user alone. */
  abstract reserveFor(ticketId: string, userId: string): Promise<void>;
  abstract insertOffer(offer: OpenOffer & { unitPriceCents: number; allInTotalCents: number; createdAt: Date }): Promise<void>;
  abstract setEntryStatus(entryId: string, status: EntryStatus, lapsedOffers?: number): Promise<void>;

  abstract openOffersDue(now: Date, limit: number): Promise<{ id: string; eventId: string }[]>;
  abstract offerOf(offerId: string): Promise<OpenOffer | null>;
  abstract openOfferOfEntry(entryId: string): Promise<OpenOffer | null>;
  abstract closeOffer(offerId: string, status: OfferStatus, now: Date): Promise<boolean>;
  /**
   * The offered tickets go back to the listing they came from while it is on offer at the same price, else on offer by
   * themselves. False when they were no longer held (the seller withdrew or deleted them meanwhile).
   */
  abstract returnOfferedTickets(ticketId: string): Promise<boolean>;
  abstract offerForUser(offerId: string, userId: string): Promise<(OfferView & { event: EventRef }) | null>;

  abstract offerWindowMinutes(): Promise<number>;
  abstract setOfferWindowMinutes(minutes: number): Promise<void>;
  abstract adminLists(query: { offset: number; limit: number; sort: { field: string; order: 'ASC' | 'DESC' } }): Promise<{ items: AdminWaitingListRow[]; total: number }>;
  abstract adminList(eventId: string): Promise<AdminWaitingListRow | null>;
}
