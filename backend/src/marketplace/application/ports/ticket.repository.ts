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
  fileKey: string | null;
  fileContentType: string | null;
  createdAt: Date;
}

export interface NewTicket extends CheckedListing {
  id: string;
  sellerId: string;
  file: { key: string; sha256: string; contentType: string } | null;
  searchText: string;
}

export abstract class TicketRepository {
  /** Resolves false when a listed or sold ticket already has a file with the same fingerprint. */
  abstract insert(ticket: NewTicket): Promise<boolean>;
  abstract findById(id: string): Promise<TicketRecord | null>;
  /** The buyer downloaded the ticket's file: kept as evidence should they dispute the payment. */
  abstract recordDownload(ticketId: string, userId: string, at: Date): Promise<void>;
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
