import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase, sqlState } from '../../../shared/adapters/persistence/sql-database.js';
import type { Email } from '../../../shared/domain/email.js';
import type { Language } from '../../../shared/domain/language.js';
import { SubscriberRepository, type Subscriber, type SubscriberListQuery, type SubscriptionRecord } from '../../application/ports/subscriber.repository.js';

const COLUMNS = `id, email, language, CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END AS status,
  created_at AS "createdAt", updated_at AS "updatedAt", updated_by AS "updatedBy"`;
const SUBSCRIPTION_COLUMNS = `id, email, language, confirmed_at AS "confirmedAt", confirmation_expires_at AS "confirmationExpiresAt", last_notice_at AS "lastNoticeAt"`;
const SORT_COLUMNS: Record<SubscriberListQuery['sort']['field'], string> = { email: 'email', language: 'language', createdAt: 'created_at' };
const UNIQUE_VIOLATION = '23505';

@Injectable()
export class SqlSubscriberRepository extends SubscriberRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async insertPending(input: { email: Email; language: Language; tokenHash: string; expiresAt: Date; now: Date }): Promise<Subscriber | null> {
    const rows = await this.sql.rows<Subscriber>(
      `INSERT INTO newsletter_subscribers (email, language, confirmed_at, confirmation_token_hash, confirmation_expires_at, last_notice_at)
       VALUES ($1, $2, NULL, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
      [input.email.value, input.language, input.tokenHash, input.expiresAt, input.now],
    );
    return rows[0] ?? null;
  }

  async findByEmailForUpdate(email: Email): Promise<SubscriptionRecord | null> {
    return (await this.sql.rows<SubscriptionRecord>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM newsletter_subscribers WHERE email = $1 FOR UPDATE`, [email.value]))[0] ?? null;
  }

  async findByConfirmationForUpdate(tokenHash: string): Promise<SubscriptionRecord | null> {
    return (await this.sql.rows<SubscriptionRecord>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM newsletter_subscribers WHERE confirmation_token_hash = $1 FOR UPDATE`, [tokenHash]))[0] ?? null;
  }

  async renewConfirmation(id: string, input: { language: Language; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
    await this.sql.rows(
      `UPDATE newsletter_subscribers SET language = $2, confirmation_token_hash = $3, confirmation_expires_at = $4, last_notice_at = $5 WHERE id = $1 AND confirmed_at IS NULL`,
      [id, input.language, input.tokenHash, input.expiresAt, input.now],
    );
  }

  async recordNotice(id: string, now: Date): Promise<void> {
    await this.sql.rows('UPDATE newsletter_subscribers SET last_notice_at = $2 WHERE id = $1', [id, now]);
  }

  async markConfirmed(id: string, now: Date): Promise<void> {
    await this.sql.rows('UPDATE newsletter_subscribers SET confirmed_at = $2, confirmation_token_hash = NULL, confirmation_expires_at = NULL WHERE id = $1', [id, now]);
  }

  async findByEmail(email: Email): Promise<Subscriber | null> {
    return (await this.sql.rows<Subscriber>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE email = $1`, [email.value]))[0] ?? null;
  }

  async removeByEmail(email: Email): Promise<boolean> {
    return (await this.sql.rows('DELETE FROM newsletter_subscribers WHERE email = $1 RETURNING id', [email.value])).length > 0;
  }

  async list(query: SubscriberListQuery): Promise<{ items: Subscriber[]; total: number }> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (query.text) conditions.push(`email LIKE $${parameters.push(likePattern(query.text))}`);
    if (query.status) conditions.push(query.status === 'confirmed' ? 'confirmed_at IS NOT NULL' : 'confirmed_at IS NULL');
    if (query.language) conditions.push(`language = $${parameters.push(query.language)}`);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const items = await this.sql.rows<Subscriber>(
      `SELECT ${COLUMNS} FROM newsletter_subscribers ${where}
       ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'}, id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    const [{ total }] = await this.sql.rows<{ total: number }>(`SELECT count(*)::int AS total FROM newsletter_subscribers ${where}`, parameters);
    return { items, total };
  }

  async findById(id: string): Promise<Subscriber | null> {
    return (await this.sql.rows<Subscriber>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = $1`, [id]))[0] ?? null;
  }

  async changeEmail(id: string, email: Email, changedBy: string): Promise<Subscriber | 'missing' | 'taken'> {
    const taken = await this.sql.rows('SELECT 1 FROM newsletter_subscribers WHERE email = $1 AND id <> $2', [email.value, id]);
    if (taken.length > 0) return 'taken';
    try {
      const rows = await this.sql.rows<Subscriber>(
        `UPDATE newsletter_subscribers SET email = $2, updated_at = now(), updated_by = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, email.value, changedBy],
      );
      return rows[0] ?? 'missing';
    } catch (error) {
      // Someone subscribed with this email between the check and the update.
      if (sqlState(error) === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
  }

  async removeById(id: string): Promise<Subscriber | null> {
    return (await this.sql.rows<Subscriber>(`DELETE FROM newsletter_subscribers WHERE id = $1 RETURNING ${COLUMNS}`, [id]))[0] ?? null;
  }
}
