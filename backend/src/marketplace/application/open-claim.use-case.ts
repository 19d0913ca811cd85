import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PayoutsApi } from '../../payouts/application/payouts.api.js';
import { FileInspector } from '../../shared/application/ports/file-inspector.port.js';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDateAndTime } from '../../shared/domain/riga-time.js';
import { checkClaimFileCount, Claim, CLAIM_FILE_MAX_BYTES, CLAIM_FILE_TYPES, type ClaimFile, type ClaimReason } from '../domain/claim.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { uploadedFileName } from '../domain/ticket-file-name.js';
import { OrderEmails } from './order-emails.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { OrderRepository } from './ports/order.repository.js';
import { namedAs, type UploadedFile } from './uploaded-file.js';

/** An evidence file checked and ready to store, with its row. */
interface VettedEvidence {
  file: ClaimFile;
  bytes: Buffer;
}

/**
 * The buyer of a paid order says it went wrong, before the claim window closes (the event's start plus the window
 * staff set). From then on the seller's payout for it is frozen until staff decide; the seller is told and may answer.
 * Up to three evidence files (pictures or PDFs, each typed from its bytes) go with it: stored before the claim's
 * transaction and removed again if the claim is not made, so a refused claim leaves nothing behind (ADR 0030).
 */
@Injectable()
export class OpenClaim {
  constructor(
    private readonly orders: OrderRepository,
    private readonly claims: ClaimRepository,
    private readonly books: PayoutsApi,
    private readonly emails: OrderEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    private readonly inspector: FileInspector,
  ) {}

  async execute(userId: string, orderId: string, input: { reason: ClaimReason; message: string }, uploads: UploadedFile[] = []): Promise<Claim> {
    const order = await this.orders.findOrder(orderId);
    if (order?.roleOf(userId) !== 'buyer') throw MarketplaceErrors.orderNotFound();
    if (!order.isPaid()) throw MarketplaceErrors.claimNotPossible();
    const ticket = await this.orders.orderTicket(order.snapshot().ticketId);
    if (!ticket) throw MarketplaceErrors.orderNotFound();
    const now = this.clock.now();
    const closesAt = await this.books.claimWindowEndsAt(ticket);
    if (now.getTime() >= closesAt.getTime()) {
      const { date, time } = rigaDateAndTime(closesAt);
      throw MarketplaceErrors.claimWindowClosed(`${date} ${time}`);
    }
    const { sellerId } = order.snapshot();
    checkClaimFileCount(uploads.length);
    const id = randomUUID();
    const evidence = await Promise.all(uploads.map((upload, index) => this.vet(id, upload, index + 1)));
    const claim = Claim.open({ id, orderId, buyerId: userId, sellerId, reason: input.reason, message: input.message, now, files: evidence.map(({ file }) => file) });
    const stored: string[] = [];
    try {
      for (const { file, bytes } of evidence) {
        stored.push(file.key);
        await this.storage.put(file.key, bytes, { contentType: file.contentType, cacheControl: 'private, no-store' });
      }
      await this.transactions.run(async () => {
        if (!(await this.claims.add(claim))) throw MarketplaceErrors.claimExists();
        await this.emails.claimOpened(claim, ticket);
      });
    } catch (error) {
      // Whatever stopped the claim (one already open, storage, the database), none of its files may stay behind.
      await Promise.all(stored.map((key) => this.storage.remove(key).catch(() => undefined)));
      throw error;
    }
    return claim;
  }

  /** The type comes from the bytes (the same inspection as ticket files); the key and the kept name from the server. */
  private async vet(claimId: string, upload: UploadedFile, position: number): Promise<VettedEvidence> {
    const { bytes } = upload;
    if (bytes.length > CLAIM_FILE_MAX_BYTES) throw MarketplaceErrors.claimFileTooLarge(CLAIM_FILE_MAX_BYTES / 1_048_576);
    const contentType = bytes.length > 0 ? await this.inspector.safeType(bytes) : null;
    const extension = contentType ? CLAIM_FILE_TYPES[contentType] : undefined;
    if (!contentType || !extension || !namedAs(upload, contentType)) throw MarketplaceErrors.claimFileTypeInvalid();
    const file: ClaimFile = {
      position,
      key: `claims/${claimId}/${position}.${extension}`,
      name: uploadedFileName(upload.name, extension, `evidence-${position}`).utf8,
      contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    return { file, bytes };
  }
}
