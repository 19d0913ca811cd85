import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiExtraModels, getSchemaPath, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { I18nService } from 'nestjs-i18n';
import { IsEmailAddress } from '../../../shared/adapters/http/input-rules.js';
import { PublicFormRateLimit } from '../../../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../../../shared/adapters/http/messages.js';
import { requestLanguage } from '../../../shared/adapters/http/request-language.js';
import { escapeHtml } from '../../../shared/adapters/mail/mail-layout.js';
import { parseLanguage, type Language } from '../../../shared/domain/language.js';
import { ConfirmSubscription } from '../../application/confirm-subscription.use-case.js';
import { Subscribe } from '../../application/subscribe.use-case.js';
import { Unsubscribe } from '../../application/unsubscribe.use-case.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { MessageResponse } from '../../../shared/adapters/http/responses.js';

export class SubscribeDto {
  @ApiProperty({ example: 'anna@example.lv' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString() @IsEmailAddress()
  email: string;

  @ApiProperty({ enum: ['lv', 'en', 'ee', 'lt'] })
  @IsIn(['lv', 'en', 'ee', 'et', 'lt'], { message: 'validation.language_invalid' })
  language: string;
}

export class ConfirmSubscriptionDto {
  @ApiProperty({ description: 'The token of the confirmation link.' })
  @IsString() @MaxLength(200)
  token: string;
}

export class UnsubscribeDto {
  @ApiPropertyOptional({ description: 'The token of the link; may also be given in the query.' })
  @IsOptional() @IsString() @MaxLength(1000)
  token?: string;

  @ApiPropertyOptional({ description: 'RFC 8058 one-click body: List-Unsubscribe=One-Click' })
  @IsOptional() @IsString() @MaxLength(100)
  'List-Unsubscribe'?: string;
}

@ApiTags('newsletter')
@Access('public')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly subscribe: Subscribe,
    private readonly confirmSubscription: ConfirmSubscription,
    private readonly unsubscribe: Unsubscribe,
    private readonly limit: PublicFormRateLimit,
    private readonly messages: Messages,
    private readonly i18n: I18nService,
  ) {}

  @Post('subscriptions')
  @ApiCreatedResponse({ description: 'The same answer whether the address is new, pending or already subscribed: a confirmation link is on its way to new addresses.', type: MessageResponse })
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse()
  async create(@Body() body: SubscribeDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limit.check('newsletter', request);
    await this.subscribe.execute(body.email, parseLanguage(body.language) ?? 'en');
    return this.messages.for(request, 'newsletter.check_inbox');
  }

  /** The storefront's confirmation page sends the token of the emailed link here. */
  @Post('confirmations')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The subscription is confirmed; the message is in the subscriber\'s language.', type: MessageResponse })
  @ApiBadRequestResponse({ description: 'The link is expired, already used or not genuine.' })
  async confirm(@Body() body: ConfirmSubscriptionDto): Promise<MessageResponse> {
    const language = await this.confirmSubscription.execute(body.token);
    return { message: this.i18n.translate('messages.newsletter.confirmed', { lang: language }) as string };
  }

  /** The link in every email: a page in the subscriber's language that asks before unsubscribing. */
  @Get('unsubscribe')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'An HTML page with a confirmation button.', content: { 'text/html': { schema: { type: 'string' } } } })
  async confirmPage(@Query('token') token: string | undefined, @Req() request: Request) {
    let language = requestLanguage(request);
    try {
      language = (await this.unsubscribe.languageOf(String(token ?? ''))) ?? language;
    } catch {
      const invalid = escapeHtml(this.i18n.translate('errors.newsletter.unsubscribe_link_invalid', { lang: language }) as string);
      return page(language, invalid, '');
    }
    const t = (key: string) => escapeHtml(this.i18n.translate(`messages.newsletter.${key}`, { lang: language }) as string);
    return page(language, t('unsubscribe_title'), `<p>${t('unsubscribe_question')}</p>
<form method="post" action="/api/newsletter/unsubscribe?token=${encodeURIComponent(String(token))}&amp;lang=${language}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t('unsubscribe_button')}</button></form>`);
  }

  /** RFC 8058 one-click (form body), the confirmation page's button, or JSON {token}. No login needed. */
  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Unsubscribed: JSON for a script, an HTML page for a browser form.',
    content: { 'application/json': { schema: { $ref: getSchemaPath(MessageResponse) } }, 'text/html': { schema: { type: 'string' } } },
  })
  @ApiExtraModels(MessageResponse)
  @ApiBadRequestResponse({ description: 'The link is not genuine.' })
  async remove(@Query('token') queryToken: string | undefined, @Body() body: UnsubscribeDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const token = String(body.token ?? queryToken ?? '');
    const language: Language = (await this.unsubscribe.languageOf(token)) ?? requestLanguage(request);
    await this.unsubscribe.execute(token);
    const message = this.i18n.translate('messages.newsletter.unsubscribed', { lang: language }) as string;
    if (!request.accepts(['json', 'html']) || request.accepts(['json', 'html']) === 'json') return { message };
    response.type('html');
    return page(language, escapeHtml(message), '');
  }
}

function page(language: string, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font-family:Arial,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;color:#18181b}button{background:#9e1b32;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer}</style>
</head><body><p style="color:#9e1b32;font-weight:bold">Baltic Ticket Exchange</p><h1>${title}</h1>${body}</body></html>`;
}
