import { ApiProperty } from '@nestjs/swagger';
import type { SellerBalance } from '../../application/view-balance.queries.js';
import type { PayoutAccountStatus } from '../../domain/payout-account.js';

const STATUSES: PayoutAccountStatus[] = ['not_started', 'pending', 'active', 'restricted'];

export class PayoutAccountResponse {
  @ApiProperty({ enum: STATUSES, description: 'not_started: none yet; pending: onboarding not finished; active: payouts are made; restricted: the provider holds it back' })
  status: PayoutAccountStatus;
}

export class PayoutOnboardingResponse extends PayoutAccountResponse {
  @ApiProperty({ format: 'uri', description: "The provider's onboarding page: send the seller there (single use, a few minutes)" }) onboardingUrl: string;
}

export class BalanceResponse implements SellerBalance {
  @ApiProperty({ type: 'integer', description: 'Euro cents of sales whose event or claim window is not over yet' }) pendingCents: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents released to you, paid out at the next payout run (once your payout account is active)' }) availableCents: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents transferred to your payout account' }) paidOutCents: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents taken back from those transfers (a card dispute lost after the payout)' }) reversedCents: number;
  @ApiProperty({ type: 'integer', description: 'Euro cents you still owe back: taken from your next sales, or from your transfers' }) owedBackCents: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the earliest pending sale is released' }) nextReleaseAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastPaidOutAt: string | null;
  @ApiProperty({ enum: ['EUR'] }) currency: 'EUR';
}
