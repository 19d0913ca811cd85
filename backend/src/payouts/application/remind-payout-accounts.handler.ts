import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../shared/application/jobs.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { payoutAccountStatus } from '../domain/payout-account.js';
import { needsPayoutAccountReminder, remindedBefore } from '../domain/payout-reminder.js';
import { PayoutEmails } from './payout-emails.js';
import { PayoutAccounts } from './ports/payout-accounts.js';
import { PayoutProvider } from './ports/payout-provider.js';
import { PayoutReminders } from './ports/payout-reminders.js';

const BATCH = 200;

/**
 * Daily (SCHEDULES): every seller whose money waits for a payout account (paid sales, or money released and not
 * transferable) and whose account is not active is e-mailed, at most once every 7 days. An account that is not
 * active here is asked about first, as the payout run does: a seller who finished onboarding is not reminded. The
 * reminder is recorded and its mail queued in one transaction, claimed so that a rerun or a second worker sends none.
 */
@Injectable()
export class RemindPayoutAccountsHandler extends JobHandler<'payouts.remind-payout-accounts'> {
  readonly jobName = 'payouts.remind-payout-accounts' as const;
  private readonly logger = new Logger('payouts');

  constructor(
    private readonly reminders: PayoutReminders,
    private readonly accounts: PayoutAccounts,
    private readonly provider: PayoutProvider,
    private readonly emails: PayoutEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle(): Promise<void> {
    let after: string | null = null;
    let sent = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.reminders.due(remindedBefore(now), BATCH, after);
      for (const seller of due) {
        const status = seller.providerAccountId ? await this.statusNow(seller.sellerId, seller.providerAccountId) : seller.status;
        if (status === null || !needsPayoutAccountReminder({ status, waitingCents: seller.waitingCents })) continue;
        const reminded = await this.transactions.run(async () => {
          if (!(await this.reminders.claim(seller.sellerId, remindedBefore(now), now))) return false;
          return this.emails.payoutAccountReminder(seller.sellerId, seller.waitingCents, status);
        });
        if (reminded) sent++;
      }
      if (due.length < BATCH) break;
      after = due[due.length - 1].sellerId;
    }
    this.logger.log({ msg: 'payout account reminders', sent });
  }

  /** The provider's word on an account not active here; null while it does not answer (no reminder this time). */
  private async statusNow(sellerId: string, accountId: string) {
    try {
      const status = payoutAccountStatus(await this.provider.accountFacts(accountId));
      await this.accounts.updateStatus(sellerId, status, this.clock.now());
      return status;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unavailable') return null;
      throw error;
    }
  }
}
