import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import {
  ContactMessageRepository,
  type ContactMessageListQuery,
  type ContactMessageRecord,
  type NewContactMessage,
} from '../../application/ports/contact-message.repository.js';
import type { ContactMessage } from '../../domain/contact-message.js';

const COLUMNS = `id, name, email, message, language, created_at AS "createdAt",
  CASE WHEN handled_at IS NULL THEN 'new' ELSE 'handled' END AS status, handled_at AS "handledAt", handled_by AS "handledBy",
  answer, answered_at AS "answeredAt", answered_by AS "answeredBy"`;
const SORT_COLUMNS: Record<ContactMessageListQuery['sort']['field'], string> = { createdAt: 'created_at', name: 'name', email: 'email', handledAt: 'handled_at' };

@Injectable()
export class SqlContactMessageRepository extends ContactMessageRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async insert(message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
    const [row] = await this.sql.rows<{ id: string; createdAt: Date }>(
      'INSERT INTO contact_messages (name, email, message, language) VALUES ($1, $2, $3, $4) RETURNING id, created_at AS "createdAt"',
      [message.name, message.email, message.message, message.language],
    );
    return row;
  }

  async list(query: ContactMessageListQuery): Promise<{ items: ContactMessageRecord[]; total: number }> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (query.text) {
      parameters.push(likePattern(query.text));
      conditions.push(`(name ILIKE $${parameters.length} OR email ILIKE $${parameters.length} OR message ILIKE $${parameters.length})`);
    }
    if (query.status) conditions.push(query.status === 'new' ? 'handled_at IS NULL' : 'handled_at IS NOT NULL');
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const items = await this.sql.rows<ContactMessageRecord>(
      `SELECT ${COLUMNS} FROM contact_messages ${where}
       ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'} NULLS LAST, id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    const [{ total }] = await this.sql.rows<{ total: number }>(`SELECT count(*)::int AS total FROM contact_messages ${where}`, parameters);
    return { items, total };
  }

  async findById(id: string): Promise<ContactMessageRecord | null> {
    return (await this.sql.rows<ContactMessageRecord>(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, [id]))[0] ?? null;
  }

  async saveHandling(message: ContactMessage, change: 'markHandled' | 'answer'): Promise<boolean> {
    const { handled, answer } = message.snapshot();
    if (!handled) return false;
    const rows =
      change === 'markHandled'
        ? await this.sql.rows('UPDATE contact_messages SET handled_at = $2, handled_by = $3 WHERE id = $1 AND handled_at IS NULL RETURNING id', [message.id, handled.at, handled.by])
        : await this.sql.rows(
            `UPDATE contact_messages SET answer = $2, answered_at = $3, answered_by = $4, handled_at = coalesce(handled_at, $5), handled_by = coalesce(handled_by, $6)
             WHERE id = $1 AND answer IS NULL RETURNING id`,
            [message.id, answer?.text, answer?.at, answer?.by, handled.at, handled.by],
          );
    return rows.length === 1;
  }
}
