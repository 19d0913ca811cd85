import { Injectable, Logger } from '@nestjs/common';
import { CsvExportSources } from '../../shared/application/exports/csv-export-source.js';
import { JobHandler, type JobPayload } from '../../shared/application/jobs.js';
import { FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { Translator } from '../../shared/application/ports/translator.port.js';
import { ExportRepository } from './ports/export.repository.js';

const PROGRESS_EVERY_MS = 500;

/** A CSV header line: every name quoted, CRLF. */
function headerLine(names: string[]): string {
  return `${names.map((name) => `"${name.replace(/"/g, '""')}"`).join(',')}\r\n`;
}

/**
 * Streams the CSV of one back-office list from its context's source into file storage, with the column names in
 * the administrator's language. A retry (after a crash or a worker's SIGKILL) starts over: storage writes are atomic,
 * so a half-written file is never what the administrator downloads.
 */
@Injectable()
export class WriteExportHandler extends JobHandler<'operations.write-export'> {
  readonly jobName = 'operations.write-export' as const;
  private readonly logger = new Logger('exports');

  constructor(
    private readonly exports: ExportRepository,
    private readonly sources: CsvExportSources,
    private readonly files: FileStorage,
    private readonly translator: Translator,
  ) {
    super();
  }

  async handle({ exportId }: JobPayload<'operations.write-export'>): Promise<void> {
    const record = await this.exports.start(exportId);
    if (!record) return;
    const source = this.sources.get(record.resource);
    const header = headerLine(source.columns.map((column) => this.translator.translate(`messages.exports.${record.resource}.${column}`, record.language)));
    const total = await source.count(record.filter);
    let reported = 0;
    let lastReport = Date.now();
    let progressWrite = Promise.resolve();
    const { stream, rowCount } = await source.open(record.filter, header, (rows) => {
      const percent = total === 0 ? 99 : Math.min(99, Math.floor((rows / total) * 100));
      if (percent <= reported || Date.now() - lastReport < PROGRESS_EVERY_MS) return;
      reported = percent;
      lastReport = Date.now();
      progressWrite = progressWrite.then(() => this.exports.progress(exportId, percent)).catch(() => undefined);
    });
    const key = `exports/${record.resource}-${exportId}.csv`;
    await this.files.put(key, stream, { contentType: 'text/csv; charset=utf-8' });
    await progressWrite;
    await this.exports.finish(exportId, rowCount(), key);
    this.logger.log({ msg: 'export done', exportId, resource: record.resource, rows: rowCount() });
  }

  /** Every attempt failed, or the job was abandoned: the administrator sees "failed" and can ask again. */
  override async gaveUp({ exportId }: JobPayload<'operations.write-export'>): Promise<void> {
    await this.exports.fail(exportId);
  }
}
