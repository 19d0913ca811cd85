import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { PayoutsErrors } from '../domain/payouts.errors.js';
import { rigaDayBounds } from '../domain/reconciliation.js';
import { Reconciliations } from './ports/reconciliations.js';

/**
 * Staff reconcile a day (again): its report is marked running and the job enqueued with it, through the outbox; the
 * report is replaced when the job has run. Today counts (so far); a day to come is refused.
 */
@Injectable()
export class RequestReconciliation {
  constructor(
    private readonly reports: Reconciliations,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(day: string, actor: string): Promise<void> {
    const now = this.clock.now();
    if (!rigaDayBounds(day) || day > rigaDay(now)) throw PayoutsErrors.reconciliationDayInvalid(rigaDay(now));
    await this.transactions.run(async () => {
      await this.reports.start(day, actor, now);
      await this.jobs.enqueue('payouts.reconcile-day', { day });
      await this.activity.record('system.updated', { change: 'ledger reconciliation requested', day }, actor);
    });
  }
}
