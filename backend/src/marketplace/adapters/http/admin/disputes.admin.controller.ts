import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { Access } from '../../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { DisputeRepository, type DisputeEvidenceFacts, type DisputeForStaff } from '../../../application/ports/dispute.repository.js';
import { SubmitDisputeEvidence } from '../../../application/submit-dispute-evidence.use-case.js';
import type { DisputeStatus } from '../../../domain/dispute.js';
import { MarketplaceErrors } from '../../../domain/marketplace.errors.js';
import { orderNumber } from '../../../domain/order.js';
import { DISPUTE_SORT_COLUMNS } from '../../persistence/sql-dispute.repository.js';

const STATUSES: DisputeStatus[] = ['needs_response', 'under_review', 'won', 'lost'];

export class SubmitDisputeEvidenceDto {
  @ApiPropertyOptional({ maxLength: 2000, description: "Staff's own words, sent to the bank with the evidence the marketplace holds." })
  @IsOptional() @IsString({ message: 'validation.claim_note_max' }) @MaxLength(2000, { message: 'validation.claim_note_max' })
  note?: string;
}

class DisputePartyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class AdminDisputeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ description: 'The order as people read it (first eight characters of its id).' }) orderNumber: string;
  @ApiProperty({ description: "The payment provider's dispute id." }) providerDisputeId: string;
  @ApiProperty({ enum: STATUSES }) status: DisputeStatus;
  @ApiProperty({ description: "The cardholder's reason, as the provider names it (fraudulent, product_not_received…)." }) reason: string;
  @ApiProperty({ type: 'integer', description: 'Disputed, euro cents.' }) amountCents: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The evidence must reach the provider before this.' }) evidenceDueBy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) evidenceSubmittedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ type: 'integer', description: 'Hours since the dispute was opened, as staff triage their queue.' }) ageHours: number;
  @ApiProperty({ type: DisputePartyResponse }) buyer: DisputePartyResponse;
  @ApiProperty({ type: DisputePartyResponse }) seller: DisputePartyResponse;
  @ApiProperty() ticketTitle: string;
  @ApiProperty({ format: 'date' }) eventDate: string;
}

class DisputeEvidenceResponse {
  @ApiProperty({ description: "The order's status (paid, disputed once a dispute is lost…)." }) orderStatus: string;
  @ApiProperty({ type: 'integer' }) quantity: number;
  @ApiProperty({ type: 'integer' }) ticketsCents: number;
  @ApiProperty({ type: 'integer' }) buyerFeeCents: number;
  @ApiProperty({ type: 'integer' }) totalCents: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the buyer paid and the ticket was handed over to them.' }) deliveredAt: string | null;
  @ApiProperty() venue: string;
  @ApiProperty({ type: String, nullable: true, description: 'HH:mm' }) eventTime: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 of the ticket files the seller uploaded (hex; several, one per ticket, separated by ", ").' }) ticketFileSha256: string | null;
  @ApiProperty({ type: [String], format: 'date-time', description: 'When the buyer downloaded the ticket file, oldest first.' }) downloads: string[];
  @ApiProperty({ type: String, nullable: true }) buyerEmail: string | null;
  @ApiProperty({ type: String, nullable: true }) sellerEmail: string | null;
}

export class AdminDisputeDetailResponse extends AdminDisputeResponse {
  @ApiProperty({ type: DisputeEvidenceResponse, description: 'What the marketplace holds about the order, as sent to the bank.' }) evidence: DisputeEvidenceResponse;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function adminDispute(dispute: DisputeForStaff): AdminDisputeResponse {
  return {
    ...dispute,
    orderNumber: orderNumber(dispute.orderId),
    evidenceDueBy: iso(dispute.evidenceDueBy),
    evidenceSubmittedAt: iso(dispute.evidenceSubmittedAt),
    createdAt: new Date(dispute.createdAt).toISOString(),
    closedAt: iso(dispute.closedAt),
    ageHours: Math.floor((Date.now() - new Date(dispute.createdAt).getTime()) / 3_600_000),
  };
}

function evidenceResponse(facts: DisputeEvidenceFacts): DisputeEvidenceResponse {
  return { ...facts, deliveredAt: iso(facts.deliveredAt), downloads: facts.downloads.map((at) => new Date(at).toISOString()) };
}

function disputeId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw MarketplaceErrors.disputeNotFound();
  return id;
}

/** Card disputes for staff, in the ra-data-simple-rest dialect: the queue (oldest first), the evidence, submitting it. */
@ApiTags('admin: disputes')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/disputes')
export class DisputesAdminController {
  constructor(
    private readonly disputes: DisputeRepository,
    private readonly submit: SubmitDisputeEvidence,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Disputes. Filter: status. Sort: createdAt (default, oldest first), status, evidenceDueBy, amountCents, closedAt. Content-Range header.', type: [AdminDisputeResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminDisputeResponse[]> {
    const query = parseListQuery(request, Object.keys(DISPUTE_SORT_COLUMNS), { field: 'createdAt', order: 'ASC' });
    const status = textFilter(query.filter, 'status');
    const page = await this.disputes.forStaff({ ...query, status: STATUSES.find((known) => known === status) });
    return listResponse(response, 'disputes', query, { items: page.items.map(adminDispute), total: page.total });
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The dispute with the evidence the marketplace holds: the order, the ticket file fingerprint, delivery and downloads, both parties.', type: AdminDisputeDetailResponse })
  async one(@Param('id') id: string): Promise<AdminDisputeDetailResponse> {
    const [dispute, facts] = await Promise.all([this.disputes.oneForStaff(disputeId(id)), this.disputes.evidenceFor(disputeId(id))]);
    if (!dispute || !facts) throw MarketplaceErrors.disputeNotFound();
    return { ...adminDispute(dispute), evidence: evidenceResponse(facts) };
  }

  @Post(':id/evidence')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "Sent to the provider and submitted to the bank (status under_review); the bank's decision arrives by webhook.", type: AdminDisputeDetailResponse })
  @ApiConflictResponse({ description: 'Already submitted, or decided (marketplace.dispute_not_awaiting_evidence).' })
  @ApiServiceUnavailableResponse({ description: 'The payment provider is unreachable; nothing was submitted (marketplace.payments_unavailable).' })
  async evidence(@Param('id') id: string, @Body() body: SubmitDisputeEvidenceDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminDisputeDetailResponse> {
    await this.submit.execute(user.id, disputeId(id), body.note ?? null);
    return this.one(id);
  }
}
