import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { Clock } from '../../shared/domain/clock.js';
import { previousRigaDay, providerWindow, reconcileDay, rigaDayBounds } from '../domain/reconciliation.js';
import { LedgerQueries } from './ports/ledger-queries.js';
import { ProviderStatements } from './ports/provider-statements.js';
import { Reconciliations } from './ports/reconciliations.js';

/**
 * Reconciles one Riga day of the books against the provider's balance transactions (nightly for the day before, or
 * a day staff ask for). It only reads both sides and replaces the day's report, so running it again is harmless;
 * a provider outage fails the attempt (the report says so) and the job is retried.
 */
@Injectable()
export class ReconcileDayHandler extends JobHandler<'payouts.reconcile-day'> {
  readonly jobName = 'payouts.reconcile-day' as const;
  private readonly logger = new Logger('reconciliation');

  constructor(
    private readonly books: LedgerQueries,
    private readonly statements: ProviderStatements,
    private readonly reports: Reconciliations,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle({ day: asked }: JobPayload<'payouts.reconcile-day'>): Promise<void> {
    const day = asked ?? previousRigaDay(this.clock.now());
    const bounds = rigaDayBounds(day);
    if (!bounds) throw new Error(`reconciliation: ${day} is not a calendar day`);
    await this.reports.start(day, null, this.clock.now());
    try {
      const provider = await this.statements.movements(providerWindow(bounds));
      const ofDay = provider.filter((movement) => movement.createdAt >= bounds.start && movement.createdAt < bounds.end);
      const ledger = await this.books.providerMovements({ from: bounds.start, to: bounds.end }, [...new Set(ofDay.map((movement) => movement.reference))]);
      const outcome = reconcileDay(bounds, provider, ledger);
      await this.reports.finish(day, outcome, this.clock.now());
      this.logger.log({ msg: 'day reconciled', day, matched: outcome.matchedCount, differences: outcome.differences.length });
    } catch (error) {
      await this.reports.fail(day, error instanceof Error ? error.message : String(error), this.clock.now());
      throw error;
    }
  }
}
