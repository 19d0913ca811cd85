import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { searchText } from '../../../../shared/domain/search-text.js';
import { ManageListings } from '../../../application/manage-listings.use-case.js';
import { TicketQueries } from '../../../application/ports/ticket-queries.js';
import { MarketplaceErrors } from '../../../domain/marketplace.errors.js';
import { ADMIN_ORDER_SORTS, ADMIN_TICKET_SORTS } from '../../persistence/sql-ticket-queries.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { AdminOrderResponse, AdminTicketResponse } from '../marketplace.responses.js';

const STATUSES = ['available', 'reserved', 'sold', 'expired', 'withdrawn'];

export class WithdrawDto {
  @ApiProperty({ description: 'Emailed to the seller.' })
  @IsString() @MinLength(5, { message: 'validation.withdraw_reason_min' }) @MaxLength(1000)
  reason: string;
}

function uuidOrNotFound(id: string | undefined, notFound: () => Error): string | undefined {
  if (id !== undefined && !UUID_PATTERN.test(id)) throw notFound();
  return id;
}

/** Tickets and orders for staff, in the ra-data-simple-rest dialect. */
@ApiTags('admin: marketplace')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin')
export class MarketplaceAdminController {
  constructor(
    private readonly queries: TicketQueries,
    private readonly listings: ManageListings,
  ) {}

  @Get('tickets')
  @ApiOkResponse({ description: 'Listings. Filters: status, categoryId, sellerId, q. Content-Range header.', type: [AdminTicketResponse] })
  async tickets(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminTicketResponse[]> {
    const query = parseListQuery(request, Object.keys(ADMIN_TICKET_SORTS), { field: 'createdAt', order: 'DESC' });
    const status = textFilter(query.filter, 'status');
    const text = textFilter(query.filter, 'q');
    const page = await this.queries.adminTickets({
      ...query,
      status: status && STATUSES.includes(status) ? status : undefined,
      categoryId: uuidOrNotFound(textFilter(query.filter, 'categoryId'), MarketplaceErrors.ticketNotFound),
      sellerId: uuidOrNotFound(textFilter(query.filter, 'sellerId'), MarketplaceErrors.ticketNotFound),
      text: text ? searchText(text) : undefined,
    });
    return listResponse(response, 'tickets', query, page);
  }

  @Get('tickets/:id')
  @ApiOkResponse({ description: 'The listing.', type: AdminTicketResponse })
  async ticket(@Param('id') id: string): Promise<AdminTicketResponse> {
    const ticket = await this.queries.adminTicket(uuidOrNotFound(id, MarketplaceErrors.ticketNotFound)!);
    if (!ticket) throw MarketplaceErrors.ticketNotFound();
    return ticket;
  }

  @Post('tickets/:id/withdraw')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Withdrawn; the seller is emailed the reason.', type: AdminTicketResponse })
  @ApiConflictResponse({ description: 'Only an available listing can be withdrawn.' })
  async withdraw(@Param('id') id: string, @Body() body: WithdrawDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminTicketResponse> {
    await this.listings.withdraw(uuidOrNotFound(id, MarketplaceErrors.ticketNotFound)!, body.reason.trim(), user.email);
    return this.ticket(id);
  }

  @Get('orders')
  @ApiOkResponse({ description: 'Orders; Content-Range header.', type: [AdminOrderResponse] })
  async orders(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminOrderResponse[]> {
    const query = parseListQuery(request, Object.keys(ADMIN_ORDER_SORTS), { field: 'createdAt', order: 'DESC' });
    return listResponse(response, 'orders', query, await this.queries.adminOrders(query));
  }

  @Get('orders/:id')
  @ApiOkResponse({ description: 'The order.', type: AdminOrderResponse })
  async order(@Param('id') id: string): Promise<AdminOrderResponse> {
    const order = await this.queries.adminOrder(uuidOrNotFound(id, MarketplaceErrors.orderNotFound)!);
    if (!order) throw MarketplaceErrors.orderNotFound();
    return order;
  }
}
