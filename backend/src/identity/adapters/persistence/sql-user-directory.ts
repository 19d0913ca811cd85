import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { UserDirectory, type UserListQuery, type UserRecord } from '../../application/ports/user-directory.js';

/** Sortable fields of the users list, mapped to columns: nothing from the request reaches SQL unchecked. */
export const USER_SORTS: Record<string, string> = {
  createdAt: 'u.created_at',
  email: 'u.email',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  status: 'u.status',
  lastSignInAt: 'u.last_sign_in_at',
};

// Only these columns leave the database: the password hash and the avatar key never do.
const COLUMNS = `u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.phone, u.status,
  u.email_verified_at IS NOT NULL AS "emailConfirmed", EXISTS (SELECT 1 FROM admin_users a WHERE a.user_id = u.id) AS "isAdmin",
  u.preferred_language AS "preferredLanguage", u.created_at AS "createdAt", u.last_sign_in_at AS "lastSignInAt"`;

@Injectable()
export class SqlUserDirectory extends UserDirectory {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async list(query: UserListQuery) {
    const where: string[] = ['true'];
    const parameters: unknown[] = [];
    if (query.text) {
      // The expression of the trigram index users_admin_search_idx: email, "first last" and phone in one text.
      parameters.push(likePattern(query.text.toLowerCase()));
      where.push(`lower(u.email || ' ' || u.first_name || ' ' || u.last_name || ' ' || coalesce(u.phone, '')) LIKE $${parameters.length}`);
    }
    if (query.status) {
      parameters.push(query.status);
      where.push(`u.status = $${parameters.length}`);
    }
    if (query.confirmed !== undefined) where.push(query.confirmed ? 'u.email_verified_at IS NOT NULL' : 'u.email_verified_at IS NULL');
    const column = USER_SORTS[query.sort.field] ?? 'u.created_at';
    // Never-signed-in users last either way; the other sort columns are never empty (and keep their index).
    const order = column === USER_SORTS.lastSignInAt ? `${column} ${query.sort.order} NULLS LAST` : `${column} ${query.sort.order}`;
    // The page and the count separately: a window count would build every matching record to keep 25.
    const [rows, [count]] = await Promise.all([
      this.sql.rows<UserRecord>(
        `SELECT ${COLUMNS} FROM users u WHERE ${where.join(' AND ')}
         ORDER BY ${order}, u.id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
        [...parameters, query.limit, query.offset],
      ),
      this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM users u WHERE ${where.join(' AND ')}`, parameters),
    ]);
    return { items: rows, total: Number(count.n) };
  }

  async byId(id: string): Promise<UserRecord | null> {
    return this.sql.one<UserRecord>(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  }
}
