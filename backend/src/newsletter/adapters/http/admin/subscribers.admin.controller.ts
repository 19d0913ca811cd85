import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { IsEmailAddress, Trim, UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { BulkIdsDto, BulkOutcomeResponse, bulkOutcomeResponse } from '../../../../shared/adapters/http/bulk-action.js';
import { Messages } from '../../../../shared/adapters/http/messages.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { LANGUAGES, type Language } from '../../../../shared/domain/language.js';
import { ManageSubscribers } from '../../../application/manage-subscribers.use-case.js';
import { SUBSCRIBER_SORTS, type SubscriberListQuery } from '../../../application/ports/subscriber.repository.js';
import { NewsletterErrors } from '../../../domain/newsletter.errors.js';
import type { SubscriptionStatus } from '../../../domain/subscription.js';
import { subscriberView } from './admin-views.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { SubscriberResponse } from '../newsletter.responses.js';

export class SubscriberEmailDto {
  @ApiProperty({ example: 'anna@example.lv' })
  @Trim() @IsString() @IsEmailAddress()
  email: string;

  // The back-office sends the whole record back; only the email can change.
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() id?: unknown;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() language?: unknown;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() status?: unknown;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() createdAt?: unknown;
}

function statusFilter(filter: Record<string, unknown>): SubscriptionStatus | undefined {
  const status = textFilter(filter, 'status');
  if (status !== undefined && status !== 'pending' && status !== 'confirmed') throw new DomainError('request.list_parameter_invalid', { parameter: 'filter' }, 'invalid');
  return status;
}

function languageFilter(filter: Record<string, unknown>): Language | undefined {
  const language = textFilter(filter, 'language');
  if (language === undefined) return undefined;
  const known = LANGUAGES.find((code) => code === language);
  if (!known) throw new DomainError('request.list_parameter_invalid', { parameter: 'filter' }, 'invalid');
  return known;
}

function checkedId(id: string, missing: () => Error): string {
  if (!UUID_PATTERN.test(id)) throw missing();
  return id;
}

/** Subscribers for administrators (their CSV export: operations' exports), in the ra-data-simple-rest dialect. */
@ApiTags('admin: newsletter')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin')
export class SubscribersAdminController {
  constructor(
    private readonly subscribers: ManageSubscribers,
    private readonly messages: Messages,
  ) {}

  @Get('subscribers')
  @ApiOkResponse({ description: 'Subscribers; filter q (part of the email), status and language (the audience of a message: status confirmed and its language); Content-Range header.', type: [SubscriberResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SubscriberResponse[]> {
    const query = parseListQuery(request, SUBSCRIBER_SORTS, { field: 'createdAt', order: 'DESC' });
    // parseListQuery accepted only these fields.
    const sort = query.sort as SubscriberListQuery['sort'];
    const page = await this.subscribers.list({ ...query, sort, text: textFilter(query.filter, 'q'), status: statusFilter(query.filter), language: languageFilter(query.filter) });
    return listResponse(response, 'subscribers', query, { items: page.items.map(subscriberView), total: page.total });
  }

  @Get('subscribers/:id')
  @ApiOkResponse({ description: 'The subscriber.', type: SubscriberResponse })
  async get(@Param('id') id: string): Promise<SubscriberResponse> {
    return subscriberView(await this.subscribers.get(checkedId(id, NewsletterErrors.subscriberNotFound)));
  }

  @Put('subscribers/:id')
  @ApiOkResponse({ description: 'The updated subscriber.', type: SubscriberResponse })
  @ApiConflictResponse({ description: 'Another subscriber has this email.' })
  @ApiBadRequestResponse()
  async update(@Param('id') id: string, @Body() body: SubscriberEmailDto, @CurrentUser() admin: AuthenticatedUser): Promise<SubscriberResponse> {
    return subscriberView(await this.subscribers.changeEmail(checkedId(id, NewsletterErrors.subscriberNotFound), body.email, admin));
  }

  @Delete('subscribers/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The deleted subscriber.', type: SubscriberResponse })
  async remove(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<SubscriberResponse> {
    return subscriberView(await this.subscribers.remove(checkedId(id, NewsletterErrors.subscriberNotFound), admin));
  }

  @Post('subscribers/deletions')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Deletes each subscriber named as the single deletion does (an activity entry each); one not found is skipped with its reason.', type: BulkOutcomeResponse })
  @ApiBadRequestResponse({ description: 'No ids, more than 500, or an id that is not a UUID.' })
  async removeMany(@Body() body: BulkIdsDto, @CurrentUser() admin: AuthenticatedUser, @Req() request: Request): Promise<BulkOutcomeResponse> {
    return bulkOutcomeResponse(await this.subscribers.removeMany(body.ids, admin), this.messages, request);
  }
}
