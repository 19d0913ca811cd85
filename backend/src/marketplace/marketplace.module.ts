import { Messages } from '../shared/adapters/http/messages.js';
import { Module } from '@nestjs/common';
import { CatalogLookupModule, CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { PayoutsJobsModule, PayoutsModule } from '../payouts/payouts.module.js';
import { ClaimsAdminController } from './adapters/http/admin/claims.admin.controller.js';
import { RefundsAdminController } from './adapters/http/admin/refunds.admin.controller.js';
import { SqlRefundQueries } from './adapters/persistence/sql-refund-queries.js';
import { RefundQueries } from './application/ports/refund-queries.js';
import { MarketplaceAdminController } from './adapters/http/admin/marketplace.admin.controller.js';
import { ResaleRulesAdminController } from './adapters/http/admin/resale-rules.admin.controller.js';
import { TicketLimitsAdminController } from './adapters/http/admin/ticket-limits.admin.controller.js';
import { TicketsController } from './adapters/http/tickets.controller.js';
import { SqlOrderRepository } from './adapters/persistence/sql-order.repository.js';
import { SqlTicketQueries } from './adapters/persistence/sql-ticket-queries.js';
import { SqlTicketRepository } from './adapters/persistence/sql-ticket.repository.js';
import { BrowseTickets } from './application/browse-tickets.queries.js';
import { ChangeCheckoutSettings } from './application/change-checkout-settings.use-case.js';
import { ChangeResaleRules } from './application/change-resale-rules.use-case.js';
import { QuoteListing } from './application/listing-quote.queries.js';
import { DeleteListing, UpdateListing } from './application/change-listing.use-case.js';
import { ListingChecks, ListTicket } from './application/list-ticket.use-case.js';
import { OrderRepository } from './application/ports/order.repository.js';
import { TicketQueries } from './application/ports/ticket-queries.js';
import { TicketRepository } from './application/ports/ticket.repository.js';
import { ExpireListingsHandler } from './application/expire-listings.handler.js';
import { ManageListings } from './application/manage-listings.use-case.js';
import { WithdrawListingsHandler } from './application/withdraw-listings.handler.js';
import { TellSellersOverCapHandler } from './application/tell-sellers-over-cap.handler.js';
import { OrdersController } from './adapters/http/orders.controller.js';
import { StripePaymentProvider } from './adapters/payments/stripe-payment-provider.js';
import { StripeWebhooksController } from './adapters/payments/stripe-webhooks.controller.js';
import { SqlCheckoutSettings } from './adapters/persistence/sql-checkout-settings.js';
import { SqlResaleRules } from './adapters/persistence/sql-resale-rules.js';
import { SqlTicketLimits } from './adapters/persistence/sql-ticket-limits.js';
import { TicketLimits } from './application/ports/ticket-limits.js';
import { ChangeTicketLimits } from './application/change-ticket-limits.use-case.js';
import { ResaleRules } from './application/ports/resale-rules.js';
import { SqlPaymentEvents } from './adapters/persistence/sql-payment-events.js';
import { LapseHoldsHandler } from './application/lapse-holds.handler.js';
import { OrderEmails } from './application/order-emails.js';
import { PlaceOrder } from './application/place-order.use-case.js';
import { CheckoutSettings } from './application/ports/checkout-settings.js';
import { PaymentEvents } from './application/ports/payment-events.js';
import { PaymentProvider } from './application/ports/payment-provider.js';
import { RecordPaymentEvent } from './application/record-payment-event.use-case.js';
import { SettleOrderHandler } from './application/settle-order.handler.js';
import { SettleOrder } from './application/settle-order.use-case.js';
import { ViewOrder } from './application/view-order.queries.js';
import { MemberRecords } from './application/member-records.js';
import { MemberRecordStore } from './application/ports/member-records.js';
import { SqlMemberRecordStore } from './adapters/persistence/sql-member-record-store.js';
import { SqlClaimRepository } from './adapters/persistence/sql-claim.repository.js';
import { AnswerClaim } from './application/answer-claim.use-case.js';
import { DecideClaim } from './application/decide-claim.use-case.js';
import { OpenClaim } from './application/open-claim.use-case.js';
import { ClaimEvidence } from './application/claim-evidence.queries.js';
import { ClaimRepository } from './application/ports/claim.repository.js';
import { RefundClaimHandler } from './application/refund-claim.handler.js';
import { RefundForCancelledEventHandler, ScheduleCancelledEventRefunds } from './application/refund-cancelled-event.js';
import { DisputesAdminController } from './adapters/http/admin/disputes.admin.controller.js';
import { SqlDisputeRepository } from './adapters/persistence/sql-dispute.repository.js';
import { DisputeRepository } from './application/ports/dispute.repository.js';
import { SettleDispute, SettleDisputeHandler } from './application/settle-dispute.js';
import { SubmitDisputeEvidence } from './application/submit-dispute-evidence.use-case.js';
import { SqlEventMoves } from './adapters/persistence/sql-event-moves.js';
import { EventMoves } from './application/ports/event-moves.js';
import { EventMovedHandler, RefundForMovedEvent } from './application/refund-moved-event.js';
import { WaitingListsAdminController } from './adapters/http/admin/waiting-lists.admin.controller.js';
import { WaitingListController } from './adapters/http/waiting-list.controller.js';
import { SqlWaitingList } from './adapters/persistence/sql-waiting-list.js';
import { ManageWaitingLists } from './application/manage-waiting-lists.use-case.js';
import { WaitingListRepository } from './application/ports/waiting-list.repository.js';
import { WaitingListEmails } from './application/waiting-list-emails.js';
import { WaitingListLinks } from './application/waiting-list-links.js';
import { WaitingListOffers } from './application/waiting-list-offers.js';
import { LapseWaitingListOffersHandler, MatchWaitingListHandler } from './application/waiting-list.handlers.js';
import { WaitingListEntries } from './application/waiting-list.use-case.js';
import { PgOrderCsvSource, PgTicketCsvSource } from './adapters/persistence/pg-ticket-csv.sources.js';

/** Orders and their payment: what the API and the worker both need. */
const CHECKOUT_PROVIDERS = [
  { provide: OrderRepository, useClass: SqlOrderRepository },
  { provide: CheckoutSettings, useClass: SqlCheckoutSettings },
  { provide: ResaleRules, useClass: SqlResaleRules },
  { provide: TicketLimits, useClass: SqlTicketLimits },
  { provide: PaymentEvents, useClass: SqlPaymentEvents },
  { provide: PaymentProvider, useClass: StripePaymentProvider },
  { provide: ClaimRepository, useClass: SqlClaimRepository },
  { provide: DisputeRepository, useClass: SqlDisputeRepository },
  { provide: EventMoves, useClass: SqlEventMoves },
  OrderEmails,
  SettleOrder,
  { provide: WaitingListRepository, useClass: SqlWaitingList },
  WaitingListLinks,
  WaitingListEmails,
  WaitingListOffers,
];

@Module({
  imports: [IdentityModule, CatalogModule, PayoutsModule],
  controllers: [
    TicketsController,
    OrdersController,
    StripeWebhooksController,
    MarketplaceAdminController,
    ResaleRulesAdminController,
    TicketLimitsAdminController,
    ClaimsAdminController,
    RefundsAdminController,
    DisputesAdminController,
    WaitingListController,
    WaitingListsAdminController,
  ],
  providers: [
    Messages,
    ...CHECKOUT_PROVIDERS,
    PlaceOrder,
    ViewOrder,
    OpenClaim,
    ClaimEvidence,
    AnswerClaim,
    RefundForMovedEvent,
    { provide: RefundQueries, useClass: SqlRefundQueries },
    DecideClaim,
    SubmitDisputeEvidence,
    RecordPaymentEvent,
    { provide: TicketRepository, useClass: SqlTicketRepository },
    { provide: TicketQueries, useClass: SqlTicketQueries },
    ListingChecks,
    ListTicket,
    UpdateListing,
    DeleteListing,
    BrowseTickets,
    ManageListings,
    ChangeCheckoutSettings,
    ChangeResaleRules,
    QuoteListing,
    ChangeTicketLimits,
    { provide: MemberRecordStore, useClass: SqlMemberRecordStore },
    MemberRecords,
    WaitingListEntries,
    ManageWaitingLists,
  ],
  exports: [MemberRecords],
})
export class MarketplaceModule {}

/**
 * What the worker needs of the marketplace: its jobs, the listings' and orders' CSV rows for operations' export job,
 * and listing for the demo's top-up (ADR 0031).
 */
@Module({
  imports: [IdentityModule, PayoutsJobsModule, CatalogLookupModule],
  providers: [
    { provide: TicketRepository, useClass: SqlTicketRepository },
    ListingChecks,
    ListTicket,
    ManageListings,
    ExpireListingsHandler,
    WithdrawListingsHandler,
    TellSellersOverCapHandler,
    ...CHECKOUT_PROVIDERS,
    SettleOrderHandler,
    LapseHoldsHandler,
    RefundClaimHandler,
    ScheduleCancelledEventRefunds,
    RefundForCancelledEventHandler,
    EventMovedHandler,
    SettleDispute,
    SettleDisputeHandler,
    MatchWaitingListHandler,
    LapseWaitingListOffersHandler,
    PgTicketCsvSource,
    PgOrderCsvSource,
  ],
  exports: [ListTicket],
})
export class MarketplaceJobsModule {}
