import { Body, Controller, Get, Param, Put, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { ManageWaitingLists } from '../../../application/manage-waiting-lists.use-case.js';
import { WaitingListRepository } from '../../../application/ports/waiting-list.repository.js';
import { WaitingListErrors } from '../../../domain/waiting-list.js';
import { ADMIN_WAITING_LIST_SORTS } from '../../persistence/sql-waiting-list.js';
import { WaitingListPauseDto, WaitingListSettingsDto } from '../waiting-list.dto.js';
import { AdminWaitingListResponse, WaitingListSettingsResponse } from '../waiting-list.responses.js';

function eventId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw WaitingListErrors.listNotFound();
  return id.toLowerCase();
}

/** The waiting lists per event for staff (ra-data-simple-rest; the record id is the event's), their pause, and the offer window. */
@ApiTags('admin: marketplace')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin')
export class WaitingListsAdminController {
  constructor(
    private readonly lists: WaitingListRepository,
    private readonly manage: ManageWaitingLists,
  ) {}

  @Get('waiting-lists')
  @ApiOkResponse({ description: 'One row per event that has entries: people waiting, tickets wanted, offers made, taken and lapsed, paused. Sorts: startsAt, eventTitle, people, ticketsWanted. Content-Range header.', type: [AdminWaitingListResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminWaitingListResponse[]> {
    const query = parseListQuery(request, Object.keys(ADMIN_WAITING_LIST_SORTS), { field: 'startsAt', order: 'ASC' });
    return listResponse(response, 'waiting-lists', query, await this.lists.adminLists(query));
  }

  @Get('waiting-lists/:id')
  @ApiOkResponse({ description: "The event's waiting list.", type: AdminWaitingListResponse })
  @ApiNotFoundResponse({ description: 'No waiting list for that event.' })
  async one(@Param('id') id: string): Promise<AdminWaitingListResponse> {
    const row = await this.lists.adminList(eventId(id));
    if (!row) throw WaitingListErrors.listNotFound();
    return row;
  }

  @Put('waiting-lists/:id')
  @ApiOkResponse({ description: 'Paused or resumed, recorded in the activity log; answers like GET. While paused, new tickets go on sale to everyone at once.', type: AdminWaitingListResponse })
  @ApiNotFoundResponse({ description: 'No such event.' })
  async pause(@Param('id') id: string, @Body() body: WaitingListPauseDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminWaitingListResponse> {
    await this.manage.setPaused(eventId(id), body.paused, user.email);
    return this.one(id);
  }

  @Get('waiting-list-settings')
  @ApiOkResponse({ description: 'How long an offer is held for its fan.', type: WaitingListSettingsResponse })
  async settings(): Promise<WaitingListSettingsResponse> {
    return { offerWindowMinutes: await this.lists.offerWindowMinutes() };
  }

  @Put('waiting-list-settings')
  @ApiOkResponse({ description: 'Saved, recorded in the activity log (saving the same records nothing); applies to offers made after it.', type: WaitingListSettingsResponse })
  @ApiBadRequestResponse({ description: 'Outside 5–1440 minutes (marketplace.waiting_list_offer_window_invalid).' })
  async changeSettings(@Body() body: WaitingListSettingsDto, @CurrentUser() user: AuthenticatedUser): Promise<WaitingListSettingsResponse> {
    await this.manage.setOfferWindow(body.offerWindowMinutes, user.email);
    return this.settings();
  }
}
