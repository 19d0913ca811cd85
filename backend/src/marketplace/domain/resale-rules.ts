import { MarketplaceErrors } from './marketplace.errors.js';

/**
 * Fair resale (issue 19): an asking price may exceed the face value of the ticket by at most a cap, in basis points of
 * the face value (12,000 = 120 %; 10,000 = face value only). Staff set it globally, and may set it apart for a
 * category or an event.
 */
export const PRICE_CAP_MIN_BASIS_POINTS = 10_000;
export const PRICE_CAP_MAX_BASIS_POINTS = 30_000;

export interface PriceCaps {
  global: number;
  category: number | null;
  event: number | null;
}

export function isValidPriceCap(basisPoints: number): boolean {
  return Number.isSafeInteger(basisPoints) && basisPoints >= PRICE_CAP_MIN_BASIS_POINTS && basisPoints <= PRICE_CAP_MAX_BASIS_POINTS;
}

/** The most specific cap decides: an event's over its category's, a category's over the global one. */
export function capThatApplies(caps: PriceCaps): number {
  return caps.event ?? caps.category ?? caps.global;
}

/** The highest asking price per ticket that a cap allows, rounded down to a whole cent so it never exceeds the cap. */
export function highestAskingPrice(faceValueCents: number, capBasisPoints: number): number {
  return Math.floor((faceValueCents * capBasisPoints) / 10_000);
}

/** Where a listing stands under the cap that applies to it now: a cap lowered later can leave it over (it is flagged, not withdrawn). */
export interface ResaleStanding {
  priceCapBasisPoints: number;
  highestPriceCents: number;
  overCap: boolean;
}

export function resaleStanding(listing: { faceValueCents: number; pricePerUnitCents: number }, capBasisPoints: number): ResaleStanding {
  const highestPriceCents = highestAskingPrice(listing.faceValueCents, capBasisPoints);
  return { priceCapBasisPoints: capBasisPoints, highestPriceCents, overCap: listing.pricePerUnitCents > highestPriceCents };
}

/** What staff set: the global cap, and the categories and events with a cap of their own. */
export interface ResaleRuleSet {
  priceCapBasisPoints: number;
  categoryCaps: { categoryId: string; priceCapBasisPoints: number }[];
  eventCaps: { eventId: string; priceCapBasisPoints: number }[];
}

export function assertValidResaleRules(rules: ResaleRuleSet): void {
  const refuse = (where: { categoryId?: string; eventId?: string }) =>
    MarketplaceErrors.priceCapInvalid(PRICE_CAP_MIN_BASIS_POINTS / 100, PRICE_CAP_MAX_BASIS_POINTS / 100, where);
  if (!isValidPriceCap(rules.priceCapBasisPoints)) throw refuse({});
  const seen = new Set<string>();
  const scoped: [{ categoryId?: string; eventId?: string }, string, number][] = [
    ...rules.categoryCaps.map((entry): [{ categoryId: string }, string, number] => [{ categoryId: entry.categoryId }, entry.categoryId, entry.priceCapBasisPoints]),
    ...rules.eventCaps.map((entry): [{ eventId: string }, string, number] => [{ eventId: entry.eventId }, entry.eventId, entry.priceCapBasisPoints]),
  ];
  for (const [where, id, cap] of scoped) {
    const key = id.toLowerCase();
    if (seen.has(key)) throw MarketplaceErrors.priceCapTwice(key);
    seen.add(key);
    if (!isValidPriceCap(cap)) throw refuse(where);
  }
}

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

