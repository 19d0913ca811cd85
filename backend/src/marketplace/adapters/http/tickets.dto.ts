import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { CalendarDay } from '../../../shared/adapters/http/input-rules.js';
import { Allow, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';

import { SPLIT_RULES, type SplitRule } from '../../domain/listing-split.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;
const emptyToNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

/** The listing fields of the spec's ticket form. Multipart sends text, so numbers come as strings too. */
export class ListingFieldsDto {
  @ApiProperty({ minLength: 3 })
  @IsString() @MinLength(3, { message: 'validation.ticket_title_min' }) @MaxLength(200, { message: 'validation.generic.maxLength' })
  title: string;

  @ApiPropertyOptional()
  @IsOptional() @IsString() @MaxLength(5000, { message: 'validation.generic.maxLength' })
  description?: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.ticket_category_required' })
  categoryId: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @Transform(emptyToNull) @ValidateIf((_, value) => value !== null && value !== undefined) @IsUUID('all', { message: 'validation.generic.isUUID' })
  eventId?: string | null;

  @ApiProperty({ example: '2026-12-31' })
  @CalendarDay({ message: 'validation.ticket_event_date_required' })
  eventDate: string;

  @ApiPropertyOptional({ type: String, example: '19:00', nullable: true })
  @Transform(emptyToNull) @ValidateIf((_, value) => value !== null && value !== undefined) @Matches(TIME, { message: 'validation.ticket_time_invalid' })
  eventTime?: string | null;

  @ApiProperty()
  @IsString() @MinLength(1, { message: 'validation.ticket_venue_required' }) @MaxLength(200, { message: 'validation.generic.maxLength' })
  venue: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) seatSection?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) seatRow?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) seatNumber?: string;

  @ApiProperty({ example: '45.50', description: 'Euros with at most 2 decimals, at least 0.01.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: 'validation.ticket_price_invalid' }) @Matches(PRICE, { message: 'validation.ticket_price_invalid' })
  pricePerUnit: string;

  @ApiPropertyOptional({ example: '40.00', description: "What one ticket cost from the organiser, organiser fees included (euros, at most 2 decimals). Required unless the linked event has ticket tiers: then the chosen tier's price is the face value and this is ignored." })
  @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value === '' ? undefined : value))
  @IsString({ message: 'validation.ticket_face_value_invalid' }) @Matches(PRICE, { message: 'validation.ticket_face_value_invalid' })
  faceValue?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "The linked event's ticket tier; required when the event has tiers." })
  @Transform(emptyToNull) @ValidateIf((_, value) => value !== null && value !== undefined) @IsUUID('all', { message: 'validation.generic.isUUID' })
  tierId?: string | null;

  @ApiPropertyOptional({ enum: SPLIT_RULES, description: 'How buyers may take its tickets: any number, only together, or never leaving a single one. Default: any, or together when one file holds several tickets (which must then be sold together).' })
  @IsOptional() @IsIn([...SPLIT_RULES], { message: 'validation.generic.isIn' })
  splitRule?: SplitRule;

  @ApiProperty({ default: 1, minimum: 1 })
  @Type(() => Number) @IsInt({ message: 'validation.ticket_quantity_invalid' }) @Min(1, { message: 'validation.ticket_quantity_invalid' }) @Max(100, { message: 'validation.ticket_quantity_invalid' })
  quantity: number;

  /** The old client sent the total; it is accepted and ignored: the total is always unit price × quantity. */
  @ApiHideProperty() @Allow()
  price?: unknown;
}

