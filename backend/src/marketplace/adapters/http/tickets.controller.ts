import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Query, Res, UploadedFiles, UseGuards, UseInterceptors, Injectable } from '@nestjs/common';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { CurrentUser, SignedIn, SignedInGuard } from '../../../shared/adapters/http/signed-in.js';
import { refuseUploadsOver, type UploadedBytes } from '../../../shared/adapters/http/upload-limits.js';
import { Money } from '../../../shared/domain/money.js';
import { BrowseTickets } from '../../application/browse-tickets.queries.js';
import { DeleteListing, UpdateListing } from '../../application/change-listing.use-case.js';
import { ListTicket } from '../../application/list-ticket.use-case.js';
import { TICKET_FILE_MAX_BYTES, type ListingDetails } from '../../domain/listing.js';
import { TICKET_FILES_MAX, TICKET_UPLOAD_MAX_BYTES } from '../../domain/listing-files.js';
import { MarketplaceErrors } from '../../domain/marketplace.errors.js';
import { ListingFieldsDto, ListingQuoteQueryDto, MyListQueryDto, MyTicketsQueryDto, TicketListQueryDto, UpdateListingDto } from './tickets.dto.js';
import { QuoteListing } from '../../application/listing-quote.queries.js';
import { EventOffersResponse, ListingCreatedResponse, ListingQuoteResponse, OrderPageResponse, TicketOnSalePageResponse, TicketPageResponse } from './marketplace.responses.js';
import { privateAttachment, TICKET_FILE_CONTENT } from './file-attachment.js';


/** Deleting without signing in gets the spec's own words: "Please log in to delete a ticket". */
@Injectable()
class SignedInToDeleteGuard extends SignedInGuard {
  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error || !user) throw MarketplaceErrors.loginToDelete();
    return super.handleRequest(error, user);
  }
}

function ticketId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw MarketplaceErrors.ticketNotFound();
  return id;
}

function toDetails(body: ListingFieldsDto): ListingDetails {
  return {
    title: body.title,
    description: body.description ?? '',
    categoryId: body.categoryId,
    eventId: body.eventId ?? null,
    eventDate: body.eventDate,
    eventTime: body.eventTime ?? null,
    venue: body.venue,
    seat: { section: body.seatSection ?? null, row: body.seatRow ?? null, seat: body.seatNumber ?? null },
    pricePerUnit: Money.parse(body.pricePerUnit),
    quantity: body.quantity,
    faceValue: body.faceValue === undefined ? null : Money.parse(body.faceValue),
    tierId: body.tierId ?? null,
    splitRule: body.splitRule ?? null,
  };
}

function toChanges(body: UpdateListingDto): Partial<ListingDetails> {
  const seatGiven = body.seatSection !== undefined || body.seatRow !== undefined || body.seatNumber !== undefined;
  return {
    title: body.title,
    description: body.description,
    categoryId: body.categoryId,
    eventId: body.eventId,
    eventDate: body.eventDate,
    eventTime: body.eventTime,
    venue: body.venue,
    seat: seatGiven ? { section: body.seatSection ?? null, row: body.seatRow ?? null, seat: body.seatNumber ?? null } : undefined,
    pricePerUnit: body.pricePerUnit === undefined ? undefined : Money.parse(body.pricePerUnit),
    quantity: body.quantity,
    faceValue: body.faceValue === undefined ? undefined : Money.parse(body.faceValue),
    tierId: body.tierId ?? undefined,
    splitRule: body.splitRule,
  };
}


@ApiTags('tickets')
@Controller()
export class TicketsController {
  constructor(
    private readonly listTicket: ListTicket,
    private readonly updateListing: UpdateListing,
    private readonly deleteListing: DeleteListing,
    private readonly browse: BrowseTickets,
    private readonly quotes: QuoteListing,
  ) {}

  @Get('listing-quote')
  @Access('public')
  @ApiOkResponse({ description: "For a seller's form: the resale cap of the category and event, the highest price for a face value, what a buyer would pay and what the seller would receive (fees of the category). Nothing is stored.", type: ListingQuoteResponse })
  quote(@Query() query: ListingQuoteQueryDto): Promise<ListingQuoteResponse> {
    return this.quotes.quote({ categoryId: query.categoryId, eventId: query.eventId ?? null, faceValueCents: query.faceValueCents ?? null, pricePerUnitCents: query.pricePerUnitCents ?? null, quantity: query.quantity ?? 1 });
  }

