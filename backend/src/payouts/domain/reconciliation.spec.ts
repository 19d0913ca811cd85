import { describe, expect, it } from '@jest/globals';
import { previousRigaDay, providerWindow, reconcileDay, rigaDayBounds, type LedgerMovement, type ProviderMovement } from './reconciliation.js';

const bounds = rigaDayBounds('2026-11-26')!;
const at = (iso: string) => new Date(iso);
const charge = (reference: string, amountCents: number, createdAt = '2026-11-26T10:00:00Z'): ProviderMovement => ({ id: `txn_${reference}`, type: 'charge', reference, amountCents, createdAt: at(createdAt) });
const booked = (providerReference: string | null, amountCents: number, occurredAt = '2026-11-26T10:00:05Z', reference = `order:${providerReference}:payment`): LedgerMovement => ({
  reference,
  kind: 'payment',
  providerReference,
  amountCents,
  occurredAt: at(occurredAt),
});

describe('the daily reconciliation', () => {
  it("a Riga day runs from its midnight to the next, in Riga's time, 23 or 25 hours on the days the clocks change", () => {
    expect(bounds).toEqual({ start: at('2026-11-25T22:00:00Z'), end: at('2026-11-26T22:00:00Z') });
    const summer = rigaDayBounds('2026-10-25')!;
    expect(summer.end.getTime() - summer.start.getTime()).toBe(25 * 3_600_000);
    expect(rigaDayBounds('2026-02-30')).toBeNull();
    expect(previousRigaDay(at('2026-11-26T22:30:00Z'))).toBe('2026-11-26');
    expect(providerWindow(bounds)).toEqual({ from: at('2026-11-24T22:00:00Z'), to: at('2026-11-27T22:00:00Z') });
  });

  it('matches a payment, a refund and a transfer by the provider object each records', () => {
    const provider = [charge('pi_1', 9605), { ...charge('re_1', -3000), type: 'refund' }, { ...charge('tr_1', -8645), type: 'transfer' }];
    const ledger = [booked('pi_1', 9605), booked('re_1', -3000, undefined, 'claim:c1:refund'), booked('tr_1', -8645, undefined, 'payout:p1:transfer')];
    expect(reconcileDay(bounds, provider, ledger)).toEqual({ providerCount: 3, ledgerCount: 3, matchedCount: 3, differences: [] });
  });

  it("matches the provider's fee kept out of a charge with the books' fee posting that names its balance transaction", () => {
    // Stripe's balance transaction txn_pi_1: amount 96.05, fee 1.69, net 94.36; read as the payment and its fee.
    const provider = [charge('pi_1', 9605), { ...charge('txn_pi_1', -169), id: 'txn_pi_1', type: 'stripe_fee' }];
    const fee = { ...booked('txn_pi_1', -169, undefined, 'provider-fee:txn_pi_1'), kind: 'provider_fee' };
    expect(reconcileDay(bounds, provider, [booked('pi_1', 9605), fee])).toEqual({ providerCount: 2, ledgerCount: 2, matchedCount: 2, differences: [] });
    // A fee the books never recorded is a difference of its own; the payment still matches.
    expect(reconcileDay(bounds, provider, [booked('pi_1', 9605)]).differences).toEqual([
      { kind: 'missing_in_ledger', providerReference: 'txn_pi_1', providerTransactionId: 'txn_pi_1', providerType: 'stripe_fee', providerAmountCents: -169, at: '2026-11-26T10:00:00.000Z' },
    ]);
  });

  it('reports what the books miss, what the provider does not know, and amounts that differ', () => {
    const provider = [charge('pi_1', 9605, '2026-11-26T08:00:00Z'), charge('pi_2', 5000, '2026-11-26T09:00:00Z')];
    const ledger = [booked('pi_1', 9600, '2026-11-26T08:00:01Z'), booked('pi_3', 1000, '2026-11-26T12:00:00Z'), booked(null, -500, '2026-11-26T13:00:00Z', 'payout:p9:transfer')];
    const outcome = reconcileDay(bounds, provider, ledger);
    expect(outcome).toMatchObject({ providerCount: 2, ledgerCount: 3, matchedCount: 0 });
    expect(outcome.differences).toEqual([
      { kind: 'amount_mismatch', providerReference: 'pi_1', providerTransactionId: 'txn_pi_1', ledgerReferences: ['order:pi_1:payment'], providerAmountCents: 9605, ledgerAmountCents: 9600, at: '2026-11-26T08:00:00.000Z' },
      { kind: 'missing_in_ledger', providerReference: 'pi_2', providerTransactionId: 'txn_pi_2', providerType: 'charge', providerAmountCents: 5000, at: '2026-11-26T09:00:00.000Z' },
      { kind: 'missing_at_provider', providerReference: 'pi_3', ledgerReferences: ['order:pi_3:payment'], ledgerAmountCents: 1000, at: '2026-11-26T12:00:00.000Z' },
      { kind: 'missing_at_provider', providerReference: null, ledgerReferences: ['payout:p9:transfer'], ledgerAmountCents: -500, at: '2026-11-26T13:00:00.000Z' },
    ]);
  });

  it('a movement booked on the other side of midnight is matched, on the day the provider made it', () => {
    // Paid at 23:59:58 in Riga, recorded in the books at 00:00:03 the next day.
    const provider = [charge('pi_1', 9605, '2026-11-26T21:59:58Z')];
    const ledger = [booked('pi_1', 9605, '2026-11-26T22:00:03Z')];
    expect(reconcileDay(bounds, provider, ledger)).toEqual({ providerCount: 1, ledgerCount: 0, matchedCount: 1, differences: [] });
    const nextDay = rigaDayBounds('2026-11-27')!;
    expect(reconcileDay(nextDay, provider, ledger)).toEqual({ providerCount: 0, ledgerCount: 1, matchedCount: 0, differences: [] });
  });
});
