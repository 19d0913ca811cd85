import type { Readable } from 'node:stream';

/** What staff can export as CSV from the back-office, one list each; each context writes its own rows. */
export const EXPORT_RESOURCES = ['subscribers', 'users', 'tickets', 'orders', 'contact-messages'] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];

/**
 * The back-office list's filter, as far as the exported list understands it (the same fields its list endpoint
 * reads); a field a resource does not know is ignored, as its list does.
 */
export interface ExportFilter {
  /** The search box: part of the email (subscribers, users, contact messages), name or phone (users), listing text. */
  q?: string;
  /** users: active | inactive; tickets: available | reserved | sold | expired | withdrawn; contact messages: new | handled. */
  status?: string;
  /** users: email confirmed or not. */
  confirmed?: boolean;
  /** tickets. */
  categoryId?: string;
  sellerId?: string;
  overCap?: boolean;
}

/** The CSV file of one resource, streamed from the database; never held in memory. */
export interface CsvRows {
  stream: Readable;
  /** Final once the stream has ended. */
  rowCount(): number;
}

/**
 * One resource's rows as CSV (RFC 4180: every field quoted, CRLF, UTF-8 with a BOM, formula-like cells neutralised).
 * Implemented by the context that owns the rows, through its own query; registered with CsvExportSources.
 */
export abstract class CsvExportSource {
  abstract readonly resource: ExportResource;
  /** The column names' message keys (`exports.<resource>.<column>`), in column order. */
  abstract readonly columns: readonly string[];
  abstract count(filter: ExportFilter): Promise<number>;
  /** `header` is the first line, already translated; `onRows` is told the running number of data rows. */
  abstract open(filter: ExportFilter, header: string, onRows: (rowsSoFar: number) => void): Promise<CsvRows>;
}

/** Every context's export source, by resource: the export job finds the one it needs here. */
export class CsvExportSources {
  private readonly sources = new Map<ExportResource, CsvExportSource>();

  register(source: CsvExportSource): void {
    this.sources.set(source.resource, source);
  }

  get(resource: ExportResource): CsvExportSource {
    const source = this.sources.get(resource);
    if (!source) throw new Error(`No export source for ${resource}`);
    return source;
  }
}
