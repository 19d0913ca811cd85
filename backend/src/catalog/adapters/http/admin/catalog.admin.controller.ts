import { applyDecorators, Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import {
  ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse,
  ApiPayloadTooLargeResponse, ApiProperty, ApiPropertyOptional, ApiTags,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsIn, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { toImageView, type CategoryRecord, type EventRecord, type TierRecord } from '../../../application/catalog-views.js';
import { CatalogImages } from '../../../application/catalog-images.use-case.js';
import { ManageCatalog } from '../../../application/manage-catalog.use-case.js';
import { IMAGE_MAX_BYTES } from '../../../domain/catalog-image.js';
import { refuseUploadsOver, type UploadedBytes } from '../../../../shared/adapters/http/upload-limits.js';
import { CatalogErrors } from '../../../domain/catalog.errors.js';
import { CATEGORY_SORTS, EVENT_SORTS } from '../../persistence/sql-catalog-admin.repository.js';
import { Access } from '../../../../shared/adapters/http/access.js';

import { DeletedResponse } from '../../../../shared/adapters/http/responses.js';
import { AdminCategoryResponse, AdminEventDetailResponse, AdminEventResponse } from '../catalog.responses.js';

export class CategoryDto {
  @ApiProperty() @IsString() @MinLength(2) @MaxLength(40) key: string;
  @ApiPropertyOptional({ description: 'Default: the fixed map, else the name lowercased with hyphens.' }) @IsOptional() @IsString() @MaxLength(80) slug?: string;
  @ApiProperty() @IsString() @MinLength(2) @MaxLength(100) name: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) nameLv?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) nameEn?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) nameEe?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) nameLt?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) description?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) descriptionLv?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) descriptionEn?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) descriptionEe?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) descriptionLt?: string;
  @ApiProperty({ enum: ['active', 'inactive'] }) @IsIn(['active', 'inactive']) status: 'active' | 'inactive';
  @ApiProperty() @Type(() => Number) @IsInt() @Min(0) @Max(100_000) priority: number;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() id?: string;
  @ApiPropertyOptional({ readOnly: true, description: 'Ignored: the picture is changed through its own route.' }) @Allow() image?: unknown;
}

export class TierDto {
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(100) name: string;
  @ApiProperty() @Type(() => Number) @IsInt() @Min(0) @Max(10_000_000) priceCents: number;
  @ApiProperty() @Type(() => Number) @IsInt() @Min(0) @Max(1_000_000) available: number;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() id?: string;
}

export class EventDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all') categoryId: string;
  @ApiProperty() @IsString() @MinLength(3) @MaxLength(200) title: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) description?: string;
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(200) venue: string;
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(100) city: string;
  @ApiProperty({ example: '2026-12-31T17:00:00.000Z' }) @IsISO8601({ strict: true }) startsAt: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) priceRange?: string;
  @ApiProperty({ enum: ['scheduled', 'cancelled', 'finished'] }) @IsIn(['scheduled', 'cancelled', 'finished']) status: EventRecord['status'];
  @ApiPropertyOptional({ type: [TierDto] }) @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => TierDto) tiers?: TierDto[];
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() id?: string;
  @ApiPropertyOptional({ readOnly: true }) @IsOptional() @IsString() categorySlug?: string;
  @ApiPropertyOptional({ readOnly: true, description: 'Ignored: the picture is changed through its own route.' }) @Allow() image?: unknown;
}

function categoryRecord(category: CategoryRecord): AdminCategoryResponse {
  return {
    id: category.id, key: category.key, slug: category.slug, name: category.name,
    nameLv: category.names.lv, nameEn: category.names.en, nameEe: category.names.ee, nameLt: category.names.lt,
    description: category.description, descriptionLv: category.descriptions.lv, descriptionEn: category.descriptions.en,
    descriptionEe: category.descriptions.ee, descriptionLt: category.descriptions.lt, status: category.status, priority: category.priority,
    image: toImageView(category.image),
  };
}

function categoryInput(body: CategoryDto) {
  const blank = (value: string | undefined) => value?.trim() || null;
  return {
    key: body.key.trim(), slug: body.slug?.trim(), name: body.name.trim(),
    names: { lv: blank(body.nameLv), en: blank(body.nameEn), ee: blank(body.nameEe), lt: blank(body.nameLt) },
    description: blank(body.description),
    descriptions: { lv: blank(body.descriptionLv), en: blank(body.descriptionEn), ee: blank(body.descriptionEe), lt: blank(body.descriptionLt) },
    status: body.status, priority: body.priority,
  };
}

