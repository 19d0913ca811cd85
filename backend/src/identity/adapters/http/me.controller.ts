import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post, Put, Req, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Messages } from '../../../shared/adapters/http/messages.js';
import { refuseUploadsOver, type UploadedBytes } from '../../../shared/adapters/http/upload-limits.js';
import { parseLanguage } from '../../../shared/domain/language.js';
import type { AuthenticatedUser } from '../../application/authenticate-access.use-case.js';
import { AVATAR_CACHE_CONTROL, AVATAR_MAX_BYTES, Avatars } from '../../application/avatars.js';
import { ChangePassword } from '../../application/change-password.use-case.js';
import { GetProfile } from '../../application/get-profile.use-case.js';
import { ResendEmailConfirmation } from '../../application/resend-email-confirmation.use-case.js';
import { UpdateProfile } from '../../application/update-profile.use-case.js';
import { IdentityErrors } from '../../domain/identity.errors.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { CurrentUser, SignedIn } from '../../../shared/adapters/http/signed-in.js';
import { AuthRateLimits } from './auth-rate-limits.js';
import { ChangePasswordDto, EmailChangeRequestDto, UpdateProfileDto } from './identity.dto.js';
import { RequestEmailChange } from '../../application/request-email-change.use-case.js';
import { MessageResponse } from '../../../shared/adapters/http/responses.js';
import { ProfileResponse } from './identity.responses.js';


@ApiTags('me')
@ApiUnauthorizedResponse({ description: 'No valid access token.' })
@Controller()
export class MeController {
  constructor(
    private readonly profiles: GetProfile,
    private readonly updateProfile: UpdateProfile,
    private readonly changePassword: ChangePassword,
    private readonly avatars: Avatars,
    private readonly resendConfirmation: ResendEmailConfirmation,
    private readonly requestEmailChange: RequestEmailChange,
    private readonly limits: AuthRateLimits,
    private readonly messages: Messages,
  ) {}

  @Get('me')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: 'The profile, with isAdmin and emailConfirmed.', type: ProfileResponse })
  me(@CurrentUser() user: AuthenticatedUser): Promise<ProfileResponse> {
    return this.profiles.execute(user.id);
  }

  @Patch('me')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: 'The updated profile.', type: ProfileResponse })
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateProfileDto): Promise<ProfileResponse> {
    return this.updateProfile.execute(user.id, {
      ...body,
      preferredLanguage: body.preferredLanguage === undefined ? undefined : (parseLanguage(body.preferredLanguage) ?? undefined),
    });
  }

  @Put('me/password')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: 'Changed; every other session has ended.', type: MessageResponse })
  @ApiTooManyRequestsResponse()
  async password(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangePasswordDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.check('password-change', request, user.id);
    await this.changePassword.execute({ userId: user.id, sessionFamilyId: user.sessionFamilyId, ...body });
    return this.messages.for(request, 'auth.password_changed');
  }

  @Post('me/email-confirmations')
  @SignedIn()
  @Access('user')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'A new confirmation link is on its way.', type: MessageResponse })
  @ApiTooManyRequestsResponse()
  async resend(@CurrentUser() user: AuthenticatedUser, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.check('confirmation-resend', request, user.id);
    await this.resendConfirmation.execute(user.id);
    return this.messages.for(request, 'auth.confirmation_sent');
  }

  @Post('me/email-change-requests')
  @SignedIn()
  @Access('user')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    description: 'The same answer whether or not the address is taken: a free address gets a confirmation link, the old one a notice; other sessions end.',
    type: MessageResponse,
  })
  @ApiTooManyRequestsResponse()
  async emailChange(@CurrentUser() user: AuthenticatedUser, @Body() body: EmailChangeRequestDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limits.check('email-change', request, user.id);
    await this.requestEmailChange.execute({ userId: user.id, sessionFamilyId: user.sessionFamilyId, ...body });
    return this.messages.for(request, 'auth.email_change_requested');
  }

  @Put('me/avatar')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: 'The updated profile with its new avatar URL: a 256 × 256 WebP made from the upload, without its metadata.', type: ProfileResponse })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiPayloadTooLargeResponse({ description: 'More than 2 MB.' })
  // The translating interceptor comes first: it wraps the upload parser that throws.
  @UseInterceptors(refuseUploadsOver(AVATAR_MAX_BYTES, IdentityErrors.avatarTooLarge), FileInterceptor('file', { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } }))
  avatar(@CurrentUser() user: AuthenticatedUser, @UploadedFile() file: UploadedBytes | undefined): Promise<ProfileResponse> {
    if (!file) throw IdentityErrors.avatarInvalid();
    return this.avatars.replace(user.id, file.buffer);
  }

  @Get('avatars/:userId/:picture')
  @Access('public')
  @ApiOkResponse({
    description: "The picture, at the avatarUrl of the user's profile; the URL cannot be derived from the user id.",
    content: Object.fromEntries(['image/jpeg', 'image/png', 'image/webp'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  })
  @ApiNotFoundResponse()
  async avatarOf(@Param('userId', new ParseUUIDPipe()) userId: string, @Param('picture') picture: string, @Res({ passthrough: true }) response: Response) {
    const avatar = await this.avatars.read(userId, picture);
    response.setHeader('Cache-Control', AVATAR_CACHE_CONTROL);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(avatar.body, { type: avatar.contentType, length: avatar.size });
  }
}
