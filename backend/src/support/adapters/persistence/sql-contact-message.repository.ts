import { Injectable } from '@nestjs/common';
import { likePattern, SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import {
  ContactMessageRepository,
  type ContactMessageListQuery,
  type ContactMessageRecord,
  type NewContactMessage,
} from '../../application/ports/contact-message.repository.js';

const COLUMNS = 'id, name, email, message, created_at AS "createdAt"';
const SORT_COLUMNS: Record<ContactMessageListQuery['sort']['field'], string> = { createdAt: 'created_at', name: 'name', email: 'email' };

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
    const where = query.text ? 'WHERE name ILIKE $1 OR email ILIKE $1 OR message ILIKE $1' : '';
    const parameters: unknown[] = query.text ? [likePattern(query.text)] : [];
    const items = await this.sql.rows<ContactMessageRecord>(
      `SELECT ${COLUMNS} FROM contact_messages ${where}
       ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'DESC' ? 'DESC' : 'ASC'}, id LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}`,
      [...parameters, query.limit, query.offset],
    );
    const [{ total }] = await this.sql.rows<{ total: number }>(`SELECT count(*)::int AS total FROM contact_messages ${where}`, parameters);
    return { items, total };
  }

  async findById(id: string): Promise<ContactMessageRecord | null> {
    return (await this.sql.rows<ContactMessageRecord>(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, [id]))[0] ?? null;
  }
}
