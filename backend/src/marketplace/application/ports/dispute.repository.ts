import type { Dispute, DisputeStatus } from '../../domain/dispute.js';

/** A dispute in staff's queue: the dispute, its order's money and event, both parties' names. */
export interface DisputeForStaff {
  id: string;
  orderId: string;
  providerDisputeId: string;
  status: DisputeStatus;
  reason: string;
  amountCents: number;
  evidenceDueBy: Date | null;
  evidenceSubmittedAt: Date | null;
  createdAt: Date;
  closedAt: Date | null;
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  ticketTitle: string;
  eventDate: string;
}

/** What the marketplace holds about a disputed order: what staff read, and what is sent to the bank. */
export interface DisputeEvidenceFacts {
  orderStatus: string;
  quantity: number;
  ticketsCents: number;
  buyerFeeCents: number;
  totalCents: number;
  /** When the buyer paid and the ticket (its file, if any) was handed over to them. */
  deliveredAt: Date | null;
  venue: string;
  eventTime: string | null;
  /** SHA-256 of the ticket file the seller uploaded, hex; null without a file. */
  ticketFileSha256: string | null;
  /** When the buyer downloaded the ticket file, oldest first. */
  downloads: Date[];
  buyerEmail: string | null;
  sellerEmail: string | null;
}

export interface DisputeQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  status?: DisputeStatus;
}

export abstract class DisputeRepository {
  /** False when the provider's dispute is recorded already (another process recorded it first). */
  abstract add(dispute: Dispute): Promise<boolean>;
  abstract find(id: string): Promise<Dispute | null>;
  /** The dispute, its row locked until the transaction ends (one process follows it at a time). */
  abstract findByProviderIdForUpdate(providerDisputeId: string): Promise<Dispute | null>;
  abstract save(dispute: Dispute): Promise<void>;
  abstract forStaff(query: DisputeQuery): Promise<{ items: DisputeForStaff[]; total: number }>;
  abstract oneForStaff(id: string): Promise<DisputeForStaff | null>;
  abstract evidenceFor(id: string): Promise<DisputeEvidenceFacts | null>;
}
