import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from './support/test-stack.js';

describe('graceful shutdown', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
  }, 60_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  it('finishes the requests in flight on SIGTERM, then both processes exit within 10 seconds', async () => {
    const inFlight = Array.from({ length: 20 }, () => fetch(`${stack.http}/api/events?pageSize=5`).then((response) => response.status, () => 'failed'));
    await new Promise((done) => setTimeout(done, 20));
    const started = Date.now();
    // Nest closes everything, then re-raises the signal: a clean exit is code 0 or "terminated by SIGTERM".
    const exits = [stack.api, stack.worker].map(
      (child) => new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(code === 0 || signal === 'SIGTERM' ? 'clean' : `code ${code} ${signal}`))),
    );
    stack.api.kill('SIGTERM');
    stack.worker.kill('SIGTERM');

    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    expect(await Promise.all(exits)).toEqual(['clean', 'clean']);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
