import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/adapters/http/access.js';
import { CurrentUser, SignedIn } from '../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { ConnectPayoutAccount, ViewPayoutAccount } from '../../application/connect-payout-account.use-case.js';
import { ViewBalance } from '../../application/view-balance.queries.js';
import { ConnectPayoutAccountDto } from './payouts.dto.js';
import { BalanceResponse, PayoutAccountResponse, PayoutOnboardingResponse } from './payouts.responses.js';

@ApiTags('payouts')
@Controller('me')
@SignedIn()
export class PayoutsController {
  constructor(
    private readonly connect: ConnectPayoutAccount,
    private readonly account: ViewPayoutAccount,
    private readonly balance: ViewBalance,
  ) {}

  @Post('payout-account')
  @Access('confirmed')
  @ApiCreatedResponse({ description: "Opens the seller's payout account at the provider (once) and answers its onboarding link.", type: PayoutOnboardingResponse })
  @ApiServiceUnavailableResponse({ description: 'The payment provider did not answer; nothing changed: try again.' })
  connectAccount(@CurrentUser() user: AuthenticatedUser, @Body() body: ConnectPayoutAccountDto): Promise<PayoutOnboardingResponse> {
    return this.connect.execute(user, body.country);
  }

  @Get('payout-account')
  @Access('user')
  @ApiOkResponse({ description: "The seller's payout account status, as the provider says it now.", type: PayoutAccountResponse })
  @ApiServiceUnavailableResponse({ description: 'The payment provider did not answer.' })
  async payoutAccount(@CurrentUser() user: AuthenticatedUser): Promise<PayoutAccountResponse> {
    return { status: await this.account.status(user.id) };
  }

  @Get('balance')
  @Access('user')
  @ApiOkResponse({ description: 'Your money as a seller: pending (events not over), available (to be paid out), paid out.', type: BalanceResponse })
  sellerBalance(@CurrentUser() user: AuthenticatedUser): Promise<BalanceResponse> {
    return this.balance.of(user.id);
  }
}
