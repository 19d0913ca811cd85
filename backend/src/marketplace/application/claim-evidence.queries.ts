import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { FileNotFoundError, FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { CLAIM_FILE_TYPES, type Claim } from '../domain/claim.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { uploadedFileName } from '../domain/ticket-file-name.js';
import { ClaimRepository } from './ports/claim.repository.js';
import { OrderRepository } from './ports/order.repository.js';

/** A file ready to be sent: its bytes, its type and size, and its name for the download. */
export interface EvidenceDownload {
  body: Readable;
  contentType: string;
  size: number;
  name: { utf8: string; ascii: string };
}

/** A claim's evidence files, read by the order's buyer and seller, and by staff; anyone else is told there is none. */
@Injectable()
export class ClaimEvidence {
  constructor(
    private readonly orders: OrderRepository,
    private readonly claims: ClaimRepository,
    private readonly storage: FileStorage,
  ) {}

  async forParty(userId: string, orderId: string, claimId: string, position: number): Promise<EvidenceDownload> {
    const order = await this.orders.findOrder(orderId);
    if (!order?.roleOf(userId)) throw MarketplaceErrors.claimNotFound();
    const claim = await this.claims.find(claimId);
    if (claim?.snapshot().orderId !== orderId) throw MarketplaceErrors.claimNotFound();
    return this.read(claim, position);
  }

  async forStaff(claimId: string, position: number): Promise<EvidenceDownload> {
    const claim = await this.claims.find(claimId);
    if (!claim) throw MarketplaceErrors.claimNotFound();
    return this.read(claim, position);
  }

  private async read(claim: Claim, position: number): Promise<EvidenceDownload> {
    const file = claim.fileAt(position);
    if (!file) throw MarketplaceErrors.claimNotFound();
    try {
      const { body, info } = await this.storage.read(file.key);
      return { body, contentType: file.contentType, size: info.size, name: uploadedFileName(file.name, CLAIM_FILE_TYPES[file.contentType] ?? 'bin', `evidence-${position}`) };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw MarketplaceErrors.claimNotFound();
      throw error;
    }
  }
}
