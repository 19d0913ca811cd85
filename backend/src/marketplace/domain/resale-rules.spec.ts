import { describe, expect, it } from '@jest/globals';
import { capThatApplies, highestAskingPrice, isValidPriceCap } from './resale-rules.js';

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
