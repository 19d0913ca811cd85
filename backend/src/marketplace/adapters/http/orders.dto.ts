import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { CLAIM_MESSAGE_MAX, CLAIM_REASONS, type ClaimReason } from '../../domain/claim.js';

const INT_MAX = 2_147_483_647;

/** What the buyer asks for and was shown: the listing, how many tickets, at which unit price (and version). */
export class PlaceOrderDto {
  @ApiProperty({ format: 'uuid', description: 'The listing.' })
  @IsUUID('all', { message: 'validation.ticket_id_required' })
  ticketId: string;

  @ApiProperty({ example: 2, minimum: 1, maximum: 100, description: 'How many of its tickets (for now: all of them).' })
  @IsInt({ message: 'validation.quantity_required' }) @Min(1, { message: 'validation.quantity_required' }) @Max(100, { message: 'validation.quantity_required' })
  quantity: number;

  @ApiProperty({ example: 4550, minimum: 1, maximum: INT_MAX, description: 'The unit price shown to the buyer, in cents (fee not included).' })
  @IsInt({ message: 'validation.expected_price_required' }) @Min(1, { message: 'validation.expected_price_required' }) @Max(INT_MAX, { message: 'validation.expected_price_required' })
  expectedUnitPriceCents: number;

  @ApiPropertyOptional({ example: 1, minimum: 1, maximum: INT_MAX, description: 'The listing version shown to the buyer; a listing changed since is refused.' })
  @IsOptional()
  @IsInt({ message: 'validation.expected_version_required' }) @Min(1, { message: 'validation.expected_version_required' }) @Max(INT_MAX, { message: 'validation.expected_version_required' })
  expectedVersion?: number;
}

/** The buyer's claim that the order went wrong. */
export class OpenClaimDto {
  @ApiProperty({ enum: CLAIM_REASONS })
  @IsIn(CLAIM_REASONS, { message: 'validation.claim_reason_invalid' })
  reason: ClaimReason;

  @ApiProperty({ minLength: 1, maxLength: CLAIM_MESSAGE_MAX, description: 'What happened, in the buyer\'s words.' })
  @IsString({ message: 'validation.claim_message_length' }) @Length(1, CLAIM_MESSAGE_MAX, { message: 'validation.claim_message_length' })
  message: string;
}

/** The seller's side of a claim. */
export class AnswerClaimDto {
  @ApiProperty({ minLength: 1, maxLength: CLAIM_MESSAGE_MAX })
  @IsString({ message: 'validation.claim_message_length' }) @Length(1, CLAIM_MESSAGE_MAX, { message: 'validation.claim_message_length' })
  message: string;
}
