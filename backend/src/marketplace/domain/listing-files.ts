import { MarketplaceErrors } from './marketplace.errors.js';

/** At most this many files in one listing's upload (one per ticket), and this much in all (ADR 0026). */
export const TICKET_FILES_MAX = 20;
export const TICKET_UPLOAD_MAX_BYTES = 31_457_280;

/**
 * How a listing's files stand to its tickets (issue 19, ADR 0026): none; one per ticket (each goes to the buyer of
 * its ticket, so the tickets can be sold apart); or one file for all of several tickets (it can only go to one buyer,
 * so the listing is sold together).
 */
export type FileLayout = 'none' | 'per-ticket' | 'whole';

/** The layout of `files` files over `quantity` tickets, or null when they do not fit (several files, not one each). */
export function fileLayout(files: number, quantity: number): FileLayout | null {
  if (files === 0) return 'none';
  if (files === quantity) return 'per-ticket';
  return files === 1 ? 'whole' : null;
}

/**
 * What becomes of an upload: no file; one file per ticket as uploaded; one PDF with exactly one page per ticket cut
 * into one PDF per page; or one file for all the tickets (a PDF whose pages do not match, or an image). Several files
 * must be one per ticket. `onlyFilePdfPages`: the page count when exactly one file was uploaded and it is a PDF.
 */
export function uploadPlan(uploaded: number, quantity: number, onlyFilePdfPages: number | null): 'none' | 'one-each' | 'split-pages' | 'whole' {
  if (uploaded === 0) return 'none';
  if (uploaded === quantity) return 'one-each';
  if (uploaded === 1) return onlyFilePdfPages === quantity ? 'split-pages' : 'whole';
  throw MarketplaceErrors.fileCountMismatch(uploaded, quantity);
}

/** A listing's quantity may change only while its files still fit it: one file per ticket fixes the number of tickets. */
export function assertQuantityFitsFiles(files: number, quantity: number): void {
  if (fileLayout(files, quantity) === null) throw MarketplaceErrors.quantityFixedByFiles(files);
}
