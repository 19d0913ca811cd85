import { Injectable } from '@nestjs/common';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { ContactMessageRepository, type NewContactMessage } from '../../application/ports/contact-message.repository.js';

@Injectable()
export class TypeOrmContactMessageRepository extends ContactMessageRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  async insert(message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
    const [row] = (await this.transactions
      .manager()
      .query('INSERT INTO contact_messages (name, email, message, language) VALUES ($1, $2, $3, $4) RETURNING id, created_at AS "createdAt"', [
        message.name,
        message.email,
        message.message,
        message.language,
      ])) as { id: string; createdAt: Date }[];
    return row;
  }
}
