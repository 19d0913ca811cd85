import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { load } from '../perf/load.mjs';

// The benchmarks' p99 comes from this open loop "from open connections", standing for a load balancer's pool. Opening
// a connection for every request that finds the pool busy measured the kernel's accept queue and its 1 s SYN retries
// instead of the server (docs/performance.md, "The open loop's tail of seconds").
describe("the benchmarks' load generator", () => {
  it('in an open loop from open connections, a server pause makes the requests due meanwhile wait for those connections, and the wait counts', async () => {
    let connections = 0;
    let requests = 0;
    let pausedUntil = 0;
    const server = http.createServer((_request, response) => {
      requests += 1;
      // One pause of 300 ms, as a full garbage collection makes: every connection is then busy.
      if (requests === 100) pausedUntil = Date.now() + 300;
      setTimeout(() => response.end('ok'), Math.max(0, pausedUntil - Date.now()));
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await load({ url: `http://127.0.0.1:${port}/`, rate: 500, seconds: 1, warmConnections: 5, expectStatus: 200 });

      expect(result.statuses).toEqual({ 200: 500 });
      expect(connections).toBe(5);
      expect(result.p99Ms).toBeGreaterThanOrEqual(200);
    } finally {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  });
});
