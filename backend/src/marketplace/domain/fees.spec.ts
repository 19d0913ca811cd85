import { describe, expect, it } from '@jest/globals';
import { allInPricePerTicket, feeOn, isValidFeeRule, offerSummary, orderAmounts } from './fees.js';

describe('fees', () => {
  it('rounds the percentage half up to a whole cent, once, and adds the fixed part', () => {
    expect(feeOn(1_000, { percentBasisPoints: 500, fixedCents: 0 })).toBe(50);
    expect(feeOn(1_010, { percentBasisPoints: 500, fixedCents: 0 })).toBe(51); // 50.5 → 51
    expect(feeOn(1_009, { percentBasisPoints: 500, fixedCents: 0 })).toBe(50); // 50.45 → 50
    expect(feeOn(4_550, { percentBasisPoints: 750, fixedCents: 49 })).toBe(341 + 49); // 341.25 → 341
  });

  it('makes the buyer pay tickets plus fee and the seller receive tickets minus fee', () => {
    const amounts = orderAmounts(4_550, 2, { buyer: { percentBasisPoints: 500, fixedCents: 50 }, seller: { percentBasisPoints: 300, fixedCents: 0 } });
    expect(amounts).toEqual({ ticketsCents: 9_100, buyerFeeCents: 505, totalCents: 9_605, sellerFeeCents: 273, payoutCents: 8_827 });
  });

  it('never takes more from the seller than the tickets bring', () => {
    const amounts = orderAmounts(100, 1, { buyer: { percentBasisPoints: 0, fixedCents: 0 }, seller: { percentBasisPoints: 0, fixedCents: 500 } });
    expect(amounts.sellerFeeCents).toBe(100);
    expect(amounts.payoutCents).toBe(0);
  });

  it('accepts only whole, bounded figures as a fee rule', () => {
    expect(isValidFeeRule({ percentBasisPoints: 500, fixedCents: 50 })).toBe(true);
    expect(isValidFeeRule({ percentBasisPoints: 5.5, fixedCents: 0 })).toBe(false);
    expect(isValidFeeRule({ percentBasisPoints: -1, fixedCents: 0 })).toBe(false);
    expect(isValidFeeRule({ percentBasisPoints: 5_001, fixedCents: 0 })).toBe(false);
    expect(isValidFeeRule({ percentBasisPoints: 0, fixedCents: 10_001 })).toBe(false);
  });

  it('tells search engines what one ticket costs the buyer, fee included, lowest and highest over the listings on sale', () => {
    const fees = { buyer: { percentBasisPoints: 500, fixedCents: 50 }, seller: { percentBasisPoints: 300, fixedCents: 0 } };
    expect(allInPricePerTicket(4_000, fees)).toBe(4_000 + 200 + 50);
    expect(offerSummary([4_250, 3_100, 9_999])).toEqual({ offerCount: 3, lowPriceCents: 3_100, highPriceCents: 9_999 });
    expect(offerSummary([])).toEqual({ offerCount: 0, lowPriceCents: null, highPriceCents: null });
  });
});
