import { Injectable } from '@nestjs/common';
import type { ExportFilter } from '../../../shared/application/exports/csv-export-source.js';
import { likePattern } from '../../../shared/adapters/persistence/sql-database.js';
import { neutralised, PgCsvExportSource, rigaDateTime } from '../../../shared/adapters/persistence/pg-csv-export.source.js';

/** The users list's filter (SqlUserDirectory.list): search box, status, email confirmed. */
function where(filter: ExportFilter, literal: (value: string) => string): string {
  const conditions = ['true'];
  const text = filter.q?.trim().toLowerCase();
  if (text) conditions.push(`lower(u.email || ' ' || u.first_name || ' ' || u.last_name || ' ' || coalesce(u.phone, '')) LIKE ${literal(likePattern(text))}`);
  if (filter.status === 'active' || filter.status === 'inactive') conditions.push(`u.status = ${literal(filter.status)}`);
  if (filter.confirmed !== undefined) conditions.push(filter.confirmed ? 'u.email_verified_at IS NOT NULL' : 'u.email_verified_at IS NULL');
  return `WHERE ${conditions.join(' AND ')}`;
}

/**
 * Accounts for staff. Only these columns are written: never the password hash, a token or the avatar key (personal
 * data the file has no use for).
 */
@Injectable()
export class PgUserCsvSource extends PgCsvExportSource {
  readonly resource = 'users' as const;
  readonly columns = ['email', 'first_name', 'last_name', 'phone', 'status', 'email_confirmed', 'administrator', 'language', 'registered', 'last_sign_in'];

  query(filter: ExportFilter, literal: (value: string) => string): string {
    return `SELECT ${neutralised('u.email')}, ${neutralised('u.first_name')}, ${neutralised('u.last_name')}, ${neutralised("coalesce(u.phone, '')")}, u.status,
      CASE WHEN u.email_verified_at IS NULL THEN 'no' ELSE 'yes' END,
      CASE WHEN EXISTS (SELECT 1 FROM admin_users a WHERE a.user_id = u.id) THEN 'yes' ELSE 'no' END,
      CASE u.preferred_language WHEN 'et' THEN 'ee' ELSE coalesce(u.preferred_language, '') END,
      ${rigaDateTime('u.created_at')}, coalesce(${rigaDateTime('u.last_sign_in_at')}, '')
      FROM users u ${where(filter, literal)} ORDER BY u.created_at, u.id`;
  }

  protected countQuery(filter: ExportFilter, literal: (value: string) => string): string {
    return `SELECT count(*)::int AS n FROM users u ${where(filter, literal)}`;
  }
}
