import pg from 'pg';
import { TEST_REDIS_URL } from '../../../backend/src/testing/test-database.js';
import { eventually } from './eventually.js';
import type { TestStack } from './test-stack.js';

/** The queues whose jobs follow from a request (the maintenance queue only holds schedules, always delayed). */
const WORK_QUEUES = ['mail', 'payments', 'bulk'] as const;

/**
 * Waits until everything that requests so far set in motion has run: no outbox row left to hand to the queue, and no
 * mail or bulk job waiting, running or held back for a retry. What a test then finds (or does not find) in the mail
 * sink is final, without guessing a sleep.
 */
export async function queuesDrained(stack: TestStack, timeoutMs = 30_000): Promise<void> {
  const { Queue, createPostgresBackend, setDefaultBackendFactory } = await import('bullmq');
  const onRedis = Boolean(stack.env.REDIS_URL);
  setDefaultBackendFactory(onRedis ? undefined : createPostgresBackend);
  const redis = new URL(TEST_REDIS_URL);
  const connection = onRedis ? { host: redis.hostname, port: Number(redis.port || 6379) } : ({ connectionString: stack.database.url, schema: 'bullmq' } as never);
  const queues = WORK_QUEUES.map((name) => new Queue(name, { connection, prefix: stack.env.QUEUE_PREFIX }));
  const db = new pg.Client({ connectionString: stack.database.url });
  await db.connect();
  try {
    await eventually(
      async () => {
        const outbox = Number((await db.query('SELECT count(*) FROM outbox WHERE dispatched_at IS NULL')).rows[0].count);
        const counts = await Promise.all(queues.map((queue) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children')));
        return { outbox, jobs: counts.reduce((sum, count) => sum + Object.values(count).reduce((a, b) => a + b, 0), 0) };
      },
      (state) => state.outbox === 0 && state.jobs === 0,
      timeoutMs,
    );
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
    await db.end();
  }
}
