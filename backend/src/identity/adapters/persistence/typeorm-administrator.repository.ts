import { Injectable } from '@nestjs/common';
import type { Email } from '../../../shared/domain/email.js';
import { likePattern, sqlRows } from '../../../shared/adapters/persistence/sql.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { AdministratorRepository, type AdministratorListQuery, type AdministratorRecord } from '../../application/ports/administrator.repository.js';
import { AdminUserOrmEntity } from './admin-user.orm-entity.js';

/** Sortable fields of the administrators list, mapped to columns. */
export const ADMINISTRATOR_SORTS: Record<string, string> = { email: 'a.email', createdAt: 'a.created_at', createdBy: 'a.granted_by' };

const COLUMNS = `a.email, u.id AS "userId", a.granted_by AS "grantedBy", a.created_at AS "createdAt"`;

@Injectable()
export class TypeOrmAdministratorRepository extends AdministratorRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return sqlRows<T>(this.transactions.manager(), sql, parameters);
  }

  isAdministrator(email: Email): Promise<boolean> {
    return this.transactions.manager().getRepository(AdminUserOrmEntity).existsBy({ email: email.value });
  }

  async list(query: AdministratorListQuery) {
    const parameters: unknown[] = [];
    let where = 'true';
    if (query.text) {
      parameters.push(likePattern(query.text.toLowerCase()));
      where = `a.email LIKE $1`;
    }
    const rows = await this.query<AdministratorRecord & { total: string }>(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM admin_users a LEFT JOIN users u ON u.email = a.email WHERE ${where}
       ORDER BY ${ADMINISTRATOR_SORTS[query.sort.field] ?? 'a.created_at'} ${query.sort.order}, a.email LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    const total = rows.length ? Number(rows[0].total) : Number((await this.query<{ n: string }>(`SELECT count(*) AS n FROM admin_users a WHERE ${where}`, parameters))[0].n);
    return { items: rows.map(({ total: _total, ...record }) => record), total };
  }

  async find(email: Email): Promise<AdministratorRecord | null> {
    const [row] = await this.query<AdministratorRecord>(`SELECT ${COLUMNS} FROM admin_users a LEFT JOIN users u ON u.email = a.email WHERE a.email = $1`, [email.value]);
    return row ?? null;
  }

  async grant(email: Email, grantedBy: string): Promise<boolean> {
    const rows = await this.query(`INSERT INTO admin_users (email, granted_by) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING email`, [email.value, grantedBy]);
    return rows.length > 0;
  }

  async revoke(email: Email): Promise<void> {
    await this.query('DELETE FROM admin_users WHERE email = $1', [email.value]);
  }

  async lockAllAndCount(): Promise<number> {
    const rows = await this.query('SELECT email FROM admin_users FOR UPDATE');
    return rows.length;
  }
}
