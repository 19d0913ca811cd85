import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { ExpiredRecords } from '../../application/ports/expired-records.js';

@Injectable()
export class SqlExpiredRecords extends ExpiredRecords {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async deleteCredentialsExpiredBefore(cutoff: Date) {
    const sessions = await this.sql.rows('DELETE FROM sessions WHERE expires_at < $1 RETURNING 1', [cutoff]);
    const oneTimeTokens = await this.sql.rows('DELETE FROM one_time_tokens WHERE expires_at < $1 RETURNING 1', [cutoff]);
    return { sessions: sessions.length, oneTimeTokens: oneTimeTokens.length };
  }

  async deleteIdempotencyKeysCreatedBefore(cutoff: Date) {
    const rows = await this.sql.rows('DELETE FROM purchase_idempotency_keys WHERE created_at < $1 RETURNING 1', [cutoff]);
    return rows.length;
  }

  async deleteSentEmailRecordsBefore(cutoff: Date) {
    const rows = await this.sql.rows('DELETE FROM sent_emails WHERE sent_at < $1 RETURNING 1', [cutoff]);
    return rows.length;
  }
}
