import { Injectable } from '@nestjs/common';
import { sqlRows } from '../../../shared/adapters/persistence/sql.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import type { Language } from '../../../shared/domain/language.js';
import { NewsletterMessageRepository, type Delivery, type DeliveryOutcome, type NewsletterMessageRecord } from '../../application/ports/newsletter-message.repository.js';

const COLUMNS = `id, subject, body, language, recipients, sent, failed, skipped, started_at IS NOT NULL AS started, created_at AS "createdAt"`;

@Injectable()
export class SqlNewsletterMessageRepository extends NewsletterMessageRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return sqlRows<T>(this.transactions.manager(), sql, parameters);
  }

  create(input: { subject: string; body: string; language: Language | null; createdBy: string }): Promise<NewsletterMessageRecord> {
    return this.transactions.run(async () => {
      const [{ id }] = await this.query<{ id: string }>('INSERT INTO newsletter_messages (subject, body, language, created_by) VALUES ($1, $2, $3, $4) RETURNING id', [
        input.subject,
        input.body,
        input.language,
        input.createdBy,
      ]);
      await this.query(
        `INSERT INTO newsletter_deliveries (message_id, position, email, language)
         SELECT $1, row_number() OVER (ORDER BY created_at, id), email, language FROM newsletter_subscribers
         WHERE confirmed_at IS NOT NULL AND ($2::varchar IS NULL OR language = $2)`,
        [id, input.language],
      );
      await this.query(
        `UPDATE newsletter_messages SET recipients = (SELECT count(*) FROM newsletter_deliveries WHERE message_id = $1),
           finished_at = CASE WHEN NOT EXISTS (SELECT 1 FROM newsletter_deliveries WHERE message_id = $1) THEN now() END
         WHERE id = $1`,
        [id],
      );
      return (await this.find(id))!;
    });
  }

  async find(id: string): Promise<NewsletterMessageRecord | null> {
    return (await this.query<NewsletterMessageRecord>(`SELECT ${COLUMNS} FROM newsletter_messages WHERE id = $1`, [id]))[0] ?? null;
  }

  async list(query: { offset: number; limit: number }): Promise<{ items: NewsletterMessageRecord[]; total: number }> {
    const items = await this.query<NewsletterMessageRecord>(`SELECT ${COLUMNS} FROM newsletter_messages ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`, [query.limit, query.offset]);
    const [{ total }] = await this.query<{ total: number }>('SELECT count(*)::int AS total FROM newsletter_messages');
    return { items, total };
  }

  failInterrupted(messageId: string, first: number, last: number): Promise<number> {
    return this.transactions.run(async () => {
      const rows = await this.query(
        `UPDATE newsletter_deliveries SET status = 'failed', error = 'interrupted while sending', updated_at = now()
         WHERE message_id = $1 AND position BETWEEN $2 AND $3 AND status = 'sending' RETURNING position`,
        [messageId, first, last],
      );
      if (rows.length > 0) await this.count(messageId, 'failed', rows.length);
      return rows.length;
    });
  }

  async pending(messageId: string, first: number, last: number): Promise<Delivery[]> {
    return this.query<Delivery>(
      `SELECT position, email, language FROM newsletter_deliveries WHERE message_id = $1 AND position BETWEEN $2 AND $3 AND status = 'pending' ORDER BY position`,
      [messageId, first, last],
    );
  }

  claim(messageId: string, position: number): Promise<boolean> {
    return this.transactions.run(async () => {
      const rows = await this.query(
        `UPDATE newsletter_deliveries SET status = 'sending', updated_at = now() WHERE message_id = $1 AND position = $2 AND status = 'pending' RETURNING position`,
        [messageId, position],
      );
      if (rows.length === 0) return false;
      await this.query('UPDATE newsletter_messages SET started_at = now() WHERE id = $1 AND started_at IS NULL', [messageId]);
      return true;
    });
  }

  async release(messageId: string, position: number): Promise<void> {
    await this.query(`UPDATE newsletter_deliveries SET status = 'pending', updated_at = now() WHERE message_id = $1 AND position = $2 AND status = 'sending'`, [
      messageId,
      position,
    ]);
  }

  record(messageId: string, position: number, outcome: DeliveryOutcome, error?: string): Promise<void> {
    return this.transactions.run(async () => {
      const rows = await this.query(
        `UPDATE newsletter_deliveries SET status = $3, error = $4, updated_at = now()
         WHERE message_id = $1 AND position = $2 AND status IN ('pending', 'sending') RETURNING position`,
        [messageId, position, outcome, error?.slice(0, 500) ?? null],
      );
      if (rows.length > 0) await this.count(messageId, outcome, 1);
    });
  }

  private async count(messageId: string, outcome: DeliveryOutcome, amount: number): Promise<void> {
    const column = { sent: 'sent', failed: 'failed', skipped: 'skipped' }[outcome];
    await this.query(
      `UPDATE newsletter_messages SET ${column} = ${column} + $2,
         finished_at = CASE WHEN sent + failed + skipped + $2 >= recipients THEN now() ELSE finished_at END
       WHERE id = $1`,
      [messageId, amount],
    );
  }
}
