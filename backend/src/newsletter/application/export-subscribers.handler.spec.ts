import { beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { FileNotFoundError, FileStorage } from '../../shared/application/ports/file-storage.port.js';
import { ExportSubscribersHandler } from './export-subscribers.handler.js';
import { SubscriberCsvSource, SubscriberExportRepository, type ExportRecord, type SubscriberFilter } from './ports/subscriber-export.repository.js';

class InMemoryExports extends SubscriberExportRepository {
  record: ExportRecord = {
    id: 'e1', resource: 'subscribers', status: 'queued', progress: 0, rowCount: null, filter: {}, fileKey: null,
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

class CsvOf extends SubscriberCsvSource {
  constructor(private readonly lines: string[] | Error) {
    super();
  }
  async count(_filter: SubscriberFilter) {
    return this.lines instanceof Error ? 0 : this.lines.length;
  }
  async open(_filter: SubscriberFilter, onRows: (rows: number) => void) {
    if (this.lines instanceof Error) throw this.lines;
    const lines = this.lines;
    return { stream: Readable.from(lines.map((line, index) => (onRows(index + 1), `${line}\r\n`))), rowCount: () => lines.length };
  }
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
    await new ExportSubscribersHandler(exports, new CsvOf(['"a@example.lv","lv","01.02.2026"', '"b@example.lv","en","02.02.2026"']), files).handle({ exportId: 'e1' });
    expect(exports.record).toMatchObject({ status: 'done', progress: 100, rowCount: 2, fileKey: 'exports/subscribers-e1.csv' });
    expect(files.files.get('exports/subscribers-e1.csv')).toBe('"a@example.lv","lv","01.02.2026"\r\n"b@example.lv","en","02.02.2026"\r\n');
  });

  it('stays running for the retry when an attempt fails, and becomes failed when the queue gives up', async () => {
    const exports = new InMemoryExports();
    const handler = new ExportSubscribersHandler(exports, new CsvOf(new Error('connection refused')), new MemoryFiles());
    await expect(handler.handle({ exportId: 'e1' })).rejects.toThrow('connection refused');
    expect(exports.record.status).toBe('running');
    await handler.gaveUp({ exportId: 'e1' });
    expect(exports.record.status).toBe('failed');
  });

  it('does not redo an export that is already done (a duplicated job)', async () => {
    const exports = new InMemoryExports();
    exports.record = { ...exports.record, status: 'done', rowCount: 5, fileKey: 'exports/subscribers-e1.csv' };
    const files = new MemoryFiles();
    await new ExportSubscribersHandler(exports, new CsvOf(['"x@example.lv","lv","01.01.2026"']), files).handle({ exportId: 'e1' });
    expect(files.files.size).toBe(0);
    expect(exports.record.rowCount).toBe(5);
  });
});
