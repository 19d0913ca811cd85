import { Injectable } from '@nestjs/common';
import type { Email } from '../../../shared/domain/email.js';
import { likePattern, SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { AdministratorRepository, type AdministratorListQuery, type AdministratorRecord } from '../../application/ports/administrator.repository.js';

/** Sortable fields of the administrators list, mapped to columns. */
export const ADMINISTRATOR_SORTS: Record<string, string> = { email: 'a.email', createdAt: 'a.created_at', createdBy: 'a.granted_by' };

const COLUMNS = `a.email, a.user_id AS "userId", a.granted_by AS "grantedBy", a.created_at AS "createdAt"`;

/** Rights count only for an account that has confirmed its address and is active (joined as `u`). */
const HOLDS_RIGHTS = `u.status = 'active' AND u.email_verified_at IS NOT NULL`;

@Injectable()
export class SqlAdministratorRepository extends AdministratorRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async isAdministrator(userId: string): Promise<boolean> {
    const rows = await this.sql.rows(`SELECT 1 FROM admin_users a JOIN users u ON u.id = a.user_id WHERE u.id = $1 AND ${HOLDS_RIGHTS}`, [userId]);
    return rows.length > 0;
  }

  async list(query: AdministratorListQuery) {
    const parameters: unknown[] = [];
    let where = 'true';
    if (query.text) {
      parameters.push(likePattern(query.text.toLowerCase()));
      where = `a.email LIKE $1`;
    }
    const rows = await this.sql.rows<AdministratorRecord & { total: string }>(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM admin_users a WHERE ${where}
       ORDER BY ${ADMINISTRATOR_SORTS[query.sort.field] ?? 'a.created_at'} ${query.sort.order}, a.email LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    const total = rows.length ? Number(rows[0].total) : Number((await this.sql.rows<{ n: string }>(`SELECT count(*) AS n FROM admin_users a WHERE ${where}`, parameters))[0].n);
    return { items: rows.map(({ total: _total, ...record }) => record), total };
  }

  async find(email: Email): Promise<AdministratorRecord | null> {
    return this.sql.one<AdministratorRecord>(`SELECT ${COLUMNS} FROM admin_users a WHERE a.email = $1`, [email.value]);
  }

  async grant(email: Email, grantedBy: string): Promise<boolean> {
    const rows = await this.sql.rows(
      `INSERT INTO admin_users (email, granted_by, user_id)
       VALUES ($1::varchar, $2, (SELECT id FROM users WHERE email = $1::varchar AND email_verified_at IS NOT NULL))
       ON CONFLICT DO NOTHING RETURNING email`,
      [email.value, grantedBy],
    );
    return rows.length > 0;
  }

  async bindToConfirmedAccount(email: Email, userId: string): Promise<void> {
    await this.sql.rows('UPDATE admin_users SET user_id = $2 WHERE email = $1 AND user_id IS NULL', [email.value, userId]);
  }

  async revoke(email: Email): Promise<void> {
    await this.sql.rows('DELETE FROM admin_users WHERE email = $1', [email.value]);
  }

  async lockAllAndCountActive(): Promise<number> {
    await this.sql.rows('SELECT email FROM admin_users FOR UPDATE');
    // A statement of its own: it sees what a transaction that held the locks before us committed.
    const [{ n }] = await this.sql.rows<{ n: number }>(`SELECT count(*)::int AS n FROM admin_users a JOIN users u ON u.id = a.user_id WHERE ${HOLDS_RIGHTS}`);
    return n;
  }
}
