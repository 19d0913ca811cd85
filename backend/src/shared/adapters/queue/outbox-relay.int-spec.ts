import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '../../../testing/test-database.js';
import { startTcpProxy, type TcpProxy } from '../../../testing/tcp-proxy.js';
import { createDataSource } from '../persistence/data-source.js';
import { SqlDatabase } from '../persistence/sql-database.js';
import { TypeOrmTransactionRunner } from '../persistence/typeorm-transaction-runner.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';
import { OutboxRelay } from './outbox-relay.js';

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('outbox relay while Redis is unreachable', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let redis: TcpProxy;
  let queue: Queue;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createDataSource(database.url, 3);
    await dataSource.initialize();
    const target = new URL(TEST_REDIS_URL);
    redis = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    queue = new Queue('mail', { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null }, prefix: `bte-test-${randomUUID()}` });
    queue.on('error', () => undefined);
  }, 60_000);

  afterAll(async () => {
    await redis?.restore().catch(() => undefined);
    await queue?.obliterate({ force: true });
    await queue?.close();
    await redis?.close();
    await dataSource?.destroy();
    await database?.drop();
  });

  it('holds no transaction or row lock while it waits for Redis, and queues every row once Redis is back', async () => {
    await queue.waitUntilReady();
    await redis.cut();
    for (const to of ['a@test.example', 'b@test.example', 'c@test.example']) {
      await dataSource.query('INSERT INTO outbox (job_name, payload) VALUES ($1, $2)', ['mail.send', JSON.stringify({ to, template: 'contact_acknowledgement', language: 'en', params: {} })]);
    }
    const jobs = new BullMqJobQueue({ get: () => queue } as unknown as ModuleRef);
    let waitingOnRedis = false;
    const enqueue = jobs.enqueue.bind(jobs);
    jobs.enqueue = (...args) => {
      waitingOnRedis = true;
      return enqueue(...args);
    };
    const relay = new OutboxRelay(new SqlDatabase(new TypeOrmTransactionRunner(dataSource)), jobs);

    const relaying = relay.relayBatch();
    await eventually(async () => waitingOnRedis, Boolean);
    // The relay is now stuck in the queue's add(), as it would be for as long as Redis stays away.
    const openTransactions = await dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()`,
    );
    expect(openTransactions[0].count).toBe(0);
    // Nothing is locked either: another relay, or an operator, can touch the rows.
    await dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL lock_timeout = 500');
      const locked = await manager.query<{ id: string }[]>('SELECT id FROM outbox FOR UPDATE NOWAIT');
      expect(locked).toHaveLength(3);
    });

    await redis.restore();
    await relaying;
    for (let round = 0; round < 5; round += 1) await relay.relayBatch();
    const pending = await dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM outbox WHERE dispatched_at IS NULL');
    expect(pending[0].count).toBe(0);
    const queued = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
    expect(queued.map((job) => (job.data as { to: string }).to).sort()).toEqual(['a@test.example', 'b@test.example', 'c@test.example']);
  }, 60_000);
});
