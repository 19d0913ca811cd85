import type { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';
import { MarketplaceErrors } from './marketplace.errors.js';
import { highestAskingPrice } from './resale-rules.js';
import type { SplitRule } from './listing-split.js';

export const TICKET_FILE_MAX_BYTES = 10_485_760;
export const TICKET_FILE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** `reserved`: held for a buyer who is paying (an order awaiting payment). */
export type TicketStatus = 'available' | 'reserved' | 'sold' | 'expired' | 'withdrawn';

/** Totals are stored in a PostgreSQL integer column: a listing whose unit price × quantity exceeds it is refused. */
const TOTAL_CENTS_MAX = 2_147_483_647;

/** What a seller writes about a listing; everything else (status, buyer, totals, ids) is the system's. */
export interface ListingDetails {
  title: string;
  description: string;
  categoryId: string;
  eventId: string | null;
  /** YYYY-MM-DD, a calendar day in Riga. */
  eventDate: string;
  /** HH:mm or null. */
  eventTime: string | null;
  venue: string;
  seat: { section: string | null; row: string | null; seat: string | null };
  pricePerUnit: Money;
  quantity: number;
  /** What one ticket cost from the organiser, organiser fees included; for an event with tiers, the tier's price. */
  faceValue: Money | null;
  /** The catalogue tier the ticket is of: resolved to its name and price when the listing is checked, not stored. */
  tierId: string | null;
  /** How its tickets may be bought; null: the default for the listing (splitRuleOf). */
  splitRule: SplitRule | null;
}

/** A listing that passed every rule: its face value known, its total computed. */
export interface CheckedListing extends ListingDetails {
  price: Money;
  faceValue: Money;
  /** The tier's name as the catalogue had it when the seller chose it; null when the seller stated the face value. */
  tierName: string | null;
  splitRule: SplitRule;
}

/**
 * Checks the spec's ticket rules and the resale cap, and returns the details trimmed; the total is always unit ×
 * quantity. `capBasisPoints` is the cap that applies to the listing's category and event.
 */
export function validateListing(details: ListingDetails & { faceValue: Money; tierName: string | null; splitRule: SplitRule }, today: string, capBasisPoints: number): CheckedListing {
  const title = details.title.trim();
  const venue = details.venue.trim();
  if ([...title].length < 3) throw MarketplaceErrors.titleTooShort();
  if (!details.categoryId) throw MarketplaceErrors.categoryRequired();
  if (!venue) throw MarketplaceErrors.venueRequired();
  if (details.eventDate < today) throw MarketplaceErrors.eventDateInPast();
  if (details.pricePerUnit.cents < 1) throw MarketplaceErrors.priceInvalid();
  if (!Number.isSafeInteger(details.quantity) || details.quantity < 1) throw MarketplaceErrors.quantityInvalid();
  if (details.faceValue.cents < 1) throw MarketplaceErrors.faceValueRequired();
  const highest = highestAskingPrice(details.faceValue.cents, capBasisPoints);
  if (details.pricePerUnit.cents > highest) throw MarketplaceErrors.priceOverCap(Money.ofCents(highest), details.faceValue, capBasisPoints);
  const price = details.pricePerUnit.times(details.quantity);
  if (price.cents > TOTAL_CENTS_MAX) throw MarketplaceErrors.totalTooHigh(Money.ofCents(TOTAL_CENTS_MAX).toDisplayString());
  const clean = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...details,
    title,
    venue,
    description: details.description.trim(),
    seat: { section: clean(details.seat.section), row: clean(details.seat.row), seat: clean(details.seat.seat) },
    price,
  };
}

/** Only the seller changes a listing, and only while it is on offer. */
export function assertSellerMayChange(ticket: { sellerId: string; status: TicketStatus }, userId: string): void {
  if (ticket.sellerId !== userId) throw MarketplaceErrors.notSellerToUpdate();
  if (ticket.status !== 'available') throw MarketplaceErrors.notAvailable();
}

/** Deletion: the seller (who is still the owner) of a listing nobody has bought. */
export function assertSellerMayDelete(ticket: { sellerId: string; ownerId: string; buyerId: string | null; status: TicketStatus }, userId: string): void {
  if (ticket.sellerId !== userId || ticket.ownerId !== userId) throw MarketplaceErrors.notSellerToDelete();
  if (ticket.buyerId !== null || ticket.status !== 'available') throw MarketplaceErrors.notAvailable();
}

/** A listing as a buyer's purchase finds it, with the standing of its seller and of its place in the catalogue. */
export interface Offer {
  status: TicketStatus;
  sellerId: string;
  sellerActive: boolean;
  /** False when its category is inactive or its catalogue event cancelled. */
  catalogueOpen: boolean;
  /** YYYY-MM-DD, a calendar day in Riga. */
  eventDate: string;
  pricePerUnitCents: number;
  /** Counts the seller's changes to the listing. */
  version: number;
}

/** What the buyer was shown and confirmed: the purchase goes through only while the listing is still exactly that. */
export interface Confirmation {
  expectedUnitPriceCents: number;
  expectedVersion: number;
}

/**
 * On sale: available, its event day not passed, its seller active, its category active and its event not cancelled.
 * The public lists and the purchase statement apply the same conditions in SQL, so a row that a withdrawal missed is
 * still neither shown nor sold.
 */
function isOnSale(offer: Offer, today: string): boolean {
  return offer.status === 'available' && offer.eventDate >= today && offer.sellerActive && offer.catalogueOpen;
}

/**
 * Why this buyer cannot buy the listing now as they were shown it, or null when they can: on sale, not their own, and
 * unchanged since they confirmed it. A new price is named in the refusal; any other change (title, date, seat,
 * quantity...) is refused as a changed listing, so the buyer looks again before paying.
 */
export function refusalToBuy(offer: Offer | null, purchase: Confirmation & { buyerId: string; today: string }): DomainError | null {
  if (!offer || offer.status === 'withdrawn' || offer.status === 'expired') return MarketplaceErrors.ticketNotFound();
  if (offer.sellerId === purchase.buyerId) return MarketplaceErrors.ownTicket();
  if (offer.status === 'sold') return MarketplaceErrors.alreadySold();
  if (offer.status === 'reserved') return MarketplaceErrors.alreadyTaken();
  if (!isOnSale(offer, purchase.today)) return MarketplaceErrors.notOnSale();
  if (offer.pricePerUnitCents !== purchase.expectedUnitPriceCents) {
    return MarketplaceErrors.priceChanged(offer.pricePerUnitCents, Money.ofCents(offer.pricePerUnitCents).toDisplayString());
  }
  if (offer.version !== purchase.expectedVersion) return MarketplaceErrors.listingChanged();
  return null;
}
