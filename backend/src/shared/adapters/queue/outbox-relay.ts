import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobName } from '../../application/jobs.js';
import { SqlDatabase } from '../persistence/sql-database.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';

const BATCH = 200;
const IDLE_DELAY_MS = 250;
const KEEP_DISPATCHED_DAYS = 7;
const MAX_BACKOFF_SECONDS = 600;
/** How long a relay may take to queue the rows it claimed before another relay may take them over. */
const CLAIM_SECONDS = 120;

interface OutboxRow {
  id: string;
  job_name: JobName;
  payload: never;
  job_id: string | null;
}

/**
 * Moves outbox rows to BullMQ, oldest first. The BullMQ job id is the outbox row's id, so when a relay is retried
 * after a crash between adding the job and marking the row, BullMQ recognises the job and nothing is duplicated.
 * Several workers can relay at once: each claims its own rows. When Redis is down the rows simply wait.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('outbox');
  private running = false;
  private loop: Promise<void> | undefined;
  private lastPrune = 0;

  constructor(
    private readonly sql: SqlDatabase,
    private readonly queue: BullMqJobQueue,
  ) {}

  onApplicationBootstrap() {
    this.running = true;
    this.loop = this.run();
  }

  async onApplicationShutdown() {
    this.running = false;
    await this.loop;
  }

  private async run() {
    while (this.running) {
      let moved = 0;
      try {
        moved = await this.relayBatch();
        await this.pruneNowAndThen();
      } catch (error) {
        this.logger.warn({ msg: 'outbox relay paused', error: String(error) });
        await sleep(2000);
      }
      if (moved < BATCH) await sleep(IDLE_DELAY_MS);
    }
  }

  /**
   * Relays one batch; resolves how many rows went out. Rows are claimed in a short statement of their own (their
   * next try moves CLAIM_SECONDS ahead, so no other relay takes them meanwhile) and queued after it committed: no
   * transaction or row lock stays open while Redis is slow or away. A relay that dies mid-batch leaves its rows to
   * come due again when the claim runs out; BullMQ's job id (the row's) keeps the retry from doubling a job.
   */
  async relayBatch(): Promise<number> {
    const rows = await this.sql.rows<OutboxRow>(
      `UPDATE outbox SET next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
       WHERE id IN (SELECT id FROM outbox WHERE dispatched_at IS NULL AND next_attempt_at <= now() ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, job_name, payload, job_id`,
    );
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    const sent: string[] = [];
    for (const [index, row] of rows.entries()) {
      try {
        await this.queue.enqueue(row.job_name, row.payload, { jobId: row.job_id ?? `outbox-${row.id}` });
        sent.push(row.id);
      } catch (error) {
        // The row waits 2, 4, 8 … seconds (at most 10 minutes) before its next try, so a row that cannot be
        // queued never holds up the rows behind it; `outbox.retry-stuck` puts it back in line every minute.
        await this.sql.rows(
          `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
             next_attempt_at = now() + make_interval(secs => least(${MAX_BACKOFF_SECONDS}, power(2, attempts + 1)))
           WHERE id = $1`,
          [row.id, String(error).slice(0, 500)],
        );
        // The rest of the claim is released untried: the next round starts with them.
        const untried = rows.slice(index + 1).map((other) => other.id);
        if (untried.length) await this.sql.rows('UPDATE outbox SET next_attempt_at = now() WHERE id = ANY($1::bigint[])', [untried]);
        break;
      }
    }
    if (sent.length) await this.sql.rows('UPDATE outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])', [sent]);
    return sent.length;
  }

  /** How far behind the relay is: the age of the oldest row not yet sent (for metrics and health). */
  async lagSeconds(): Promise<number> {
    const [row] = await this.sql.rows<{ lag: number | null }>('SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float AS lag FROM outbox WHERE dispatched_at IS NULL');
    return row?.lag ?? 0;
  }

  /**
   * Rows that failed to reach the queue and are waiting out their backoff: make them due again now, and say how
   * many there are, how old the oldest is and why it failed. Rows a relay is working on right now are skipped.
   */
  async retryStuck(): Promise<{ count: number; oldestSeconds: number; lastError: string | null }> {
    const rows = await this.sql.rows<{ age: number; last_error: string | null }>(
      `UPDATE outbox SET next_attempt_at = now()
       WHERE id IN (SELECT id FROM outbox WHERE dispatched_at IS NULL AND attempts > 0 AND next_attempt_at > now() FOR UPDATE SKIP LOCKED)
       RETURNING EXTRACT(EPOCH FROM now() - created_at)::float AS age, last_error`,
    );
    const oldest = [...rows].sort((a, b) => b.age - a.age)[0];
    return { count: rows.length, oldestSeconds: Math.round(oldest?.age ?? 0), lastError: oldest?.last_error ?? null };
  }

  private async pruneNowAndThen() {
    if (Date.now() - this.lastPrune < 3_600_000) return;
    this.lastPrune = Date.now();
    await this.sql.rows(`DELETE FROM outbox WHERE dispatched_at < now() - interval '${KEEP_DISPATCHED_DAYS} days'`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
