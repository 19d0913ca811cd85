import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Access } from '../../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { AnswerContactMessage } from '../../../application/answer-contact-message.use-case.js';
import { BrowseContactMessages } from '../../../application/browse-contact-messages.queries.js';
import { MarkContactMessageHandled } from '../../../application/mark-contact-message-handled.use-case.js';
import { CONTACT_MESSAGE_SORTS, type ContactMessageListQuery, type ContactMessageRecord } from '../../../application/ports/contact-message.repository.js';
import { CONTACT_ANSWER_MAX_LENGTH, CONTACT_ANSWER_MIN_LENGTH, CONTACT_MESSAGE_STATES } from '../../../domain/contact-message.js';
import { SupportErrors } from '../../../domain/support.errors.js';
import { ContactMessageResponse } from '../support.responses.js';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const view = (record: ContactMessageRecord): ContactMessageResponse => ({
  ...record,
  createdAt: new Date(record.createdAt).toISOString(),
  handledAt: iso(record.handledAt),
  answeredAt: iso(record.answeredAt),
});

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AnswerContactMessageDto {
  @ApiProperty({ minLength: CONTACT_ANSWER_MIN_LENGTH, maxLength: CONTACT_ANSWER_MAX_LENGTH, description: 'Sent to the sender as written (plain text), under a greeting in their language.' })
  @Transform(trim)
  @IsString({ message: 'validation.contact_answer_min' })
  @MinLength(CONTACT_ANSWER_MIN_LENGTH, { message: 'validation.contact_answer_min' })
  @MaxLength(CONTACT_ANSWER_MAX_LENGTH, { message: 'validation.contact_answer_max' })
  answer: string;
}

function messageId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw SupportErrors.messageNotFound();
  return id;
}

/** Contact messages for administrators, in the ra-data-simple-rest dialect: read them, mark them handled, answer them. */
@ApiTags('admin: support')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/contact-messages')
export class ContactMessagesAdminController {
  constructor(
    private readonly messages: BrowseContactMessages,
    private readonly markHandled: MarkContactMessageHandled,
    private readonly answerMessage: AnswerContactMessage,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Messages; filters q (name, email or text) and status (new, handled); Content-Range header.', type: [ContactMessageResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ContactMessageResponse[]> {
    const query = parseListQuery(request, CONTACT_MESSAGE_SORTS, { field: 'createdAt', order: 'DESC' });
    // parseListQuery accepted only these fields.
    const sort = query.sort as ContactMessageListQuery['sort'];
    const status = textFilter(query.filter, 'status');
    const page = await this.messages.list({ ...query, sort, text: textFilter(query.filter, 'q'), status: CONTACT_MESSAGE_STATES.find((known) => known === status) });
    return listResponse(response, 'contact-messages', query, { items: page.items.map(view), total: page.total });
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The message.', type: ContactMessageResponse })
  async get(@Param('id') id: string): Promise<ContactMessageResponse> {
    return view(await this.messages.get(messageId(id)));
  }

  @Post(':id/handled')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Marked handled by the caller, now.', type: ContactMessageResponse })
  @ApiNotFoundResponse({ description: 'No such message.' })
  @ApiConflictResponse({ description: 'Already handled (support.message_already_handled).' })
  async handled(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<ContactMessageResponse> {
    await this.markHandled.execute(messageId(id), user);
    return this.get(id);
  }

  @Post(':id/answer')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Stored, e-mailed to the sender in their language and the message marked handled.', type: ContactMessageResponse })
  @ApiBadRequestResponse({ description: 'An answer shorter than 10 or longer than 5000 characters.' })
  @ApiNotFoundResponse({ description: 'No such message.' })
  @ApiConflictResponse({ description: 'Already answered (support.message_already_answered).' })
  async answer(@Param('id') id: string, @Body() body: AnswerContactMessageDto, @CurrentUser() user: AuthenticatedUser): Promise<ContactMessageResponse> {
    await this.answerMessage.execute(messageId(id), body.answer, user);
    return this.get(id);
  }
}
