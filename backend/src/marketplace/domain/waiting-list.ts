import { DomainError } from '../../shared/domain/domain-error.js';
import { rigaDateAndTime, rigaDay, rigaWallTime } from '../../shared/domain/riga-time.js';
import { orderAmounts, type FeeRules } from './fees.js';
import { refusalToTake, type SplitRule } from './listing-split.js';

/** Issue 24, the waiting list (ADR 0027). */
export const ENTRY_STATUSES = ['waiting', 'offered', 'paused', 'left', 'served'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export const OFFER_STATUSES = ['open', 'taken', 'lapsed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An entry that lets this many offers lapse is paused (and told so) until its owner resumes it. */
const LAPSES_BEFORE_PAUSE = 3;
export const OFFER_WINDOW_MINUTES_DEFAULT = 15;
const OFFER_WINDOW_MINUTES_MIN = 5;
const OFFER_WINDOW_MINUTES_MAX = 1440;
/** Offers made from 22:00 to 08:00 Riga time stay open until 09:00 Riga time. */
const NIGHT_STARTS_HOUR = 22;
const NIGHT_ENDS_HOUR = 8;
const MORNING_HOUR = 9;

export const WaitingListErrors = {
  entryNotFound: () => new DomainError('marketplace.waiting_list_entry_not_found', {}, 'not-found'),
  listNotFound: () => new DomainError('marketplace.waiting_list_not_found', {}, 'not-found'),
  offerNotFound: () => new DomainError('marketplace.waiting_list_offer_not_found', {}, 'not-found'),
  eventNotOpen: () => new DomainError('marketplace.waiting_list_event_not_open', {}, 'invalid'),
  alreadyWaiting: () => new DomainError('marketplace.waiting_list_already_waiting', {}, 'conflict'),
  /** 1 to the event's limit per buyer. */
  quantityInvalid: (max: number) => new DomainError('marketplace.waiting_list_quantity_invalid', { max }, 'invalid'),
  maxPriceInvalid: () => new DomainError('marketplace.waiting_list_max_price_invalid', {}, 'invalid'),
  /** Left or served: nothing to change any more. */
  entryClosed: () => new DomainError('marketplace.waiting_list_entry_closed', {}, 'conflict'),
  linkInvalid: () => new DomainError('marketplace.waiting_list_link_invalid', {}, 'invalid'),
  offerWindowInvalid: () => new DomainError('marketplace.waiting_list_offer_window_invalid', { min: OFFER_WINDOW_MINUTES_MIN, max: OFFER_WINDOW_MINUTES_MAX }, 'invalid'),
};

/** The active states: the entry holds its place in the queue. */
export function isActive(status: EntryStatus): boolean {
  return status === 'waiting' || status === 'offered' || status === 'paused';
}

export interface EntryWish {
  quantity: number;
  maxPricePerTicketCents: number;
  acceptsFewer: boolean;
}

/** Refuses a wish the rules do not allow: 1 to the event's limit of tickets, a positive highest price. */
export function assertValidWish(wish: EntryWish, maxQuantity: number): void {
  if (!Number.isSafeInteger(wish.quantity) || wish.quantity < 1 || wish.quantity > maxQuantity) throw WaitingListErrors.quantityInvalid(maxQuantity);
  if (!Number.isSafeInteger(wish.maxPricePerTicketCents) || wish.maxPricePerTicketCents < 1) throw WaitingListErrors.maxPriceInvalid();
}

export function assertValidOfferWindow(minutes: number): void {
  if (!Number.isSafeInteger(minutes) || minutes < OFFER_WINDOW_MINUTES_MIN || minutes > OFFER_WINDOW_MINUTES_MAX) throw WaitingListErrors.offerWindowInvalid();
}

/** What happens to an entry after one of its offers lapsed: back to waiting (keeping its place), or paused at the third. */
export function afterLapse(lapsedOffers: number): { lapsedOffers: number; status: EntryStatus; paused: boolean } {
  const lapsed = lapsedOffers + 1;
  return lapsed >= LAPSES_BEFORE_PAUSE ? { lapsedOffers: lapsed, status: 'paused', paused: true } : { lapsedOffers: lapsed, status: 'waiting', paused: false };
}

/** Until when an offer made at `now` stays open: the window, but one made at night (22:00–08:00 Riga) at least until 09:00. */
export function offerExpiry(now: Date, windowMinutes: number): Date {
  const byWindow = new Date(now.getTime() + windowMinutes * 60_000);
  const hour = Number(rigaDateAndTime(now).time.slice(0, 2));
  if (hour >= NIGHT_ENDS_HOUR && hour < NIGHT_STARTS_HOUR) return byWindow;
  const [year, month, day] = rigaDay(now).split('-').map(Number);
  const morningDay = hour >= NIGHT_STARTS_HOUR ? new Date(Date.UTC(year, month - 1, day + 1)) : new Date(Date.UTC(year, month - 1, day));
  const morning = rigaWallTime(morningDay.getUTCFullYear(), morningDay.getUTCMonth() + 1, morningDay.getUTCDate(), MORNING_HOUR, 0);
  return morning > byWindow ? morning : byWindow;
}

/** An entry as the matching sees it, oldest first. */
export interface QueuedEntry extends EntryWish {
  id: string;
  userId: string;
}

/** Tickets that became available, as the matching sees them. */
export interface ListingToOffer {
  id: string;
  sellerId: string;
  quantity: number;
  unitPriceCents: number;
  splitRule: SplitRule;
}

/**
 * How many of the listing's tickets the entry takes, or null when the listing does not satisfy it: the most it can,
 * never more than it asked (nor than `room`, what the event's limit still lets its owner buy), fewer only when it
 * accepts fewer, a number the listing's split rule allows, at an all-in price per ticket (the checkout's own amounts,
 * the buyer's fee included) not over its highest.
 */
export function quantityFor(entry: EntryWish, listing: Pick<ListingToOffer, 'quantity' | 'unitPriceCents' | 'splitRule'>, fees: FeeRules, room: number): number | null {
  const most = Math.min(entry.quantity, listing.quantity, room);
  const least = entry.acceptsFewer ? 1 : entry.quantity;
  for (let quantity = most; quantity >= least; quantity -= 1) {
    if (refusalToTake(listing.splitRule, listing.quantity, quantity)) continue;
    if (orderAmounts(listing.unitPriceCents, quantity, fees).totalCents > entry.maxPricePerTicketCents * quantity) continue;
    return quantity;
  }
  return null;
}

/**
 * The longest-waiting entry the listing satisfies, and how many tickets it is offered. `entries` are in queue order;
 * `skip` leaves out an entry (the listing's own seller, or an entry that let an offer of these tickets lapse).
 */
export function firstMatch<E extends QueuedEntry>(
  entries: readonly E[],
  listing: ListingToOffer,
  fees: FeeRules,
  options: { roomOf: (entry: E) => number; skip: (entry: E) => boolean },
): { entry: E; quantity: number } | null {
  for (const entry of entries) {
    if (entry.userId === listing.sellerId || options.skip(entry)) continue;
    const quantity = quantityFor(entry, listing, fees, options.roomOf(entry));
    if (quantity !== null) return { entry, quantity };
  }
  return null;
}