function eventRecord(event: EventRecord): AdminEventResponse {
  return { ...event, startsAt: event.startsAt.toISOString(), image: toImageView(event.image) };
}

function eventWithTiers(event: EventRecord, tiers: TierRecord[]): AdminEventDetailResponse {
  return { ...eventRecord(event), tiers };
}

function eventInput(body: EventDto) {
  return {
    categoryId: body.categoryId, title: body.title.trim(), description: body.description?.trim() ?? '', venue: body.venue.trim(), city: body.city.trim(),
    startsAt: new Date(body.startsAt), priceRange: body.priceRange?.trim() || null, status: body.status,
    tiers: (body.tiers ?? []).map(({ name, priceCents, available }) => ({ name: name.trim(), priceCents, available })),
  };
}

function checkedId(id: string, missing: () => Error): string {
  if (!UUID_PATTERN.test(id)) throw missing();
  return id;
}

/** Categories and events for staff, in the ra-data-simple-rest dialect. The /api/admin area is for administrators only. */
@ApiTags('admin: catalogue')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin')
export class CatalogAdminController {
  constructor(
    private readonly catalog: ManageCatalog,
    private readonly images: CatalogImages,
  ) {}

  @Get('categories')
  @ApiOkResponse({ description: 'Categories; Content-Range header.', type: [AdminCategoryResponse] })
  async categories(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminCategoryResponse[]> {
    const query = parseListQuery(request, Object.keys(CATEGORY_SORTS), { field: 'priority', order: 'ASC' });
    const page = await this.catalog.listCategories({ ...query, text: textFilter(query.filter, 'q'), status: textFilter(query.filter, 'status') });
    return listResponse(response, 'categories', query, { items: page.items.map(categoryRecord), total: page.total });
  }

  @Get('categories/:id')
  @ApiOkResponse({ description: 'The category.', type: AdminCategoryResponse })
  async category(@Param('id') id: string): Promise<AdminCategoryResponse> {
    return categoryRecord(await this.catalog.category(checkedId(id, CatalogErrors.categoryNotFound)));
  }

  @Post('categories')
  @ApiCreatedResponse({ description: 'The new category.', type: AdminCategoryResponse })
  @ApiConflictResponse({ description: 'Key or slug taken.' })
  async createCategory(@Body() body: CategoryDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminCategoryResponse> {
    return categoryRecord(await this.catalog.createCategory(categoryInput(body), user.email));
  }

  @Put('categories/:id')
  @ApiOkResponse({ description: 'The updated category.', type: AdminCategoryResponse })
  @ApiConflictResponse({ description: 'Key or slug taken.' })
  async updateCategory(@Param('id') id: string, @Body() body: CategoryDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminCategoryResponse> {
    return categoryRecord(await this.catalog.updateCategory(checkedId(id, CatalogErrors.categoryNotFound), categoryInput(body), user.email));
  }

  @Delete('categories/:id')
  @ApiOkResponse({ description: 'The id of the deleted category.', type: DeletedResponse })
  @ApiConflictResponse({ description: 'The category still has events.' })
  async deleteCategory(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<DeletedResponse> {
    await this.catalog.deleteCategory(checkedId(id, CatalogErrors.categoryNotFound), user.email);
    return { id };
  }

  @Get('events')
  @ApiOkResponse({ description: 'Events; Content-Range header. Filters: q, status, categoryId.', type: [AdminEventResponse] })
  async events(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminEventResponse[]> {
    const query = parseListQuery(request, Object.keys(EVENT_SORTS), { field: 'startsAt', order: 'ASC' });
    const categoryId = textFilter(query.filter, 'categoryId');
    if (categoryId && !UUID_PATTERN.test(categoryId)) throw CatalogErrors.categoryNotFound();
    const page = await this.catalog.listEvents({ ...query, text: textFilter(query.filter, 'q'), status: textFilter(query.filter, 'status'), categoryId });
    return listResponse(response, 'events', query, { items: page.items.map(eventRecord), total: page.total });
  }

  @Get('events/:id')
  @ApiOkResponse({ description: 'The event with its tiers.', type: AdminEventDetailResponse })
  async event(@Param('id') id: string): Promise<AdminEventDetailResponse> {
    const { event, tiers } = await this.catalog.event(checkedId(id, CatalogErrors.eventNotFound));
    return eventWithTiers(event, tiers);
  }

  @Post('events')
  @ApiCreatedResponse({ description: 'The new event with its tiers.', type: AdminEventDetailResponse })
  @ApiNotFoundResponse({ description: 'No category with that id.' })
  async createEvent(@Body() body: EventDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminEventDetailResponse> {
    const { event, tiers } = await this.catalog.createEvent(eventInput(body), user.email);
    return eventWithTiers(event, tiers);
  }

  @Put('events/:id')
  @ApiOkResponse({ description: 'The updated event with its tiers.', type: AdminEventDetailResponse })
  async updateEvent(@Param('id') id: string, @Body() body: EventDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminEventDetailResponse> {
    const { event, tiers } = await this.catalog.updateEvent(checkedId(id, CatalogErrors.eventNotFound), eventInput(body), user.email);
    return eventWithTiers(event, tiers);
  }

  @Delete('events/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The id of the deleted event.', type: DeletedResponse })
  @ApiConflictResponse({ description: 'Tickets are listed for this event: cancel it instead.' })
  async deleteEvent(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<DeletedResponse> {
    await this.catalog.deleteEvent(checkedId(id, CatalogErrors.eventNotFound), user.email);
    return { id };
  }

  @Put('events/:id/image')
  @ImageUpload('event')
  @ApiOkResponse({ description: 'The event with its new picture.', type: AdminEventDetailResponse })
  @ApiNotFoundResponse({ description: 'No event with that id.' })
  async replaceEventImage(@Param('id') id: string, @UploadedFile() file: UploadedBytes | undefined, @CurrentUser() user: AuthenticatedUser): Promise<AdminEventDetailResponse> {
    const eventId = checkedId(id, CatalogErrors.eventNotFound);
    if (!file) throw CatalogErrors.imageInvalid();
    await this.images.replace({ kind: 'event', id: eventId }, file.buffer, user.email);
    return this.event(eventId);
  }

  @Delete('events/:id/image')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The event without a picture.', type: AdminEventDetailResponse })
  @ApiNotFoundResponse({ description: 'No event with that id.' })
  async removeEventImage(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<AdminEventDetailResponse> {
    const eventId = checkedId(id, CatalogErrors.eventNotFound);
    await this.images.remove({ kind: 'event', id: eventId }, user.email);
    return this.event(eventId);
  }

  @Put('categories/:id/image')
  @ImageUpload('category')
  @ApiOkResponse({ description: 'The category with its new picture.', type: AdminCategoryResponse })
  @ApiNotFoundResponse({ description: 'No category with that id.' })
  async replaceCategoryImage(@Param('id') id: string, @UploadedFile() file: UploadedBytes | undefined, @CurrentUser() user: AuthenticatedUser): Promise<AdminCategoryResponse> {
    const categoryId = checkedId(id, CatalogErrors.categoryNotFound);
    if (!file) throw CatalogErrors.imageInvalid();
    await this.images.replace({ kind: 'category', id: categoryId }, file.buffer, user.email);
    return this.category(categoryId);
  }

  @Delete('categories/:id/image')
  @ApiOkResponse({ description: 'The category without a picture.', type: AdminCategoryResponse })
  @ApiNotFoundResponse({ description: 'No category with that id.' })
  async removeCategoryImage(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<AdminCategoryResponse> {
    const categoryId = checkedId(id, CatalogErrors.categoryNotFound);
    await this.images.remove({ kind: 'category', id: categoryId }, user.email);
    return this.category(categoryId);
  }
}

/** A picture upload: one PNG, JPEG or WebP file in the multipart field `file`, up to 10 MB. */
function ImageUpload(owner: 'event' | 'category') {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } }),
    ApiBadRequestResponse({ description: `Not a PNG, JPEG or WebP picture of at least 640 × 336 pixels; the ${owner} keeps its picture.` }),
    ApiPayloadTooLargeResponse({ description: 'More than 10 MB.' }),
    // The translating interceptor comes first: it wraps the upload parser that throws.
    UseInterceptors(
      refuseUploadsOver(IMAGE_MAX_BYTES, () => CatalogErrors.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024)),
      FileInterceptor('file', { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } }),
    ),
  );
}
