import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { assertValidClaimWindow } from '../domain/release.js';
import { PayoutAccounts } from './ports/payout-accounts.js';

/**
 * Staff change the claim window: how long after an event starts its buyers may claim and its sales' money stays held.
 * It applies to every sale not yet released, and is recorded in the activity log with what it was.
 */
@Injectable()
export class ChangePayoutSettings {
  constructor(
    private readonly accounts: PayoutAccounts,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(claimWindowHours: number, actor: string): Promise<void> {
    assertValidClaimWindow(claimWindowHours);
    await this.transactions.run(async () => {
      const before = await this.accounts.claimWindowHours();
      if (before === claimWindowHours) return;
      await this.accounts.changeClaimWindowHours(claimWindowHours);
      await this.activity.record('system.updated', { change: 'payout settings updated', claimWindowHoursBefore: before, claimWindowHours }, actor);
    });
  }
}