/** PATCH: the same fields, all optional. Status, buyer, seller, owner, ids and totals are not fields at all. */
export class UpdateListingDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MinLength(3, { message: 'validation.ticket_title_min' }) @MaxLength(200) title?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) description?: string;
  @ApiPropertyOptional() @IsOptional() @IsUUID('all', { message: 'validation.ticket_category_required' }) categoryId?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @Transform(emptyToNull) @ValidateIf((_, value) => value !== null && value !== undefined) @IsUUID('all') eventId?: string | null;
  @ApiPropertyOptional() @IsOptional() @CalendarDay({ message: 'validation.ticket_event_date_required' }) eventDate?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @Transform(emptyToNull) @ValidateIf((_, value) => value !== null && value !== undefined) @Matches(TIME, { message: 'validation.ticket_time_invalid' }) eventTime?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsString() @MinLength(1, { message: 'validation.ticket_venue_required' }) @MaxLength(200) venue?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) seatSection?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) seatRow?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(50) seatNumber?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value)) @IsString({ message: 'validation.ticket_price_invalid' }) @Matches(PRICE, { message: 'validation.ticket_price_invalid' }) pricePerUnit?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.ticket_quantity_invalid' }) @Min(1, { message: 'validation.ticket_quantity_invalid' }) @Max(100, { message: 'validation.ticket_quantity_invalid' }) quantity?: number;
  @ApiPropertyOptional({ example: '40.00' }) @IsOptional() @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value)) @IsString({ message: 'validation.ticket_face_value_invalid' }) @Matches(PRICE, { message: 'validation.ticket_face_value_invalid' }) faceValue?: string;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true }) @Transform(emptyToNull) @ValidateIf((_, value) => value !== null && value !== undefined) @IsUUID('all', { message: 'validation.generic.isUUID' }) tierId?: string | null;
  @ApiPropertyOptional({ enum: SPLIT_RULES }) @IsOptional() @IsIn([...SPLIT_RULES], { message: 'validation.generic.isIn' }) splitRule?: SplitRule;
}

export class TicketListQueryDto {
  @ApiPropertyOptional({ enum: ['lv', 'en', 'ee', 'et', 'lt'] }) @IsOptional() @IsIn(['lv', 'en', 'ee', 'et', 'lt']) lang?: string;
  @ApiPropertyOptional({ description: 'Category slug' }) @IsOptional() @IsString() @MaxLength(80) category?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID('all') event?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) q?: string;
  @ApiPropertyOptional({ example: '2026-12-01' }) @IsOptional() @CalendarDay({ message: 'validation.date_invalid' }) from?: string;
  @ApiPropertyOptional({ example: '2026-12-31' }) @IsOptional() @CalendarDay({ message: 'validation.date_invalid' }) to?: string;
  /** Capped so that no request makes the database skip more than 50,000 matches. */
  @ApiPropertyOptional({ default: 1, maximum: 500 }) @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.page_invalid' }) @Min(1, { message: 'validation.page_invalid' }) @Max(500, { message: 'validation.ticket_page_too_deep' }) page?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.page_size_invalid' }) @Min(1, { message: 'validation.page_size_invalid' }) @Max(100, { message: 'validation.page_size_invalid' }) pageSize?: number;
}

/** The signed-in user's own lists (tickets, orders): 20 a page unless asked, at most 100. */
export class MyListQueryDto {
  @ApiPropertyOptional({ enum: ['lv', 'en', 'ee', 'et', 'lt'] }) @IsOptional() @IsIn(['lv', 'en', 'ee', 'et', 'lt']) lang?: string;
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.page_invalid' }) @Min(1, { message: 'validation.page_invalid' }) @Max(100_000, { message: 'validation.page_invalid' }) page?: number;
  @ApiPropertyOptional({ default: 20, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.page_size_invalid' }) @Min(1, { message: 'validation.page_size_invalid' }) @Max(100, { message: 'validation.page_size_invalid' }) pageSize?: number;
}

export class MyTicketsQueryDto extends MyListQueryDto {
  @ApiProperty({ enum: ['seller', 'buyer'] }) @IsIn(['seller', 'buyer'], { message: 'validation.generic.isIn' }) role: 'seller' | 'buyer';
}

export class ListingQuoteQueryDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'validation.ticket_category_required' }) categoryId: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID('all') eventId?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Face value of one ticket, euro cents' })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.ticket_face_value_invalid' }) @Min(1, { message: 'validation.ticket_face_value_invalid' }) @Max(999_999_999, { message: 'validation.ticket_face_value_invalid' }) faceValueCents?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Asking price of one ticket, euro cents' })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.ticket_price_invalid' }) @Min(1, { message: 'validation.ticket_price_invalid' }) @Max(999_999_999, { message: 'validation.ticket_price_invalid' }) pricePerUnitCents?: number;
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 100 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.ticket_quantity_invalid' }) @Min(1, { message: 'validation.ticket_quantity_invalid' }) @Max(100, { message: 'validation.ticket_quantity_invalid' }) quantity?: number;
}
