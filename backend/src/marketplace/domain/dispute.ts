import { MarketplaceErrors } from './marketplace.errors.js';

/**
 * needs_response (the order's payout frozen; staff may send the evidence) → under_review (sent; the bank decides) →
 * won (the payout unfreezes) or lost (the buyer keeps the money, the seller's share is not paid). The provider may
 * also close a dispute that was never answered: needs_response → won or lost.
 */
export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost';

/** A dispute as the provider says it is now (re-read on every event, never taken from the event itself). */
export interface ProviderDispute {
  providerDisputeId: string;
  /** The payment it is about (the provider's payment id, as the order keeps it). */
  paymentId: string;
  amountCents: number;
  reason: string;
  status: DisputeStatus;
  evidenceDueBy: Date | null;
  /** The provider holds evidence that was submitted. */
  submitted: boolean;
}

export interface DisputeState {
  id: string;
  orderId: string;
  providerDisputeId: string;
  amountCents: number;
  reason: string;
  status: DisputeStatus;
  evidenceDueBy: Date | null;
  evidenceSubmittedAt: Date | null;
  evidenceSubmittedBy: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

const ORDER: Record<DisputeStatus, number> = { needs_response: 0, under_review: 1, won: 2, lost: 2 };

/**
 * A card dispute: the buyer asked their bank to take a payment back. The provider decides the state; the
 * marketplace follows it, whatever order its events arrive in, and staff answer with the evidence the marketplace
 * holds.
 */
export class Dispute {
  private constructor(private state: DisputeState) {}

  static restore(state: DisputeState): Dispute {
    return new Dispute({ ...state });
  }

  /** First heard of: recorded as the provider has it now (it may already be decided). */
  static fromProvider(input: { id: string; orderId: string; provider: ProviderDispute; now: Date }): Dispute {
    const { provider, now } = input;
    return new Dispute({
      id: input.id,
      orderId: input.orderId,
      providerDisputeId: provider.providerDisputeId,
      amountCents: provider.amountCents,
      reason: provider.reason,
      status: provider.status,
      evidenceDueBy: provider.evidenceDueBy,
      evidenceSubmittedAt: provider.submitted ? now : null,
      evidenceSubmittedBy: null,
      createdAt: now,
      closedAt: isClosed(provider.status) ? now : null,
    });
  }

  get id() {
    return this.state.id;
  }
  get status() {
    return this.state.status;
  }
  get orderId() {
    return this.state.orderId;
  }

  snapshot(): Readonly<DisputeState> {
    return { ...this.state };
  }

  isClosed(): boolean {
    return isClosed(this.state.status);
  }

  /**
   * Brings the dispute up to what the provider says now. A state is never taken back (a late event of an earlier
   * state changes nothing); a decision is taken once. Answers whether it was decided now.
   */
  follow(provider: ProviderDispute, now: Date): 'won' | 'lost' | null {
    if (this.isClosed() || ORDER[provider.status] < ORDER[this.state.status]) return null;
    const { status } = this.state;
    this.state = {
      ...this.state,
      status: provider.status,
      amountCents: provider.amountCents,
      evidenceDueBy: provider.evidenceDueBy ?? this.state.evidenceDueBy,
      evidenceSubmittedAt: this.state.evidenceSubmittedAt ?? (provider.submitted ? now : null),
    };
    if (!isClosed(provider.status) || status === provider.status) return null;
    this.state.closedAt = now;
    return provider.status as 'won' | 'lost';
  }

  /** Staff may send the evidence while the provider still needs a response. */
  checkEvidenceAccepted(): void {
    if (this.state.status !== 'needs_response') throw MarketplaceErrors.disputeNotAwaitingEvidence();
  }

  /** The provider took the evidence staff sent: the bank reviews it. */
  evidenceSubmitted(staffId: string, now: Date): void {
    this.state = {
      ...this.state,
      status: this.isClosed() ? this.state.status : 'under_review',
      evidenceSubmittedAt: this.state.evidenceSubmittedAt ?? now,
      evidenceSubmittedBy: this.state.evidenceSubmittedBy ?? staffId,
    };
  }

  /** The provider key of the evidence submission: sent once, however often staff press the button or a retry runs. */
  evidenceKey(): string {
    return `dispute-${this.state.id}-evidence`;
  }
}

function isClosed(status: DisputeStatus): boolean {
  return status === 'won' || status === 'lost';
}
