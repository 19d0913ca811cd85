import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Trim, UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { parseLanguage } from '../../../../shared/domain/language.js';
import { SendNewsletter } from '../../../application/send-newsletter.use-case.js';
import { NewsletterErrors } from '../../../domain/newsletter.errors.js';
import { messageView } from './admin-views.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { NewsletterMessageResponse } from '../newsletter.responses.js';

export class NewsletterMessageDto {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @Trim() @IsString() @MinLength(1, { message: 'validation.newsletter_subject_length' }) @MaxLength(200, { message: 'validation.newsletter_subject_length' })
  subject: string;

  @ApiProperty({ minLength: 1, maxLength: 20000, description: 'Plain text; a blank line starts a new paragraph.' })
  @Trim() @IsString() @MinLength(1, { message: 'validation.newsletter_body_length' }) @MaxLength(20000, { message: 'validation.newsletter_body_length' })
  body: string;

  @ApiPropertyOptional({ enum: ['lv', 'en', 'ee', 'lt'], description: 'Only subscribers of this language; everyone when absent.' })
  @IsOptional() @IsIn(['lv', 'en', 'ee', 'et', 'lt'], { message: 'validation.language_invalid' })
  language?: string;
}

/** Messages to subscribers: queued at once, sent by the workers batch by batch; progress readable here. */
@ApiTags('admin: newsletter')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/newsletter')
export class NewsletterMessagesAdminController {
  constructor(private readonly newsletter: SendNewsletter) {}

  @Post('messages')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'Queued; the workers send it batch by batch.', type: NewsletterMessageResponse })
  @ApiBadRequestResponse()
  async send(@Body() body: NewsletterMessageDto, @CurrentUser() admin: AuthenticatedUser): Promise<NewsletterMessageResponse> {
    const language = body.language === undefined ? null : parseLanguage(body.language);
    return messageView(await this.newsletter.execute({ subject: body.subject, body: body.body, language }, admin));
  }

  @Get('messages')
  @ApiOkResponse({ description: 'Newest first; Content-Range header.', type: [NewsletterMessageResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<NewsletterMessageResponse[]> {
    const query = parseListQuery(request, ['createdAt'], { field: 'createdAt', order: 'DESC' });
    const page = await this.newsletter.list(query);
    return listResponse(response, 'newsletter/messages', query, { items: page.items.map(messageView), total: page.total });
  }

  @Get('messages/:id')
  @ApiOkResponse({ description: 'The message and its progress.', type: NewsletterMessageResponse })
  async get(@Param('id') id: string): Promise<NewsletterMessageResponse> {
    if (!UUID_PATTERN.test(id)) throw NewsletterErrors.messageNotFound();
    return messageView(await this.newsletter.get(id));
  }
}
