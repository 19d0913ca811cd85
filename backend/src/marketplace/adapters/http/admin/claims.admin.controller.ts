import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res, type StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Request, Response } from 'express';
import { Access } from '../../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../../shared/adapters/http/input-rules.js';
import { CurrentUser } from '../../../../shared/adapters/http/signed-in.js';
import { listResponse, parseListQuery, textFilter } from '../../../../shared/adapters/http/simple-rest.js';
import type { AuthenticatedUser } from '../../../../shared/application/authenticated-user.js';
import { ClaimEvidence } from '../../../application/claim-evidence.queries.js';
import { DecideClaim } from '../../../application/decide-claim.use-case.js';
import { ClaimRepository, type ClaimForStaff } from '../../../application/ports/claim.repository.js';
import { CLAIM_REASONS, type ClaimReason, type ClaimStatus } from '../../../domain/claim.js';
import { MarketplaceErrors } from '../../../domain/marketplace.errors.js';
import { CLAIM_SORT_COLUMNS } from '../../persistence/sql-claim.repository.js';
import { CLAIM_FILE_CONTENT, claimFilePosition } from '../claim-file-address.js';
import { privateAttachment } from '../file-attachment.js';
import { ClaimFileResponse, claimFileResponses } from '../orders.responses.js';

const STATUSES: ClaimStatus[] = ['open', 'refunding', 'closed'];

export class DecideClaimDto {
  @ApiProperty({ type: 'integer', minimum: 0, description: "Given back to the buyer, euro cents: 0 releases it all to the seller; less than the tickets' price refunds that part; the order's total refunds everything." })
  @IsInt({ message: 'validation.claim_refund_required' }) @Min(0, { message: 'validation.claim_refund_required' }) @Max(2_147_483_647, { message: 'validation.claim_refund_required' })
  refundCents: number;

  @ApiPropertyOptional({ maxLength: 2000, description: 'Sent to both parties with the decision.' })
  @IsOptional() @IsString({ message: 'validation.claim_note_max' }) @MaxLength(2000, { message: 'validation.claim_note_max' })
  note?: string;
}

class PartyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class AdminClaimResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty({ enum: STATUSES }) status: ClaimStatus;
  @ApiProperty({ enum: CLAIM_REASONS }) reason: ClaimReason;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true }) sellerAnswer: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) answeredAt: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) refundCents: number | null;
  @ApiProperty({ type: String, nullable: true }) decisionNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: 'integer', description: 'Hours since the claim was opened, as staff triage their queue.' }) ageHours: number;
  @ApiProperty({ type: PartyResponse }) buyer: PartyResponse;
  @ApiProperty({ type: PartyResponse }) seller: PartyResponse;
  @ApiProperty() ticketTitle: string;
  @ApiProperty({ format: 'date' }) eventDate: string;
  @ApiProperty({ type: 'integer', description: "The tickets' price, euro cents: a part refund is less than this." }) ticketsCents: number;
  @ApiProperty({ type: 'integer', description: 'All the buyer paid, euro cents: a full refund is this.' }) totalCents: number;
  @ApiProperty({ type: [ClaimFileResponse], description: "The buyer's evidence (up to 3 files), each at /api/admin/claims/{id}/files/{n}." }) files: ClaimFileResponse[];
}

function adminClaim(claim: ClaimForStaff): AdminClaimResponse {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    ...claim,
    answeredAt: iso(claim.answeredAt),
    decidedAt: iso(claim.decidedAt),
    createdAt: new Date(claim.createdAt).toISOString(),
    ageHours: Math.floor((Date.now() - new Date(claim.createdAt).getTime()) / 3_600_000),
    files: claimFileResponses(claim.files),
  };
}

function claimId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw MarketplaceErrors.claimNotFound();
  return id;
}

/** Buyers' claims for staff, in the ra-data-simple-rest dialect: the queue (oldest open first) and the decision. */
@ApiTags('admin: claims')
@Access('admin')
@ApiForbiddenResponse({ description: 'Administrator privileges required.' })
@Controller('admin/claims')
export class ClaimsAdminController {
  constructor(
    private readonly claims: ClaimRepository,
    private readonly decide: DecideClaim,
    private readonly evidence: ClaimEvidence,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Claims. Filter: status. Sort: createdAt (default, oldest first), status, decidedAt. Content-Range header.', type: [AdminClaimResponse] })
  async list(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminClaimResponse[]> {
    const query = parseListQuery(request, Object.keys(CLAIM_SORT_COLUMNS), { field: 'createdAt', order: 'ASC' });
    const status = textFilter(query.filter, 'status');
    const page = await this.claims.forStaff({ ...query, status: STATUSES.find((known) => known === status) });
    return listResponse(response, 'claims', query, { items: page.items.map(adminClaim), total: page.total });
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The claim, with its order and both parties.', type: AdminClaimResponse })
  async one(@Param('id') id: string): Promise<AdminClaimResponse> {
    const claim = await this.claims.oneForStaff(claimId(id));
    if (!claim) throw MarketplaceErrors.claimNotFound();
    return adminClaim(claim);
  }

  @Get(':id/files/:n')
  @ApiOkResponse({ description: "The claim's n-th evidence file (from 1), as an attachment.", content: CLAIM_FILE_CONTENT })
  @ApiNotFoundResponse({ description: 'No such claim or file.' })
  async file(@Param('id') id: string, @Param('n') n: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return privateAttachment(await this.evidence.forStaff(claimId(id), claimFilePosition(n)), response);
  }

  @Post(':id/decision')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Decided: a release unfreezes the payout and both parties are e-mailed; a refund is made by a job (status refunding, then closed) and both are e-mailed once it is made.', type: AdminClaimResponse })
  @ApiBadRequestResponse({ description: "A refund that is neither part of the tickets' price nor the order's total (marketplace.claim_refund_invalid, params.maxPart and params.total)." })
  @ApiConflictResponse({ description: 'Already decided (marketplace.claim_decided).' })
  async decision(@Param('id') id: string, @Body() body: DecideClaimDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminClaimResponse> {
    await this.decide.execute(user.id, claimId(id), { refundCents: body.refundCents, note: body.note ?? null });
    return this.one(id);
  }
}
