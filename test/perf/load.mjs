// A small closed-loop load generator: `connections` keep-alive clients each send requests back to back for
// `seconds`, and we report throughput and latency percentiles. Loopback only; bounded in time.
import http from 'node:http';

export async function load({ url, connections = 50, seconds = 10, method = 'GET', headers = {}, body, expectStatus }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = new Map();
  const deadline = Date.now() + seconds * 1000;

  const one = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.request({ hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          resolve();
        });
      });
      request.on('error', () => {
        statuses.set('error', (statuses.get('error') ?? 0) + 1);
        resolve();
      });
      if (body) request.end(body);
      else request.end();
    });

  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const result = {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    medianMs: round(at(50)),
    p99Ms: round(at(99)),
    statuses: Object.fromEntries(statuses),
  };
  if (expectStatus && (statuses.get(expectStatus) ?? 0) !== latencies.length) result.unexpected = true;
  return result;
}

const round = (value) => Math.round(value * 100) / 100;
