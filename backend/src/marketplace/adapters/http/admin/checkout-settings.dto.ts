import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsObject, IsUUID, ValidateNested } from 'class-validator';
import { HOLD_MINUTES_MAX, HOLD_MINUTES_MIN } from '../../../domain/checkout-terms.js';
import { FEE_FIXED_MAX_CENTS, FEE_PERCENT_MAX_BASIS_POINTS } from '../../../domain/fees.js';

// Only the shape is checked here; the bounds are the domain's (ChangeCheckoutSettings), which names the fee that is out of bounds.

export class FeeRuleDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: FEE_PERCENT_MAX_BASIS_POINTS, example: 500, description: "Percentage of the tickets' price in basis points (1 % = 100)." })
  @IsInt()
  percentBasisPoints: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: FEE_FIXED_MAX_CENTS, example: 50, description: 'Fixed part per order, euro cents.' })
  @IsInt()
  fixedCents: number;
}

export class CategoryFeesDto {
  @ApiProperty({ format: 'uuid', description: 'A category (active or not); each category at most once.' })
  @IsUUID('all')
  categoryId: string;

  @ApiProperty({ type: FeeRuleDto }) @IsDefined() @IsObject() @ValidateNested() @Type(() => FeeRuleDto) buyerFee: FeeRuleDto;
  @ApiProperty({ type: FeeRuleDto }) @IsDefined() @IsObject() @ValidateNested() @Type(() => FeeRuleDto) sellerFee: FeeRuleDto;
}

export class CheckoutSettingsDto {
  @ApiProperty({ type: 'integer', minimum: HOLD_MINUTES_MIN, maximum: HOLD_MINUTES_MAX, example: 10, description: 'How long the tickets are held for a buyer who is paying.' })
  @IsInt()
  holdMinutes: number;

  @ApiProperty({ type: FeeRuleDto, description: 'What the buyer pays on top of the tickets, unless the category has its own fees.' })
  @IsDefined() @IsObject() @ValidateNested() @Type(() => FeeRuleDto)
  buyerFee: FeeRuleDto;

  @ApiProperty({ type: FeeRuleDto, description: "What is kept from the seller's proceeds, unless the category has its own fees." })
  @IsDefined() @IsObject() @ValidateNested() @Type(() => FeeRuleDto)
  sellerFee: FeeRuleDto;

  @ApiProperty({ type: [CategoryFeesDto], description: 'Categories with fees of their own; the whole list (a category left out uses the fees above).' })
  @IsArray() @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => CategoryFeesDto)
  categoryFees: CategoryFeesDto[];
}
