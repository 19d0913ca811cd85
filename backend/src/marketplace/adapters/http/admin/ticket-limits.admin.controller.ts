import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsUUID, ValidateNested } from 'class-validator';
import { Access } from '../../../../shared/adapters/http/access.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { ChangeTicketLimits } from '../../../application/change-ticket-limits.use-case.js';
import { TicketLimits } from '../../../application/ports/ticket-limits.js';
import { TICKETS_PER_BUYER_MAX, TICKETS_PER_BUYER_MIN, type TicketLimitSet } from '../../../domain/resale-rules.js';

// Only the shape is checked here; the bounds are the domain's (ChangeTicketLimits), which names the limit out of bounds.
const LIMIT = { type: 'integer', minimum: TICKETS_PER_BUYER_MIN, maximum: TICKETS_PER_BUYER_MAX, example: 8 } as const;

class EventLimitDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all') eventId: string;
  @ApiProperty(LIMIT) @IsInt() ticketsPerBuyer: number;
}

export class TicketLimitsDto implements TicketLimitSet {
  @ApiProperty({ ...LIMIT, description: 'Tickets of one catalogue event one buyer may hold and buy (held and paid orders count), unless the event has its own limit.' })
  @IsInt()
  ticketsPerBuyer: number;

  @ApiProperty({ type: [EventLimitDto], description: 'Events with a limit of their own.' })
  @IsDefined() @IsArray() @ArrayMaxSize(2000) @ValidateNested({ each: true }) @Type(() => EventLimitDto)
  eventLimits: EventLimitDto[];
}

/** How many tickets of one event a buyer may have: one record, no id. Listings not linked to a catalogue event have no limit. */
@ApiTags('admin: marketplace')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/ticket-limits')
export class TicketLimitsAdminController {
  constructor(
    private readonly limits: TicketLimits,
    private readonly changeLimits: ChangeTicketLimits,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The general limit per buyer and event, and the events with their own.', type: TicketLimitsDto })
  current(): Promise<TicketLimitsDto> {
    return this.limits.current();
  }

  @Put()
  @ApiOkResponse({ description: 'Saved and recorded in the activity log with what changed (saving the same limits records nothing); answers like GET. Orders already held or paid stay.', type: TicketLimitsDto })
  @ApiBadRequestResponse({ description: 'Field errors; a limit outside 1–100 (marketplace.ticket_limit_invalid, with params.eventId for an event\'s own), an event listed twice (ticket_limit_twice) or unknown (ticket_limit_unknown_event).' })
  async change(@Body() body: TicketLimitsDto, @CurrentUser() user: AuthenticatedUser): Promise<TicketLimitsDto> {
    await this.changeLimits.execute(
      { ticketsPerBuyer: body.ticketsPerBuyer, eventLimits: body.eventLimits.map((entry) => ({ eventId: entry.eventId.toLowerCase(), ticketsPerBuyer: entry.ticketsPerBuyer })) },
      user.email,
    );
    return this.current();
  }
}
