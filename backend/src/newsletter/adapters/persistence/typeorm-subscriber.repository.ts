import { Injectable } from '@nestjs/common';
import { likePattern, sqlRows } from '../../../shared/adapters/persistence/sql.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import type { Email } from '../../../shared/domain/email.js';
import type { Language } from '../../../shared/domain/language.js';
import { SubscriberRepository, type Subscriber, type SubscriberListQuery } from '../../application/ports/subscriber.repository.js';

const COLUMNS = 'id, email, language, created_at AS "createdAt", updated_at AS "updatedAt", updated_by AS "updatedBy"';
const SORT_COLUMNS: Record<SubscriberListQuery['sort']['field'], string> = { email: 'email', language: 'language', createdAt: 'created_at' };
const UNIQUE_VIOLATION = '23505';

@Injectable()
export class TypeOrmSubscriberRepository extends SubscriberRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return sqlRows<T>(this.transactions.manager(), sql, parameters);
  }

  async insertIfNew(email: Email, language: Language): Promise<Subscriber | null> {
    const rows = await this.query<Subscriber>(`INSERT INTO newsletter_subscribers (email, language) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`, [
      email.value,
      language,
    ]);
    return rows[0] ?? null;
  }

  async findByEmail(email: Email): Promise<Subscriber | null> {
    return (await this.query<Subscriber>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE email = $1`, [email.value]))[0] ?? null;
  }

  async removeByEmail(email: Email): Promise<boolean> {
    return (await this.query('DELETE FROM newsletter_subscribers WHERE email = $1 RETURNING id', [email.value])).length > 0;
  }

  async list(query: SubscriberListQuery): Promise<{ items: Subscriber[]; total: number }> {
    const where = query.text ? 'WHERE email LIKE $1' : '';
    const parameters: unknown[] = query.text ? [likePattern(query.text)] : [];
    const items = await this.query<Subscriber>(
      `SELECT ${COLUMNS} FROM newsletter_subscribers ${where}
       ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'}, id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    const [{ total }] = await this.query<{ total: number }>(`SELECT count(*)::int AS total FROM newsletter_subscribers ${where}`, parameters);
    return { items, total };
  }

  async findById(id: string): Promise<Subscriber | null> {
    return (await this.query<Subscriber>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = $1`, [id]))[0] ?? null;
  }

  async changeEmail(id: string, email: Email, changedBy: string): Promise<Subscriber | 'missing' | 'taken'> {
    const taken = await this.query('SELECT 1 FROM newsletter_subscribers WHERE email = $1 AND id <> $2', [email.value, id]);
    if (taken.length > 0) return 'taken';
    try {
      const rows = await this.query<Subscriber>(
        `UPDATE newsletter_subscribers SET email = $2, updated_at = now(), updated_by = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, email.value, changedBy],
      );
      return rows[0] ?? 'missing';
    } catch (error) {
      // Someone subscribed with this email between the check and the update.
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
  }

  async removeById(id: string): Promise<Subscriber | null> {
    return (await this.query<Subscriber>(`DELETE FROM newsletter_subscribers WHERE id = $1 RETURNING ${COLUMNS}`, [id]))[0] ?? null;
  }
}
