import { describe, expect, it } from '@jest/globals';
import { Dispute, type DisputeStatus, type ProviderDispute } from './dispute.js';

const opened = new Date('2026-11-20T10:00:00Z');
const later = new Date('2026-11-22T10:00:00Z');
const provider = (status: DisputeStatus, submitted = false): ProviderDispute => ({
  providerDisputeId: 'du_1',
  paymentId: 'pi_1',
  amountCents: 9605,
  reason: 'fraudulent',
  status,
  evidenceDueBy: new Date('2026-11-27T10:00:00Z'),
  submitted,
});
const recorded = (status: DisputeStatus = 'needs_response') => Dispute.fromProvider({ id: 'd1', orderId: 'o1', provider: provider(status), now: opened });

describe('a card dispute', () => {
  it('is recorded as the provider has it, open and awaiting evidence', () => {
    const dispute = recorded();
    expect(dispute.snapshot()).toMatchObject({ status: 'needs_response', amountCents: 9605, closedAt: null, evidenceSubmittedAt: null });
    expect(dispute.isClosed()).toBe(false);
    expect(() => dispute.checkEvidenceAccepted()).not.toThrow();
    expect(dispute.evidenceKey()).toBe('dispute-d1-evidence');
  });

  it('first heard of when already decided: recorded closed', () => {
    const dispute = recorded('lost');
    expect(dispute.snapshot()).toMatchObject({ status: 'lost', closedAt: opened });
    expect(() => dispute.checkEvidenceAccepted()).toThrow(expect.objectContaining({ code: 'marketplace.dispute_not_awaiting_evidence' }));
  });

  it('follows the provider forward, decides once, and ignores a late event of an earlier state', () => {
    const dispute = recorded();
    expect(dispute.follow(provider('under_review', true), later)).toBeNull();
    expect(dispute.snapshot()).toMatchObject({ status: 'under_review', evidenceSubmittedAt: later });
    expect(dispute.follow(provider('needs_response'), later)).toBeNull();
    expect(dispute.status).toBe('under_review');
    expect(dispute.follow(provider('won'), later)).toBe('won');
    expect(dispute.snapshot().closedAt).toEqual(later);
    // The same closed event again, or a contradicting one: decided once.
    expect(dispute.follow(provider('won'), later)).toBeNull();
    expect(dispute.follow(provider('lost'), later)).toBeNull();
    expect(dispute.status).toBe('won');
  });

  it('a dispute never answered can be lost straight away', () => {
    const dispute = recorded();
    expect(dispute.follow(provider('lost'), later)).toBe('lost');
  });

  it("records staff's submission once, and takes no evidence after", () => {
    const dispute = recorded();
    dispute.evidenceSubmitted('staff-1', later);
    expect(dispute.snapshot()).toMatchObject({ status: 'under_review', evidenceSubmittedAt: later, evidenceSubmittedBy: 'staff-1' });
    expect(() => dispute.checkEvidenceAccepted()).toThrow();
    dispute.evidenceSubmitted('staff-2', new Date());
    expect(dispute.snapshot()).toMatchObject({ evidenceSubmittedAt: later, evidenceSubmittedBy: 'staff-1' });
  });
});
