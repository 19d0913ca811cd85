import { Injectable, Logger } from '@nestjs/common';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { SubscriberCsvSource, SubscriberExportRepository } from './ports/subscriber-export.repository.js';

const PROGRESS_EVERY_MS = 500;

/**
 * Streams the CSV from the database into file storage. A retry (after a crash or a worker's SIGKILL) starts over:
 * storage writes are atomic, so a half-written file is never what the administrator downloads.
 */
@Injectable()
export class ExportSubscribersHandler extends JobHandler<'newsletter.export-subscribers'> {
  readonly jobName = 'newsletter.export-subscribers' as const;
  private readonly logger = new Logger('exports');

  constructor(
    private readonly exports: SubscriberExportRepository,
    private readonly csv: SubscriberCsvSource,
    private readonly files: FileStorage,
  ) {
    super();
  }

  async handle({ exportId }: JobPayload<'newsletter.export-subscribers'>): Promise<void> {
    const record = await this.exports.start(exportId);
    if (!record) return;
    const total = await this.csv.count(record.filter);
    let reported = 0;
    let lastReport = Date.now();
    let progressWrite = Promise.resolve();
    const { stream, rowCount } = await this.csv.open(record.filter, (rows) => {
      const percent = total === 0 ? 99 : Math.min(99, Math.floor((rows / total) * 100));
      if (percent <= reported || Date.now() - lastReport < PROGRESS_EVERY_MS) return;
      reported = percent;
      lastReport = Date.now();
      progressWrite = progressWrite.then(() => this.exports.progress(exportId, percent)).catch(() => undefined);
    });
    const key = `exports/subscribers-${exportId}.csv`;
    await this.files.put(key, stream, { contentType: 'text/csv; charset=utf-8' });
    await progressWrite;
    await this.exports.finish(exportId, rowCount(), key);
    this.logger.log({ msg: 'export done', exportId, rows: rowCount() });
  }

  /** Every attempt failed, or the job was abandoned: the administrator sees "failed" and can ask again. */
  override async gaveUp({ exportId }: JobPayload<'newsletter.export-subscribers'>): Promise<void> {
    await this.exports.fail(exportId);
  }
}
