import { describe, expect, it } from '@jest/globals';
import { quantitiesOffered, refusalToTake, splitRuleOf } from './listing-split.js';

describe('buying part of a listing', () => {
  it('offers any number up to what is left, all of it only for a listing sold together, and never leaves one ticket alone', () => {
    expect(quantitiesOffered('any', 4)).toEqual([1, 2, 3, 4]);
    expect(quantitiesOffered('together', 4)).toEqual([4]);
    expect(quantitiesOffered('no-single-left', 4)).toEqual([1, 2, 4]);
    expect(quantitiesOffered('no-single-left', 2)).toEqual([2]);
    expect(quantitiesOffered('no-single-left', 1)).toEqual([1]);
    expect(quantitiesOffered('any', 0)).toEqual([]);
  });

  it('refuses more than is left, a part of a listing sold together, and a part that would leave a single ticket, saying why', () => {
    expect(refusalToTake('any', 3, 2)).toBeNull();
    expect(refusalToTake('any', 3, 4)).toMatchObject({ code: 'marketplace.quantity_unavailable', params: { available: 3 } });
    expect(refusalToTake('any', 3, 0)?.code).toBe('marketplace.quantity_unavailable');
    expect(refusalToTake('together', 3, 2)).toMatchObject({ code: 'marketplace.quantity_not_offered', params: { quantity: 3 } });
    expect(refusalToTake('no-single-left', 4, 3)).toMatchObject({ code: 'marketplace.single_would_be_left', params: { available: 4, most: 2 } });
    expect(refusalToTake('no-single-left', 4, 4)).toBeNull();
  });

  it('sells a listing whose one file holds several tickets only together, and lets the seller choose otherwise', () => {
    expect(splitRuleOf(null, { quantity: 3, hasWholeFile: true })).toBe('together');
    expect(splitRuleOf(null, { quantity: 3, hasWholeFile: false })).toBe('any');
    expect(splitRuleOf('no-single-left', { quantity: 3, hasWholeFile: false })).toBe('no-single-left');
    expect(splitRuleOf('any', { quantity: 1, hasWholeFile: true })).toBe('any');
    expect(() => splitRuleOf('any', { quantity: 2, hasWholeFile: true })).toThrow(expect.objectContaining({ code: 'marketplace.one_file_sold_together' }));
  });
});
