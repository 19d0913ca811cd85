// A small load generator, loopback only, bounded in time, in two modes:
// - closed loop (`connections`): each keep-alive client sends its next request when the last one answered. Good for
//   throughput; it under-reports tail latency, because a slow answer also holds back the requests behind it.
// - open loop (`rate`, requests per second): requests start on a fixed schedule whatever the answers do, and each
//   latency counts from when its request was due, so queueing behind a slow answer shows in the p99. Report tail
//   latency from this mode. `warmConnections` opens that many keep-alive connections before the clock starts and
//   uses no others, as the load balancer in front of the API keeps a pool of them: a request due while all are busy
//   waits for one, and the wait counts in its latency. Without it the generator starts with none and opens one for
//   every request that finds none free (a cold client): the first second is a storm of new connections, and so is any
//   moment the server pauses, which overflows its accept queue (Node's backlog, 511) and makes each dropped connection
//   wait for the kernel's SYN retry (1 s, then 3 s...). That measures the kernel's queue, not the server; see
//   docs/performance.md, "The open loop's tail of seconds".
import http from 'node:http';

export async function load({ url, connections = 50, seconds = 10, rate, warmConnections = 0, method = 'GET', headers = {}, body, expectStatus }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: rate ? warmConnections || Infinity : connections });
  const latencies = [];
  const statuses = new Map();

  const one = (due = process.hrtime.bigint()) =>
    new Promise((resolve) => {
      const request = http.request({ hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - due) / 1e6);
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

  if (warmConnections > 0) {
    await Promise.all(Array.from({ length: warmConnections }, () => one()));
    latencies.length = 0;
    statuses.clear();
  }
  const started = Date.now();
  const deadline = started + seconds * 1000;
  if (rate) await openLoop(one, rate, seconds);
  else {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) await one();
      }),
    );
  }
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const result = {
    mode: rate ? `open loop, ${rate} req/s offered${warmConnections ? `, ${warmConnections} connections open` : ', cold client'}` : `closed loop, ${connections} connections`,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    medianMs: round(at(50)),
    p99Ms: round(at(99)),
    statuses: Object.fromEntries(statuses),
  };
  if (expectStatus && (statuses.get(expectStatus) ?? 0) !== latencies.length) result.unexpected = true;
  return result;
}

/** Starts request i at start + i/rate (checked every millisecond), without waiting for earlier answers; `one(due)`
 * receives the time its request was due, from which its latency counts. */
export async function openLoop(one, rate, seconds) {
  const total = Math.round(rate * seconds);
  const interval = 1e9 / rate;
  const start = process.hrtime.bigint();
  const inFlight = [];
  let sent = 0;
  while (sent < total) {
    const now = process.hrtime.bigint();
    while (sent < total && start + BigInt(Math.round(sent * interval)) <= now) {
      inFlight.push(one(start + BigInt(Math.round(sent * interval))));
      sent += 1;
    }
    await new Promise((done) => setTimeout(done, 1));
  }
  await Promise.all(inFlight);
}

const round = (value) => Math.round(value * 100) / 100;
