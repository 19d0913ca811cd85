import { describe, expect, it } from '@jest/globals';
import { refusalToLeave, type StillOpen } from './leaving.js';

const settled: StillOpen = { ordersInProgress: 0, casesOpen: 0, money: { heldCents: 0, availableCents: 0, availableWaitsFor: null, inFlightCents: 0, owedBackCents: 0 } };
const withMoney = (money: Partial<StillOpen['money']>): StillOpen => ({ ...settled, money: { ...settled.money, ...money } });

describe('refusalToLeave', () => {
  it('lets a person leave when nothing is open', () => {
    expect(refusalToLeave(settled)).toBeNull();
  });

  it.each([
    [{ ...settled, ordersInProgress: 2 }, 'privacy.order_in_progress', { count: 2 }],
    [{ ...settled, casesOpen: 1 }, 'privacy.case_open', { count: 1 }],
    [withMoney({ owedBackCents: 8645 }), 'privacy.money_owed_back', { amountCents: 8645, amount: '86,45\u00a0€' }],
    [withMoney({ availableCents: 100, availableWaitsFor: 'payout_account' }), 'privacy.payout_waits_for_account', { amountCents: 100 }],
    [withMoney({ availableCents: 100, availableWaitsFor: 'tax_details' }), 'privacy.payout_waits_for_tax_details', { amountCents: 100 }],
    [withMoney({ heldCents: 500 }), 'privacy.payout_held', { amountCents: 500 }],
    [withMoney({ inFlightCents: 700 }), 'privacy.payout_in_flight', { amountCents: 700 }],
    [withMoney({ availableCents: 100, availableWaitsFor: 'payout_run' }), 'privacy.payout_due', { amountCents: 100 }],
  ])('refuses with the reason and its figures (%#)', (open, code, params) => {
    const error = refusalToLeave(open);
    expect(error).toMatchObject({ code, kind: 'conflict', params: expect.objectContaining(params) });
  });

  it('names first what is still running, then what only the person can do, then what they only wait for', () => {
    const everything: StillOpen = { ordersInProgress: 1, casesOpen: 1, money: { heldCents: 1, availableCents: 1, availableWaitsFor: 'payout_account', inFlightCents: 1, owedBackCents: 1 } };
    expect(refusalToLeave(everything)?.code).toBe('privacy.order_in_progress');
    expect(refusalToLeave({ ...everything, ordersInProgress: 0 })?.code).toBe('privacy.case_open');
    expect(refusalToLeave({ ...everything, ordersInProgress: 0, casesOpen: 0 })?.code).toBe('privacy.money_owed_back');
    expect(refusalToLeave(withMoney({ heldCents: 1, availableCents: 1, availableWaitsFor: 'payout_account' }))?.code).toBe('privacy.payout_waits_for_account');
    expect(refusalToLeave(withMoney({ heldCents: 1, inFlightCents: 1, availableCents: 1, availableWaitsFor: 'payout_run' }))?.code).toBe('privacy.payout_held');
  });
});
