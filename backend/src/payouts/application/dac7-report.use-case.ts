import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PlatformOperatorConfig } from '../../config/config.js';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { rigaDay } from '../../shared/domain/riga-time.js';
import { isReportableSeller, yearTotals } from '../domain/dac7.js';
import { dac7Csv, dac7Xml } from '../domain/dac7-report.js';
import { PayoutsErrors } from '../domain/payouts.errors.js';
import { Dac7Reports, SellerActivity } from './ports/dac7.js';
import { rigaYear } from './tax-details.use-case.js';

/** Staff ask for a year's DAC7 report (2023, the first DAC7 year, up to the current one): a job writes it. */
@Injectable()
export class RequestDac7Report {
  constructor(
    private readonly reports: Dac7Reports,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(year: number, actor: string): Promise<string> {
    const now = this.clock.now();
    const current = Number(rigaDay(now).slice(0, 4));
    if (!Number.isInteger(year) || year < 2023 || year > current) throw PayoutsErrors.dac7YearInvalid(current);
    const id = randomUUID();
    await this.transactions.run(async () => {
      await this.reports.create({ id, year, requestedBy: actor, createdAt: now });
      await this.jobs.enqueue('payouts.export-dac7', { reportId: id });
      await this.activity.record('system.updated', { change: 'DAC7 report requested', year }, actor);
    });
    return id;
  }
}

/** Writes a requested DAC7 report (CSV and XML) from the books and the sellers' tax details; rewritten whole on a retry. */
@Injectable()
export class ExportDac7Handler extends JobHandler<'payouts.export-dac7'> {
  readonly jobName = 'payouts.export-dac7' as const;
  private readonly logger = new Logger('dac7');

  constructor(
    private readonly reports: Dac7Reports,
    private readonly activity: SellerActivity,
    private readonly operator: PlatformOperatorConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  async handle({ reportId }: JobPayload<'payouts.export-dac7'>): Promise<void> {
    const report = await this.reports.find(reportId);
    if (!report || report.state === 'ready') return;
    try {
      const sellers = (await this.activity.all(rigaYear(report.year))).filter((seller) => isReportableSeller(yearTotals(seller.quarters)));
      const csv = dac7Csv(sellers);
      const xml = dac7Xml({ id: report.id, year: report.year, createdAt: new Date(report.createdAt), operator: this.operator, sellers });
      if (!this.operator.taxId) this.logger.warn({ msg: 'DAC7 report written without the platform tax id (DAC7_OPERATOR_TAX_ID is not set)', reportId });
      await this.reports.finish(reportId, { sellerCount: sellers.length, csv, xml }, this.clock.now());
      this.logger.log({ msg: 'DAC7 report written', reportId, year: report.year, sellers: sellers.length });
    } catch (error) {
      await this.reports.fail(reportId, error instanceof Error ? error.message : String(error), this.clock.now());
      throw error;
    }
  }
}
