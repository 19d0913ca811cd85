import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { MarketplaceAdminController } from './adapters/http/admin/marketplace.admin.controller.js';
import { TicketsController } from './adapters/http/tickets.controller.js';
import { SqlOrderRepository } from './adapters/persistence/sql-order.repository.js';
import { SqlTicketQueries } from './adapters/persistence/sql-ticket-queries.js';
import { SqlTicketRepository } from './adapters/persistence/sql-ticket.repository.js';
import { BrowseTickets } from './application/browse-tickets.queries.js';
import { DeleteListing, UpdateListing } from './application/change-listing.use-case.js';
import { ListingChecks, ListTicket } from './application/list-ticket.use-case.js';
import { OrderRepository } from './application/ports/order.repository.js';
import { TicketQueries } from './application/ports/ticket-queries.js';
import { TicketRepository } from './application/ports/ticket.repository.js';
import { ExpireListingsHandler } from './application/expire-listings.handler.js';
import { ManageListings } from './application/manage-listings.use-case.js';
import { PurchaseTicket } from './application/purchase-ticket.use-case.js';
import { WithdrawListingsHandler } from './application/withdraw-listings.handler.js';

@Module({
  imports: [IdentityModule, CatalogModule],
  controllers: [TicketsController, MarketplaceAdminController],
  providers: [
    { provide: TicketRepository, useClass: SqlTicketRepository },
    { provide: OrderRepository, useClass: SqlOrderRepository },
    { provide: TicketQueries, useClass: SqlTicketQueries },
    ListingChecks,
    ListTicket,
    UpdateListing,
    DeleteListing,
    PurchaseTicket,
    BrowseTickets,
    ManageListings,
  ],
})
export class MarketplaceModule {}

/** What the worker needs of the marketplace: its scheduled jobs. */
@Module({
  imports: [IdentityModule],
  providers: [{ provide: TicketRepository, useClass: SqlTicketRepository }, ManageListings, ExpireListingsHandler, WithdrawListingsHandler],
})
export class MarketplaceJobsModule {}
