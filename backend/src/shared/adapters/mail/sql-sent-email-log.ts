import { Injectable } from '@nestjs/common';
import { SentEmailLog } from '../../application/ports/sent-email-log.port.js';
import { sqlRows } from '../persistence/sql.js';
import { TypeOrmTransactionRunner } from '../persistence/typeorm-transaction-runner.js';

@Injectable()
export class SqlSentEmailLog extends SentEmailLog {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  async wasSent(jobId: string): Promise<boolean> {
    return (await sqlRows(this.transactions.manager(), 'SELECT 1 FROM sent_emails WHERE job_id = $1', [jobId])).length > 0;
  }

  async recordSent(jobId: string): Promise<void> {
    await sqlRows(this.transactions.manager(), 'INSERT INTO sent_emails (job_id) VALUES ($1) ON CONFLICT DO NOTHING', [jobId]);
  }
}
