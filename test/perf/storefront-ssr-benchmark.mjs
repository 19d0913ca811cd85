// What server rendering costs the API (ADR 0010): the category page with 200 tickets rendered on the server, one
// request at a time (latency and the API process's CPU per page) and at 10 concurrent connections (pages per
// second), beside the plain index.html the same address gets with rendering off. Prints; asserts nothing.
// Usage: npm run build -w backend && npm run build -w storefront && node test/perf/storefront-ssr-benchmark.mjs
import { load } from './load.mjs';
import { databaseWithConcertTickets } from './category-tickets.mjs';
import { baseEnv, processCpuMs, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.FIGURES_PORT ?? 3905);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEQUENTIAL = 100;
const TICKETS = 200;
const base = `http://127.0.0.1:${PORT}`;
const path = '/lv/events/koncerti';
const headers = { 'accept-encoding': 'br' };

const database = await databaseWithConcertTickets('bte_perf_storefront_ssr', TICKETS);

async function measure(label, env) {
  const api = startProcess('main.js', { ...baseEnv(database.url, PORT), ...env });
  try {
    await waitForHttp(`${base}/api/health`);
    const first = await fetch(`${base}${path}`, { headers });
    const html = await first.text();
    const rendered = html.includes('bte-server-state');
    for (let warm = 0; warm < 20; warm += 1) await (await fetch(`${base}${path}`, { headers })).arrayBuffer();

    const cpuBefore = processCpuMs(api.pid);
    const latencies = [];
    for (let index = 0; index < SEQUENTIAL; index += 1) {
      const started = performance.now();
      await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
      latencies.push(performance.now() - started);
    }
    const cpuPerPage = (processCpuMs(api.pid) - cpuBefore) / SEQUENTIAL;
    latencies.sort((a, b) => a - b);
    const concurrent = await load({ url: `${base}${path}`, connections: 10, seconds: SECONDS, headers });
    console.log(`${label} (${rendered ? 'server-rendered' : 'plain index.html'}):`);
    console.log(
      `  one at a time: median ${latencies[SEQUENTIAL / 2].toFixed(1)} ms, p99 ${latencies[SEQUENTIAL - 2].toFixed(1)} ms; API CPU ${cpuPerPage.toFixed(1)} ms per page (render, its data requests over loopback and the HTTP stack)`,
    );
    console.log(`  10 concurrent for ${SECONDS} s: ${concurrent.rps} pages/s, median ${concurrent.medianMs} ms, p99 ${concurrent.p99Ms} ms, statuses ${JSON.stringify(concurrent.statuses)}`);
  } finally {
    await stop(api);
  }
}

try {
  console.log(`${path} with ${TICKETS} tickets (the first 20 rendered), Accept-Encoding: br, API in production mode:`);
  await measure('Rendering on (the default)', {});
  await measure('Rendering off (STOREFRONT_SERVER_ENTRY=off)', { STOREFRONT_SERVER_ENTRY: 'off' });
} finally {
  await database.drop();
}
