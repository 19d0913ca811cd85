import { describe, expect, it } from '@jest/globals';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';
import { assertSellerMayChange, assertSellerMayDelete, validateListing, type ListingDetails } from './listing.js';

const details: ListingDetails = {
  title: '  Prāta Vētra  ',
  description: ' Sector B ',
  categoryId: 'c1',
  eventId: null,
  eventDate: '2026-12-01',
  eventTime: '19:00',
  venue: ' Arēna Rīga ',
  seat: { section: 'B', row: ' ', seat: '12' },
  pricePerUnit: Money.parse('45.50'),
  quantity: 3,
};
const codeOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('listing rules', () => {
  it('computes the total as unit price × quantity in cents, and trims the text', () => {
    const listing = validateListing(details, '2026-11-22');
    expect(listing.price.cents).toBe(13650);
    expect(listing).toMatchObject({ title: 'Prāta Vētra', venue: 'Arēna Rīga', description: 'Sector B', seat: { section: 'B', row: null, seat: '12' } });
  });

  it('refuses what the spec refuses', () => {
    expect(codeOf(() => validateListing({ ...details, title: 'ab' }, '2026-11-22'))).toBe('marketplace.title_too_short');
    expect(codeOf(() => validateListing({ ...details, venue: ' ' }, '2026-11-22'))).toBe('marketplace.venue_required');
    expect(codeOf(() => validateListing({ ...details, categoryId: '' }, '2026-11-22'))).toBe('marketplace.category_required');
    expect(codeOf(() => validateListing({ ...details, eventDate: '2026-11-21' }, '2026-11-22'))).toBe('marketplace.event_date_past');
    expect(codeOf(() => validateListing({ ...details, quantity: 0 }, '2026-11-22'))).toBe('marketplace.quantity_invalid');
    expect(codeOf(() => validateListing({ ...details, pricePerUnit: Money.ofCents(0) }, '2026-11-22'))).toBe('marketplace.price_invalid');
    expect(codeOf(() => validateListing({ ...details, eventDate: '2026-11-22' }, '2026-11-22'))).toBeNull();
  });

  it('lets only the seller change an available listing, and delete one nobody bought', () => {
    const ticket = { sellerId: 's', ownerId: 's', buyerId: null, status: 'available' as const };
    expect(codeOf(() => assertSellerMayChange(ticket, 'x'))).toBe('marketplace.not_seller_update');
    expect(codeOf(() => assertSellerMayChange({ ...ticket, status: 'sold' }, 's'))).toBe('marketplace.not_available');
    expect(codeOf(() => assertSellerMayDelete(ticket, 'x'))).toBe('marketplace.not_seller_delete');
    expect(codeOf(() => assertSellerMayDelete({ ...ticket, buyerId: 'b', status: 'sold' }, 's'))).toBe('marketplace.not_available');
    expect(codeOf(() => assertSellerMayDelete(ticket, 's'))).toBeNull();
  });
});
