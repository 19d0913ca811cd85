import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { PayoutsAdminController } from './adapters/http/payouts.admin.controller.js';
import { Dac7AdminController } from './adapters/http/dac7.admin.controller.js';
import { LedgerAdminController } from './adapters/http/ledger.admin.controller.js';
import { PayoutsController } from './adapters/http/payouts.controller.js';
import { ReconciliationsAdminController } from './adapters/http/reconciliations.admin.controller.js';
import { TaxDetailsController } from './adapters/http/tax-details.controller.js';
import { SqlDac7Reports, SqlSellerActivity, SqlTaxDetails } from './adapters/persistence/sql-dac7.js';
import { ExportDac7Handler, RequestDac7Report } from './application/dac7-report.use-case.js';
import { Dac7Reports, SellerActivity, TaxDetailsRepository } from './application/ports/dac7.js';
import { SellerTaxDetails } from './application/tax-details.use-case.js';
import { ChangePayoutSettings } from './application/change-payout-settings.use-case.js';
import { StripePayoutProvider } from './adapters/payments/stripe-payout-provider.js';
import { StripeStatements } from './adapters/payments/stripe-statements.js';
import { SqlLedgerQueries } from './adapters/persistence/sql-ledger-queries.js';
import { SqlLedger } from './adapters/persistence/sql-ledger.js';
import { SqlPaidSales } from './adapters/persistence/sql-paid-sales.js';
import { SqlPayoutAccounts } from './adapters/persistence/sql-payout-accounts.js';
import { SqlPayoutReminders } from './adapters/persistence/sql-payout-reminders.js';
import { SqlReconciliations } from './adapters/persistence/sql-reconciliations.js';
import { ConnectPayoutAccount, ViewPayoutAccount } from './application/connect-payout-account.use-case.js';
import { PayoutsApi } from './application/payouts.api.js';
import { LedgerQueries } from './application/ports/ledger-queries.js';
import { Ledger } from './application/ports/ledger.js';
import { PaidSales } from './application/ports/paid-sales.js';
import { PayoutAccounts } from './application/ports/payout-accounts.js';
import { PayoutEmails } from './application/payout-emails.js';
import { PayoutProvider } from './application/ports/payout-provider.js';
import { RecoverFromSellerHandler } from './application/recover-from-seller.handler.js';
import { PayoutReminders } from './application/ports/payout-reminders.js';
import { ProviderStatements } from './application/ports/provider-statements.js';
import { Reconciliations } from './application/ports/reconciliations.js';
import { ReconcileDayHandler } from './application/reconcile-day.handler.js';
import { ReleaseFundsHandler } from './application/release-funds.handler.js';
import { RemindPayoutAccountsHandler } from './application/remind-payout-accounts.handler.js';
import { RequestReconciliation } from './application/request-reconciliation.use-case.js';
import { ViewBalance } from './application/view-balance.queries.js';
import { ViewLedger } from './application/view-ledger.queries.js';

const PAYOUT_PORTS = [
  { provide: Ledger, useClass: SqlLedger },
  { provide: PaidSales, useClass: SqlPaidSales },
  { provide: PayoutAccounts, useClass: SqlPayoutAccounts },
  { provide: PayoutProvider, useClass: StripePayoutProvider },
  { provide: LedgerQueries, useClass: SqlLedgerQueries },
  { provide: ProviderStatements, useClass: StripeStatements },
  { provide: Reconciliations, useClass: SqlReconciliations },
  { provide: TaxDetailsRepository, useClass: SqlTaxDetails },
  { provide: SellerActivity, useClass: SqlSellerActivity },
  { provide: Dac7Reports, useClass: SqlDac7Reports },
];

/** After the sale (issue 18): the books, sellers' payout accounts, and the payouts after each event. */
@Module({
  imports: [IdentityModule],
  controllers: [PayoutsController, PayoutsAdminController, LedgerAdminController, ReconciliationsAdminController, TaxDetailsController, Dac7AdminController],
  providers: [...PAYOUT_PORTS, PayoutsApi, ConnectPayoutAccount, ViewPayoutAccount, ViewBalance, ChangePayoutSettings, ViewLedger, RequestReconciliation, SellerTaxDetails, RequestDac7Report, PayoutEmails],
  exports: [PayoutsApi],
})
export class PayoutsModule {}

/** What the worker needs of payouts: the books (the marketplace's jobs post to them) and the payout run. */
@Module({
  imports: [IdentityModule],
  providers: [...PAYOUT_PORTS, { provide: PayoutReminders, useClass: SqlPayoutReminders }, PayoutEmails, PayoutsApi, SellerTaxDetails, ReleaseFundsHandler, RecoverFromSellerHandler, ReconcileDayHandler, RemindPayoutAccountsHandler, ExportDac7Handler],
  exports: [PayoutsApi],
})
export class PayoutsJobsModule {}
