import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Access } from '../../../shared/adapters/http/access.js';
import { CurrentUser } from '../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { Reconciliations, type ReconciliationReport, type ReconciliationState } from '../../application/ports/reconciliations.js';
import { RequestReconciliation } from '../../application/request-reconciliation.use-case.js';
import { PayoutsErrors } from '../../domain/payouts.errors.js';
import { isCalendarDay } from '../../../shared/domain/riga-time.js';

const STATES: ReconciliationState[] = ['running', 'matched', 'differences', 'failed'];
const DIFFERENCES = ['missing_in_ledger', 'missing_at_provider', 'amount_mismatch'];

export class ReconcileDayDto {
  @ApiProperty({ format: 'date', example: '2026-11-26', description: 'The Riga day to reconcile (today at the latest).' })
  @IsString({ message: 'validation.reconciliation_day' })
  @MaxLength(10, { message: 'validation.reconciliation_day' })
  day: string;
}

class ReconciliationDifferenceResponse {
  @ApiProperty({ enum: DIFFERENCES }) kind: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's object (payment intent, refund, transfer)." }) providerReference: string | null;
  @ApiProperty({ required: false, description: "The provider's balance transaction." }) providerTransactionId?: string;
  @ApiProperty({ required: false }) providerType?: string;
  @ApiProperty({ type: 'integer', required: false }) providerAmountCents?: number;
  @ApiProperty({ type: [String], required: false, description: 'The ledger transactions (their references).' }) ledgerReferences?: string[];
  @ApiProperty({ type: 'integer', required: false }) ledgerAmountCents?: number;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ReconciliationResponse {
  @ApiProperty({ format: 'date', description: 'The Riga day; the id of the report.' }) id: string;
  @ApiProperty({ enum: STATES }) state: ReconciliationState;
  @ApiProperty({ type: 'integer', description: "The provider's balance transactions of the day." }) providerCount: number;
  @ApiProperty({ type: 'integer', description: 'The ledger transactions of the day that moved the provider balance.' }) ledgerCount: number;
  @ApiProperty({ type: 'integer' }) matchedCount: number;
  @ApiProperty({ type: 'integer' }) differenceCount: number;
  @ApiProperty({ type: [ReconciliationDifferenceResponse] }) differences: ReconciliationDifferenceResponse[];
  @ApiProperty({ type: String, nullable: true }) failure: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who asked for the last run (null: the nightly run).' }) requestedBy: string | null;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
}

function response(report: ReconciliationReport): ReconciliationResponse {
  const { day, startedAt, finishedAt, ...rest } = report;
  return { id: day, ...rest, startedAt: new Date(startedAt).toISOString(), finishedAt: finishedAt ? new Date(finishedAt).toISOString() : null };
}

/** The daily reconciliations of the books against the payment provider, for staff (ra-data-simple-rest). */
@ApiTags('admin: payouts')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/reconciliations')
export class ReconciliationsAdminController {
  constructor(
    private readonly reports: Reconciliations,
    private readonly request: RequestReconciliation,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'One report per day, the latest first. Filter: state. Sort: id (the day). Content-Range header.', type: [ReconciliationResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) http: Response): Promise<ReconciliationResponse[]> {
    const query = parseListQuery(request, ['id'], { field: 'id', order: 'DESC' });
    const state = textFilter(query.filter, 'state');
    const page = await this.reports.list({ offset: query.offset, limit: query.limit, order: query.sort.order, state: STATES.find((known) => known === state) });
    return listResponse(http, 'reconciliations', query, { items: page.items.map(response), total: page.total });
  }

  @Get(':id')
  @ApiOkResponse({ description: "The day's report with its differences.", type: ReconciliationResponse })
  @ApiNotFoundResponse({ description: 'That day was never reconciled (payouts.reconciliation_not_found).' })
  async one(@Param('id') id: string): Promise<ReconciliationResponse> {
    const report = isCalendarDay(id) ? await this.reports.find(id) : null;
    if (!report) throw PayoutsErrors.reconciliationNotFound();
    return response(report);
  }

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'The day is being reconciled (again) by a job; its report says running until it is done.', type: ReconciliationResponse })
  @ApiBadRequestResponse({ description: 'Not a calendar day, or one to come (payouts.reconciliation_day_invalid).' })
  async run(@Body() body: ReconcileDayDto, @CurrentUser() user: AuthenticatedUser): Promise<ReconciliationResponse> {
    await this.request.execute(body.day, user.email);
    return response((await this.reports.find(body.day))!);
  }
}
