import { describe, expect, it } from '@jest/globals';
import { Claim } from './claim.js';

const NOW = new Date('2026-12-11T10:00:00Z');
const MONEY = { ticketsCents: 9_100, totalCents: 9_605 };

function openClaim(message = 'The scanner said the code was already used.'): Claim {
  return Claim.open({ id: 'c1', orderId: 'o1', buyerId: 'buyer', sellerId: 'seller', reason: 'refused_at_entrance', message, now: NOW });
}

describe("a buyer's claim", () => {
  it('needs a description of what happened, within 2000 characters', () => {
    expect(() => openClaim('   ')).toThrow(expect.objectContaining({ code: 'marketplace.claim_message_invalid' }));
    expect(() => openClaim('x'.repeat(2001))).toThrow(expect.objectContaining({ code: 'marketplace.claim_message_invalid' }));
    expect(openClaim('  Not valid  ').snapshot()).toMatchObject({ message: 'Not valid', status: 'open' });
  });

  it('carries up to three evidence files, numbered from 1', () => {
    const file = (name: string) => ({ position: 0, key: `claims/c1/${name}`, name, contentType: 'image/png', size: 10, sha256: 'a'.repeat(64) });
    const open = (count: number) =>
      Claim.open({ id: 'c1', orderId: 'o1', buyerId: 'buyer', sellerId: 'seller', reason: 'not_as_described', message: 'Wrong seats.', now: NOW, files: ['a', 'b', 'c', 'd'].slice(0, count).map(file) });
    const claim = open(3);
    expect(claim.snapshot().files.map((f) => f.position)).toEqual([1, 2, 3]);
    expect(claim.fileAt(2)?.name).toBe('b');
    expect(claim.fileAt(4)).toBeNull();
    expect(() => open(4)).toThrow(expect.objectContaining({ code: 'marketplace.claim_files_too_many', params: { max: 3 } }));
    expect(openClaim().snapshot().files).toEqual([]);
  });

  it('is answered by its seller only, and only until staff decide', () => {
    const claim = openClaim();
    expect(() => claim.answer('buyer', 'mine', NOW)).toThrow(expect.objectContaining({ code: 'marketplace.claim_not_found' }));
    claim.answer('seller', 'The ticket was valid when I sent it.', NOW);
    claim.answer('seller', 'It was valid; here is my purchase receipt.', NOW);
    expect(claim.snapshot()).toMatchObject({ sellerAnswer: 'It was valid; here is my purchase receipt.', answeredAt: NOW });
    claim.decide({ staffId: 'staff', refundCents: 0, note: null, now: NOW }, MONEY);
    expect(() => claim.answer('seller', 'late', NOW)).toThrow(expect.objectContaining({ code: 'marketplace.claim_decided' }));
  });

  it('is decided once: all to the seller closes it, a refund waits for the provider', () => {
    const released = openClaim();
    expect(released.decide({ staffId: 'staff', refundCents: 0, note: ' ', now: NOW }, MONEY)).toBe('release');
    expect(released.snapshot()).toMatchObject({ status: 'closed', refundCents: 0, decisionNote: null, decidedBy: 'staff' });
    expect(() => released.decide({ staffId: 'staff', refundCents: 9_605, note: null, now: NOW }, MONEY)).toThrow(expect.objectContaining({ code: 'marketplace.claim_decided' }));

    const refunded = openClaim();
    expect(refunded.decide({ staffId: 'staff', refundCents: 9_605, note: 'Refused at the door.', now: NOW }, MONEY)).toBe('full-refund');
    expect(refunded.status).toBe('refunding');
    expect(refunded.refundKey()).toBe('claim-c1-refund');
    refunded.refunded('re_1');
    expect(refunded.snapshot()).toMatchObject({ status: 'closed', refundId: 're_1' });
  });

  it("refunds part of the tickets' price, or everything paid: nothing in between, nothing more, no fractions", () => {
    expect(openClaim().decide({ staffId: 's', refundCents: 4_550, note: null, now: NOW }, MONEY)).toBe('partial-refund');
    expect(openClaim().decide({ staffId: 's', refundCents: 9_099, note: null, now: NOW }, MONEY)).toBe('partial-refund');
    for (const refundCents of [9_100, 9_300, 9_606, -1, 10.5]) {
      const claim = openClaim();
      expect(() => claim.decide({ staffId: 's', refundCents, note: null, now: NOW }, MONEY)).toThrow(
        expect.objectContaining({ code: 'marketplace.claim_refund_invalid', params: { maxPart: '90,99\u00a0€', total: '96,05\u00a0€' } }),
      );
      expect(claim.status).toBe('open');
    }
  });
});
