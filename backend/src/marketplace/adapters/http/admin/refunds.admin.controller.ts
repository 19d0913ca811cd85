import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import { RefundQueries, type RefundCause, type RefundForStaff } from '../../../application/ports/refund-queries.js';

const CAUSES: RefundCause[] = ['late_payment', 'claim', 'event_cancelled'];
const STATES: RefundForStaff['state'][] = ['pending', 'refunded'];

export class AdminRefundResponse {
  @ApiProperty({ format: 'uuid', description: "The order's id." }) id: string;
  @ApiProperty() ticketTitle: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The catalogue event of the listing, if linked.' }) eventId: string | null;
  @ApiProperty() buyerName: string;
  @ApiProperty({ enum: CAUSES }) cause: RefundCause;
  @ApiProperty({ type: 'integer', description: 'What goes back to the buyer, euro cents.' }) amountCents: number;
  @ApiProperty({ enum: STATES, description: 'pending: decided or owed, not yet made at the provider; refunded: made.' }) state: RefundForStaff['state'];
  @ApiProperty({ type: String, nullable: true, description: "The provider's refund." }) refundId: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** The refunds report for staff (ra-data-simple-rest): each refund made or owed, pending ones first. */
@ApiTags('admin: claims')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/refunds')
export class RefundsAdminController {
  constructor(private readonly refunds: RefundQueries) {}

  @Get()
  @ApiOkResponse({ description: 'Refunds. Filters: eventId, state (pending, refunded), cause (late_payment, claim, event_cancelled). Content-Range header.', type: [AdminRefundResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminRefundResponse[]> {
    const query = parseListQuery(request, ['updatedAt'], { field: 'updatedAt', order: 'DESC' });
    const eventId = textFilter(query.filter, 'eventId');
    const state = textFilter(query.filter, 'state');
    const cause = textFilter(query.filter, 'cause');
    const page = await this.refunds.forStaff({
      offset: query.offset,
      limit: query.limit,
      eventId: eventId && UUID_PATTERN.test(eventId) ? eventId : undefined,
      state: STATES.find((known) => known === state),
      cause: CAUSES.find((known) => known === cause),
    });
    return listResponse(response, 'refunds', query, { items: page.items.map((refund) => ({ ...refund, updatedAt: new Date(refund.updatedAt).toISOString() })), total: page.total });
  }
}
