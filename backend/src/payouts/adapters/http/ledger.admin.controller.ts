import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { listResponse, parseListQuery, textFilter } from '../../../shared/adapters/http/simple-rest.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { LedgerQueries } from '../../application/ports/ledger-queries.js';
import { ViewLedger } from '../../application/view-ledger.queries.js';
import { LEDGER_ACCOUNTS, LEDGER_KINDS } from '../../domain/ledger.js';
import { rigaDayBounds } from '../../domain/reconciliation.js';

const KINDS: string[] = [...LEDGER_KINDS];

class SellerPayableResponse {
  @ApiProperty({ format: 'uuid' }) sellerId: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: 'integer', description: 'Released to the seller, not yet transferred, euro cents.' }) payableCents: number;
}

export class LedgerBalancesResponse {
  @ApiProperty({ format: 'date-time', description: 'The balances count every transaction that occurred before this instant.' }) asOf: string;
  @ApiProperty({ type: 'integer', description: 'What the books say the platform holds at the provider, euro cents.' }) providerBalanceCents: number;
  @ApiProperty({ type: 'integer', nullable: true, description: "The provider's own figure now (null for a past day, or while it does not answer)." })
  providerReportedCents: number | null;
  @ApiProperty({ type: 'integer', description: "Buyers' payments for tickets held until the event and its claim window are over." }) buyerPaymentsHeldCents: number;
  @ApiProperty({ type: 'integer', description: 'Released to sellers, not yet transferred (all sellers).' }) sellerPayableCents: number;
  @ApiProperty({ type: 'integer', description: "The buyers' and sellers' fees earned." }) platformFeesCents: number;
  @ApiProperty({ type: 'integer', description: 'Taken from the provider balance by card disputes not decided yet.' }) disputedFundsCents: number;
  @ApiProperty({ type: 'integer', description: "The payment provider's processing fees kept out of payments (an expense; not given back with refunds)." })
  providerFeesCents: number;
  @ApiProperty({ type: 'integer', description: 'Everything that went back to buyers.' }) refundsCents: number;
  @ApiProperty({ type: [SellerPayableResponse], description: 'Each seller with a payable balance, the largest first (at most 200).' }) sellers: SellerPayableResponse[];
  @ApiProperty({ type: 'integer', description: 'How many sellers have a payable balance.' }) sellerCount: number;
}

class LedgerEntryResponse {
  @ApiProperty({ enum: [...LEDGER_ACCOUNTS] }) account: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) sellerId: string | null;
  @ApiProperty({ type: 'integer', description: 'Debit positive, credit negative, euro cents.' }) amountCents: number;
}

export class LedgerTransactionResponse {
  @ApiProperty() id: string;
  @ApiProperty({ enum: KINDS }) kind: string;
  @ApiProperty({ description: 'What it records, unique in the books (order:<id>:payment, payout:<id>:transfer…).' }) reference: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) orderId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment, refund or transfer; for a provider fee, the balance transaction that took it." }) providerReference: string | null;
  @ApiProperty({ format: 'date-time' }) occurredAt: string;
  @ApiProperty({ type: 'integer', description: 'What it moved on the provider balance, euro cents.' }) providerBalanceCents: number;
  @ApiProperty({ type: [LedgerEntryResponse] }) entries: LedgerEntryResponse[];
}

const invalidFilter = () => new DomainError('request.list_parameter_invalid', { parameter: 'filter' }, 'invalid');

/** The books for staff: balances per account (now or at the end of a day) and their transactions (ra-data-simple-rest). */
@ApiTags('admin: payouts')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/ledger')
export class LedgerAdminController {
  constructor(
    private readonly ledger: ViewLedger,
    private readonly books: LedgerQueries,
  ) {}

  @Get('balances')
  @ApiQuery({ name: 'date', required: false, description: 'YYYY-MM-DD: the balances at the end of that Riga day (today: now). Absent: now, with the provider\'s own figure.' })
  @ApiOkResponse({ description: 'Every account of the books, and each seller owed money.', type: LedgerBalancesResponse })
  @ApiBadRequestResponse({ description: 'Not a calendar day, or one to come (payouts.reconciliation_day_invalid).' })
  async balances(@Query('date') date?: string): Promise<LedgerBalancesResponse> {
    return this.ledger.balances(typeof date === 'string' && date !== '' ? date : undefined);
  }

  @Get('transactions')
  @ApiOkResponse({
    description: 'Ledger transactions, newest first. Filters: kind, orderId, from and to (YYYY-MM-DD, Riga days, both included). Sort: occurredAt. Content-Range header.',
    type: [LedgerTransactionResponse],
  })
  async transactions(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<LedgerTransactionResponse[]> {
    const query = parseListQuery(request, ['occurredAt', 'id'], { field: 'occurredAt', order: 'DESC' });
    const kind = textFilter(query.filter, 'kind');
    const orderId = textFilter(query.filter, 'orderId');
    const from = textFilter(query.filter, 'from');
    const to = textFilter(query.filter, 'to');
    const fromDay = from === undefined ? undefined : rigaDayBounds(from.slice(0, 10));
    const toDay = to === undefined ? undefined : rigaDayBounds(to.slice(0, 10));
    if (fromDay === null || toDay === null || (kind !== undefined && !KINDS.includes(kind))) throw invalidFilter();
    const page = await this.books.transactions({
      offset: query.offset,
      limit: query.limit,
      order: query.sort.order,
      kind,
      // An id that is no order's id finds nothing, as a search should.
      orderId: orderId === undefined ? undefined : UUID_PATTERN.test(orderId) ? orderId : '00000000-0000-0000-0000-000000000000',
      from: fromDay?.start,
      before: toDay?.end,
    });
    return listResponse(response, 'ledger/transactions', query, {
      items: page.items.map((transaction) => ({ ...transaction, occurredAt: new Date(transaction.occurredAt).toISOString() })),
      total: page.total,
    });
  }
}
