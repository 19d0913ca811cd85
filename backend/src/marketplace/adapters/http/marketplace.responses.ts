import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../shared/adapters/http/responses.js';
import type { ListingOnSale, PartOnSale } from '../../application/browse-tickets.queries.js';
import type { ListingQuote } from '../../application/listing-quote.queries.js';
import type { AdminOrderView, AdminTicketView, OrderView, TicketView } from '../../application/ports/ticket-queries.js';
import type { ResaleStanding } from '../../domain/resale-rules.js';
import { SPLIT_RULES, type SplitRule } from '../../domain/listing-split.js';

const TICKET_STATUSES = ['available', 'reserved', 'sold', 'expired', 'withdrawn'] as const;

class TicketCategoryRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
}

class SeatResponse {
  @ApiProperty({ type: String, nullable: true }) section: string | null;
  @ApiProperty({ type: String, nullable: true }) row: string | null;
  @ApiProperty({ type: String, nullable: true }) seat: string | null;
}

class SellerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'First name and initial, e.g. "Anna B."; never an email or phone' }) name: string;
}

class TicketResponse implements TicketView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: TicketCategoryRef }) category: TicketCategoryRef;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) eventId: string | null;
  @ApiProperty({ format: 'date', example: '2026-12-31' }) eventDate: string;
  @ApiProperty({ type: String, nullable: true, example: '19:00' }) eventTime: string | null;
  @ApiProperty() venue: string;
  @ApiProperty({ type: SeatResponse }) seat: SeatResponse;
  @ApiProperty({ type: 'integer', description: 'Euro cents: the asking price of one ticket' }) pricePerUnitCents: number;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Euro cents: what one ticket cost from the organiser, organiser fees included' }) faceValueCents: number;
  @ApiProperty({ type: String, nullable: true, description: "The catalogue event's ticket tier (its price is the face value); null when the seller stated the face value" }) tierName: string | null;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Tickets in this listing now (a buyer may take part of them, as splitRule allows)' }) quantity: number;
  @ApiProperty({ enum: SPLIT_RULES, description: 'any: a buyer takes any number; together: all of them; no-single-left: any number that does not leave one alone' }) splitRule: SplitRule;
  @ApiProperty({ type: 'integer', description: 'Unit price times quantity, euro cents' }) priceCents: number;
  @ApiProperty({ type: 'integer', minimum: 1, description: "Counts the seller's changes; a purchase confirms the version the buyer saw" }) version: number;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
  @ApiProperty({ enum: TICKET_STATUSES }) status: TicketView['status'];
  @ApiProperty({ type: SellerResponse }) seller: SellerResponse;
  @ApiProperty() hasFile: boolean;
  @ApiProperty({ description: 'How many ticket files: one per ticket (each at /api/tickets/{id}/files/{n}, n from 1), or one for all of them' }) fileCount: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why a withdrawn listing was taken off the market; null unless withdrawn' }) withdrawnReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class ResaleStandingResponse implements ResaleStanding {
  @ApiProperty({ type: 'integer', description: 'The resale cap that applies now, in basis points of the face value (12000 = 120 %)' }) priceCapBasisPoints: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents: the highest asking price per ticket the cap allows now' }) highestPriceCents: number;
  @ApiProperty({ description: 'The asking price is over the cap that applies now (a cap lowered after listing): the listing stays on sale, flagged' }) overCap: boolean;
}

class MyTicketResponse extends TicketResponse {
  @ApiProperty({ type: ResaleStandingResponse, nullable: true, description: "The seller's listing under the resale cap; null on a bought ticket" }) resale: ResaleStandingResponse | null;
}

export class TicketPageResponse extends PageOf(MyTicketResponse) {}

class PartOnSaleResponse implements PartOnSale {
  @ApiProperty({ type: 'integer', minimum: 1 }) quantity: number;
  @ApiProperty({ type: 'integer', description: "Euro cents: the buyer's fee on that many tickets" }) buyerFeeCents: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents: what a buyer pays for that many, fee included (the checkout total)' }) allInPriceCents: number;
}

export class TicketOnSaleResponse extends TicketResponse implements ListingOnSale {
  @ApiProperty({ type: 'integer', description: "Euro cents: the buyer's fee on the whole listing, as the checkout charges it" }) buyerFeeCents: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents: what a buyer pays for the whole listing, fee included (the checkout total)' }) allInPriceCents: number;
  @ApiProperty({ type: [PartOnSaleResponse], description: 'Each number of its tickets a buyer may take now (splitRule applied), smallest first, with what they pay for it; the last is all of them' }) parts: PartOnSaleResponse[];
}

export class TicketOnSalePageResponse extends PageOf(TicketOnSaleResponse) {}

export class ListingCreatedResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
}

class OrderTicketRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date' }) eventDate: string;
  @ApiProperty() venue: string;
}

class CounterpartResponse {
  @ApiProperty({ description: 'The other side, as "Anna B."' }) name: string;
  @ApiProperty({ description: 'The other side deleted their account: show "deleted user", not the name' }) deleted: boolean;
}

class OrderResponse implements OrderView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['buyer', 'seller'], description: 'Your side of this order' }) role: 'buyer' | 'seller';
  @ApiProperty({ type: OrderTicketRef }) ticket: OrderTicketRef;
  @ApiProperty({ type: 'integer', description: "Euro cents: the buyer's total (fee included), or what the seller's tickets sold for" }) amountCents: number;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
  @ApiProperty({ enum: ['awaiting_payment', 'paid', 'expired', 'cancelled', 'refunded', 'completed', 'disputed'] }) status: OrderView['status'];
  @ApiProperty({ type: CounterpartResponse }) counterpart: CounterpartResponse;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class OrderPageResponse extends PageOf(OrderResponse) {}

export class AdminTicketResponse extends TicketResponse implements AdminTicketView {
  @ApiProperty({ format: 'email' }) sellerEmail: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) buyerId: string | null;
  @ApiProperty({ type: ResaleStandingResponse }) resale: ResaleStandingResponse;
}

export class AdminOrderResponse implements AdminOrderView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) ticketId: string;
  @ApiProperty() ticketTitle: string;
  @ApiProperty({ format: 'uuid' }) buyerId: string;
  @ApiProperty({ format: 'email' }) buyerEmail: string;
  @ApiProperty({ format: 'uuid' }) sellerId: string;
  @ApiProperty({ format: 'email' }) sellerEmail: string;
  @ApiProperty({ type: 'integer', description: 'What the buyer pays (or paid), fee included, euro cents' }) amountCents: number;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
  @ApiProperty({ enum: ['awaiting_payment', 'paid', 'expired', 'cancelled', 'refunded', 'completed', 'disputed'] }) status: AdminOrderView['status'];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class EventOffersResponse {
  @ApiProperty({ type: 'integer', description: 'Listings on sale for the event' }) offerCount: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Lowest price of one ticket, the buyer fee included, in euro cents' }) lowPriceCents: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Highest price of one ticket, the buyer fee included, in euro cents' }) highPriceCents: number | null;
}

export class ListingQuoteResponse implements ListingQuote {
  @ApiProperty({ type: 'integer', description: 'The resale cap that applies to the category and event, basis points of the face value (12000 = 120 %)' }) priceCapBasisPoints: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Euro cents: the highest asking price per ticket for the face value given; null without one' }) highestPriceCents: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: "Euro cents: what a buyer pays for the whole listing, the buyer's fee included; null without a price" }) buyerPaysCents: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: "Euro cents: what the seller receives for the whole listing, the seller's fee deducted; null without a price" }) sellerReceivesCents: number | null;
}
