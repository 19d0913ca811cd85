import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import { BrowseContactMessages } from '../../../application/browse-contact-messages.queries.js';
import { CONTACT_MESSAGE_SORTS, type ContactMessageListQuery, type ContactMessageRecord } from '../../../application/ports/contact-message.repository.js';
import { SupportErrors } from '../../../domain/support.errors.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { ContactMessageResponse } from '../support.responses.js';

const view = ({ id, name, email, message, createdAt }: ContactMessageRecord): ContactMessageResponse => ({ id, name, email, message, createdAt: createdAt.toISOString() });

/** Contact messages for administrators (read only), in the ra-data-simple-rest dialect. */
@ApiTags('admin: support')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/contact-messages')
export class ContactMessagesAdminController {
  constructor(private readonly messages: BrowseContactMessages) {}

  @Get()
  @ApiOkResponse({ description: 'Messages; filter q (name, email or text); Content-Range header.', type: [ContactMessageResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ContactMessageResponse[]> {
    const query = parseListQuery(request, CONTACT_MESSAGE_SORTS, { field: 'createdAt', order: 'DESC' });
    // parseListQuery accepted only these fields.
    const sort = query.sort as ContactMessageListQuery['sort'];
    const page = await this.messages.list({ ...query, sort, text: textFilter(query.filter, 'q') });
    return listResponse(response, 'contact-messages', query, { items: page.items.map(view), total: page.total });
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The message.', type: ContactMessageResponse })
  async get(@Param('id') id: string): Promise<ContactMessageResponse> {
    if (!UUID_PATTERN.test(id)) throw SupportErrors.messageNotFound();
    return view(await this.messages.get(id));
  }
}
