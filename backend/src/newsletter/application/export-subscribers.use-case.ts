import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { JobQueue } from '../../shared/application/ports/job-queue.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { NewsletterErrors } from '../domain/newsletter.errors.js';
import { SubscriberExportRepository, type ExportRecord, type SubscriberFilter } from './ports/subscriber-export.repository.js';

/** An administrator asks for the subscribers as CSV; a worker writes the file; the administrator downloads it. */
@Injectable()
export class ExportSubscribers {
  constructor(
    private readonly exports: SubscriberExportRepository,
    private readonly files: FileStorage,
    private readonly jobs: JobQueue,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
  ) {}

  request(filter: SubscriberFilter, admin: AuthenticatedUser): Promise<ExportRecord> {
    return this.transactions.run(async () => {
      const created = await this.exports.create({ text: filter.text?.trim().toLowerCase() || undefined }, admin.email);
      await this.jobs.enqueue('newsletter.export-subscribers', { exportId: created.id }, { jobId: `export-${created.id}` });
      await this.activity.record('system.updated', { change: 'subscribers exported', exportId: created.id, adminId: admin.id }, admin.email);
      return created;
    });
  }

  async status(id: string): Promise<ExportRecord> {
    const found = await this.exports.find(id);
    if (!found) throw NewsletterErrors.exportNotFound();
    return found;
  }

  async download(id: string): Promise<{ record: ExportRecord; body: Readable; size: number }> {
    const record = await this.status(id);
    if (record.status === 'failed') throw NewsletterErrors.exportFailed();
    if (record.status !== 'done' || !record.fileKey) throw NewsletterErrors.exportNotReady(record.progress);
    const { body, info } = await this.files.read(record.fileKey);
    return { record, body, size: info.size };
  }
}
