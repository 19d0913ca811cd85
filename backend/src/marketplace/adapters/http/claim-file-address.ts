import { CLAIM_FILE_TYPES, CLAIM_FILES_MAX } from '../../domain/claim.js';
import { MarketplaceErrors } from '../../domain/marketplace.errors.js';
import { binaryContent } from './file-attachment.js';

/** The n of a claim's file address (1..3); anything else is no such file. */
export function claimFilePosition(n: string): number {
  if (!/^[1-9]$/.test(n) || Number(n) > CLAIM_FILES_MAX) throw MarketplaceErrors.claimNotFound();
  return Number(n);
}

export const CLAIM_FILE_CONTENT = binaryContent(Object.keys(CLAIM_FILE_TYPES));
