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

  it('answers no request with an error while stopping, and both processes exit cleanly within 10 seconds of SIGTERM', async () => {
    const inFlight = Array.from({ length: 20 }, () => fetch(`${stack.http}/api/events?pageSize=5`).then((response) => response.status, () => 'failed'));
    await new Promise((done) => setTimeout(done, 50));
    const started = Date.now();
    // Nest closes everything, then re-raises the signal: a clean exit is code 0 or "terminated by SIGTERM".
    const exits = [stack.api, stack.worker].map(
      (child) => new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(code === 0 || signal === 'SIGTERM' ? 'clean' : `code ${code} ${signal}`))),
    );
    stack.api.kill('SIGTERM');
    stack.worker.kill('SIGTERM');

    // A request the API had taken is answered in full; one that arrives after it stopped listening is refused at
    // the connection (a load balancer retries it elsewhere). None gets a 5xx or half an answer.
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((status) => status !== 'failed')).toEqual(statuses.filter((status) => status === 200));
    expect(statuses).toContain(200);
    expect(await Promise.all(exits)).toEqual(['clean', 'clean']);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
