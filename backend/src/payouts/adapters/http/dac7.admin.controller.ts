import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsInt } from 'class-validator';
import type { Request, Response } from 'express';
import { Access } from '../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { CurrentUser } from '../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery } from '../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { RequestDac7Report } from '../../application/dac7-report.use-case.js';
import { Dac7Reports, type Dac7Report } from '../../application/ports/dac7.js';
import { PayoutsErrors } from '../../domain/payouts.errors.js';

export class Dac7ReportDto {
  @ApiProperty({ type: 'integer', example: 2026, description: 'The calendar year to report (2023 to the current one).' })
  @IsInt({ message: 'validation.dac7_year' })
  year: number;
}

export class Dac7ReportResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: 'integer' }) year: number;
  @ApiProperty({ enum: ['pending', 'ready', 'failed'] }) state: string;
  @ApiProperty({ type: 'integer', description: 'Reportable sellers in it (30 sales or more, or more than €2,000).' }) sellerCount: number;
  @ApiProperty({ type: String, nullable: true }) failure: string | null;
  @ApiProperty() requestedBy: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
}

const response = (report: Dac7Report): Dac7ReportResponse => ({
  ...report,
  createdAt: new Date(report.createdAt).toISOString(),
  finishedAt: report.finishedAt ? new Date(report.finishedAt).toISOString() : null,
});

function reportId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw PayoutsErrors.dac7ReportNotFound();
  return id;
}

/** DAC7 reports for staff: ask for a year's, follow it, download it as CSV or as XML in the DAC7 (OECD DPI) layout. */
@ApiTags('admin: payouts')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/dac7-reports')
export class Dac7AdminController {
  constructor(
    private readonly reports: Dac7Reports,
    private readonly request: RequestDac7Report,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Reports, the newest first. Content-Range header.', type: [Dac7ReportResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) http: Response): Promise<Dac7ReportResponse[]> {
    const query = parseListQuery(request, ['createdAt'], { field: 'createdAt', order: 'DESC' });
    const page = await this.reports.list({ offset: query.offset, limit: query.limit });
    return listResponse(http, 'dac7-reports', query, { items: page.items.map(response), total: page.total });
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The report and its state.', type: Dac7ReportResponse })
  @ApiNotFoundResponse({ description: 'payouts.dac7_report_not_found' })
  async one(@Param('id') id: string): Promise<Dac7ReportResponse> {
    const report = await this.reports.find(reportId(id));
    if (!report) throw PayoutsErrors.dac7ReportNotFound();
    return response(report);
  }

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ description: 'Requested (recorded in the activity log); a job writes it, the report says pending until then.', type: Dac7ReportResponse })
  @ApiBadRequestResponse({ description: 'Not a year from 2023 to the current one (payouts.dac7_year_invalid).' })
  async create(@Body() body: Dac7ReportDto, @CurrentUser() user: AuthenticatedUser): Promise<Dac7ReportResponse> {
    const id = await this.request.execute(body.year, user.email);
    return response((await this.reports.find(id))!);
  }

  @Get(':id/csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The report as CSV, one row per reportable seller.', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'payouts.dac7_report_not_found' })
  @ApiConflictResponse({ description: 'Not written yet (payouts.dac7_report_not_ready).' })
  csv(@Param('id') id: string, @Res() http: Response): Promise<void> {
    return this.download(id, 'csv', http);
  }

  @Get(':id/xml')
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'The report in the DAC7 XML layout (OECD DPI, urn:oecd:ties:dpi:v1).', content: { 'application/xml': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'payouts.dac7_report_not_found' })
  @ApiConflictResponse({ description: 'Not written yet (payouts.dac7_report_not_ready).' })
  xml(@Param('id') id: string, @Res() http: Response): Promise<void> {
    return this.download(id, 'xml', http);
  }

  private async download(id: string, format: 'csv' | 'xml', http: Response): Promise<void> {
    const report = await this.reports.find(reportId(id));
    if (!report) throw PayoutsErrors.dac7ReportNotFound();
    const body = await this.reports.file(report.id, format);
    if (body === null) throw PayoutsErrors.dac7ReportNotReady();
    http.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8');
    http.setHeader('Content-Disposition', `attachment; filename="dac7-${report.year}.${format}"`);
    http.send(body);
  }
}
