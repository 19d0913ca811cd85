import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { ApiBadRequestResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { Request } from 'express';
import { requestLanguage } from '../../../shared/adapters/http/request-language.js';
import { addDays, startOfRigaDay } from '../../../shared/domain/riga-time.js';
import { BrowseCatalog, MAX_PAGE_SIZE, type EventListQuery } from '../../application/browse-catalog.queries.js';
import type { EventDetailView, EventPageView, JsonText } from '../../application/catalog-views.js';
import { CatalogErrors } from '../../domain/catalog.errors.js';
import { Access } from '../../../shared/adapters/http/access.js';
import { CategoryResponse, EventDetailResponse, EventPageResponse } from './catalog.responses.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CACHE = 'public, max-age=60';
/** What Express's `res.json` gives; the events' answers are JSON text already (ADR 0038), sent with `res.send`. */
const JSON_TYPE = 'application/json; charset=utf-8';

export class LanguageQueryDto {
  @ApiPropertyOptional({ enum: ['lv', 'en', 'ee', 'et', 'lt'] })
  @IsOptional() @IsIn(['lv', 'en', 'ee', 'et', 'lt'], { message: 'validation.language_invalid' })
  lang?: string;
}

export class EventListQueryDto extends LanguageQueryDto {
  @ApiPropertyOptional({ description: 'Category slug' })
  @IsOptional() @IsString() @MaxLength(80)
  category?: string;

  @ApiPropertyOptional({ description: 'Text in the title or description; case and accents do not matter.' })
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'First day (YYYY-MM-DD, Riga time); default today.' })
  @IsOptional() @Matches(DAY, { message: 'validation.date_invalid' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last day, inclusive (YYYY-MM-DD, Riga time).' })
  @IsOptional() @Matches(DAY, { message: 'validation.date_invalid' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.page_invalid' }) @Min(1, { message: 'validation.page_invalid' }) @Max(100_000, { message: 'validation.page_invalid' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'validation.page_size_invalid' }) @Min(1, { message: 'validation.page_size_invalid' }) @Max(MAX_PAGE_SIZE, { message: 'validation.page_size_invalid' })
  pageSize?: number;
}

/** Public catalogue: cacheable for 60 s (the product's cache time); Express adds an ETag and answers 304. */
@ApiTags('catalog')
@Access('public')
@Controller()
export class CatalogController {
  constructor(private readonly browse: BrowseCatalog) {}

  @Get('categories')
  @Header('Cache-Control', CACHE)
  @Header('Vary', 'Accept-Language')
  @ApiOkResponse({ description: 'Active categories by priority, named in the asked language.', type: [CategoryResponse] })
  categories(@Query() _query: LanguageQueryDto, @Req() request: Request): Promise<CategoryResponse[]> {
    return this.browse.categories(requestLanguage(request));
  }

  @Get('categories/:slug')
  @Header('Cache-Control', CACHE)
  @Header('Vary', 'Accept-Language')
  @ApiOkResponse({ description: 'The category, named in the asked language.', type: CategoryResponse })
  @ApiNotFoundResponse()
  category(@Param('slug') slug: string, @Query() _query: LanguageQueryDto, @Req() request: Request): Promise<CategoryResponse> {
    return this.browse.category(slug, requestLanguage(request));
  }

  @Get('events')
  @Header('Cache-Control', CACHE)
  @Header('Content-Type', JSON_TYPE)
  @ApiOkResponse({ description: 'Scheduled events, by date ascending.', type: EventPageResponse })
  @ApiBadRequestResponse({ description: 'Bad dates or paging values.' })
  @ApiNotFoundResponse({ description: 'Unknown category.' })
  events(@Query() query: EventListQueryDto): Promise<JsonText<EventPageView>> {
    const search = eventListQuery(query);
    if (search === null) throw CatalogErrors.invalidDateRange();
    return this.browse.events(search);
  }

  @Get('events/:id')
  @Header('Cache-Control', CACHE)
  @Header('Content-Type', JSON_TYPE)
  @ApiOkResponse({ description: 'The event with its organiser ticket tiers.', type: EventDetailResponse })
  @ApiNotFoundResponse({ description: 'Event not found.' })
  @ApiGoneResponse({ description: 'The event was removed by staff.' })
  event(@Param('id') id: string, @Query() _query: LanguageQueryDto): Promise<JsonText<EventDetailView>> {
    if (!UUID_PATTERN.test(id)) throw CatalogErrors.eventNotFound();
    return this.browse.event(id);
  }
}

/**
 * The events list's question from its validated query: days are Riga days, the last one inclusive, the first one
 * today by default. Null for a day the calendar does not have. Also used by the lean read path (ADR 0038).
 */
export function eventListQuery(query: EventListQueryDto, now = new Date()): EventListQuery | null {
  const from = query.from ? startOfRigaDay(query.from) : now;
  const toDay = query.to ? startOfRigaDay(query.to) : undefined;
  if (from === null || toDay === null) return null;
  return {
    category: query.category,
    q: query.q,
    from,
    to: toDay ? addDays(toDay, 1) : undefined,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? 20,
  };
}
