import type { Readable } from 'node:stream';

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface SubscriberFilter {
  /** Part of the email address, any case. */
  text?: string;
}

export interface ExportRecord {
  id: string;
  resource: 'subscribers';
  status: ExportStatus;
  progress: number;
  rowCount: number | null;
  filter: SubscriberFilter;
  fileKey: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The bookkeeping of exports: what was asked, by whom, how far it got. */
export abstract class SubscriberExportRepository {
  abstract create(filter: SubscriberFilter, requestedBy: string): Promise<ExportRecord>;
  abstract find(id: string): Promise<ExportRecord | null>;
  /** Starts (or, after a crash, restarts) an export; null when it is already done and must not be redone. */
  abstract start(id: string): Promise<ExportRecord | null>;
  abstract progress(id: string, percent: number): Promise<void>;
  abstract finish(id: string, rowCount: number, fileKey: string): Promise<void>;
  abstract fail(id: string): Promise<void>;
}

/**
 * The subscribers as a CSV file (RFC 4180: header row, every field quoted, CRLF, UTF-8 with a BOM; dates
 * dd.MM.yyyy in Riga time; formula-like cells neutralised), streamed from the database, never held in memory.
 */
export abstract class SubscriberCsvSource {
  abstract count(filter: SubscriberFilter): Promise<number>;
  /** `onRows` is told the running number of data rows; `rowCount()` is final once the stream has ended. */
  abstract open(filter: SubscriberFilter, onRows: (rowsSoFar: number) => void): Promise<{ stream: Readable; rowCount(): number }>;
}
