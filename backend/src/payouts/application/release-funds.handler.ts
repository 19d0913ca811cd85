import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../shared/application/jobs.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { releasePosting, transferPosting } from '../domain/ledger.js';
import { payoutAccountStatus } from '../domain/payout-account.js';
import { isReleaseDue } from '../domain/release.js';
import { Ledger } from './ports/ledger.js';
import { PaidSales } from './ports/paid-sales.js';
import { PayoutAccounts, type PayoutRecord } from './ports/payout-accounts.js';
import { PayoutProvider, TransferRefused } from './ports/payout-provider.js';
import { SellerTaxDetails } from './tax-details.use-case.js';

const BATCH = 500;

/**
 * The scheduled payout run (issue 18). Three steps, each safe to repeat after a crash at any point:
 * 1. payouts recorded by an earlier run but never confirmed are sent again under the same idempotency key, so the
 *    provider answers the transfer it made, if it made one, instead of making a second;
 * 2. sales whose event has started and whose claim window has passed are released: the tickets' money becomes the
 *    seller's, less the seller's fee (one ledger transaction per order, posted once);
 * 3. every seller with money owed and an active payout account gets one transfer of all of it: the payout is
 *    recorded first (taking the amount off what is owed), then sent, then confirmed with its ledger transaction. An
 *    account not active here is asked about first: a seller who finished onboarding is paid without coming back.
 * The provider being away ends the run; the next one picks up where it stopped.
 */
@Injectable()
export class ReleaseFundsHandler extends JobHandler<'payouts.release-funds'> {
  readonly jobName = 'payouts.release-funds' as const;
  private readonly logger = new Logger('payouts');

  constructor(
    private readonly sales: PaidSales,
    private readonly accounts: PayoutAccounts,
    private readonly ledger: Ledger,
    private readonly provider: PayoutProvider,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly tax: SellerTaxDetails,
  ) {
    super();
  }

  async handle(): Promise<void> {
    const resumed = await this.resumePending();
    const released = await this.releaseDue();
    const paid = resumed === 'provider-away' ? 0 : await this.paySellers();
    this.logger.log({ msg: 'payout run', released, transfers: paid });
  }

  private async resumePending(): Promise<'done' | 'provider-away'> {
    // Each payout sent leaves the pending ones (paid, or failed when refused), so the next page holds only others.
    for (;;) {
      const pending = await this.accounts.pendingPayouts(BATCH);
      for (const payout of pending) {
        if ((await this.send(payout, payout.providerAccountId)) === 'provider-away') return 'provider-away';
      }
      if (pending.length < BATCH) return 'done';
    }
  }

  private async releaseDue(): Promise<number> {
    const window = await this.accounts.claimWindowHours();
    const now = this.clock.now();
    // Every sale whose event day is at least the window's whole days back is a candidate; the rule decides.
    const lastEventDay = rigaDay(new Date(now.getTime() - (window - 24) * 3_600_000));
    let released = 0;
    let after: string | undefined;
    // A page at a time in order id order; a sale of the last day whose event has not started yet stays for a later run.
    for (;;) {
      const candidates = await this.sales.unreleasedUpTo(lastEventDay, BATCH, after);
      const due = candidates.filter((sale) => isReleaseDue(sale, window, now));
      if (due.length > 0) {
        await this.transactions.run(async () => {
          const releasable = await this.ledger.lockForRelease(due.map((sale) => sale.orderId));
          for (const sale of due) if (releasable.has(sale.orderId) && (await this.ledger.post(releasePosting(sale, now)))) released++;
        });
      }
      if (candidates.length < BATCH) return released;
      after = candidates[candidates.length - 1].orderId;
    }
  }

  /** Every seller owed money, a page at a time in seller id order: one run pays all of them, however many. */
  private async paySellers(): Promise<number> {
    let transfers = 0;
    let after: string | undefined;
    for (;;) {
      const sellers = await this.accounts.sellersToPay(BATCH, after);
      for (const seller of sellers) {
        if (seller.status !== 'active' && !(await this.activeNow(seller.sellerId, seller.providerAccountId))) continue;
        // DAC7: a seller who reached a reporting line this year is paid once they have given their tax details.
        if (await this.tax.holdsPayout(seller.sellerId)) continue;
        const payout = await this.transactions.run(async (): Promise<PayoutRecord | null> => {
          const owed = await this.accounts.owedLocked(seller.sellerId);
          if (owed <= 0) return null;
          const record: PayoutRecord = { id: randomUUID(), sellerId: seller.sellerId, amountCents: owed, status: 'pending', transferId: null };
          await this.accounts.addPayout(record, this.clock.now());
          return record;
        });
        if (!payout) continue;
        const outcome = await this.send(payout, seller.providerAccountId);
        if (outcome === 'provider-away') return transfers;
        if (outcome === 'paid') transfers++;
      }
      if (sellers.length < BATCH) return transfers;
      after = sellers[sellers.length - 1].sellerId;
    }
  }

  private async activeNow(sellerId: string, accountId: string): Promise<boolean> {
    try {
      const status = payoutAccountStatus(await this.provider.accountFacts(accountId));
      await this.accounts.updateStatus(sellerId, status, this.clock.now());
      return status === 'active';
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unavailable') return false;
      throw error;
    }
  }

  private async send(payout: PayoutRecord, accountId: string): Promise<'paid' | 'refused' | 'provider-away'> {
    try {
      const { transferId } = await this.provider.transfer({ payoutId: payout.id, accountId, amountCents: payout.amountCents });
      const now = this.clock.now();
      await this.transactions.run(async () => {
        if (await this.accounts.settlePayout(payout.id, { status: 'paid', transferId }, now)) {
          await this.ledger.post(transferPosting({ payoutId: payout.id, sellerId: payout.sellerId, amountCents: payout.amountCents, transferId }, now));
        }
      });
      return 'paid';
    } catch (error) {
      if (error instanceof TransferRefused) {
        // Nothing moved: the amount is owed again, and paid when the account can receive it.
        await this.accounts.settlePayout(payout.id, { status: 'failed', failure: error.message }, this.clock.now());
        this.logger.warn({ msg: 'transfer refused', payoutId: payout.id, sellerId: payout.sellerId, reason: error.message });
        return 'refused';
      }
      if (error instanceof DomainError && error.kind === 'unavailable') {
        this.logger.warn({ msg: 'payment provider unavailable, payouts left to the next run', payoutId: payout.id });
        return 'provider-away';
      }
      throw error;
    }
  }
}
