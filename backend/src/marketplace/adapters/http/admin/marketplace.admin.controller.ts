import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res, type StreamableFile } from '@nestjs/common';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { Request, Response } from 'express';
import { BulkIdsDto, BulkOutcomeResponse, bulkOutcomeResponse } from '../../../../shared/adapters/http/bulk-action.js';
import { Messages } from '../../../../shared/adapters/http/messages.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { searchText } from '../../../../shared/domain/search-text.js';
import { BrowseTickets } from '../../../application/browse-tickets.queries.js';
import { ChangeCheckoutSettings } from '../../../application/change-checkout-settings.use-case.js';
import { ManageListings } from '../../../application/manage-listings.use-case.js';
import { CheckoutSettings } from '../../../application/ports/checkout-settings.js';
import { TicketQueries, type AdminTicketView, type TicketWithCap } from '../../../application/ports/ticket-queries.js';
import { resaleStanding } from '../../../domain/resale-rules.js';
import type { CheckoutTerms } from '../../../domain/checkout-terms.js';
import { orderAmounts, type FeeRules } from '../../../domain/fees.js';
import { MarketplaceErrors } from '../../../domain/marketplace.errors.js';
import { ADMIN_ORDER_SORTS, ADMIN_TICKET_SORTS } from '../../persistence/sql-ticket-queries.js';
import { Access } from '../../../../shared/adapters/http/access.js';
import { privateAttachment, TICKET_FILE_CONTENT } from '../file-attachment.js';
import { AdminOrderResponse, AdminTicketResponse } from '../marketplace.responses.js';
import { CheckoutSettingsDto } from './checkout-settings.dto.js';
import { CheckoutSettingsResponse, type FeeExampleResponse } from './checkout-settings.responses.js';

const STATUSES = ['available', 'reserved', 'sold', 'expired', 'withdrawn'];

export class WithdrawDto {
  @ApiProperty({ description: 'Emailed to the seller.' })
  @IsString() @MinLength(5, { message: 'validation.withdraw_reason_min' }) @MaxLength(1000)
  reason: string;
}

export class BulkWithdrawDto extends BulkIdsDto {
  @ApiProperty({ description: 'Emailed to the seller of each listing withdrawn.' })
  @IsString() @MinLength(5, { message: 'validation.withdraw_reason_min' }) @MaxLength(1000)
  reason: string;
}

function withStanding({ priceCapBasisPoints, ...ticket }: TicketWithCap<AdminTicketView>): AdminTicketResponse {
  return { ...ticket, resale: resaleStanding(ticket, priceCapBasisPoints) };
}

/** The ticket of the example that staff see next to the fees. */
const EXAMPLE_TICKET_CENTS = 5_000;

const APPLIES_FROM_NOW = 'A change applies to orders placed after it; an order keeps the amounts it was placed with.';

function termsOf(body: CheckoutSettingsDto): CheckoutTerms {
  const fees = ({ buyerFee, sellerFee }: Pick<CheckoutSettingsDto, 'buyerFee' | 'sellerFee'>): FeeRules => ({
    buyer: { percentBasisPoints: buyerFee.percentBasisPoints, fixedCents: buyerFee.fixedCents },
    seller: { percentBasisPoints: sellerFee.percentBasisPoints, fixedCents: sellerFee.fixedCents },
  });
  return { holdMinutes: body.holdMinutes, fees: fees(body), categoryFees: body.categoryFees.map((entry) => ({ categoryId: entry.categoryId.toLowerCase(), fees: fees(entry) })) };
}

function example(fees: FeeRules): FeeExampleResponse {
  const { ticketsCents, buyerFeeCents, totalCents, sellerFeeCents, payoutCents } = orderAmounts(EXAMPLE_TICKET_CENTS, 1, fees);
  return { ticketsCents, buyerFeeCents, totalCents, sellerFeeCents, payoutCents, currency: 'EUR' };
}

function checkoutSettingsResponse(terms: CheckoutTerms): CheckoutSettingsResponse {
  return {
    holdMinutes: terms.holdMinutes,
    buyerFee: terms.fees.buyer,
    sellerFee: terms.fees.seller,
    categoryFees: terms.categoryFees.map(({ categoryId, fees }) => ({ categoryId, buyerFee: fees.buyer, sellerFee: fees.seller, example: example(fees) })),
    example: example(terms.fees),
  };
}

function uuidOrNotFound(id: string | undefined, notFound: () => Error): string | undefined {
  if (id !== undefined && !UUID_PATTERN.test(id)) throw notFound();
  return id;
}

/** Tickets and orders for staff, in the ra-data-simple-rest dialect, and the checkout settings (one record, no id). */
@ApiTags('admin: marketplace')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin')
export class MarketplaceAdminController {
  constructor(
    private readonly queries: TicketQueries,
    private readonly listings: ManageListings,
    private readonly checkoutSettings: CheckoutSettings,
    private readonly changeCheckoutSettings: ChangeCheckoutSettings,
    private readonly messages: Messages,
    private readonly browse: BrowseTickets,
  ) {}

