import { ApiProperty } from '@nestjs/swagger';
import type { OrderView } from '../../application/view-order.queries.js';

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
  @ApiProperty({ format: 'date' }) eventDate: string;
  @ApiProperty({ type: String, nullable: true, example: '19:00' }) eventTime: string | null;
  @ApiProperty() venue: string;
  @ApiProperty({ type: OrderSeatResponse }) seat: OrderSeatResponse;
  @ApiProperty({ description: 'The seller uploaded the ticket file (downloadable by the buyer once paid)' }) hasFile: boolean;
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
}
