import { MarketplaceErrors } from './marketplace.errors.js';

/** What a buyer may claim; staff decide these. */
export const CLAIM_REASONS = ['refused_at_entrance', 'not_as_described', 'not_received'] as const;
/** 'event_moved': the buyer asked for their money back in the window a moved event opened; decided at once. */
export type ClaimReason = (typeof CLAIM_REASONS)[number] | 'event_moved';

/**
 * open (the seller's payout for the order frozen) → refunding (staff decided to give money back; the provider is
 * asked under the claim's own key) → closed; or open → closed when staff release it all to the seller.
 */
export type ClaimStatus = 'open' | 'refunding' | 'closed';

export const CLAIM_MESSAGE_MAX = 2000;

/** What the order's money was, as checkout computed it. */
export interface ClaimedMoney {
  ticketsCents: number;
  totalCents: number;
}

export interface ClaimState {
  id: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  reason: ClaimReason;
  message: string;
  sellerAnswer: string | null;
  answeredAt: Date | null;
  status: ClaimStatus;
  /** What staff decided goes back to the buyer: 0 (all to the seller), part of the tickets' price, or all paid. */
  refundCents: number | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  /** The provider's refund, once made. */
  refundId: string | null;
  createdAt: Date;
}

/** How a decision splits the order's money. */
export type ClaimOutcome = 'release' | 'partial-refund' | 'full-refund';

/**
 * A buyer's claim that an order went wrong ("refused at the entrance", "not as described", "not received"), opened
 * before the order's money is released to the seller. Staff decide it: refund the buyer in full (the service fee
 * included), refund part of the tickets' price and release the rest, or release it all to the seller.
 */
export class Claim {
  private constructor(private state: ClaimState) {}

  static open(input: { id: string; orderId: string; buyerId: string; sellerId: string; reason: ClaimReason; message: string; now: Date }): Claim {
    const message = input.message.trim();
    if (message.length === 0 || message.length > CLAIM_MESSAGE_MAX) throw MarketplaceErrors.claimMessageInvalid(CLAIM_MESSAGE_MAX);
    return new Claim({
      id: input.id,
      orderId: input.orderId,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      reason: input.reason,
      message,
      sellerAnswer: null,
      answeredAt: null,
      status: 'open',
      refundCents: null,
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      refundId: null,
      createdAt: input.now,
    });
  }

  /**
   * The buyer asked for their money back because the event moved (within the window the move opened): the claim is
   * decided for a full refund at once, nobody's judgement needed; the seller's payout stays frozen until it is made.
   */
  static refundForMovedEvent(input: { id: string; orderId: string; buyerId: string; sellerId: string; totalCents: number; now: Date }): Claim {
    return new Claim({
      id: input.id,
      orderId: input.orderId,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      reason: 'event_moved',
      message: '',
      sellerAnswer: null,
      answeredAt: null,
      status: 'refunding',
      refundCents: input.totalCents,
      decidedBy: null,
      decidedAt: input.now,
      decisionNote: null,
      refundId: null,
      createdAt: input.now,
    });
  }

  static restore(state: ClaimState): Claim {
    return new Claim({ ...state });
  }

  get id() {
    return this.state.id;
  }
  get status() {
    return this.state.status;
  }

  snapshot(): Readonly<ClaimState> {
    return { ...this.state };
  }

  roleOf(userId: string): 'buyer' | 'seller' | null {
    if (userId === this.state.buyerId) return 'buyer';
    if (userId === this.state.sellerId) return 'seller';
    return null;
  }

  /** The seller's side of the story, while staff have not decided; a later answer replaces an earlier one. */
  answer(sellerId: string, text: string, now: Date): void {
    if (sellerId !== this.state.sellerId) throw MarketplaceErrors.claimNotFound();
    if (this.state.status !== 'open') throw MarketplaceErrors.claimDecided();
    const answer = text.trim();
    if (answer.length === 0 || answer.length > CLAIM_MESSAGE_MAX) throw MarketplaceErrors.claimMessageInvalid(CLAIM_MESSAGE_MAX);
    this.state = { ...this.state, sellerAnswer: answer, answeredAt: now };
  }

  /**
   * Staff's decision. A part refund is less than the tickets' price (the service fee stays earned); a full refund is
   * everything the buyer paid; 0 releases it all to the seller.
   */
  decide(decision: { staffId: string; refundCents: number; note: string | null; now: Date }, money: ClaimedMoney): ClaimOutcome {
    if (this.state.status !== 'open') throw MarketplaceErrors.claimDecided();
    const outcome = outcomeOf(decision.refundCents, money);
    this.state = {
      ...this.state,
      status: outcome === 'release' ? 'closed' : 'refunding',
      refundCents: decision.refundCents,
      decidedBy: decision.staffId,
      decidedAt: decision.now,
      decisionNote: decision.note?.trim() || null,
    };
    return outcome;
  }

  /** The provider made the decided refund. */
  refunded(refundId: string): void {
    if (this.state.status !== 'refunding') throw MarketplaceErrors.claimDecided();
    this.state = { ...this.state, status: 'closed', refundId };
  }

  /** The provider key of this claim's refund: one refund per claim, however often it is asked for. */
  refundKey(): string {
    return `claim-${this.state.id}-refund`;
  }

  outcome(money: ClaimedMoney): ClaimOutcome | null {
    return this.state.refundCents === null ? null : outcomeOf(this.state.refundCents, money);
  }
}

function outcomeOf(refundCents: number, money: ClaimedMoney): ClaimOutcome {
  if (refundCents === 0) return 'release';
  if (refundCents === money.totalCents) return 'full-refund';
  if (Number.isSafeInteger(refundCents) && refundCents > 0 && refundCents < money.ticketsCents) return 'partial-refund';
  throw MarketplaceErrors.claimRefundInvalid(money.ticketsCents, money.totalCents);
}
