import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import type { ExportFilter, ExportResource } from '../../shared/application/exports/csv-export-source.js';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import type { Language } from '../../shared/domain/language.js';
import { OperationsErrors } from '../domain/operations.errors.js';
import { ExportRepository, type ExportRecord } from './ports/export.repository.js';

/** Empty strings and blanks are no filter: the back-office sends what its inputs hold. */
function cleaned(filter: ExportFilter): ExportFilter {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const result: ExportFilter = { q: text(filter.q), status: text(filter.status), confirmed: filter.confirmed, categoryId: text(filter.categoryId), sellerId: text(filter.sellerId), overCap: filter.overCap || undefined };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined));
}

/**
 * An administrator asks for a back-office list as CSV (its current filter applied); a worker writes the file
 * (WriteExportHandler); the administrator downloads it. Each request is recorded in the activity log with their id.
 */
@Injectable()
export class ManageExports {
  constructor(
    private readonly exports: ExportRepository,
    private readonly files: FileStorage,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  request(resource: ExportResource, filter: ExportFilter, language: Language, admin: AuthenticatedUser): Promise<ExportRecord> {
    return this.transactions.run(async () => {
      const created = await this.exports.create({ resource, filter: cleaned(filter), language, requestedBy: { id: admin.id, email: admin.email } });
      await this.jobs.enqueue('operations.write-export', { exportId: created.id }, { jobId: `export-${created.id}` });
      await this.activity.record('system.updated', { change: `${resource.replace('-', ' ')} exported`, exportId: created.id, adminId: admin.id }, admin.email);
      return created;
    });
  }

  async status(id: string): Promise<ExportRecord> {
    const found = await this.exports.find(id);
    if (!found) throw OperationsErrors.exportNotFound();
    return found;
  }

  async download(id: string): Promise<{ record: ExportRecord; body: Readable; size: number }> {
    const record = await this.status(id);
    if (record.status === 'failed') throw OperationsErrors.exportFailed();
    if (record.status !== 'done' || !record.fileKey) throw OperationsErrors.exportNotReady(record.progress);
    const { body, info } = await this.files.read(record.fileKey);
    return { record, body, size: info.size };
  }
}
