import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Res, type StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Access } from '../../../shared/adapters/http/access.js';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { refuseUploadsOver, type UploadedBytes } from '../../../shared/adapters/http/upload-limits.js';
import { ClaimEvidence } from '../../application/claim-evidence.queries.js';
import { CLAIM_FILE_MAX_BYTES, CLAIM_FILES_MAX } from '../../domain/claim.js';
import { CurrentUser, SignedIn } from '../../../shared/adapters/http/signed-in.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { PlaceOrder } from '../../application/place-order.use-case.js';
import { SettleOrder } from '../../application/settle-order.use-case.js';
import { ViewOrder } from '../../application/view-order.queries.js';
import { MarketplaceErrors } from '../../domain/marketplace.errors.js';
import { AnswerClaim } from '../../application/answer-claim.use-case.js';
import { OpenClaim } from '../../application/open-claim.use-case.js';
import { RefundForMovedEvent } from '../../application/refund-moved-event.js';
import { CLAIM_FILE_CONTENT, claimFilePosition } from './claim-file-address.js';
import { privateAttachment } from './file-attachment.js';
import { AnswerClaimDto, OpenClaimDto, PlaceOrderDto } from './orders.dto.js';
import { ClaimResponse, claimResponse, OrderDetailResponse } from './orders.responses.js';

const CLAIM_FILE_MB = CLAIM_FILE_MAX_BYTES / 1_048_576;

function orderId(id: string): string {
  if (!UUID_PATTERN.test(id)) throw MarketplaceErrors.orderNotFound();
  return id;
}

@ApiTags('orders')
@Controller('orders')
@SignedIn()
export class OrdersController {
  constructor(
    private readonly place: PlaceOrder,
    private readonly settle: SettleOrder,
    private readonly view: ViewOrder,
    private readonly openClaim: OpenClaim,
    private readonly answerClaim: AnswerClaim,
    private readonly refundForMove: RefundForMovedEvent,
    private readonly evidence: ClaimEvidence,
  ) {}

