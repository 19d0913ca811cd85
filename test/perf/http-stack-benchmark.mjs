// What the HTTP pipeline itself costs: `GET /api/health` (no database, no I/O) through the real API, beside a bare
// node:http server giving the same answer, both loaded by the same closed-loop client at 50 connections. The gap is
// what Express, helmet, Nest's middleware, guards, interceptors and filters, the access log and the metrics cost per
// request. Prints req/s, median and p99 for each; asserts nothing.
// Usage: npm run build -w backend && node test/perf/http-stack-benchmark.mjs
// (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT (two ports from it), BENCH_DATABASE, BENCH_BACKEND_DIST override.)
import http from 'node:http';
import { load } from './load.mjs';
import { baseEnv, DIST, freshDatabase, loadAverage, processCpuMs, startProcess, stop, waitForHttp } from './stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_PORT = Number(process.env.BENCH_PORT ?? 3905);
const BARE_PORT = API_PORT + 1;

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_http_stack');
const bare = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end('{"status":"up"}');
});
await new Promise((done) => bare.listen(BARE_PORT, '127.0.0.1', done));
const api = startProcess('main.js', baseEnv(database.url, API_PORT));
await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);

const loadBefore = loadAverage();
const results = [];
for (const [server, port] of [['API', API_PORT], ['bare node:http', BARE_PORT]]) {
  const url = `http://127.0.0.1:${port}/api/health`;
  await load({ url, connections: 10, seconds: 2 });
  const cpuBefore = server === 'API' ? processCpuMs(api.pid) : process.cpuUsage();
  const figures = await load({ url, connections: CONNECTIONS, seconds: SECONDS, expectStatus: 200 });
  // The bare server runs in this process beside the load generator, so its figure includes the generator's share.
  const cpuMs = server === 'API' ? processCpuMs(api.pid) - cpuBefore : ((used) => (used.user + used.system) / 1000)(process.cpuUsage(cpuBefore));
  results.push({ server, ...figures, cpuUsPerRequest: Math.round((1000 * cpuMs) / figures.requests) });
}
console.log(`GET /api/health at ${CONNECTIONS} connections for ${SECONDS} s each (build: ${DIST}); load average ${loadBefore} before, ${loadAverage()} after`);
console.table(results.map(({ statuses, unexpected, ...row }) => ({ ...row, statuses: JSON.stringify(statuses), ...(unexpected ? { unexpected } : {}) })));
const [apiRow, bareRow] = results;
console.log(`The API answers at ${Math.round((100 * apiRow.rps) / bareRow.rps)}% of the bare server's rate, with ${apiRow.cpuUsPerRequest} µs of its own CPU per request (bare server and load generator together: ${bareRow.cpuUsPerRequest} µs).`);

await stop(api);
bare.close();
await database.drop();
