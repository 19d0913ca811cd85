import { describe, expect, it } from '@jest/globals';
import type { FeeRules } from './fees.js';
import { afterLapse, assertValidOfferWindow, assertValidWish, firstMatch, offerExpiry, quantityFor, type ListingToOffer, type QueuedEntry } from './waiting-list.js';

/** The default fees: the buyer pays 5 % + 0.50 per order. */
const FEES: FeeRules = { buyer: { percentBasisPoints: 500, fixedCents: 50 }, seller: { percentBasisPoints: 500, fixedCents: 0 } };

const listing = (fields: Partial<ListingToOffer> = {}): ListingToOffer => ({ id: 'l1', sellerId: 'seller', quantity: 2, unitPriceCents: 5_000, splitRule: 'any', ...fields });
const entry = (id: string, fields: Partial<QueuedEntry> = {}): QueuedEntry => ({ id, userId: `user-${id}`, quantity: 2, maxPricePerTicketCents: 10_000, acceptsFewer: false, ...fields });
const ANY_ROOM = { roomOf: () => 8, skip: () => false };

describe('waiting list: which entry a listing is offered to', () => {
  it('offers to the longest-waiting entry the listing satisfies, skipping older ones it does not', () => {
    const queue = [entry('wants-3', { quantity: 3 }), entry('too-cheap', { maxPricePerTicketCents: 5_000 }), entry('fits'), entry('also-fits')];
    expect(firstMatch(queue, listing(), FEES, ANY_ROOM)).toEqual({ entry: queue[2], quantity: 2 });
  });

  it('prices with the buyer\u2019s fee, per order: two tickets at 50.00 cost 105.50 all-in, 52.75 each', () => {
    expect(quantityFor(entry('a', { maxPricePerTicketCents: 5_275 }), listing(), FEES, 8)).toBe(2);
    expect(quantityFor(entry('a', { maxPricePerTicketCents: 5_274 }), listing(), FEES, 8)).toBeNull();
    // One ticket bears the whole fixed part: 53.00.
    expect(quantityFor(entry('a', { quantity: 1, maxPricePerTicketCents: 5_299 }), listing(), FEES, 8)).toBeNull();
  });

  it('never offers more than asked; fewer only to an entry that accepts fewer, as many as it can', () => {
    expect(quantityFor(entry('a', { quantity: 1 }), listing({ quantity: 4 }), FEES, 8)).toBe(1);
    expect(quantityFor(entry('a', { quantity: 3 }), listing({ quantity: 2 }), FEES, 8)).toBeNull();
    expect(quantityFor(entry('a', { quantity: 3, acceptsFewer: true }), listing({ quantity: 2 }), FEES, 8)).toBe(2);
  });

  it('respects the listing\u2019s split rule', () => {
    expect(quantityFor(entry('a', { quantity: 2 }), listing({ quantity: 3, splitRule: 'together' }), FEES, 8)).toBeNull();
    expect(quantityFor(entry('a', { quantity: 2 }), listing({ quantity: 3, splitRule: 'no-single-left' }), FEES, 8)).toBeNull();
    // Taking fewer is allowed when it leaves no single ticket: one of three leaves two.
    expect(quantityFor(entry('a', { quantity: 2, acceptsFewer: true }), listing({ quantity: 3, splitRule: 'no-single-left' }), FEES, 8)).toBe(1);
    expect(quantityFor(entry('a', { quantity: 3 }), listing({ quantity: 3, splitRule: 'together' }), FEES, 8)).toBe(3);
  });

  it('respects the per-event limit: a fan who already has tickets of the event is offered only what the limit leaves', () => {
    const queue = [entry('has-7', { quantity: 2 }), entry('next')];
    const roomOf = (candidate: QueuedEntry) => (candidate.id === 'has-7' ? 1 : 8);
    expect(firstMatch(queue, listing(), FEES, { roomOf, skip: () => false })).toEqual({ entry: queue[1], quantity: 2 });
    expect(firstMatch([entry('has-7', { acceptsFewer: true })], listing(), FEES, { roomOf, skip: () => false })?.quantity).toBe(1);
  });

  it('never offers sellers their own tickets, nor tickets to an entry that let them lapse', () => {
    const queue = [entry('seller', { userId: 'seller' }), entry('lapsed'), entry('next')];
    expect(firstMatch(queue, listing(), FEES, { roomOf: () => 8, skip: (candidate) => candidate.id === 'lapsed' })?.entry.id).toBe('next');
  });
});

