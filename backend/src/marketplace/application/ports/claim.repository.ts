import type { Claim, ClaimFile, ClaimReason, ClaimStatus } from '../../domain/claim.js';

/** A claim as staff see it in their queue: the claim, its order's money and event, both parties' names. */
export interface ClaimForStaff {
  id: string;
  orderId: string;
  status: ClaimStatus;
  reason: ClaimReason;
  message: string;
  sellerAnswer: string | null;
  answeredAt: Date | null;
  refundCents: number | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  ticketTitle: string;
  eventDate: string;
  ticketsCents: number;
  totalCents: number;
  /** The buyer's evidence, by position. */
  files: ClaimFile[];
}

export interface ClaimQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  status?: ClaimStatus;
}

export abstract class ClaimRepository {
  /** False when the order already has a claim: a buyer opens one per order. Writes the claim's files with it. */
  abstract add(claim: Claim): Promise<boolean>;
  abstract find(id: string): Promise<Claim | null>;
  abstract ofOrder(orderId: string): Promise<Claim | null>;
  /** Writes the claim's new state if it still has status `from`; false when another process moved it meanwhile. */
  abstract save(claim: Claim, from: ClaimStatus): Promise<boolean>;
  abstract forStaff(query: ClaimQuery): Promise<{ items: ClaimForStaff[]; total: number }>;
  abstract oneForStaff(id: string): Promise<ClaimForStaff | null>;
}
