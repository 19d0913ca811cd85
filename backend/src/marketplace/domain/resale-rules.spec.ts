import { describe, expect, it } from '@jest/globals';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { assertValidTicketLimits, assertWithinTicketLimit, capThatApplies, highestAskingPrice, isValidPriceCap, resaleRuleChanges, ticketLimitChanges } from './resale-rules.js';

describe('resale price caps', () => {
  it('lets a ticket of €50.00 be asked at most €60.00 under the default 120 %, and only its face value under 100 %', () => {
    expect(highestAskingPrice(5_000, 12_000)).toBe(6_000);
    expect(highestAskingPrice(5_000, 10_000)).toBe(5_000);
  });

  it('rounds the highest price down to a whole cent, so a price at the limit is never over the cap', () => {
    expect(highestAskingPrice(3_333, 12_000)).toBe(3_999); // 39.996 → 39.99
    expect(highestAskingPrice(1, 15_000)).toBe(1);
  });

  it("takes the event's cap over its category's, and the category's over the global one", () => {
    expect(capThatApplies({ global: 12_000, category: 11_000, event: 10_500 })).toBe(10_500);
    expect(capThatApplies({ global: 12_000, category: 11_000, event: null })).toBe(11_000);
    expect(capThatApplies({ global: 12_000, category: null, event: null })).toBe(12_000);
    expect(capThatApplies({ global: 12_000, category: 15_000, event: 13_000 })).toBe(13_000);
  });

  it('accepts caps from face value only (100 %) to 300 %, in whole basis points', () => {
    expect(isValidPriceCap(10_000)).toBe(true);
    expect(isValidPriceCap(30_000)).toBe(true);
    expect(isValidPriceCap(9_999)).toBe(false);
    expect(isValidPriceCap(30_001)).toBe(false);
    expect(isValidPriceCap(12_000.5)).toBe(false);
  });
});

describe("a buyer's tickets per event", () => {
  const refusal = (work: () => void) => {
    try {
      work();
      return null;
    } catch (error) {
      return error as DomainError;
    }
  };

  it('lets a buyer reach the limit exactly, and refuses one ticket more with how many are left', () => {
    expect(refusal(() => assertWithinTicketLimit(8, 6, 2))).toBeNull();
    expect(refusal(() => assertWithinTicketLimit(8, 6, 3))).toMatchObject({ code: 'marketplace.ticket_limit_reached', params: { limit: 8, left: 2 } });
    expect(refusal(() => assertWithinTicketLimit(3, 5, 1))).toMatchObject({ params: { left: 0 } });
  });

  it('accepts limits of 1 to 100 tickets, each event at most once', () => {
    expect(refusal(() => assertValidTicketLimits({ ticketsPerBuyer: 8, eventLimits: [{ eventId: 'e1', ticketsPerBuyer: 100 }] }))).toBeNull();
    expect(refusal(() => assertValidTicketLimits({ ticketsPerBuyer: 0, eventLimits: [] }))?.code).toBe('marketplace.ticket_limit_invalid');
    expect(refusal(() => assertValidTicketLimits({ ticketsPerBuyer: 8, eventLimits: [{ eventId: 'e1', ticketsPerBuyer: 101 }] }))?.params).toMatchObject({ eventId: 'e1' });
    expect(refusal(() => assertValidTicketLimits({ ticketsPerBuyer: 8, eventLimits: [{ eventId: 'E1', ticketsPerBuyer: 2 }, { eventId: 'e1', ticketsPerBuyer: 3 }] }))?.code).toBe('marketplace.ticket_limit_twice');
  });

  it('describes changes for the activity log, and nothing when nothing changed', () => {
    const before = { ticketsPerBuyer: 8, eventLimits: [{ eventId: 'e1', ticketsPerBuyer: 4 }] };
    expect(ticketLimitChanges(before, before)).toEqual({});
    expect(ticketLimitChanges(before, { ticketsPerBuyer: 6, eventLimits: [{ eventId: 'e2', ticketsPerBuyer: 2 }] })).toEqual({
      ticketsPerBuyer: 'tickets per buyer: 8 → 6',
      eventLimits: 'event e2: 2; event e1: 4 → the general limit',
    });
    const caps = { priceCapBasisPoints: 12_000, categoryCaps: [{ categoryId: 'c1', priceCapBasisPoints: 11_000 }], eventCaps: [] };
    expect(resaleRuleChanges(caps, { ...caps, priceCapBasisPoints: 11_000, categoryCaps: [{ categoryId: 'c1', priceCapBasisPoints: 10_000 }] })).toEqual({
      priceCap: 'price cap: 120 % → 110 %',
      categoryCaps: 'category c1: 110 % → 100 %',
    });
  });
});