describe('waiting list: offer window, lapses and wishes', () => {
  const riga = (iso: string) => new Date(iso);

  it('keeps an offer open for the window by day', () => {
    // 12:00 in Riga (UTC+2 in winter).
    expect(offerExpiry(riga('2026-12-01T10:00:00Z'), 15)).toEqual(riga('2026-12-01T10:15:00Z'));
    // 21:40 Riga: the window ends at 21:55, before the night.
    expect(offerExpiry(riga('2026-12-01T19:40:00Z'), 15)).toEqual(riga('2026-12-01T19:55:00Z'));
  });

  it('keeps an offer made at night (22:00–08:00 Riga) open until 09:00 Riga', () => {
    // 22:00 Riga in winter → 09:00 Riga the next morning (07:00 UTC).
    expect(offerExpiry(riga('2026-12-01T20:00:00Z'), 15)).toEqual(riga('2026-12-02T07:00:00Z'));
    // 03:00 Riga → 09:00 the same morning.
    expect(offerExpiry(riga('2026-12-02T01:00:00Z'), 15)).toEqual(riga('2026-12-02T07:00:00Z'));
    // 07:59 Riga in summer (UTC+3) → 09:00 Riga is 06:00 UTC.
    expect(offerExpiry(riga('2026-07-01T04:59:00Z'), 15)).toEqual(riga('2026-07-01T06:00:00Z'));
    // At 08:00 the night is over.
    expect(offerExpiry(riga('2026-12-02T06:00:00Z'), 15)).toEqual(riga('2026-12-02T06:15:00Z'));
    // A window longer than the night wins.
    expect(offerExpiry(riga('2026-12-02T01:00:00Z'), 600)).toEqual(riga('2026-12-02T11:00:00Z'));
  });

  it('pauses an entry at its third lapsed offer, and only then', () => {
    expect(afterLapse(0)).toEqual({ lapsedOffers: 1, status: 'waiting', paused: false });
    expect(afterLapse(1)).toEqual({ lapsedOffers: 2, status: 'waiting', paused: false });
    expect(afterLapse(2)).toEqual({ lapsedOffers: 3, status: 'paused', paused: true });
  });

  it('takes 1 to the event\u2019s limit of tickets and a positive price; an offer window of 5 to 1440 minutes', () => {
    expect(() => assertValidWish({ quantity: 8, maxPricePerTicketCents: 1, acceptsFewer: false }, 8)).not.toThrow();
    expect(() => assertValidWish({ quantity: 9, maxPricePerTicketCents: 100, acceptsFewer: false }, 8)).toThrow(expect.objectContaining({ code: 'marketplace.waiting_list_quantity_invalid', params: { max: 8 } }));
    expect(() => assertValidWish({ quantity: 0, maxPricePerTicketCents: 100, acceptsFewer: false }, 8)).toThrow();
    expect(() => assertValidWish({ quantity: 1, maxPricePerTicketCents: 0, acceptsFewer: false }, 8)).toThrow(expect.objectContaining({ code: 'marketplace.waiting_list_max_price_invalid' }));
    expect(() => assertValidOfferWindow(5)).not.toThrow();
    expect(() => assertValidOfferWindow(1440)).not.toThrow();
    expect(() => assertValidOfferWindow(4)).toThrow();
    expect(() => assertValidOfferWindow(1441)).toThrow();
  });
});
