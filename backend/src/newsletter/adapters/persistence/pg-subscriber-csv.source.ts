import { Injectable } from '@nestjs/common';
import type { ExportFilter } from '../../../shared/application/exports/csv-export-source.js';
import { likePattern } from '../../../shared/adapters/persistence/sql-database.js';
import { neutralised, PgCsvExportSource } from '../../../shared/adapters/persistence/pg-csv-export.source.js';

/** Only confirmed subscribers are exported and counted: a pending address has not agreed to anything yet. */
function where(filter: ExportFilter, literal: (value: string) => string): string {
  const text = filter.q?.trim().toLowerCase();
  return `WHERE confirmed_at IS NOT NULL${text ? ` AND email LIKE ${literal(likePattern(text))}` : ''}`;
}

/** The rows as PostgreSQL writes them with COPY (dates dd.MM.yyyy in Riga time, Estonian as the back-office's `ee`). */
export function subscriberCsvQuery(filter: ExportFilter, literal: (value: string) => string): string {
  return `SELECT ${neutralised('email')}, CASE language WHEN 'et' THEN 'ee' ELSE language END,
    to_char(created_at AT TIME ZONE 'Europe/Riga', 'DD.MM.YYYY')
    FROM newsletter_subscribers ${where(filter, literal)} ORDER BY created_at, id`;
}

/** The confirmed subscribers matching the search, for the export job. */
@Injectable()
export class PgSubscriberCsvSource extends PgCsvExportSource {
  readonly resource = 'subscribers' as const;
  readonly columns = ['email', 'language', 'joined'];

  query(filter: ExportFilter, literal: (value: string) => string): string {
    return subscriberCsvQuery(filter, literal);
  }

  protected countQuery(filter: ExportFilter, literal: (value: string) => string): string {
    return `SELECT count(*)::int AS n FROM newsletter_subscribers ${where(filter, literal)}`;
  }
}
