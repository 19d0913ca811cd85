import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { register, uniqueEmail } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

/** A Redis of this test's own, so that stopping it disturbs nothing else on the machine. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await canConnect(port)) return redis;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('redis-server did not start');
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createServer().listen(port, '127.0.0.1');
    socket.once('listening', () => socket.close(() => resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

function stopRedis(redis: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (redis.exitCode !== null) return done();
    redis.once('exit', () => done());
    redis.kill('SIGKILL');
  });
}

describe('transactional outbox', () => {
  const port = 16_000 + Math.floor(Math.random() * 1000);
  let redis: ChildProcess;
  let stack: TestStack;
  let db: pg.Client;

  beforeAll(async () => {
    redis = await startRedis(port);
    stack = await startTestStack({ queue: 'redis', env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
    await stopRedis(redis);
  }, 30_000);

  it('accepts registrations and contact messages while Redis is down, and delivers every email once it is back', async () => {
    await stopRedis(redis);
    const emails = [uniqueEmail('outage1'), uniqueEmail('outage2')];
    for (const email of emails) await register(stack, email).expect(202);
    await request(stack.http).post('/api/contact-messages').send({ name: 'Jānis', email: emails[0], message: 'Rakstu, kamēr Redis nestrādā.' }).expect(201);

    const pending = await db.query('SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL');
    expect(pending.rows[0].n).toBeGreaterThanOrEqual(4);

    redis = await startRedis(port);
    for (const email of emails) await stack.mail.waitFor((message) => message.to.includes(email) && /confirm/i.test(message.subject), 30_000);
    await stack.mail.waitFor((message) => message.to.includes('support@test.example') && message.replyTo === emails[0], 30_000);
    const left = await db.query('SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL');
    expect(left.rows[0].n).toBe(0);
    const confirmations = stack.mail.messages.filter((message) => emails.some((email) => message.to.includes(email)) && /confirm/i.test(message.subject));
    expect(confirmations).toHaveLength(2);
  }, 60_000);

  it('writes nothing to the outbox when the change itself is refused', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n;
    await register(stack, uniqueEmail('weak'), { password: 'password123' }).expect(400);
    expect((await db.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(before);
  });
});
