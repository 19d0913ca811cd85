import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

describe('scheduled jobs with two worker processes', () => {
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', workers: 2 });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    // Both workers register their schedules at startup.
    await eventually(() => maintenance.getJobSchedulers(), (schedulers) => schedulers.length === 9);
  }, 60_000);

  afterAll(async () => {
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  it('keeps one scheduler per schedule, however many workers registered it', async () => {
    const schedulers = await maintenance.getJobSchedulers();
    expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual(['expire-listings', 'lapse-holds', 'lapse-waiting-list-offers', 'prune-expired-records', 'reconcile-ledger', 'release-funds', 'remind-payout-accounts', 'retry-stuck-outbox', 'top-up-demo-marketplace']);
  });

  it('runs each occurrence of a schedule exactly once across both workers, and prunes only what has expired', async () => {
    const user = await signedUpUser(stack, 'prune');
    const insertSession = (label: string, expires: string) =>
      db.query(`INSERT INTO sessions (id, user_id, family_id, token_hash, expires_at, family_expires_at) VALUES (gen_random_uuid(), $1, gen_random_uuid(), md5($2) || md5($2), now() + $3::interval, now() + $3::interval)`, [user.userId, label, expires]);
    await insertSession('expired-long-ago', '-3 days');
    await insertSession('expired-an-hour-ago', '-1 hour');
    await db.query(`INSERT INTO one_time_tokens (id, user_id, purpose, token_hash, expires_at) VALUES (gen_random_uuid(), $1, 'password_reset', md5('old') || md5('old'), now() - interval '2 days')`, [user.userId]);
    const insertKey = (key: string, age: string) =>
      db.query(`INSERT INTO purchase_idempotency_keys (user_id, key, ticket_id, order_id, created_at) VALUES ($1, $2, gen_random_uuid(), gen_random_uuid(), now() - $3::interval)`, [user.userId, key, age]);
    await insertKey('old-key-0001', '8 days');
    await insertKey('new-key-0001', '1 hour');
    await db.query(`INSERT INTO sent_emails (job_id, sent_at) VALUES ('outbox-old-0001', now() - interval '31 days'), ('outbox-new-0001', now() - interval '1 day')`);
    const sessionsBefore = (await db.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.userId])).rows[0].n as number;

    // The nightly schedule, made to fire every half second for this test.
    const started = Date.now();
    await maintenance.upsertJobScheduler('prune-expired-records', { every: 500 }, { name: 'operations.prune-expired-records', data: {} });
    await new Promise((done) => setTimeout(done, 4000));
    await maintenance.removeJobScheduler('prune-expired-records');
    const elapsed = Date.now() - started;
    // The occurrence already due when the schedule went runs to its end.
    await eventually(() => maintenance.getJobCounts('waiting', 'active', 'prioritized'), (counts) => Object.values(counts).every((count) => count === 0));

    const runs = (await maintenance.getJobs(['completed', 'failed', 'active'])).filter((job) => job.name === 'operations.prune-expired-records');
    const occurrences = new Set(runs.map((job) => job.id));
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(occurrences.size).toBe(runs.length);
    // Two workers each running every occurrence would make about twice as many runs as occurrences.
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(elapsed / 500) + 1);
    expect(runs.every((job) => job.finishedOn && !job.failedReason)).toBe(true);

    const sessions = await db.query('SELECT md5(token_hash) AS h, expires_at < now() AS expired FROM sessions WHERE user_id = $1', [user.userId]);
    expect(sessions.rows).toHaveLength(sessionsBefore - 1);
    expect(sessions.rows.filter((row) => row.expired)).toHaveLength(1); // expired an hour ago: kept for a day
    expect((await db.query(`SELECT count(*)::int AS n FROM one_time_tokens WHERE user_id = $1 AND expires_at < now() - interval '1 day'`, [user.userId])).rows[0].n).toBe(0);
    const keys = await db.query('SELECT key FROM purchase_idempotency_keys WHERE user_id = $1', [user.userId]);
    expect(keys.rows.map((row) => row.key)).toEqual(['new-key-0001']);
    const sentRecords = await db.query(`SELECT job_id FROM sent_emails WHERE job_id LIKE 'outbox-%-0001'`);
    expect(sentRecords.rows.map((row) => row.job_id)).toEqual(['outbox-new-0001']);
  }, 40_000);

  it('does not let an outbox row that cannot be queued hold up the others, and retries it when the sweep runs', async () => {
    const poison = await db.query(`INSERT INTO outbox (job_name, payload) VALUES ('no.such-job', '{}') RETURNING id`);
    await db.query(`INSERT INTO outbox (job_name, payload) VALUES ('mail.send', $1)`, [
      JSON.stringify({ to: 'after-poison@example.lv', template: 'system_test', language: 'en', params: {} }),
    ]);
    await stack.mail.waitFor((message) => message.to.includes('after-poison@example.lv'), 20_000);
    const failing = await db.query('SELECT attempts, next_attempt_at > now() AS waiting, dispatched_at FROM outbox WHERE id = $1', [poison.rows[0].id]);
    expect(failing.rows[0]).toMatchObject({ dispatched_at: null });
    expect(failing.rows[0].attempts).toBeGreaterThanOrEqual(1);

    // As if it had failed for a long time: far into its backoff. The sweep puts it back in line at once.
    await db.query(`UPDATE outbox SET attempts = 20, next_attempt_at = now() + interval '1 hour' WHERE id = $1`, [poison.rows[0].id]);
    await maintenance.add('outbox.retry-stuck', {});
    const retried = await eventually(
      async () => (await db.query('SELECT attempts FROM outbox WHERE id = $1', [poison.rows[0].id])).rows[0].attempts as number,
      (attempts) => attempts > 20,
    );
    expect(retried).toBeGreaterThan(20);
    const workerLogs = async () => (await Promise.all(stack.logFiles.workers.map((file) => readFile(file, 'utf8')))).join('\n');
    expect(await eventually(workerLogs, (logs) => logs.includes('stuck outbox rows retried'))).toMatch(/"msg":"stuck outbox rows retried","count":1,"oldestSeconds":\d+,"lastError":"TypeError/);
  }, 40_000);

  it('does not send an email again when its job runs a second time (the queue lost track of its completion)', async () => {
    const email = (to: string) => JSON.stringify({ to, template: 'system_test', language: 'en', params: {} });
    // As if a first run had reached the SMTP server and Redis went away before the job was marked complete.
    const rerun = await db.query(
      `WITH row AS (INSERT INTO outbox (job_name, payload) VALUES ('mail.send', $1) RETURNING id)
       INSERT INTO sent_emails (job_id) SELECT 'outbox-' || id FROM row RETURNING job_id`,
      [email('already-sent@example.lv')],
    );
    await db.query(`INSERT INTO outbox (job_name, payload) VALUES ('mail.send', $1)`, [email('control@example.lv')]);
    await stack.mail.waitFor((message) => message.to.includes('control@example.lv'), 20_000);

    const mail = new Queue('mail', { connection: maintenance.opts.connection, prefix: stack.env.QUEUE_PREFIX });
    try {
      const state = await eventually(async () => (await mail.getJob(rerun.rows[0].job_id))?.getState(), (value) => value === 'completed');
      expect(state).toBe('completed');
    } finally {
      await mail.close();
    }
    expect(stack.mail.messages.filter((message) => message.to.includes('already-sent@example.lv'))).toHaveLength(0);
  }, 40_000);
});
