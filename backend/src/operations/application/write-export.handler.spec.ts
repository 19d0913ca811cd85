import { beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { FileNotFoundError, FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { CsvExportSource, CsvExportSources, type ExportFilter } from '../../shared/application/exports/csv-export-source.js';
import { Translator } from '../../shared/application/ports/translator.port.js';
import type { Language } from '../../shared/domain/language.js';
import { ExportRepository, type ExportRecord } from './ports/export.repository.js';
import { WriteExportHandler } from './write-export.handler.js';

class InMemoryExports extends ExportRepository {
  record: ExportRecord = {
    id: 'e1', resource: 'users', status: 'queued', progress: 0, rowCount: null, filter: {}, language: 'lv', fileKey: null,
    createdAt: new Date(), startedAt: null, finishedAt: null,
  };
  create(): Promise<ExportRecord> {
    throw new Error('not used');
  }
  async find() {
    return this.record;
  }
  async start() {
    if (this.record.status === 'done') return null;
    this.record = { ...this.record, status: 'running', progress: 0 };
    return this.record;
  }
  async progress(_id: string, percent: number) {
    this.record = { ...this.record, progress: percent };
  }
  async finish(_id: string, rowCount: number, fileKey: string) {
    this.record = { ...this.record, status: 'done', progress: 100, rowCount, fileKey };
  }
  async fail() {
    this.record = { ...this.record, status: 'failed' };
  }
}

class CsvOf extends CsvExportSource {
  readonly resource = 'users' as const;
  readonly columns = ['email', 'status'];
  constructor(private readonly lines: string[] | Error) {
    super();
  }
  async count(_filter: ExportFilter) {
    return this.lines instanceof Error ? 0 : this.lines.length;
  }
  async open(_filter: ExportFilter, header: string, onRows: (rows: number) => void) {
    if (this.lines instanceof Error) throw this.lines;
    const lines = this.lines;
    return { stream: Readable.from([header, ...lines.map((line, index) => (onRows(index + 1), `${line}\r\n`))]), rowCount: () => lines.length };
  }
}

/** Column names as `<language>:<key>`, to see which language and key were asked for. */
class KeyTranslator extends Translator {
  translate(key: string, language: Language) {
    return `${language}:${key}`;
  }
}

function handler(exports: ExportRepository, source: CsvExportSource, files: FileStorage) {
  const sources = new CsvExportSources();
  sources.register(source);
  return new WriteExportHandler(exports, sources, files, new KeyTranslator());
}

class MemoryFiles extends FileStorage {
  readonly files = new Map<string, string>();
  async put(key: string, body: Buffer | Readable) {
    let text = '';
    for await (const chunk of body as AsyncIterable<Buffer | string>) text += chunk.toString();
    this.files.set(key, text);
  }
  async read(key: string): Promise<never> {
    throw new FileNotFoundError(key);
  }
  async exists(key: string) {
    return this.files.has(key);
  }
  async remove(key: string) {
    this.files.delete(key);
  }
  async ping() {}
}

describe('the export job', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('stores the file and records it as done with its row count', async () => {
    const exports = new InMemoryExports();
    const files = new MemoryFiles();
    await handler(exports, new CsvOf(['"a@example.lv","active"', '"b@example.lv","inactive"']), files).handle({ exportId: 'e1' });
    expect(exports.record).toMatchObject({ status: 'done', progress: 100, rowCount: 2, fileKey: 'exports/users-e1.csv' });
    expect(files.files.get('exports/users-e1.csv')).toBe(
      '"lv:messages.exports.users.email","lv:messages.exports.users.status"\r\n"a@example.lv","active"\r\n"b@example.lv","inactive"\r\n',
    );
  });

  it('stays running for the retry when an attempt fails, and becomes failed when the queue gives up', async () => {
    const exports = new InMemoryExports();
    const job = handler(exports, new CsvOf(new Error('connection refused')), new MemoryFiles());
    await expect(job.handle({ exportId: 'e1' })).rejects.toThrow('connection refused');
    expect(exports.record.status).toBe('running');
    await job.gaveUp({ exportId: 'e1' });
    expect(exports.record.status).toBe('failed');
  });

  it('does not redo an export that is already done (a duplicated job)', async () => {
    const exports = new InMemoryExports();
    exports.record = { ...exports.record, status: 'done', rowCount: 5, fileKey: 'exports/users-e1.csv' };
    const files = new MemoryFiles();
    await handler(exports, new CsvOf(['"x@example.lv","active"']), files).handle({ exportId: 'e1' });
    expect(files.files.size).toBe(0);
    expect(exports.record.rowCount).toBe(5);
  });
});