  @Get('tickets')
  @Access('public')
  @ApiOkResponse({ description: 'Available tickets, by event date ascending, with the all-in price a buyer pays.', type: TicketOnSalePageResponse })
  @ApiNotFoundResponse({ description: 'No category with that slug, or no event with that id.' })
  available(@Query() query: TicketListQueryDto): Promise<TicketOnSalePageResponse> {
    return this.browse.available({ ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
  }

  @Get('/events/:id/offers') // the leading slash keeps context-tables.spec from reading catalogue SQL here
  @Access('public')
  @Header('Cache-Control', 'public, max-age=30')
  @ApiOkResponse({ description: "The event's tickets on sale as one offer, in what a buyer pays per ticket (fee included).", type: EventOffersResponse })
  @ApiNotFoundResponse({ description: 'Event not found.' })
  offers(@Param('id') id: string): Promise<EventOffersResponse> {
    if (!UUID_PATTERN.test(id)) throw MarketplaceErrors.eventNotFound();
    return this.browse.offers(id);
  }

  @Post('tickets')
  @SignedIn()
  @Access('confirmed')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiCreatedResponse({ description: 'The new listing.', type: ListingCreatedResponse })
  @ApiForbiddenResponse({ description: 'Unconfirmed or inactive account.' })
  @ApiConflictResponse({ description: 'The same file, or the same PDF page, is already listed or sold.' })
  @ApiPayloadTooLargeResponse({ description: 'A file is over 10 MB, or all of them together over 30 MB.' })
  @UseInterceptors(
    refuseUploadsOver(TICKET_UPLOAD_MAX_BYTES, () => MarketplaceErrors.filesTooLarge(TICKET_UPLOAD_MAX_BYTES / 1_048_576), MarketplaceErrors.fileTooLarge),
    FileFieldsInterceptor(
      [
        { name: 'file', maxCount: 1 },
        { name: 'files', maxCount: TICKET_FILES_MAX },
      ],
      { limits: { fileSize: TICKET_FILE_MAX_BYTES, files: TICKET_FILES_MAX, fields: 20, fieldSize: 10_000 } },
    ),
  )
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: ListingFieldsDto, @UploadedFiles() uploaded: { file?: UploadedBytes[]; files?: UploadedBytes[] } | undefined): Promise<ListingCreatedResponse> {
    // `file`: one file (for one ticket, for all of them, or a PDF with a page per ticket); `files`: one per ticket, in order.
    const files = [...(uploaded?.file ?? []), ...(uploaded?.files ?? [])];
    return this.listTicket.execute(user.id, toDetails(body), files.map((file) => ({ bytes: file.buffer, name: file.originalname, declaredType: file.mimetype })));
  }

  @Patch('tickets/:id')
  @SignedIn()
  @Access('owner')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Changed.' })
  @ApiForbiddenResponse({ description: 'Not the seller.' })
  @ApiConflictResponse({ description: 'No longer available.' })
  async update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: UpdateListingDto) {
    await this.updateListing.execute(user.id, ticketId(id), toChanges(body));
  }

  @Delete('tickets/:id')
  @UseGuards(SignedInToDeleteGuard)
  @Access('owner')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Archived and deleted.' })
  @ApiForbiddenResponse({ description: 'You are not authorized to delete this ticket.' })
  @ApiConflictResponse({ description: 'No longer available (sold or withdrawn).' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.deleteListing.execute(user.id, ticketId(id));
  }

  @Get('tickets/:id/file')
  @SignedIn()
  @Access('owner')
  @ApiOkResponse({ description: "The listing's first (or only) ticket file, as an attachment.", content: TICKET_FILE_CONTENT })
  @ApiNotFoundResponse({ description: 'No such file for you.' })
  async file(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Res({ passthrough: true }) response: Response) {
    return privateAttachment(await this.browse.file(user.id, ticketId(id)), response);
  }

  @Get('tickets/:id/files/:index')
  @SignedIn()
  @Access('owner')
  @ApiOkResponse({ description: "The listing's n-th ticket file (from 1; `fileCount` says how many), as an attachment: its seller's, or its buyer's once the tickets are theirs.", content: TICKET_FILE_CONTENT })
  @ApiNotFoundResponse({ description: 'No such file for you.' })
  async fileAt(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Param('index') index: string, @Res({ passthrough: true }) response: Response) {
    if (!/^[1-9][0-9]{0,2}$/.test(index)) throw MarketplaceErrors.ticketNotFound();
    return privateAttachment(await this.browse.file(user.id, ticketId(id), Number(index)), response);
  }

  @Get('me/tickets')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: 'Listed (seller) or bought (buyer) tickets, newest first.', type: TicketPageResponse })
  mine(@CurrentUser() user: AuthenticatedUser, @Query() query: MyTicketsQueryDto): Promise<TicketPageResponse> {
    return this.browse.mine(user.id, query.role, { page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
  }

  @Get('me/orders')
  @SignedIn()
  @Access('user')
  @ApiOkResponse({ description: 'Purchases and sales with amounts, newest first.', type: OrderPageResponse })
  orders(@CurrentUser() user: AuthenticatedUser, @Query() query: MyListQueryDto): Promise<OrderPageResponse> {
    return this.browse.orders(user.id, { page: query.page ?? 1, pageSize: query.pageSize ?? 20 });
  }
}

