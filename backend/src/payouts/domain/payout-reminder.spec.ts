import { describe, expect, it } from '@jest/globals';
import { needsPayoutAccountReminder, remindedBefore } from './payout-reminder.js';

describe('payout account reminders', () => {
  it('remind a seller with money waiting whose account is not active, and nobody else', () => {
    expect(needsPayoutAccountReminder({ status: 'not_started', waitingCents: 8645 })).toBe(true);
    expect(needsPayoutAccountReminder({ status: 'pending', waitingCents: 1 })).toBe(true);
    expect(needsPayoutAccountReminder({ status: 'restricted', waitingCents: 8645 })).toBe(true);
    expect(needsPayoutAccountReminder({ status: 'active', waitingCents: 8645 })).toBe(false);
    expect(needsPayoutAccountReminder({ status: 'not_started', waitingCents: 0 })).toBe(false);
  });

  it('at most once every 7 days', () => {
    expect(remindedBefore(new Date('2026-11-27T10:00:00Z'))).toEqual(new Date('2026-11-20T10:00:00Z'));
  });
});
