import type { Money } from '../../../shared/domain/money.js';
import type { CheckedListing, ListingDetails, TicketStatus } from '../../domain/listing.js';

export interface TicketRecord extends ListingDetails {
  id: string;
  sellerId: string;
  ownerId: string;
  buyerId: string | null;
  price: Money;
  faceValue: Money;
  tierName: string | null;
  status: TicketStatus;
  /** How many files the listing carries (ADR 0026: none, one per ticket, or one for all of them). */
  fileCount: number;
  createdAt: Date;
}

/** One stored ticket file of a new listing: `position` orders a listing's files (its tickets) from 1. */
export interface NewTicketFile {
  position: number;
  key: string;
  /** Of the stored bytes. */
  sha256: string;
  /** Of the page's content, for a one-page PDF: the same page in another file is the same ticket. */
  pageSha256: string | null;
  contentType: string;
}

export interface NewTicket extends CheckedListing {
  id: string;
  sellerId: string;
  files: NewTicketFile[];
  searchText: string;
}

export abstract class TicketRepository {
  /**
   * Resolves false when a listed or sold ticket already has a file (or PDF page) with the same fingerprint, or when a
   * file given back to another seller by a moved-event refund has it (only that seller may list it again); the caller
   * rolls back.
   */
  abstract insert(ticket: NewTicket): Promise<boolean>;
  /** The listing's `index`-th file (from 1, in position order), or null. */
  abstract fileOf(ticketId: string, index: number): Promise<{ key: string; contentType: string; position: number } | null>;
  abstract findById(id: string): Promise<TicketRecord | null>;
  /** The buyer downloaded the ticket's file: kept as evidence should they dispute the payment. */
  abstract recordDownload(ticketId: string, position: number, userId: string, at: Date): Promise<void>;
  abstract findByIdForUpdate(id: string): Promise<TicketRecord | null>;
  abstract updateDetails(id: string, details: CheckedListing & { searchText: string }): Promise<void>;
  /** Copies the row to deleted_tickets and removes it, in the caller's transaction. */
  abstract archiveAndDelete(id: string, deletedBy: string): Promise<void>;
  /** available → withdrawn by staff, with the reason; false when it was not available. */
  abstract withdraw(id: string, reason: string): Promise<boolean>;
  /** Every available listing of the seller, event or category → withdrawn with the reason; resolves what was withdrawn. */
  abstract withdrawAllOf(of: { sellerId: string } | { eventId: string } | { categoryId: string }, reason: string): Promise<{ id: string; sellerId: string; title: string }[]>;
  /** Listings whose event day has passed stop being offered; resolves how many. */
  abstract expireBefore(day: string): Promise<number>;
}
