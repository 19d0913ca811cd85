import { Injectable } from '@nestjs/common';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import type { Email } from '../../../shared/domain/email.js';
import type { Language } from '../../../shared/domain/language.js';
import { SubscriberRepository, type Subscriber } from '../../application/ports/subscriber.repository.js';

const COLUMNS = 'id, email, language, created_at AS "createdAt", updated_at AS "updatedAt", updated_by AS "updatedBy"';

@Injectable()
export class TypeOrmSubscriberRepository extends SubscriberRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  async insertIfNew(email: Email, language: Language): Promise<Subscriber | null> {
    const rows: Subscriber[] = await this.transactions
      .manager()
      .query(`INSERT INTO newsletter_subscribers (email, language) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`, [email.value, language]);
    return rows[0] ?? null;
  }

  async findByEmail(email: Email): Promise<Subscriber | null> {
    const rows: Subscriber[] = await this.transactions.manager().query(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE email = $1`, [email.value]);
    return rows[0] ?? null;
  }

  async removeByEmail(email: Email): Promise<boolean> {
    const [, count] = (await this.transactions.manager().query('DELETE FROM newsletter_subscribers WHERE email = $1', [email.value])) as [unknown, number];
    return count > 0;
  }
}
