import { ApiProperty } from '@nestjs/swagger';

export class FeeRuleResponse {
  @ApiProperty({ type: 'integer', description: "Percentage of the tickets' price in basis points (1 % = 100)." }) percentBasisPoints: number;
  @ApiProperty({ type: 'integer', description: 'Fixed part per order, euro cents.' }) fixedCents: number;
}

/** The fees at work on one ticket, computed by the same code (and rounding) as a real order's amounts. */
export class FeeExampleResponse {
  @ApiProperty({ type: 'integer', example: 5000, description: 'The example ticket, euro cents.' }) ticketsCents: number;
  @ApiProperty({ type: 'integer', example: 300 }) buyerFeeCents: number;
  @ApiProperty({ type: 'integer', example: 5300, description: 'What the buyer pays.' }) totalCents: number;
  @ApiProperty({ type: 'integer', example: 250 }) sellerFeeCents: number;
  @ApiProperty({ type: 'integer', example: 4750, description: 'What the seller receives.' }) payoutCents: number;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
}

export class CategoryFeesResponse {
  @ApiProperty({ format: 'uuid' }) categoryId: string;
  @ApiProperty({ type: FeeRuleResponse }) buyerFee: FeeRuleResponse;
  @ApiProperty({ type: FeeRuleResponse }) sellerFee: FeeRuleResponse;
  @ApiProperty({ type: FeeExampleResponse }) example: FeeExampleResponse;
}

export class CheckoutSettingsResponse {
  @ApiProperty({ type: 'integer' }) holdMinutes: number;
  @ApiProperty({ type: FeeRuleResponse }) buyerFee: FeeRuleResponse;
  @ApiProperty({ type: FeeRuleResponse }) sellerFee: FeeRuleResponse;
  @ApiProperty({ type: [CategoryFeesResponse] }) categoryFees: CategoryFeesResponse[];
  @ApiProperty({ type: FeeExampleResponse, description: 'A €50.00 ticket under the fees above.' }) example: FeeExampleResponse;
}
