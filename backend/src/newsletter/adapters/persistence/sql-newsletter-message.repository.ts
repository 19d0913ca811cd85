import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import type { Language } from '../../../shared/domain/language.js';
import { NewsletterMessageRepository, type Delivery, type DeliveryOutcome, type NewsletterMessageRecord } from '../../application/ports/newsletter-message.repository.js';

const COLUMNS = `id, subject, body, language, recipients, sent, failed, skipped, started_at IS NOT NULL AS started, created_at AS "createdAt"`;

@Injectable()
export class SqlNewsletterMessageRepository extends NewsletterMessageRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  /** Several statements: the use case runs it in its transaction, with the batch jobs. */
  async create(input: { subject: string; body: string; language: Language | null; createdBy: string }): Promise<NewsletterMessageRecord> {
    const [{ id }] = await this.sql.rows<{ id: string }>('INSERT INTO newsletter_messages (subject, body, language, created_by) VALUES ($1, $2, $3, $4) RETURNING id', [
      input.subject,
      input.body,
      input.language,
      input.createdBy,
    ]);
    await this.sql.rows(
      `INSERT INTO newsletter_deliveries (message_id, position, email, language)
       SELECT $1, row_number() OVER (ORDER BY created_at, id), email, language FROM newsletter_subscribers
       WHERE confirmed_at IS NOT NULL AND ($2::varchar IS NULL OR language = $2)`,
      [id, input.language],
    );
    await this.sql.rows(
      `UPDATE newsletter_messages SET recipients = (SELECT count(*) FROM newsletter_deliveries WHERE message_id = $1),
         finished_at = CASE WHEN NOT EXISTS (SELECT 1 FROM newsletter_deliveries WHERE message_id = $1) THEN now() END
       WHERE id = $1`,
      [id],
    );
    return (await this.find(id))!;
  }

  async find(id: string): Promise<NewsletterMessageRecord | null> {
    return (await this.sql.rows<NewsletterMessageRecord>(`SELECT ${COLUMNS} FROM newsletter_messages WHERE id = $1`, [id]))[0] ?? null;
  }

  async list(query: { offset: number; limit: number }): Promise<{ items: NewsletterMessageRecord[]; total: number }> {
    const items = await this.sql.rows<NewsletterMessageRecord>(`SELECT ${COLUMNS} FROM newsletter_messages ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [query.limit, query.offset]);
    const [{ total }] = await this.sql.rows<{ total: number }>('SELECT count(*)::int AS total FROM newsletter_messages');
    return { items, total };
  }

  async failInterrupted(messageId: string, first: number, last: number): Promise<number> {
    const [{ n }] = await this.sql.rows<{ n: number }>(
      counted(
        'failed',
        `UPDATE newsletter_deliveries SET status = 'failed', error = 'interrupted while sending', updated_at = now()
         WHERE message_id = $1 AND position BETWEEN $2 AND $3 AND status = 'sending' RETURNING position`,
      ),
      [messageId, first, last],
    );
    return n;
  }

  async pending(messageId: string, first: number, last: number): Promise<Delivery[]> {
    return this.sql.rows<Delivery>(
      `SELECT position, email, language FROM newsletter_deliveries WHERE message_id = $1 AND position BETWEEN $2 AND $3 AND status = 'pending' ORDER BY position`,
      [messageId, first, last],
    );
  }

  async claim(messageId: string, position: number): Promise<boolean> {
    const [{ n }] = await this.sql.rows<{ n: number }>(
      `WITH claimed AS (
         UPDATE newsletter_deliveries SET status = 'sending', updated_at = now() WHERE message_id = $1 AND position = $2 AND status = 'pending' RETURNING position
       ), started AS (
         UPDATE newsletter_messages SET started_at = now() WHERE id = $1 AND started_at IS NULL AND EXISTS (SELECT 1 FROM claimed)
       )
       SELECT count(*)::int AS n FROM claimed`,
      [messageId, position],
    );
    return n > 0;
  }

  async release(messageId: string, position: number): Promise<void> {
    await this.sql.rows(`UPDATE newsletter_deliveries SET status = 'pending', updated_at = now() WHERE message_id = $1 AND position = $2 AND status = 'sending'`, [
      messageId,
      position,
    ]);
  }

  async record(messageId: string, position: number, outcome: DeliveryOutcome, error?: string): Promise<void> {
    await this.sql.rows(
      counted(
        outcome,
        `UPDATE newsletter_deliveries SET status = $3, error = $4, updated_at = now()
         WHERE message_id = $1 AND position = $2 AND status IN ('pending', 'sending') RETURNING position`,
      ),
      [messageId, position, outcome, error?.slice(0, 500) ?? null],
    );
  }
}

/**
 * One statement that moves deliveries of message $1 (`moved`, an UPDATE … RETURNING) and adds them to the message's
 * count of the outcome: the counts agree with the deliveries without a transaction. Resolves `n`, how many moved.
 */
function counted(outcome: DeliveryOutcome, moved: string): string {
  const column = { sent: 'sent', failed: 'failed', skipped: 'skipped' }[outcome];
  return `WITH moved AS (${moved}), counted AS (
      UPDATE newsletter_messages SET ${column} = ${column} + (SELECT count(*) FROM moved),
        finished_at = CASE WHEN sent + failed + skipped + (SELECT count(*) FROM moved) >= recipients THEN now() ELSE finished_at END
      WHERE id = $1 AND EXISTS (SELECT 1 FROM moved)
    )
    SELECT count(*)::int AS n FROM moved`;
}
