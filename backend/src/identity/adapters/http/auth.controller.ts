import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../config/config.js';
import { Messages } from '../../../shared/adapters/http/messages.js';
import { requestLanguage } from '../../../shared/adapters/http/request-language.js';
import { SameSiteOnlyGuard } from '../../../shared/adapters/http/same-site-only.guard.js';
import { parseLanguage } from '../../../shared/domain/language.js';
import { ConfirmEmail } from '../../application/confirm-email.use-case.js';
import { ConfirmEmailChange } from '../../application/confirm-email-change.use-case.js';
import { ReportEmailChange } from '../../application/report-email-change.use-case.js';
import { GetProfile } from '../../application/get-profile.use-case.js';
import { RefreshSession } from '../../application/refresh-session.use-case.js';
import { RegisterUser } from '../../application/register-user.use-case.js';
import { RequestPasswordReset } from '../../application/request-password-reset.use-case.js';
import { ResetPassword } from '../../application/reset-password.use-case.js';
import type { IssuedSession } from '../../application/session-issuer.js';
import { SignIn } from '../../application/sign-in.use-case.js';
import { SignOut } from '../../application/sign-out.use-case.js';
import { IdentityErrors } from '../../domain/identity.errors.js';
import { AuthRateLimits } from './auth-rate-limits.js';
import { LoginDto, PasswordResetDto, PasswordResetRequestDto, RegisterDto, TokenDto } from './identity.dto.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { MessageResponse } from '../../../shared/adapters/http/responses.js';
import { AccessTokenResponse, SignInResponse } from './identity.responses.js';

@ApiTags('auth')
// A body that is not JSON (an HTML form) gets 400 request.json_required: covered by the shared 400 description.
@ApiForbiddenResponse({ description: "request.cross_site_refused: posted from another site's page." })
@UseGuards(SameSiteOnlyGuard)
@Access('public')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly register: RegisterUser,
    private readonly confirmEmail: ConfirmEmail,
    private readonly confirmEmailChange: ConfirmEmailChange,
    private readonly reportEmailChange: ReportEmailChange,
    private readonly signIn: SignIn,
    private readonly refresh: RefreshSession,
    private readonly signOut: SignOut,
    private readonly requestReset: RequestPasswordReset,
    private readonly resetPassword: ResetPassword,
    private readonly profiles: GetProfile,
    private readonly limits: AuthRateLimits,
    private readonly messages: Messages,
    private readonly app: AppConfig,
  ) {}

  @Post('register')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'Same answer whether or not the email was already registered.', type: MessageResponse })
  @ApiBadRequestResponse({ description: 'Field errors, a common password.' })
  @ApiTooManyRequestsResponse()
  async registerAccount(@Body() body: RegisterDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.check('register', request, body.email);
    await this.register.execute({ ...body, language: parseLanguage(body.language) ?? requestLanguage(request) });
    return this.messages.for(request, 'auth.registered');
  }

  @Post('email-confirmations')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The email address is confirmed (or was already: the link opened again).', type: MessageResponse })
  @ApiBadRequestResponse({ description: 'Unknown, used or expired token.' })
  async confirm(@Body() body: TokenDto, @Req() request: Request): Promise<MessageResponse> {
    const outcome = await this.confirmEmail.execute(body.token);
    return this.messages.for(request, outcome === 'confirmed' ? 'auth.email_confirmed' : 'auth.email_already_confirmed');
  }

  @Post('email-changes')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The account now uses the new address (the link of the mail sent to it).', type: MessageResponse })
  @ApiBadRequestResponse({ description: 'Unknown, used or expired token.' })
  @ApiConflictResponse({ description: 'identity.email_taken: another account took the address meanwhile.' })
  async changeEmail(@Body() body: TokenDto, @Req() request: Request): Promise<MessageResponse> {
    await this.confirmEmailChange.execute(body.token);
    return this.messages.for(request, 'auth.email_changed');
  }

  @Post('email-change-reports')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: '"This was not me" (the link of the notice sent to the old address): the change stops or is undone, every session ends, a password-reset link goes to the old address.',
    type: MessageResponse,
  })
  @ApiBadRequestResponse({ description: 'Unknown, used or expired token.' })
  @ApiConflictResponse({ description: 'identity.email_taken: the old address belongs to another account now.' })
  async reportChange(@Body() body: TokenDto, @Req() request: Request): Promise<MessageResponse> {
    await this.reportEmailChange.execute(body.token);
    return this.messages.for(request, 'auth.email_change_reported');
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Access token in the body; the refresh token in an httpOnly cookie.', type: SignInResponse })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password.' })
  @ApiTooManyRequestsResponse()
  async login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SignInResponse> {
    const session = await this.limits.signIn(request, body.email, () => this.signIn.execute(body));
    return { ...this.answer(session, response), user: await this.profiles.execute(session.userId) };
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A new access token; the refresh cookie is rotated.', type: AccessTokenResponse })
  @ApiUnauthorizedResponse({ description: 'No, expired or reused refresh token (one presented again more than 30 s after it was replaced ends its whole session).' })
  async rotate(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AccessTokenResponse> {
    const token = readRefreshCookie(request);
    if (!token) throw IdentityErrors.sessionInvalid();
    try {
      return this.answer(await this.refresh.execute(token), response);
    } catch (error) {
      clearRefreshCookie(response, this.secureCookies);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Signed out: the session ends and the refresh cookie is cleared.' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.signOut.execute({ refreshToken: readRefreshCookie(request) });
    clearRefreshCookie(response, this.secureCookies);
  }

  @Post('password-reset-requests')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'Always the same answer, whether or not the account exists.', type: MessageResponse })
  @ApiTooManyRequestsResponse()
  async requestPasswordReset(@Body() body: PasswordResetRequestDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.check('reset', request, body.email);
    await this.requestReset.execute(body.email);
    return this.messages.for(request, 'auth.reset_requested');
  }

  @Post('password-resets')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The password is changed and every session has ended.', type: MessageResponse })
  @ApiBadRequestResponse({ description: 'Unknown, used or expired token, or an unacceptable password.' })
  @ApiTooManyRequestsResponse()
  async reset(@Body() body: PasswordResetDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.check('reset-confirm', request);
    await this.resetPassword.execute(body);
    return this.messages.for(request, 'auth.password_reset');
  }

  private answer(session: IssuedSession, response: Response): AccessTokenResponse {
    setRefreshCookie(response, session.refreshToken, session.refreshExpiresAt, this.secureCookies);
    return { accessToken: session.accessToken, tokenType: 'Bearer', expiresIn: session.expiresInSeconds };
  }

  private get secureCookies(): boolean {
    return this.app.publicUrl.startsWith('https:');
  }
}
