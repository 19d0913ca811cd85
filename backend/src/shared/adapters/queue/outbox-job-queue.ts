import { Injectable } from '@nestjs/common';
import { JobQueue } from '../../application/ports/job-queue.port.js';
import type { JobName, JobPayload } from '../../application/jobs.js';
import { SqlDatabase } from '../persistence/sql-database.js';

/**
 * Transactional outbox: a job is a row written in the same transaction as the change that causes it, so a
 * purchase and its emails commit together or not at all, and nothing depends on Redis being up at that moment.
 * The OutboxRelay (in the worker) moves the rows to BullMQ.
 */
@Injectable()
export class OutboxJobQueue extends JobQueue {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: { jobId?: string } = {}): Promise<void> {
    await this.sql.rows('INSERT INTO outbox (job_name, payload, job_id) VALUES ($1, $2, $3)', [name, JSON.stringify(payload), options.jobId ?? null]);
  }
}
