import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

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
