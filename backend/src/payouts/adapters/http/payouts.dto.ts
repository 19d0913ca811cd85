import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PAYOUT_COUNTRIES, type PayoutCountry } from '../../application/connect-payout-account.use-case.js';

export class ConnectPayoutAccountDto {
  @ApiProperty({ enum: PAYOUT_COUNTRIES, description: 'Where the seller lives (the payout account is opened there; it cannot change later).' })
  @IsIn(PAYOUT_COUNTRIES, { message: 'validation.payout_country_invalid' })
  country: PayoutCountry;
}
