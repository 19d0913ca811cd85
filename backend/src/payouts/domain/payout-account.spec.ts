import { describe, expect, it } from '@jest/globals';
import { payoutAccountStatus } from './payout-account.js';

describe("a seller's payout account status", () => {
  it('is not started without an account, pending while onboarding, active once it can receive, restricted when held back', () => {
    expect(payoutAccountStatus(null)).toBe('not_started');
    expect(payoutAccountStatus({ detailsSubmitted: false, payoutsEnabled: false, transfersActive: false })).toBe('pending');
    expect(payoutAccountStatus({ detailsSubmitted: true, payoutsEnabled: true, transfersActive: true })).toBe('active');
    expect(payoutAccountStatus({ detailsSubmitted: true, payoutsEnabled: false, transfersActive: false })).toBe('restricted');
    expect(payoutAccountStatus({ detailsSubmitted: true, payoutsEnabled: true, transfersActive: false })).toBe('restricted');
  });
});
