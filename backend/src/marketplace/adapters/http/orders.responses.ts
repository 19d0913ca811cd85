import { ApiProperty } from '@nestjs/swagger';
import type { OrderView } from '../../application/view-order.queries.js';
import { CLAIM_REASONS, type Claim, type ClaimFile, type ClaimReason, type ClaimStatus } from '../../domain/claim.js';

const ORDER_STATUSES = ['awaiting_payment', 'paid', 'expired', 'cancelled', 'refunded', 'completed', 'disputed'] as const;

class OrderAmountsResponse {
  @ApiProperty({ type: 'integer', description: 'The tickets: unit price × quantity, euro cents.' }) ticketsCents: number;
  @ApiProperty({ type: 'integer', nullable: true, description: "The buyer's fee (buyer only)." }) buyerFeeCents: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'What the buyer pays: tickets + fee (buyer only).' }) totalCents: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: "The seller's fee (seller only)." }) sellerFeeCents: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'What the seller receives (seller only).' }) payoutCents: number | null;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
}

class OrderSeatResponse {
  @ApiProperty({ type: String, nullable: true }) section: string | null;
  @ApiProperty({ type: String, nullable: true }) row: string | null;
  @ApiProperty({ type: String, nullable: true }) seat: string | null;
}

class OrderTicketResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The catalogue event the ticket is for, if linked to one' }) eventId: string | null;
  @ApiProperty({ format: 'date' }) eventDate: string;
  @ApiProperty({ type: String, nullable: true, example: '19:00' }) eventTime: string | null;
  @ApiProperty() venue: string;
  @ApiProperty({ type: OrderSeatResponse }) seat: OrderSeatResponse;
  @ApiProperty({ description: 'The seller uploaded the ticket file (downloadable by the buyer once paid)' }) hasFile: boolean;
  @ApiProperty({ description: 'How many ticket files: one per ticket (each at /api/tickets/{id}/files/{n}, n from 1), or one for all of them' }) fileCount: number;
}

export class OrderDetailResponse implements OrderView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderView['status'];
  @ApiProperty({ enum: ['buyer', 'seller'], description: 'Your side of this order' }) role: 'buyer' | 'seller';
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents' }) unitPriceCents: number;
  @ApiProperty({ type: OrderAmountsResponse }) amounts: OrderAmountsResponse;
  @ApiProperty({ format: 'date-time', description: 'While awaiting payment, the tickets are held until then.' }) expiresAt: string;
  @ApiProperty({ type: String, nullable: true, description: "The payment page (buyer, awaiting payment): redirect the buyer there." }) checkoutUrl: string | null;
  @ApiProperty({ type: OrderTicketResponse }) ticket: OrderTicketResponse;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The event moved after this order was paid: until then its buyer may have all they paid back (POST /api/orders/{id}/move-refund). Null to the seller and when not possible.' })
  moveRefundUntil: string | null;
}

/** One of a claim's evidence files, downloaded at /api/orders/{id}/claims/{claimId}/files/{n} (staff: /api/admin/claims/{id}/files/{n}). */
export class ClaimFileResponse {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 3, description: 'Its position, from 1: the {n} of its download address.' }) n: number;
  @ApiProperty({ description: "The buyer's file name (cleaned), with the extension of what the file really is." }) name: string;
  @ApiProperty({ type: 'integer', description: 'Bytes.' }) size: number;
  @ApiProperty({ enum: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] }) contentType: string;
}

export function claimFileResponses(files: readonly ClaimFile[]): ClaimFileResponse[] {
  return files.map((file) => ({ n: file.position, name: file.name, size: file.size, contentType: file.contentType }));
}

/** A claim on an order, as its buyer, its seller and staff see it. */
export class ClaimResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ enum: ['open', 'refunding', 'closed'], description: 'open: the payout frozen, waiting for staff; refunding: a refund decided, being made; closed: decided.' })
  status: ClaimStatus;
  @ApiProperty({ enum: [...CLAIM_REASONS, 'event_moved'], description: "event_moved: the buyer had their money back because the event moved (decided at once, no staff needed)." }) reason: ClaimReason;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true }) sellerAnswer: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'What the decision gives back to the buyer, euro cents (0: all to the seller).' }) refundCents: number | null;
  @ApiProperty({ type: String, nullable: true, description: "Staff's note with the decision." }) decisionNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [ClaimFileResponse], description: "The buyer's evidence (up to 3 files), by position." }) files: ClaimFileResponse[];
}

export function claimResponse(claim: Claim): ClaimResponse {
  const c = claim.snapshot();
  return {
    id: c.id,
    orderId: c.orderId,
    status: c.status,
    reason: c.reason,
    message: c.message,
    sellerAnswer: c.sellerAnswer,
    answeredAt: c.answeredAt?.toISOString() ?? null,
    refundCents: c.refundCents,
    decisionNote: c.decisionNote,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    files: claimFileResponses(c.files),
  };
}
