import { Injectable } from '@nestjs/common';
import { SentEmailLog } from '../../application/ports/sent-email-log.port.js';
import { SqlDatabase } from '../persistence/sql-database.js';

@Injectable()
export class SqlSentEmailLog extends SentEmailLog {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async wasSent(jobId: string): Promise<boolean> {
    return (await this.sql.rows('SELECT 1 FROM sent_emails WHERE job_id = $1', [jobId])).length > 0;
  }

  async recordSent(jobId: string): Promise<void> {
    await this.sql.rows('INSERT INTO sent_emails (job_id) VALUES ($1) ON CONFLICT DO NOTHING', [jobId]);
  }
}
