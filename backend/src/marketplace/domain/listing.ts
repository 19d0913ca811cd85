import { Money } from '../../shared/domain/money.js';
import { MarketplaceErrors } from './marketplace.errors.js';

export const TICKET_FILE_MAX_BYTES = 10_485_760;
export const TICKET_FILE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export type TicketStatus = 'available' | 'sold' | 'expired' | 'withdrawn';

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
}

/** Checks the spec's ticket rules and returns the details trimmed; the total is always unit × quantity. */
export function validateListing(details: ListingDetails, today: string): ListingDetails & { price: Money } {
  const title = details.title.trim();
  const venue = details.venue.trim();
  if ([...title].length < 3) throw MarketplaceErrors.titleTooShort();
  if (!details.categoryId) throw MarketplaceErrors.categoryRequired();
  if (!venue) throw MarketplaceErrors.venueRequired();
  if (details.eventDate < today) throw MarketplaceErrors.eventDateInPast();
  if (details.pricePerUnit.cents < 1) throw MarketplaceErrors.priceInvalid();
  if (!Number.isSafeInteger(details.quantity) || details.quantity < 1) throw MarketplaceErrors.quantityInvalid();
  const clean = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...details,
    title,
    venue,
    description: details.description.trim(),
    seat: { section: clean(details.seat.section), row: clean(details.seat.row), seat: clean(details.seat.seat) },
    price: details.pricePerUnit.times(details.quantity),
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
