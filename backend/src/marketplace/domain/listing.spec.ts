import { describe, expect, it } from '@jest/globals';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';
import type { SplitRule } from './listing-split.js';
import { assertSellerMayChange, assertSellerMayDelete, refusalToBuy, validateListing, type ListingDetails, type Offer } from './listing.js';

const details: ListingDetails & { faceValue: Money; tierName: string | null; splitRule: SplitRule } = {
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
  faceValue: Money.parse('40.00'),
  tierId: null,
  tierName: null,
  splitRule: 'any',
};
const CAP = 12_000;
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
    const listing = validateListing(details, '2026-11-22', CAP);
    expect(listing.price.cents).toBe(13650);
    expect(listing).toMatchObject({ title: 'Prāta Vētra', venue: 'Arēna Rīga', description: 'Sector B', seat: { section: 'B', row: null, seat: '12' } });
  });

  it('refuses what the spec refuses', () => {
    expect(codeOf(() => validateListing({ ...details, title: 'ab' }, '2026-11-22', CAP))).toBe('marketplace.title_too_short');
    expect(codeOf(() => validateListing({ ...details, venue: ' ' }, '2026-11-22', CAP))).toBe('marketplace.venue_required');
    expect(codeOf(() => validateListing({ ...details, categoryId: '' }, '2026-11-22', CAP))).toBe('marketplace.category_required');
    expect(codeOf(() => validateListing({ ...details, eventDate: '2026-11-21' }, '2026-11-22', CAP))).toBe('marketplace.event_date_past');
    expect(codeOf(() => validateListing({ ...details, quantity: 0 }, '2026-11-22', CAP))).toBe('marketplace.quantity_invalid');
    expect(codeOf(() => validateListing({ ...details, pricePerUnit: Money.ofCents(0) }, '2026-11-22', CAP))).toBe('marketplace.price_invalid');
    expect(codeOf(() => validateListing({ ...details, eventDate: '2026-11-22' }, '2026-11-22', CAP))).toBeNull();
  });

  it('lets only the seller change an available listing, and delete one nobody bought', () => {
    const ticket = { sellerId: 's', ownerId: 's', buyerId: null, status: 'available' as const };
    expect(codeOf(() => assertSellerMayChange(ticket, 'x'))).toBe('marketplace.not_seller_update');
    expect(codeOf(() => assertSellerMayChange({ ...ticket, status: 'sold' }, 's'))).toBe('marketplace.not_available');
    expect(codeOf(() => assertSellerMayDelete(ticket, 'x'))).toBe('marketplace.not_seller_delete');
    expect(codeOf(() => assertSellerMayDelete({ ...ticket, buyerId: 'b', status: 'sold' }, 's'))).toBe('marketplace.not_available');
    expect(codeOf(() => assertSellerMayDelete(ticket, 's'))).toBeNull();
  });

  it('refuses a total that does not fit the integer column it is stored in, with the limit', () => {
    const error = (() => {
      try {
        validateListing({ ...details, pricePerUnit: Money.parse('9999999.99'), faceValue: Money.parse('9999999.99'), quantity: 100 }, '2026-11-22', CAP);
      } catch (caught) {
        return caught as DomainError;
      }
    })();
    expect(error).toMatchObject({ code: 'marketplace.total_too_high', params: { max: '21\u00a0474\u00a0836,47\u00a0€' } });
    expect(validateListing({ ...details, pricePerUnit: Money.ofCents(2_147_483_647), faceValue: Money.ofCents(2_147_483_647), quantity: 1 }, '2026-11-22', CAP).price.cents).toBe(2_147_483_647);
  });
});

describe('the resale cap', () => {
  const refusal = (work: () => unknown) => {
    try {
      work();
      return null;
    } catch (error) {
      return error as DomainError;
    }
  };

  it('accepts a price at the cap and refuses one cent over, naming the highest price as people read it', () => {
    expect(validateListing({ ...details, pricePerUnit: Money.parse('48.00') }, '2026-11-22', CAP).faceValue.cents).toBe(4_000);
    expect(refusal(() => validateListing({ ...details, pricePerUnit: Money.parse('48.01') }, '2026-11-22', CAP))).toMatchObject({
      code: 'marketplace.price_over_cap',
      params: { highestCents: 4_800, highest: '48,00\u00a0€', faceValue: '40,00\u00a0€', capPercent: 120 },
    });
  });

  it('under a 100 % cap allows exactly the face value, and refuses a listing without one', () => {
    expect(refusal(() => validateListing({ ...details, pricePerUnit: Money.parse('40.00') }, '2026-11-22', 10_000))).toBeNull();
    expect(refusal(() => validateListing({ ...details, pricePerUnit: Money.parse('40.01') }, '2026-11-22', 10_000))?.code).toBe('marketplace.price_over_cap');
    expect(refusal(() => validateListing({ ...details, faceValue: Money.ofCents(0) }, '2026-11-22', CAP))?.code).toBe('marketplace.face_value_required');
  });
});

describe('buying a listing', () => {
  const offer: Offer = { status: 'available', sellerId: 'seller', sellerActive: true, catalogueOpen: true, eventDate: '2026-12-01', pricePerUnitCents: 4550, version: 3 };
  const purchase = { buyerId: 'buyer', today: '2026-11-22', expectedUnitPriceCents: 4550, expectedVersion: 3 };
  const refusal = (changes: Partial<Offer>, asked: Partial<typeof purchase> = {}) => refusalToBuy({ ...offer, ...changes }, { ...purchase, ...asked })?.code ?? null;

  it('sells what is available, not the buyer\'s own, its event not passed, its seller active, at the price the buyer saw', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({}, { today: '2026-12-01' })).toBeNull();
    expect(refusal({}, { buyerId: 'seller' })).toBe('marketplace.own_ticket');
    expect(refusal({ status: 'sold' })).toBe('marketplace.already_sold');
    expect(refusal({ status: 'withdrawn' })).toBe('marketplace.ticket_not_found');
    expect(refusalToBuy(null, purchase)?.code).toBe('marketplace.ticket_not_found');
    expect(refusal({}, { today: '2026-12-02' })).toBe('marketplace.not_on_sale');
    expect(refusal({ sellerActive: false })).toBe('marketplace.not_on_sale');
    expect(refusal({ catalogueOpen: false })).toBe('marketplace.not_on_sale');
  });

  it('refuses another price than the buyer confirmed, telling the new one', () => {
    const changed = refusalToBuy({ ...offer, pricePerUnitCents: 5005 }, purchase);
    expect(changed).toMatchObject({ code: 'marketplace.price_changed', kind: 'conflict', params: { unitPriceCents: 5005, price: '50,05\u00a0€' } });
    expect(refusal({ pricePerUnitCents: 5005, version: 4 })).toBe('marketplace.price_changed');
  });

  it('refuses a listing the seller changed in any other way since the buyer confirmed it', () => {
    expect(refusalToBuy({ ...offer, version: 4 }, purchase)).toMatchObject({ code: 'marketplace.listing_changed', kind: 'conflict' });
    expect(refusal({ version: 4 }, { expectedVersion: 4 })).toBeNull();
    expect(refusal({ status: 'sold', version: 4 })).toBe('marketplace.already_sold');
  });
});
