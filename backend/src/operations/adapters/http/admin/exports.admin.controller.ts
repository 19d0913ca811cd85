import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { Request, Response } from 'express';
import { Access } from '../../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { requestLanguage } from '../../../../shared/adapters/http/request-language.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { EXPORT_RESOURCES, type ExportResource } from '../../../../shared/application/exports/csv-export-source.js';
import { rigaDay } from '../../../../shared/domain/riga-time.js';
import { ManageExports } from '../../../application/manage-exports.use-case.js';
import type { ExportRecord } from '../../../application/ports/export.repository.js';
import { OperationsErrors } from '../../../domain/operations.errors.js';
import { DOWNLOAD_LINK_SECONDS, ExportDownloadLinks } from '../export-download-links.js';
import { ExportDownloadLinkResponse, ExportResponse } from '../operations.responses.js';

/** The filter of the list being exported: the fields its list endpoint reads; a field a list does not know is ignored. */
export class ExportFilterDto {
  @ApiPropertyOptional({ description: 'The search box (subscribers, users, tickets, contact messages).' })
  @IsOptional() @IsString() @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'Users: active | inactive; tickets: available | reserved | sold | expired | withdrawn; contact messages: new | handled.' })
  @IsOptional() @IsString() @MaxLength(20)
  status?: string;

  @ApiPropertyOptional({ description: 'Users: email confirmed or not.' })
  @IsOptional() @IsBoolean()
  confirmed?: boolean;

  @ApiPropertyOptional({ description: 'Tickets: the category.', format: 'uuid' })
  @IsOptional() @IsString() @MaxLength(40)
  categoryId?: string;

  @ApiPropertyOptional({ description: 'Tickets: the seller.', format: 'uuid' })
  @IsOptional() @IsString() @MaxLength(40)
  sellerId?: string;

  @ApiPropertyOptional({ description: 'Tickets: only listings on offer priced over the resale cap.' })
  @IsOptional() @IsBoolean()
  overCap?: boolean;
}

export class ExportRequestDto {
  @ApiProperty({ enum: EXPORT_RESOURCES })
  @IsIn(EXPORT_RESOURCES, { message: 'validation.export_resource_invalid' })
  resource: ExportResource;

  @ApiPropertyOptional({ type: ExportFilterDto })
  @IsOptional() @ValidateNested() @Type(() => ExportFilterDto)
  filter?: ExportFilterDto;
}

function exportView(record: ExportRecord): ExportResponse {
  return {
    id: record.id,
    resource: record.resource,
    status: record.status,
    progress: record.progress,
    rowCount: record.rowCount,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

function checkedId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw OperationsErrors.exportNotFound();
  return id;
}

/** Streams a finished export's file as an attachment; nothing of it is held in memory on the way. */
async function sendFile(exports: ManageExports, id: string, response: Response): Promise<void> {
  const { record, body, size } = await exports.download(id);
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Length', String(size));
  response.setHeader('Content-Disposition', `attachment; filename="${record.resource}-${rigaDay(record.createdAt)}.csv"`);
  response.setHeader('Cache-Control', 'no-store');
  body.on('error', () => response.destroy());
  body.pipe(response);
}

/**
 * CSV exports of the back-office's lists (subscribers, users, tickets, orders, contact messages): requested here,
 * written by the worker from each context's own rows, then downloaded. ADR 0032.
 */
@ApiTags('admin: exports')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/exports')
export class ExportsAdminController {
  constructor(
    private readonly exports: ManageExports,
    private readonly links: ExportDownloadLinks,
  ) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    description: "The export is queued; follow it with GET /api/admin/exports/{id}. Column names are written in the request's language (Accept-Language or ?lang=). Recorded in the activity log.",
    type: ExportResponse,
  })
  async request(@Body() body: ExportRequestDto, @Req() request: Request, @CurrentUser() admin: AuthenticatedUser): Promise<ExportResponse> {
    return exportView(await this.exports.request(body.resource, { ...body.filter }, requestLanguage(request), admin));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The export and its progress.', type: ExportResponse })
  @ApiNotFoundResponse({ description: 'No such export.' })
  async status(@Param('id') id: string): Promise<ExportResponse> {
    return exportView(await this.exports.status(checkedId(id)));
  }

  @Get(':id/download')
  @ApiOkResponse({ description: 'The CSV file (UTF-8 with BOM), streamed.', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiConflictResponse({ description: 'The export is not finished yet, or failed.' })
  @ApiNotFoundResponse({ description: 'No such export.' })
  async download(@Param('id') id: string, @Res() response: Response): Promise<void> {
    await sendFile(this.exports, checkedId(id), response);
  }

  @Post(':id/download-link')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: `A link that downloads the finished file without a bearer token (a browser streams it to disk), valid ${DOWNLOAD_LINK_SECONDS} s.`, type: ExportDownloadLinkResponse })
  @ApiConflictResponse({ description: 'The export is not finished yet, or failed.' })
  @ApiNotFoundResponse({ description: 'No such export.' })
  async downloadLink(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<ExportDownloadLinkResponse> {
    const record = await this.exports.status(checkedId(id));
    if (record.status === 'failed') throw OperationsErrors.exportFailed();
    if (record.status !== 'done') throw OperationsErrors.exportNotReady(record.progress);
    const { token, expiresAt } = this.links.issue(record.id, admin.id);
    return { url: `/api/exports/${record.id}/file?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
  }
}

/** The other end of a download link: outside /api/admin because it carries no bearer token, only the signed link. */
@ApiTags('admin: exports')
@Controller('exports')
export class ExportFileController {
  constructor(
    private readonly exports: ManageExports,
    private readonly links: ExportDownloadLinks,
  ) {}

  @Get(':id/file')
  @Access('public')
  @ApiQuery({ name: 'token', description: 'From POST /api/admin/exports/{id}/download-link.' })
  @ApiOkResponse({ description: 'The CSV file (UTF-8 with BOM), streamed as an attachment.', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'No such export, or the link is wrong or has expired.' })
  async file(@Param('id') id: string, @Query('token') token: unknown, @Res() response: Response): Promise<void> {
    // A wrong or expired link says no more than an unknown export.
    if (!UUID_PATTERN.test(id) || !this.links.valid(token, id)) throw OperationsErrors.exportNotFound();
    await sendFile(this.exports, id, response);
  }
}