  @Get('tickets')
  @ApiOkResponse({ description: 'Listings. Filters: status, categoryId, sellerId, q, overCap (true: listings on offer priced over the resale cap that applies now). Content-Range header.', type: [AdminTicketResponse] })
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
      overCap: [true, 'true'].includes(query.filter.overCap as string) || undefined,
    });
    return listResponse(response, 'tickets', query, { ...page, items: page.items.map(withStanding) });
  }

  @Get('tickets/:id')
  @ApiOkResponse({ description: 'The listing.', type: AdminTicketResponse })
  async ticket(@Param('id') id: string): Promise<AdminTicketResponse> {
    const ticket = await this.queries.adminTicket(uuidOrNotFound(id, MarketplaceErrors.ticketNotFound)!);
    if (!ticket) throw MarketplaceErrors.ticketNotFound();
    return withStanding(ticket);
  }

  @Get('tickets/:id/files/:n')
  @ApiOkResponse({ description: "The listing's n-th ticket file (from 1; `fileCount` says how many), as an attachment, for staff; not counted as the buyer's download.", content: TICKET_FILE_CONTENT })
  @ApiNotFoundResponse({ description: 'No such listing or file.' })
  async ticketFile(@Param('id') id: string, @Param('n') n: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    if (!/^[1-9][0-9]{0,2}$/.test(n)) throw MarketplaceErrors.ticketNotFound();
    return privateAttachment(await this.browse.fileForStaff(uuidOrNotFound(id, MarketplaceErrors.ticketNotFound)!, Number(n)), response);
  }

  @Post('tickets/:id/withdraw')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Withdrawn; the seller is emailed the reason.', type: AdminTicketResponse })
  @ApiConflictResponse({ description: 'Only an available listing can be withdrawn.' })
  async withdraw(@Param('id') id: string, @Body() body: WithdrawDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminTicketResponse> {
    await this.listings.withdraw(uuidOrNotFound(id, MarketplaceErrors.ticketNotFound)!, body.reason.trim(), user);
    return this.ticket(id);
  }

  @Post('tickets/withdrawals')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Withdraws each listing named as the single withdrawal does (an activity entry each, the reason emailed to its seller); a listing that is not available (sold, reserved, withdrawn already) or not found is skipped and named with its reason.',
    type: BulkOutcomeResponse,
  })
  @ApiBadRequestResponse({ description: 'No ids, more than 500, an id that is not a UUID, or a reason shorter than 5 characters.' })
  async withdrawMany(@Body() body: BulkWithdrawDto, @CurrentUser() user: AuthenticatedUser, @Req() request: Request): Promise<BulkOutcomeResponse> {
    return bulkOutcomeResponse(await this.listings.withdrawMany(body.ids, body.reason.trim(), user), this.messages, request);
  }

  @Get('orders')
  @ApiOkResponse({ description: "Orders. Filter: ticketId (a listing's orders). Content-Range header.", type: [AdminOrderResponse] })
  async orders(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminOrderResponse[]> {
    const query = parseListQuery(request, Object.keys(ADMIN_ORDER_SORTS), { field: 'createdAt', order: 'DESC' });
    const ticketId = uuidOrNotFound(textFilter(query.filter, 'ticketId'), MarketplaceErrors.orderNotFound);
    return listResponse(response, 'orders', query, await this.queries.adminOrders({ ...query, ticketId }));
  }

  @Get('orders/:id')
  @ApiOkResponse({ description: 'The order.', type: AdminOrderResponse })
  async order(@Param('id') id: string): Promise<AdminOrderResponse> {
    const order = await this.queries.adminOrder(uuidOrNotFound(id, MarketplaceErrors.orderNotFound)!);
    if (!order) throw MarketplaceErrors.orderNotFound();
    return order;
  }

  @Get('checkout-settings')
  @ApiOkResponse({ description: `How long tickets are held for a paying buyer, the buyer's and the seller's fees, the categories with fees of their own, and a €50.00 ticket under each. ${APPLIES_FROM_NOW}`, type: CheckoutSettingsResponse })
  async settings(): Promise<CheckoutSettingsResponse> {
    return checkoutSettingsResponse(await this.checkoutSettings.current());
  }

  @Put('checkout-settings')
  @ApiOkResponse({ description: `Saved, and recorded in the activity log with what changed (saving the same settings records nothing); answers like GET. ${APPLIES_FROM_NOW}`, type: CheckoutSettingsResponse })
  @ApiBadRequestResponse({
    description: 'Field errors; or a hold or fee out of bounds (marketplace.hold_minutes_invalid, buyer_fee_invalid, seller_fee_invalid, with params.categoryId for a category\'s own fee), a category listed twice (marketplace.category_fees_twice) or one that does not exist (marketplace.category_fees_unknown_category).',
  })
  async changeSettings(@Body() body: CheckoutSettingsDto, @CurrentUser() user: AuthenticatedUser): Promise<CheckoutSettingsResponse> {
    await this.changeCheckoutSettings.execute(termsOf(body), user.email);
    return this.settings();
  }
}
