import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { assertSellerMayChange, assertSellerMayDelete, type ListingDetails } from '../domain/listing.js';
import { MarketplaceErrors } from '../domain/marketplace.errors.js';
import { assertQuantityFitsFiles, fileLayout } from '../domain/listing-files.js';
import { ListingChecks } from './list-ticket.use-case.js';
import { TicketRepository } from './ports/ticket.repository.js';

@Injectable()
export class UpdateListing {
  constructor(
    private readonly checks: ListingChecks,
    private readonly tickets: TicketRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, ticketId: string, changes: Partial<ListingDetails>): Promise<void> {
    await this.transactions.run(async () => {
      const ticket = await this.tickets.findByIdForUpdate(ticketId);
      if (!ticket) throw MarketplaceErrors.ticketNotFound();
      assertSellerMayChange(ticket, userId);
      const details = { ...ticket, ...definedOnly(changes) };
      assertQuantityFitsFiles(ticket.fileCount, details.quantity);
      const listing = await this.checks.check(userId, details, { before: ticket, hasWholeFile: fileLayout(ticket.fileCount, details.quantity) === 'whole' });
      await this.tickets.updateDetails(ticketId, listing);
    });
  }
}

/** The listing goes to the archive and away, in one transaction: both happen or neither. */
@Injectable()
export class DeleteListing {
  constructor(
    private readonly tickets: TicketRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  execute(userId: string, ticketId: string): Promise<void> {
    return this.transactions.run(async () => {
      const ticket = await this.tickets.findByIdForUpdate(ticketId);
      if (!ticket) throw MarketplaceErrors.ticketNotFound();
      assertSellerMayDelete(ticket, userId);
      await this.tickets.archiveAndDelete(ticketId, userId);
    });
  }
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
