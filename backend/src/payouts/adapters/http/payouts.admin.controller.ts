import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import { Access } from '../../../shared/adapters/http/access.js';
import { CurrentUser } from '../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { ChangePayoutSettings } from '../../application/change-payout-settings.use-case.js';
import { PayoutAccounts } from '../../application/ports/payout-accounts.js';
import { CLAIM_WINDOW_HOURS } from '../../domain/release.js';

export class PayoutSettingsDto {
  @ApiProperty({ type: 'integer', minimum: CLAIM_WINDOW_HOURS.min, maximum: CLAIM_WINDOW_HOURS.max, example: 48, description: "Hours after an event's start during which its buyers may claim; its sales' money is released after it." })
  @IsInt({ message: 'validation.claim_window_hours' })
  claimWindowHours: number;
}

export class PayoutSettingsResponse {
  @ApiProperty({ type: 'integer', example: 48 }) claimWindowHours: number;
}

/** The payout settings for staff (one record, no id): the claim window. */
@ApiTags('admin: payouts')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/payout-settings')
export class PayoutsAdminController {
  constructor(
    private readonly accounts: PayoutAccounts,
    private readonly change: ChangePayoutSettings,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The claim window, in hours.', type: PayoutSettingsResponse })
  async settings(): Promise<PayoutSettingsResponse> {
    return { claimWindowHours: await this.accounts.claimWindowHours() };
  }

  @Put()
  @ApiOkResponse({ description: 'Saved (and recorded in the activity log); applies to every sale not yet released. Answers like GET.', type: PayoutSettingsResponse })
  @ApiBadRequestResponse({ description: 'Not a whole number of hours from 24 to 336 (payouts.claim_window_invalid, params.min and params.max).' })
  async save(@Body() body: PayoutSettingsDto, @CurrentUser() user: AuthenticatedUser): Promise<PayoutSettingsResponse> {
    await this.change.execute(body.claimWindowHours, user.email);
    return this.settings();
  }
}
