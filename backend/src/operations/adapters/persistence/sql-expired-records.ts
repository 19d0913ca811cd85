import { Injectable } from '@nestjs/common';
import { sqlRows } from '../../../shared/adapters/persistence/sql.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { ExpiredRecords } from '../../application/ports/expired-records.js';

@Injectable()
export class SqlExpiredRecords extends ExpiredRecords {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  async deleteCredentialsExpiredBefore(cutoff: Date) {
    const manager = this.transactions.manager();
    const sessions = await sqlRows(manager, 'DELETE FROM sessions WHERE expires_at < $1 RETURNING 1', [cutoff]);
    const oneTimeTokens = await sqlRows(manager, 'DELETE FROM one_time_tokens WHERE expires_at < $1 RETURNING 1', [cutoff]);
    return { sessions: sessions.length, oneTimeTokens: oneTimeTokens.length };
  }

  async deleteIdempotencyKeysCreatedBefore(cutoff: Date) {
    const rows = await sqlRows(this.transactions.manager(), 'DELETE FROM purchase_idempotency_keys WHERE created_at < $1 RETURNING 1', [cutoff]);
    return rows.length;
  }

  async deleteSentEmailRecordsBefore(cutoff: Date) {
    const rows = await sqlRows(this.transactions.manager(), 'DELETE FROM sent_emails WHERE sent_at < $1 RETURNING 1', [cutoff]);
    return rows.length;
  }
}
