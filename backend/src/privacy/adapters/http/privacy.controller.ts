import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiProperty, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { PublicFormRateLimit } from '../../../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../../../shared/adapters/http/messages.js';
import { MessageResponse } from '../../../shared/adapters/http/responses.js';
import { CurrentUser, SignedIn } from '../../../shared/adapters/http/signed-in.js';
import { DeleteAccount } from '../../application/delete-account.use-case.js';
import { ExportAccountData } from '../../application/export-account-data.use-case.js';
import { AccountExportResponse } from './privacy.responses.js';

export class DeleteAccountDto {
  @ApiProperty({ minLength: 6 })
  @IsString() @MinLength(6, { message: 'validation.password_min_6' }) @MaxLength(256, { message: 'validation.password_max' })
  currentPassword: string;
}

@ApiTags('me')
@ApiUnauthorizedResponse({ description: 'No valid access token.' })
@Controller('me')
export class PrivacyController {
  constructor(
    private readonly exportData: ExportAccountData,
    private readonly deleteAccount: DeleteAccount,
    private readonly limits: PublicFormRateLimit,
    private readonly messages: Messages,
  ) {}

  @Get('export')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: 'Everything kept about the signed-in person, as a JSON file to save (GDPR articles 15 and 20).', type: AccountExportResponse })
  async export(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) response: Response): Promise<AccountExportResponse> {
    const data = await this.exportData.execute(user.id);
    response.setHeader('Content-Disposition', `attachment; filename="baltic-ticket-exchange-data-${data.exportedAt.slice(0, 10)}.json"`);
    response.setHeader('Cache-Control', 'no-store');
    return data;
  }

  @Delete()
  @SignedIn()
  @Access('user')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Deleted: signed out everywhere, personal data erased, listings withdrawn; orders stay, naming a deleted user.', type: MessageResponse })
  @ApiBadRequestResponse({ description: 'identity.current_password_wrong' })
  @ApiConflictResponse({
    description:
      'Not yet, with the reason to wait for or act on: privacy.order_in_progress, privacy.case_open (with the count); privacy.money_owed_back, ' +
      'privacy.payout_waits_for_account, privacy.payout_waits_for_tax_details, privacy.payout_held, privacy.payout_in_flight, privacy.payout_due ' +
      '(with amountCents and amount). Never: privacy.administrator_cannot_leave.',
  })
  @ApiTooManyRequestsResponse()
  async delete(@CurrentUser() user: AuthenticatedUser, @Body() body: DeleteAccountDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.check('account-deletion', request);
    await this.deleteAccount.execute({ userId: user.id, currentPassword: body.currentPassword });
    return this.messages.for(request, 'auth.account_deleted');
  }
}
