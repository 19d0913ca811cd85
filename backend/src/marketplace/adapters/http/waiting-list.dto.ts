import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

const PRICE = /^\d{1,7}([.,]\d{1,2})?$/;
const asText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

export class JoinWaitingListDto {
  @ApiProperty({ format: 'uuid', description: 'A catalogue event that is scheduled and has not started.' })
  @IsUUID('all', { message: 'validation.generic.isUUID' })
  eventId: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: "Tickets wanted: 1 to the event's limit per buyer (`maxQuantity` of the public summary)." })
  @IsInt({ message: 'validation.generic.isInt' }) @Min(1, { message: 'validation.generic.min' }) @Max(100, { message: 'validation.generic.max' })
  quantity: number;

  @ApiProperty({ example: '55.00', description: "The highest all-in price per ticket (the buyer's fee included), euros with at most 2 decimals." })
  @Transform(asText) @IsString({ message: 'validation.waiting_list_max_price_invalid' }) @Matches(PRICE, { message: 'validation.waiting_list_max_price_invalid' })
  maxPricePerTicket: string;

  @ApiProperty({ description: 'Would take fewer tickets than asked when that is what comes.' })
  @IsBoolean({ message: 'validation.generic.isBoolean' })
  acceptsFewer: boolean;
}

export class ChangeWaitingListEntryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @IsOptional() @IsInt({ message: 'validation.generic.isInt' }) @Min(1, { message: 'validation.generic.min' }) @Max(100, { message: 'validation.generic.max' })
  quantity?: number;

  @ApiPropertyOptional({ example: '55.00' })
  @IsOptional() @Transform(asText) @IsString({ message: 'validation.waiting_list_max_price_invalid' }) @Matches(PRICE, { message: 'validation.waiting_list_max_price_invalid' })
  maxPricePerTicket?: string;

  @ApiPropertyOptional()
  @IsOptional() @IsBoolean({ message: 'validation.generic.isBoolean' })
  acceptsFewer?: boolean;

  @ApiPropertyOptional({ enum: [true], description: 'Un-pauses a paused entry (its lapsed offers are counted from zero again); it keeps its place.' })
  @IsOptional() @Equals(true, { message: 'validation.generic.unknownValue' })
  resume?: true;
}

export class LeaveWaitingListDto {
  @ApiProperty({ description: 'The signed token of the leave link in every waiting-list e-mail.' })
  @IsString({ message: 'validation.token_required' }) @MinLength(10, { message: 'validation.token_required' }) @MaxLength(200, { message: 'validation.generic.maxLength' })
  token: string;
}

export class WaitingListPauseDto {
  @ApiProperty({ description: 'Paused: new tickets go on sale to everyone at once; open offers stay until taken or lapsed.' })
  @IsBoolean({ message: 'validation.generic.isBoolean' })
  paused: boolean;
}

export class WaitingListSettingsDto {
  @ApiProperty({ type: 'integer', minimum: 5, maximum: 1440, example: 15, description: 'How long an offer is held for its fan (offers made 22:00–08:00 Riga time stay open at least until 09:00).' })
  @IsInt({ message: 'validation.generic.isInt' })
  offerWindowMinutes: number;
}
