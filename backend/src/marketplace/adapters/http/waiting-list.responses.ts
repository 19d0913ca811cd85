import { ApiProperty } from '@nestjs/swagger';
import type { AdminWaitingListRow, EntryView, EventRef, OfferView } from '../../application/ports/waiting-list.repository.js';
import { ENTRY_STATUSES, OFFER_STATUSES, type EntryStatus, type OfferStatus } from '../../domain/waiting-list.js';
import { TicketOnSaleResponse } from './marketplace.responses.js';

export class WaitingListSummaryResponse {
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty({ type: 'integer', description: 'People waiting now (entries waiting or holding an offer)' }) people: number;
  @ApiProperty({ type: 'integer', description: 'Tickets those people want in all' }) ticketsWanted: number;
  @ApiProperty({ description: 'Staff paused the list: new tickets go on sale to everyone' }) paused: boolean;
  @ApiProperty({ type: 'integer', description: "The event's limit of tickets per buyer: the most one entry may ask for" }) maxQuantity: number;
}

class EventRefResponse implements EventRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: Date;
}

class WaitingListOfferResponse implements OfferView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The listing held for the fan: buy it with POST /api/orders (all its tickets) while the offer is open' }) ticketId: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) quantity: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents: the asking price of one ticket' }) unitPriceCents: number;
  @ApiProperty({ type: 'integer', description: "Euro cents: what the fan pays for all of them, the buyer's fee included (the checkout total)" }) allInTotalCents: number;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
  @ApiProperty({ enum: OFFER_STATUSES, description: 'open: held for the fan; taken: the fan ordered them; lapsed: the window passed (or the fan left)' }) status: OfferStatus;
}

const OFFER_PROPERTIES = {
  id: { type: 'string', format: 'uuid' },
  ticketId: { type: 'string', format: 'uuid' },
  quantity: { type: 'integer', minimum: 1 },
  unitPriceCents: { type: 'integer' },
  allInTotalCents: { type: 'integer' },
  expiresAt: { type: 'string', format: 'date-time' },
  status: { type: 'string', enum: [...OFFER_STATUSES] },
} as const;

export class WaitingListEntryResponse implements EntryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: EventRefResponse }) event: EventRefResponse;
  @ApiProperty({ type: 'integer', minimum: 1 }) quantity: number;
  @ApiProperty({ type: 'integer', description: "Euro cents: the highest all-in price per ticket (buyer's fee included)" }) maxPricePerTicketCents: number;
  @ApiProperty() acceptsFewer: boolean;
  @ApiProperty({ enum: ENTRY_STATUSES, description: 'waiting; offered (an offer is open); paused (3 offers lapsed, or resume it); left; served (took an offer)' }) status: EntryStatus;
  @ApiProperty({ type: 'integer', nullable: true, description: '1-based place in the queue: entries of the event still waiting that joined earlier, plus one; null unless waiting or offered' }) place: number | null;
  @ApiProperty({ type: 'integer', description: 'Offers this entry let lapse (3 pause it)' }) lapsedOffers: number;
  // Inline, not a $ref: a nullable $ref cannot be null under OpenAPI 3.0's rules (its allOf still asks for an object).
  @ApiProperty({ type: 'object', nullable: true, description: 'The open offer, else the latest one, else null (the fields of WaitingListOfferResponse)', properties: OFFER_PROPERTIES, required: Object.keys(OFFER_PROPERTIES) })
  offer: OfferView | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class WaitingListEntriesResponse {
  @ApiProperty({ type: [WaitingListEntryResponse], description: 'Active entries first, then the newest' }) data: WaitingListEntryResponse[];
}

export class WaitingListOfferDetailResponse extends WaitingListOfferResponse {
  @ApiProperty({ type: EventRefResponse }) event: EventRefResponse;
  @ApiProperty({ type: TicketOnSaleResponse, description: 'The held listing as the buy dialog shows listings (its parts: all of it)' }) listing: TicketOnSaleResponse;
}

export class LeftWaitingListResponse {
  @ApiProperty({ description: 'The event whose waiting list the fan left' }) eventTitle: string;
}

export class AdminWaitingListResponse implements AdminWaitingListRow {
  @ApiProperty({ format: 'uuid', description: 'The event id' }) id: string;
  @ApiProperty() eventTitle: string;
  @ApiProperty({ type: String, format: 'date-time' }) startsAt: Date;
  @ApiProperty({ type: 'integer' }) people: number;
  @ApiProperty({ type: 'integer' }) ticketsWanted: number;
  @ApiProperty({ type: 'integer' }) offersMade: number;
  @ApiProperty({ type: 'integer' }) offersTaken: number;
  @ApiProperty({ type: 'integer' }) offersLapsed: number;
  @ApiProperty() paused: boolean;
}

export class WaitingListSettingsResponse {
  @ApiProperty({ type: 'integer', minimum: 5, maximum: 1440 }) offerWindowMinutes: number;
}