  @Post()
  @Access('confirmed')
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'The same key replayed returns the same order.' })
  @ApiCreatedResponse({ description: 'The order, holding the tickets until `expiresAt`; send the buyer to `checkoutUrl` to pay.', type: OrderDetailResponse })
  @ApiForbiddenResponse({ description: 'Your own listing, or an unconfirmed account.' })
  @ApiNotFoundResponse({ description: 'No such listing (or it was withdrawn or expired).' })
  @ApiConflictResponse({
    description:
      'Already taken (held by another buyer or sold: marketplace.already_taken / already_sold), no longer on sale, the price changed (marketplace.price_changed, params.unitPriceCents the new unit price) or the listing changed otherwise (marketplace.listing_changed).',
  })
  @ApiUnprocessableEntityResponse({ description: 'The key was used for another request.' })
  @ApiServiceUnavailableResponse({ description: 'The payment provider did not answer; the tickets stay held: send the same request again.' })
  async create(@CurrentUser() user: AuthenticatedUser, @Headers('idempotency-key') key: string | undefined, @Body() body: PlaceOrderDto): Promise<OrderDetailResponse> {
    const order = await this.place.execute(user, { ...body, expectedVersion: body.expectedVersion ?? null }, key ?? '');
    return this.view.view(order, 'buyer');
  }

  @Get(':id')
  @Access('owner')
  @ApiOkResponse({ description: 'The order, to its buyer or its seller (each sees their own side of the money).', type: OrderDetailResponse })
  @ApiNotFoundResponse({ description: 'No such order of yours.' })
  one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<OrderDetailResponse> {
    return this.view.forUser(orderId(id), user.id);
  }

  @Post(':id/cancellation')
  @Access('owner')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Cancelled: the tickets are on sale again.', type: OrderDetailResponse })
  @ApiNotFoundResponse({ description: 'No such order of yours.' })
  @ApiConflictResponse({ description: 'Not awaiting payment any more (paid, expired or cancelled).' })
  @ApiServiceUnavailableResponse({ description: 'The payment provider did not answer; nothing changed.' })
  async cancel(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<OrderDetailResponse> {
    return this.view.view(await this.settle.cancel(orderId(id), user.id), 'buyer');
  }

  @Post(':id/claims')
  @Access('owner')
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(
    refuseUploadsOver(CLAIM_FILES_MAX * CLAIM_FILE_MAX_BYTES, () => MarketplaceErrors.claimFileTooLarge(CLAIM_FILE_MB), () => MarketplaceErrors.claimFileTooLarge(CLAIM_FILE_MB), () =>
      MarketplaceErrors.claimFilesTooMany(CLAIM_FILES_MAX),
    ),
    // Browsers send a file's name as UTF-8 bytes ("kvīts.pdf"); the parser's default reads them as Latin-1.
    FileFieldsInterceptor([{ name: 'files', maxCount: CLAIM_FILES_MAX }], { defParamCharset: 'utf8', limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: CLAIM_FILES_MAX, fields: 10, fieldSize: 10_000 } }),
  )
  @ApiBadRequestResponse({
    description:
      'As multipart/form-data (reason, message and up to 3 `files`): more than 3 files (marketplace.claim_files_too_many), a file that is not a JPEG, PNG, WebP or PDF by its content (marketplace.claim_file_type_invalid) or over 10 MB (marketplace.claim_file_too_large). Nothing is stored.',
  })
  @ApiCreatedResponse({ description: "The buyer's claim: the seller's payout for the order is frozen until staff decide; the seller is e-mailed and may answer.", type: ClaimResponse })
  @ApiNotFoundResponse({ description: 'No such order bought by you.' })
  @ApiConflictResponse({ description: 'Not a paid order (marketplace.claim_not_possible), the claim window closed (marketplace.claim_window_closed, params.closedAt) or a claim already opened (marketplace.claim_exists).' })
  async claim(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: OpenClaimDto, @UploadedFiles() uploaded: { files?: UploadedBytes[] } | undefined): Promise<ClaimResponse> {
    const files = (uploaded?.files ?? []).map((file) => ({ bytes: file.buffer, name: file.originalname, declaredType: file.mimetype }));
    return claimResponse(await this.openClaim.execute(user.id, orderId(id), { reason: body.reason, message: body.message }, files));
  }

  @Get(':id/claims/:claimId/files/:n')
  @Access('owner')
  @ApiOkResponse({ description: "The claim's n-th evidence file (from 1), as an attachment, to the order's buyer and its seller.", content: CLAIM_FILE_CONTENT })
  @ApiNotFoundResponse({ description: 'No such file on a claim of your order.' })
  async claimFile(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('claimId') claimId: string,
    @Param('n') n: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    if (!UUID_PATTERN.test(claimId)) throw MarketplaceErrors.claimNotFound();
    return privateAttachment(await this.evidence.forParty(user.id, orderId(id), claimId, claimFilePosition(n)), response);
  }

  @Post(':id/move-refund')
  @Access('owner')
  @ApiCreatedResponse({ description: "The event moved after the buyer paid: all they paid comes back (a claim with the reason event_moved, decided at once); the refund is made by a job, and both parties are e-mailed when it is.", type: ClaimResponse })
  @ApiNotFoundResponse({ description: 'No such order bought by you.' })
  @ApiConflictResponse({ description: "The event did not move after the order (marketplace.move_refund_not_possible), the window closed (marketplace.move_refund_window_closed, params.closedAt), the order is not paid or already paid out (marketplace.claim_not_possible) or has a claim (marketplace.claim_exists)." })
  async moveRefund(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ClaimResponse> {
    return claimResponse(await this.refundForMove.execute(user.id, orderId(id)));
  }

  @Get(':id/claims')
  @Access('owner')
  @ApiOkResponse({ description: 'The claims on the order (at most one), to its buyer and its seller.', type: [ClaimResponse] })
  @ApiNotFoundResponse({ description: 'No such order of yours.' })
  async claims(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ClaimResponse[]> {
    return (await this.view.claimsOf(orderId(id), user.id)).map(claimResponse);
  }

  @Post(':id/claims/:claimId/answer')
  @Access('owner')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "The seller's answer (a later one replaces it until staff decide); the buyer is e-mailed.", type: ClaimResponse })
  @ApiNotFoundResponse({ description: 'No such claim on an order you sold.' })
  @ApiConflictResponse({ description: 'Already decided (marketplace.claim_decided).' })
  async answer(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Param('claimId') claimId: string, @Body() body: AnswerClaimDto): Promise<ClaimResponse> {
    if (!UUID_PATTERN.test(claimId)) throw MarketplaceErrors.claimNotFound();
    return claimResponse(await this.answerClaim.execute(user.id, orderId(id), claimId, body.message));
  }
}
