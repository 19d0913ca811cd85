import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { startTestStack, stop, type TestStack } from './support/test-stack.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SUBSCRIBERS = 30_000;

describe('subscriber export survives a worker killed with SIGKILL', () => {
  let stack: TestStack;
  let db: pg.Client;
  let locker: pg.Client;
  let admin: Awaited<ReturnType<typeof signedUpUser>>;
  let replacement: ChildProcess | undefined;

  beforeAll(async () => {
    // Redis, the production queue path: BullMQ's stalled-job check hands the dead worker's job to the next one.
    stack = await startTestStack({ queue: 'redis' });
    db = new pg.Client({ connectionString: stack.database.url });
    locker = new pg.Client({ connectionString: stack.database.url });
    await Promise.all([db.connect(), locker.connect()]);
    admin = await signedUpUser(stack, 'admin');
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    await db.query(
      `INSERT INTO newsletter_subscribers (email, language, created_at)
       SELECT 'fan' || n || '@example.lv', (ARRAY['lv', 'en', 'et', 'lt'])[1 + n % 4], timestamptz '2026-01-01 00:00:00+02' + n * interval '1 minute'
       FROM generate_series(1, $1) AS n`,
      [SUBSCRIBERS],
    );
  }, 90_000);

  afterAll(async () => {
    if (replacement) await stop(replacement);
    await locker?.end().catch(() => undefined);
    await db?.end();
    await stack?.close();
  }, 30_000);

  it('completes the export after a restart, with a correct and complete file', async () => {
    const as = { Authorization: `Bearer ${admin.accessToken}` };
    const status = async (id: string) => (await request(stack.http).get(`/api/admin/exports/${id}`).set(as).expect(200)).body;

    // Hold the table so that the export is certainly mid-way (running, reading nothing yet) when the worker dies.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE newsletter_subscribers IN ACCESS EXCLUSIVE MODE');
    const started = await request(stack.http).post('/api/admin/exports').set(as).send({ resource: 'subscribers' }).expect(202);
    const id = started.body.id as string;
    await eventually(() => status(id), (body) => body.status === 'running', 20_000);

    stack.worker.kill('SIGKILL');
    await new Promise((done) => stack.worker.once('exit', done));
    await locker.query('ROLLBACK');
    expect(await status(id)).toMatchObject({ status: 'running', rowCount: null });
    await request(stack.http).get(`/api/admin/exports/${id}/download`).set(as).expect(409);

    replacement = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'worker.js')], { env: stack.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(join(ROOT, 'test-results', 'api-logs', `${stack.database.name}.worker-restarted.log`));
    replacement.stdout?.pipe(log);
    replacement.stderr?.pipe(log);

    const done = await eventually(() => status(id), (body) => body.status === 'done' || body.status === 'failed', 75_000);
    expect(done).toMatchObject({ status: 'done', progress: 100, rowCount: SUBSCRIBERS });

    const file = await request(stack.http).get(`/api/admin/exports/${id}/download`).set(as).buffer(true).expect(200);
    const lines = file.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Email","Language","Joined"');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(SUBSCRIBERS);
    expect(new Set(rows).size).toBe(SUBSCRIBERS);
    expect(rows[0]).toBe('"fan1@example.lv","en","01.01.2026"');
    expect(rows.at(-1)).toBe(`"fan${SUBSCRIBERS}@example.lv","lv","21.01.2026"`);
    expect(rows.every((row) => /^"fan\d+@example\.lv","(lv|en|ee|lt)","\d{2}\.\d{2}\.2026"$/.test(row))).toBe(true);
  }, 120_000);
});
