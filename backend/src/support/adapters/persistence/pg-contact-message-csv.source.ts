import { Injectable } from '@nestjs/common';
import type { ExportFilter } from '../../../shared/application/exports/csv-export-source.js';
import { likePattern } from '../../../shared/adapters/persistence/sql-database.js';
import { neutralised, PgCsvExportSource, rigaDateTime } from '../../../shared/adapters/persistence/pg-csv-export.source.js';

/** The contact messages list's filters (SqlContactMessageRepository.list): name, email or text, and status. */
function where(filter: ExportFilter, literal: (value: string) => string): string {
  const conditions: string[] = [];
  const text = filter.q?.trim();
  if (text) {
    const pattern = literal(likePattern(text));
    conditions.push(`(name ILIKE ${pattern} OR email ILIKE ${pattern} OR message ILIKE ${pattern})`);
  }
  if (filter.status === 'new') conditions.push('handled_at IS NULL');
  if (filter.status === 'handled') conditions.push('handled_at IS NOT NULL');
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** Messages written through the contact form, oldest first; a message keeps its line breaks inside its cell. */
@Injectable()
export class PgContactMessageCsvSource extends PgCsvExportSource {
  readonly resource = 'contact-messages' as const;
  readonly columns = ['received', 'name', 'email', 'language', 'message'];

  query(filter: ExportFilter, literal: (value: string) => string): string {
    return `SELECT ${rigaDateTime('created_at')}, ${neutralised('name')}, ${neutralised('email')}, CASE language WHEN 'et' THEN 'ee' ELSE coalesce(language, '') END,
      ${neutralised('message')}
      FROM contact_messages ${where(filter, literal)} ORDER BY created_at, id`;
  }

  protected countQuery(filter: ExportFilter, literal: (value: string) => string): string {
    return `SELECT count(*)::int AS n FROM contact_messages ${where(filter, literal)}`;
  }
}
