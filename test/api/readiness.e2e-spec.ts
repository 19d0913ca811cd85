import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { TEST_DATABASE_SERVER, TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { eventually } from './support/eventually.js';
import { startTcpProxy, type TcpProxy } from '../../backend/src/testing/tcp-proxy.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

const endpoint = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port) });

// Redis and PostgreSQL are reached through proxies this file can cut, so the shared services stay up for others.
describe('readiness under dependency outages', () => {
  let redis: TcpProxy;
  let postgres: TcpProxy;
  let stack: TestStack;
  const ready = () => request(stack.http).get('/api/health/ready');

  beforeAll(async () => {
    redis = await startTcpProxy(endpoint(TEST_REDIS_URL));
    postgres = await startTcpProxy(endpoint(TEST_DATABASE_SERVER));
    stack = await startTestStack({
      queue: 'redis',
      databasePort: postgres.port,
      env: { REDIS_URL: `redis://127.0.0.1:${redis.port}`, DEPENDENCY_CHECK_INTERVAL_MS: '300' },
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
    await redis?.close();
    await postgres?.close();
  }, 30_000);

  it('opens no SMTP session for a request to readiness', async () => {
    const before = stack.mail.sessions;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // The background check may run once or twice meanwhile; twenty requests must not mean twenty sessions.
    expect(stack.mail.sessions - before).toBeLessThanOrEqual(3);
  });

  it('stays ready with Redis unreachable, reports the queue down, and still takes a contact message', async () => {
    await redis.cut();
    try {
      const during = await eventually(ready, (answer) => answer.body.checks?.queue?.status === 'down');
      expect(during.status).toBe(200);
      expect(during.body).toMatchObject({ status: 'up', checks: { database: { status: 'up' }, queue: { status: 'down' } } });
      await request(stack.http)
        .post('/api/contact-messages')
        .send({ name: 'Outage Test', email: 'redis-outage@test.example', message: 'Sent while Redis was unreachable.' })
        .expect(201);
    } finally {
      await redis.restore();
    }
    await eventually(ready, (answer) => answer.body.checks?.queue?.status === 'up');
    await stack.mail.waitFor((message) => message.to.includes('redis-outage@test.example'), 30_000);
  }, 60_000);

  it('answers 503 while the database is out of reach, and 200 again once it is back', async () => {
    await postgres.cut();
    try {
      const during = await eventually(ready, (answer) => answer.status === 503);
      expect(during.body).toMatchObject({ status: 'down', checks: { database: { status: 'down' } } });
    } finally {
      await postgres.restore();
    }
    await eventually(ready, (answer) => answer.status === 200, 30_000);
  }, 60_000);

  it('stays ready with the mail server stopped, and reports mail down', async () => {
    await stack.mail.close();
    const during = await eventually(ready, (answer) => answer.body.checks?.mail?.status === 'down');
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({ status: 'up', checks: { database: { status: 'up' }, mail: { status: 'down' } } });
  });
});