/** What changed, as staff read it in the activity log ("price cap: 120 % → 110 %"); empty when nothing did. */
export function resaleRuleChanges(before: ResaleRuleSet, after: ResaleRuleSet): Record<string, string> {
  const changes: Record<string, string> = {};
  if (before.priceCapBasisPoints !== after.priceCapBasisPoints) changes.priceCap = `price cap: ${percent(before.priceCapBasisPoints)} → ${percent(after.priceCapBasisPoints)}`;
  const describe = (kind: string, earlier: Map<string, number>, later: Map<string, number>) => {
    const lines = [
      ...[...later].filter(([id]) => !earlier.has(id)).map(([id, cap]) => `${kind} ${id}: ${percent(cap)}`),
      ...[...later].filter(([id, cap]) => earlier.has(id) && earlier.get(id) !== cap).map(([id, cap]) => `${kind} ${id}: ${percent(earlier.get(id)!)} → ${percent(cap)}`),
      ...[...earlier].filter(([id]) => !later.has(id)).map(([id, cap]) => `${kind} ${id}: ${percent(cap)} → the general cap`),
    ];
    if (lines.length > 0) changes[`${kind}Caps`] = lines.join('; ');
  };
  const byId = <T>(entries: T[], id: (entry: T) => string, cap: (entry: T) => number) => new Map(entries.map((entry) => [id(entry).toLowerCase(), cap(entry)]));
  describe('category', byId(before.categoryCaps, (e) => e.categoryId, (e) => e.priceCapBasisPoints), byId(after.categoryCaps, (e) => e.categoryId, (e) => e.priceCapBasisPoints));
  describe('event', byId(before.eventCaps, (e) => e.eventId, (e) => e.priceCapBasisPoints), byId(after.eventCaps, (e) => e.eventId, (e) => e.priceCapBasisPoints));
  return changes;
}

/** How many tickets of one catalogue event a buyer may hold and buy: the general limit, or the event's own. */
export const TICKETS_PER_BUYER_MIN = 1;
export const TICKETS_PER_BUYER_MAX = 100;

export interface TicketLimitSet {
  ticketsPerBuyer: number;
  eventLimits: { eventId: string; ticketsPerBuyer: number }[];
}

function isValidTicketLimit(limit: number): boolean {
  return Number.isSafeInteger(limit) && limit >= TICKETS_PER_BUYER_MIN && limit <= TICKETS_PER_BUYER_MAX;
}

export function assertValidTicketLimits(limits: TicketLimitSet): void {
  const refuse = (eventId?: string) => MarketplaceErrors.ticketLimitInvalid(TICKETS_PER_BUYER_MIN, TICKETS_PER_BUYER_MAX, eventId);
  if (!isValidTicketLimit(limits.ticketsPerBuyer)) throw refuse();
  const seen = new Set<string>();
  for (const { eventId, ticketsPerBuyer } of limits.eventLimits) {
    const key = eventId.toLowerCase();
    if (seen.has(key)) throw MarketplaceErrors.ticketLimitTwice(key);
    seen.add(key);
    if (!isValidTicketLimit(ticketsPerBuyer)) throw refuse(eventId);
  }
}

/**
 * A buyer who already holds or bought `taken` tickets of the event may take `quantity` more only within the limit;
 * the refusal says how many are left.
 */
export function assertWithinTicketLimit(limit: number, taken: number, quantity: number): void {
  if (taken + quantity > limit) throw MarketplaceErrors.ticketLimitReached(limit, Math.max(0, limit - taken));
}

/** What changed in the limits, as staff read it in the activity log; empty when nothing did. */
export function ticketLimitChanges(before: TicketLimitSet, after: TicketLimitSet): Record<string, string> {
  const changes: Record<string, string> = {};
  if (before.ticketsPerBuyer !== after.ticketsPerBuyer) changes.ticketsPerBuyer = `tickets per buyer: ${before.ticketsPerBuyer} → ${after.ticketsPerBuyer}`;
  const earlier = new Map(before.eventLimits.map((entry) => [entry.eventId.toLowerCase(), entry.ticketsPerBuyer]));
  const later = new Map(after.eventLimits.map((entry) => [entry.eventId.toLowerCase(), entry.ticketsPerBuyer]));
  const lines = [
    ...[...later].filter(([id]) => !earlier.has(id)).map(([id, limit]) => `event ${id}: ${limit}`),
    ...[...later].filter(([id, limit]) => earlier.has(id) && earlier.get(id) !== limit).map(([id, limit]) => `event ${id}: ${earlier.get(id)} → ${limit}`),
    ...[...earlier].filter(([id]) => !later.has(id)).map(([id, limit]) => `event ${id}: ${limit} → the general limit`),
  ];
  if (lines.length > 0) changes.eventLimits = lines.join('; ');
  return changes;
}
