import type { ExportFilter, ExportResource } from '../../../shared/application/exports/csv-export-source.js';
import type { Language } from '../../../shared/domain/language.js';

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ExportRecord {
  id: string;
  resource: ExportResource;
  status: ExportStatus;
  progress: number;
  rowCount: number | null;
  filter: ExportFilter;
  /** The administrator's interface language when they asked: the column names are written in it. */
  language: Language;
  fileKey: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface NewExport {
  resource: ExportResource;
  filter: ExportFilter;
  language: Language;
  requestedBy: { id: string; email: string };
}

/** The bookkeeping of exports: what was asked, by whom, how far it got. */
export abstract class ExportRepository {
  abstract create(request: NewExport): Promise<ExportRecord>;
  abstract find(id: string): Promise<ExportRecord | null>;
  /** Starts (or, after a crash, restarts) an export; null when it is already done and must not be redone. */
  abstract start(id: string): Promise<ExportRecord | null>;
  abstract progress(id: string, percent: number): Promise<void>;
  abstract finish(id: string, rowCount: number, fileKey: string): Promise<void>;
  abstract fail(id: string): Promise<void>;
}
