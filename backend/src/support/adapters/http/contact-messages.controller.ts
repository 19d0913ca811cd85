import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiProperty, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { Request } from 'express';
import { IsEmailAddress } from '../../../shared/adapters/http/input-rules.js';
import { PublicFormRateLimit } from '../../../shared/adapters/http/ip-rate-limit.js';
import { Messages } from '../../../shared/adapters/http/messages.js';
import { requestLanguage } from '../../../shared/adapters/http/request-language.js';
import { CONTACT_MESSAGE_MAX_LENGTH, SendContactMessage } from '../../application/send-contact-message.use-case.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { MessageResponse } from '../../../shared/adapters/http/responses.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ContactMessageDto {
  @ApiProperty({ minLength: 2 })
  @Transform(trim) @IsString() @MinLength(2, { message: 'validation.contact_name_min' }) @MaxLength(200, { message: 'validation.generic.maxLength' })
  name: string;

  @ApiProperty()
  @Transform(trim) @IsString() @IsEmailAddress()
  email: string;

  @ApiProperty({ minLength: 10, maxLength: CONTACT_MESSAGE_MAX_LENGTH })
  @Transform(trim) @IsString() @MinLength(10, { message: 'validation.contact_message_min' }) @MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: 'validation.contact_message_max' })
  message: string;
}

@ApiTags('support')
@Access('public')
@Controller('contact-messages')
export class ContactMessagesController {
  constructor(
    private readonly send: SendContactMessage,
    private readonly limit: PublicFormRateLimit,
    private readonly messages: Messages,
  ) {}

  @Post()
  @ApiCreatedResponse({ description: 'Stored, and on its way to support.', type: MessageResponse })
  @ApiBadRequestResponse()
  @ApiTooManyRequestsResponse()
  async create(@Body() body: ContactMessageDto, @Req() request: Request): Promise<MessageResponse> {
    await this.limit.check('contact', request);
    await this.send.execute({ ...body, language: requestLanguage(request) });
    return this.messages.for(request, 'support.message_sent');
  }
}
