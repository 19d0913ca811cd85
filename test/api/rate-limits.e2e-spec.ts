import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { uniqueEmail } from './support/accounts.js';
import { startSecondApi, startTestStack, type TestStack } from './support/test-stack.js';

/** Behind a load balancer the limits must count requests to every API process together, not per process. */
describe('rate limits across two API processes sharing Redis', () => {
  let stack: TestStack;
  let second: Awaited<ReturnType<typeof startSecondApi>>;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', env: { AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_EMAIL: '4', FORMS_RATE_LIMIT_PER_IP: '4' } });
    second = await startSecondApi(stack);
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await stack?.close();
  }, 30_000);

  it('counts sign-in attempts for one email on both processes together', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (const server of [stack.http, second.http, stack.http, second.http, stack.http]) {
      statuses.push((await request(server).post('/api/auth/login').send({ email, password: 'Wrong-Pass-2026' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const refused = await request(second.http).post('/api/auth/login?lang=et').send({ email, password: 'Wrong-Pass-2026' }).expect(429);
    expect(refused.body.code).toBe('request.rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts public form submissions from one address on both processes together', async () => {
    const statuses: number[] = [];
    for (const server of [second.http, stack.http, second.http, stack.http, second.http]) {
      statuses.push((await request(server).post('/api/newsletter/subscriptions').send({ email: uniqueEmail('news'), language: 'lv' })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
