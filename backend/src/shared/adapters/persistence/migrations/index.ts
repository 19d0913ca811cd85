import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { IdentitySessionsAndTokens1763800100000 } from './1763800100000-identity-sessions-and-tokens.js';
import { NewsletterSupportActivity1763800200000 } from './1763800200000-newsletter-support-activity.js';
import { CatalogEvents1763800300000 } from './1763800300000-catalog-events.js';
import { Marketplace1763800500000 } from './1763800500000-marketplace.js';
import { Outbox1763800600000 } from './1763800600000-outbox.js';
import { NewsletterAdmin1763800700000 } from './1763800700000-newsletter-admin.js';
import { AdminUserSearch1763800800000 } from './1763800800000-admin-user-search.js';
import { OutboxRetryBackoff1763800900000 } from './1763800900000-outbox-retry-backoff.js';
import { SentEmails1763800900100 } from './1763800900100-sent-emails.js';
import { CatalogChangeNotify1763801100000 } from './1763801100000-catalog-change-notify.js';
import { PurchaseKeyTaken1763801100100 } from './1763801100100-purchase-key-taken.js';
import { AdministratorsByAccount1763810000000 } from './1763810000000-administrators-by-account.js';
import { SessionFamilyLifetime1763810000100 } from './1763810000100-session-family-lifetime.js';
import { TicketSearchTrigram1763840000000 } from './1763840000000-ticket-search-trigram.js';
import { NewsletterDoubleOptIn1763850000000 } from './1763850000000-newsletter-double-opt-in.js';
import { ListingVersion1763910000000 } from './1763910000000-listing-version.js';
import { ScheduledEventIndexes1764000000000 } from './1764000000000-scheduled-event-indexes.js';
import { ScheduledEventsByDay1764000000100 } from './1764000000100-scheduled-events-by-day.js';
import { ContextReadModels1764100000000 } from './1764100000000-context-read-models.js';
import { Checkout1764200000000 } from './1764200000000-checkout.js';
import { Payouts1764210000000 } from './1764210000000-payouts.js';
import { RemovedEvents1764300000000 } from './1764300000000-removed-events.js';
import { AccountLifecycle1764400000000 } from './1764400000000-account-lifecycle.js';
import { Claims1764600000000 } from './1764600000000-claims.js';
import { Disputes1764700000000 } from './1764700000000-disputes.js';
import { FaceValueAndPriceCaps1764800000000 } from './1764800000000-face-value-and-price-caps.js';
import { TicketLimits1764800000100 } from './1764800000100-ticket-limits.js';
import { OverCapTold1764800000200 } from './1764800000200-over-cap-told.js';
import { TicketFiles1764900000000 } from './1764900000000-ticket-files.js';
import { PartialListings1764800000300 } from './1764800000300-partial-listings.js';
import { LedgerReconciliation1764750000000 } from './1764750000000-ledger-reconciliation.js';
import { PayoutAccountReminders1764750000100 } from './1764750000100-payout-account-reminders.js';
import { Dac71764750000200 } from './1764750000200-dac7.js';
import { TaxDetailsRequests1764750000300 } from './1764750000300-tax-details-requests.js';
import { DataExports1764980000000 } from './1764980000000-data-exports.js';
import { ContactMessageHandling1765010000000 } from './1765010000000-contact-message-handling.js';
import { ProviderFees1765030000000 } from './1765030000000-provider-fees.js';
import { RelistableFiles1765030000100 } from './1765030000100-relistable-files.js';
import { MovedEvents1764950000000 } from './1764950000000-moved-events.js';
import { ClaimFiles1764960000000 } from './1764960000000-claim-files.js';
import { DemoEvents1764970000000 } from './1764970000000-demo-events.js';
import { CatalogImages1765050000000 } from './1765050000000-catalog-images.js';
import { EventViewJson1765060000000 } from './1765060000000-event-view-json.js';
import { WaitingList1764910000000 } from './1764910000000-waiting-list.js';

/** Applied in this order. A migration, once committed, is never edited: add a new one. */
export const migrations = [
  InitialSchema1763800000000,
  IdentitySessionsAndTokens1763800100000,
  NewsletterSupportActivity1763800200000,
  CatalogEvents1763800300000,
  Marketplace1763800500000,
  Outbox1763800600000,
  NewsletterAdmin1763800700000,
  AdminUserSearch1763800800000,
  OutboxRetryBackoff1763800900000,
  SentEmails1763800900100,
  CatalogChangeNotify1763801100000,
  PurchaseKeyTaken1763801100100,
  AdministratorsByAccount1763810000000,
  SessionFamilyLifetime1763810000100,
  TicketSearchTrigram1763840000000,
  NewsletterDoubleOptIn1763850000000,
  ListingVersion1763910000000,
  ScheduledEventIndexes1764000000000,
  ScheduledEventsByDay1764000000100,
  ContextReadModels1764100000000,
  Checkout1764200000000,
  Payouts1764210000000,
  RemovedEvents1764300000000,
  AccountLifecycle1764400000000,
  Claims1764600000000,
  Disputes1764700000000,
  FaceValueAndPriceCaps1764800000000,
  TicketLimits1764800000100,
  OverCapTold1764800000200,
  PartialListings1764800000300,
  LedgerReconciliation1764750000000,
  PayoutAccountReminders1764750000100,
  Dac71764750000200,
  TaxDetailsRequests1764750000300,
  TicketFiles1764900000000,
  WaitingList1764910000000,
  MovedEvents1764950000000,
  ClaimFiles1764960000000,
  DemoEvents1764970000000,
  DataExports1764980000000,
  ContactMessageHandling1765010000000,
  ProviderFees1765030000000,
  RelistableFiles1765030000100,
  CatalogImages1765050000000,
  EventViewJson1765060000000,
];
