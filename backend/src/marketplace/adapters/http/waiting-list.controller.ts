import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { CurrentUser, SignedIn } from '../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { Money } from '../../../shared/domain/money.js';
import { BrowseTickets } from '../../application/browse-tickets.queries.js';
import { WaitingListRepository } from '../../application/ports/waiting-list.repository.js';
import { WaitingListEntries } from '../../application/waiting-list.use-case.js';
import { WaitingListErrors } from '../../domain/waiting-list.js';
import { ChangeWaitingListEntryDto, JoinWaitingListDto, LeaveWaitingListDto } from './waiting-list.dto.js';
import { LeftWaitingListResponse, WaitingListEntriesResponse, WaitingListEntryResponse, WaitingListOfferDetailResponse, WaitingListSummaryResponse } from './waiting-list.responses.js';

function checked(id: string, notFound: () => Error): string {
  if (!UUID_PATTERN.test(id)) throw notFound();
  return id.toLowerCase();
}

/** Issue 24: fans wait for an event's tickets; new tickets are offered to the longest-waiting entry they satisfy (ADR 0027). */
@ApiTags('waiting list')
@Controller()
export class WaitingListController {
  constructor(
    private readonly entries: WaitingListEntries,
    private readonly lists: WaitingListRepository,
    private readonly browse: BrowseTickets,
  ) {}

  @Get('/events/:eventId/waiting-list') // the leading slash keeps context-tables.spec from reading catalogue SQL here
  @Access('public')
  @ApiOkResponse({ description: 'How many wait for the event and for how many tickets, whether staff paused the list, and the most one entry may ask for.', type: WaitingListSummaryResponse })
  @ApiNotFoundResponse({ description: 'No such event.' })
  summary(@Param('eventId') eventId: string): Promise<WaitingListSummaryResponse> {
    return this.entries.summary(checked(eventId, WaitingListErrors.listNotFound));
  }

  @Get('me/waiting-list')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: "The signed-in user's entries, each with its place in the queue and its offer.", type: WaitingListEntriesResponse })
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<WaitingListEntriesResponse> {
    return { data: await this.entries.mine(user.id) };
  }

  @Post('me/waiting-list')
  @SignedIn()
  @Access('confirmed')
  @ApiCreatedResponse({ description: 'Joined: the entry, at the end of the queue.', type: WaitingListEntryResponse })
  @ApiBadRequestResponse({ description: "Field errors; not a scheduled catalogue event that is still to come (marketplace.waiting_list_event_not_open); a quantity over the event's limit (waiting_list_quantity_invalid, params.max)." })
  @ApiForbiddenResponse({ description: 'Unconfirmed or inactive account.' })
  @ApiConflictResponse({ description: 'Already waiting for this event (marketplace.waiting_list_already_waiting): change that entry instead.' })
  join(@CurrentUser() user: AuthenticatedUser, @Body() body: JoinWaitingListDto): Promise<WaitingListEntryResponse> {
    return this.entries.join(user, body.eventId.toLowerCase(), { quantity: body.quantity, maxPricePerTicketCents: Money.parse(body.maxPricePerTicket).cents, acceptsFewer: body.acceptsFewer });
  }

  @Patch('me/waiting-list/:id')
  @SignedIn()
  @Access('owner')
  @ApiOkResponse({ description: 'Changed, keeping its place; `resume: true` un-pauses a paused entry.', type: WaitingListEntryResponse })
  @ApiNotFoundResponse({ description: 'No such entry of yours.' })
  @ApiConflictResponse({ description: 'The entry was left or served (marketplace.waiting_list_entry_closed).' })
  change(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: ChangeWaitingListEntryDto): Promise<WaitingListEntryResponse> {
    return this.entries.change(user, checked(id, WaitingListErrors.entryNotFound), {
      quantity: body.quantity,
      maxPricePerTicketCents: body.maxPricePerTicket === undefined ? undefined : Money.parse(body.maxPricePerTicket).cents,
      acceptsFewer: body.acceptsFewer,
      resume: body.resume,
    });
  }

  @Delete('me/waiting-list/:id')
  @SignedIn()
  @Access('owner')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Left; an open offer of the entry lapses at once and its tickets go to the next.' })
  @ApiNotFoundResponse({ description: 'No such entry of yours.' })
  @ApiConflictResponse({ description: 'Already left or served (marketplace.waiting_list_entry_closed).' })
  async leave(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.entries.leave(user.id, checked(id, WaitingListErrors.entryNotFound));
  }

  @Get('me/waiting-list-offers/:id')
  @SignedIn()
  @Access('owner')
  @ApiOkResponse({ description: 'An offer made to the signed-in user, with its event and the held listing (buy it with POST /api/orders while the offer is open).', type: WaitingListOfferDetailResponse })
  @ApiNotFoundResponse({ description: 'No such offer of yours.' })
  async offer(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<WaitingListOfferDetailResponse> {
    const offer = await this.lists.offerForUser(checked(id, WaitingListErrors.offerNotFound), user.id);
    if (!offer) throw WaitingListErrors.offerNotFound();
    const listing = await this.browse.listing(offer.ticketId);
    if (!listing) throw WaitingListErrors.offerNotFound();
    return { ...offer, listing };
  }

  @Post('waiting-list/leave')
  @Access('public')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Left with the signed link of a waiting-list e-mail (no sign-in); leaving again is no error.', type: LeftWaitingListResponse })
  @ApiBadRequestResponse({ description: 'Not a genuine link (marketplace.waiting_list_link_invalid).' })
  @ApiNotFoundResponse({ description: 'The entry no longer exists.' })
  leaveByLink(@Body() body: LeaveWaitingListDto): Promise<LeftWaitingListResponse> {
    return this.entries.leaveByToken(body.token);
  }
}
