import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsUUID, ValidateNested } from 'class-validator';
import { Access } from '../../../../shared/adapters/http/access.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { ChangeResaleRules } from '../../../application/change-resale-rules.use-case.js';
import { ResaleRules } from '../../../application/ports/resale-rules.js';
import { PRICE_CAP_MAX_BASIS_POINTS, PRICE_CAP_MIN_BASIS_POINTS, type ResaleRuleSet } from '../../../domain/resale-rules.js';

// Only the shape is checked here; the bounds are the domain's (ChangeResaleRules), which names the cap that is out of bounds.
const CAP = { type: 'integer', minimum: PRICE_CAP_MIN_BASIS_POINTS, maximum: PRICE_CAP_MAX_BASIS_POINTS, example: 12_000, description: 'Basis points of the face value: 12000 = 120 %, 10000 = face value only.' } as const;

class CategoryCapDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all') categoryId: string;
  @ApiProperty(CAP) @IsInt() priceCapBasisPoints: number;
}

class EventCapDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all') eventId: string;
  @ApiProperty(CAP) @IsInt() priceCapBasisPoints: number;
}

export class ResaleRulesDto implements ResaleRuleSet {
  @ApiProperty({ ...CAP, description: `The cap for every listing, unless its category or event has one of its own. ${CAP.description}` })
  @IsInt()
  priceCapBasisPoints: number;

  @ApiProperty({ type: [CategoryCapDto], description: "Categories with a cap of their own (an event's cap is used over its category's)." })
  @IsDefined() @IsArray() @ArrayMaxSize(200) @ValidateNested({ each: true }) @Type(() => CategoryCapDto)
  categoryCaps: CategoryCapDto[];

  @ApiProperty({ type: [EventCapDto], description: 'Events with a cap of their own; it may be lower or higher than their category’s.' })
  @IsDefined() @IsArray() @ArrayMaxSize(2000) @ValidateNested({ each: true }) @Type(() => EventCapDto)
  eventCaps: EventCapDto[];
}

class ResaleRulesResponse extends ResaleRulesDto {
  @ApiProperty({ type: 'integer', description: 'Listings on offer priced over the cap that applies to them now (flagged, not withdrawn): GET /api/admin/tickets?filter={"overCap":true}' })
  listingsOverCap: number;
}

const NEVER_WITHDRAWS = 'A lower cap withdraws and hides no listing on offer: those over it are flagged to their sellers and to staff; new listings and edits must keep to it.';

/** The resale price caps: one record, no id (like the checkout settings). */
@ApiTags('admin: marketplace')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/resale-rules')
export class ResaleRulesAdminController {
  constructor(
    private readonly rules: ResaleRules,
    private readonly changeRules: ChangeResaleRules,
  ) {}

  @Get()
  @ApiOkResponse({ description: `The general price cap, the categories and events with their own, and how many listings are over them. ${NEVER_WITHDRAWS}`, type: ResaleRulesResponse })
  async current(): Promise<ResaleRulesResponse> {
    const [rules, listingsOverCap] = await Promise.all([this.rules.current(), this.rules.countOverCap()]);
    return { ...rules, listingsOverCap };
  }

  @Put()
  @ApiOkResponse({ description: `Saved and recorded in the activity log with what changed (saving the same rules records nothing); answers like GET. ${NEVER_WITHDRAWS}`, type: ResaleRulesResponse })
  @ApiBadRequestResponse({ description: 'Field errors; a cap outside 100–300 % (marketplace.price_cap_invalid, with params.categoryId or params.eventId), a category or event listed twice (price_cap_twice) or unknown (price_cap_unknown_category, price_cap_unknown_event).' })
  async change(@Body() body: ResaleRulesDto, @CurrentUser() user: AuthenticatedUser): Promise<ResaleRulesResponse> {
    await this.changeRules.execute(
      {
        priceCapBasisPoints: body.priceCapBasisPoints,
        categoryCaps: body.categoryCaps.map((entry) => ({ categoryId: entry.categoryId.toLowerCase(), priceCapBasisPoints: entry.priceCapBasisPoints })),
        eventCaps: body.eventCaps.map((entry) => ({ eventId: entry.eventId.toLowerCase(), priceCapBasisPoints: entry.priceCapBasisPoints })),
      },
      user.email,
    );
    return this.current();
  }
}
