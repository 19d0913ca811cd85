// Purchases under contention, through the real API on Redis: 200 simultaneous attempts on one ticket, then 10,000
// attempts spread over 1,000 tickets by 200 buyers at 50 concurrent connections. Prints what it measured and checks
// the database for double sales. Usage: npm run build -w backend && node test/perf/purchase-benchmark.mjs
// BENCH_WARMUP_ATTEMPTS=N first makes N unmeasured attempts the same way on N/10 other tickets, so that the figures
// are those of a warm API (V8 has compiled the hot code) rather than of one started seconds before.
// 3) is the headline latency: an open loop (BENCH_OPEN_RATE attempts per second, default 500, for 10 s, on another
// 1,000 tickets) whose latencies count from when each attempt was due, so queueing behind a slow answer is not hidden
// the way the closed loop of 2) hides it.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { join } from 'node:path';
import { openLoop } from './load.mjs';
import { baseEnv, DIST, freshDatabase, loadAverage, machineCpuMs, postgresCpuMs, postgresCpuMsBetween, processCpuMs, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3903);
const BUYERS = 200;
const TICKETS = 1000;
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 10_000);
const WARMUP_ATTEMPTS = Number(process.env.BENCH_WARMUP_ATTEMPTS ?? 0);
const CONCURRENCY = 50;
const OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 500);
const OPEN_SECONDS = 10;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bench${Date.now().toString(36)}`;

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_purchase');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
const { Argon2PasswordHasher } = await import(join(DIST, 'identity/adapters/security/argon2-password-hasher.js'));
const hash = await new Argon2PasswordHasher().hash('Bench-Password-2026');
await db.query(
  `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
   SELECT 'buyer' || g || '@bench.lv', $1, 'Buyer', 'Number' || g, now() FROM generate_series(0, ${BUYERS}) g`,
  [hash],
);
const seller = (await db.query(`SELECT id FROM users WHERE email = 'buyer0@bench.lv'`)).rows[0].id;
const category = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
await db.query(
  `INSERT INTO tickets (id, seller_id, owner_id, category_id, title, event_date, venue, price_per_unit_cents, quantity, price_cents)
   SELECT gen_random_uuid(), $1, $1, $2, title, current_date + 30, 'Arēna Rīga', 4550, 1, 4550
   FROM (SELECT 'Bench ' || g AS title FROM generate_series(0, ${TICKETS}) g
         UNION ALL SELECT 'Open ' || g FROM generate_series(1, ${TICKETS}) g
         UNION ALL SELECT 'Warm-up ' || g FROM generate_series(1, ${Math.ceil(WARMUP_ATTEMPTS / 10)}) g) titles`,
  [seller, category],
);
/** Every bench ticket is listed at 45.50, version 1: what each buyer's confirmation carries. */
const SEEN = { expectedUnitPriceCents: 4550, expectedVersion: 1 };
const ticketIds = (await db.query(`SELECT id FROM tickets WHERE title LIKE 'Bench %' ORDER BY title`)).rows.map((row) => row.id);
const openTicketIds = (await db.query(`SELECT id FROM tickets WHERE title LIKE 'Open %'`)).rows.map((row) => row.id);
const warmupTicketIds = (await db.query(`SELECT id FROM tickets WHERE title LIKE 'Warm-up %'`)).rows.map((row) => row.id);

const api = startProcess('main.js', { ...baseEnv(database.url, PORT), REDIS_URL, QUEUE_PREFIX: PREFIX });
await waitForHttp(`http://127.0.0.1:${PORT}/api/health`);
const apiStarted = Date.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: 250 });

/** `due`: when the request should have started (open loop); its latency counts from then. */
function call(method, path, { token, body, key, due } = {}) {
  return new Promise((resolve) => {
    const started = due ?? process.hrtime.bigint();
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      {
        hostname: '127.0.0.1',
        port: PORT,
        path,
        method,
        agent,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: text, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      },
    );
    request.on('error', (error) => resolve({ status: 'error', body: String(error), ms: 0 }));
    request.end(payload);
  });
}

console.log(`Signing in ${BUYERS} buyers...`);
const tokens = [];
for (let index = 1; index <= BUYERS; index += 1) {
  const response = await call('POST', '/api/auth/login', { body: { email: `buyer${index}@bench.lv`, password: 'Bench-Password-2026' } });
  tokens.push(JSON.parse(response.body).accessToken);
}

const tally = (responses) => responses.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

// 1. Everyone at once on one ticket.
const contested = ticketIds[0];
const race = await Promise.all(tokens.map((token) => call('POST', `/api/tickets/${contested}/purchase`, { token, key: randomUUID(), body: SEEN })));
console.log(`1) ${BUYERS} simultaneous attempts on one ticket:`, tally(race));

/** `count` attempts, each on a ticket drawn at random from `tickets`, by the buyers in turn, 50 at a time. */
async function buyAtRandom(tickets, count) {
  const made = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        const ticket = tickets[Math.floor(Math.random() * tickets.length)];
        made.push({ ...(await call('POST', `/api/tickets/${ticket}/purchase`, { token: tokens[index % BUYERS], key: randomUUID(), body: SEEN })), second: Math.floor((Date.now() - started) / 1000) });
      }
    }),
  );
  return made;
}

let warmup = [];
if (WARMUP_ATTEMPTS > 0) {
  warmup = await buyAtRandom(warmupTicketIds, WARMUP_ATTEMPTS);
  console.log(`Warm-up, not measured: ${WARMUP_ATTEMPTS} attempts over ${warmupTicketIds.length} other tickets:`, tally(warmup));
}

// 2. Many attempts over many tickets, 50 at a time.
const loadBefore = loadAverage();
const cpuBefore = { api: processCpuMs(api.pid), postgres: postgresCpuMs(), client: process.cpuUsage(), machine: machineCpuMs() };
const started = Date.now();
const attempts = await buyAtRandom(ticketIds.slice(1), ATTEMPTS);
const seconds = (Date.now() - started) / 1000;
const clientCpu = process.cpuUsage(cpuBefore.client);
const machineCpu = machineCpuMs();
const cpuPerAttempt = {
  api: (processCpuMs(api.pid) - cpuBefore.api) / ATTEMPTS,
  postgres: postgresCpuMsBetween(cpuBefore.postgres, postgresCpuMs()) / ATTEMPTS,
  client: (clientCpu.user + clientCpu.system) / 1000 / ATTEMPTS,
};
const sold = attempts.filter((attempt) => attempt.status === 201);
console.log(`2) closed loop, ${ATTEMPTS} attempts over ${TICKETS} tickets at ${CONCURRENCY} concurrent:`, tally(attempts), `in ${seconds.toFixed(1)} s (${Math.round(ATTEMPTS / seconds)} req/s)`);
console.log(`   latency, all attempts: median ${percentile(attempts.map((a) => a.ms), 50)} ms, p99 ${percentile(attempts.map((a) => a.ms), 99)} ms`);
console.log(`   latency, successful purchases: median ${percentile(sold.map((a) => a.ms), 50)} ms, p99 ${percentile(sold.map((a) => a.ms), 99)} ms`);
const bySecond = [];
for (const attempt of attempts) (bySecond[attempt.second] ??= []).push(attempt);
console.log(`   by second (attempts, of them sold, p99 ms): ${bySecond.map((group) => `${group.length}/${group.filter((a) => a.status === 201).length}/${percentile(group.map((a) => a.ms), 99)}`).join(', ')}`);
const ms = (value) => value.toFixed(2);
const ours = (cpuPerAttempt.api + cpuPerAttempt.postgres + cpuPerAttempt.client) * ATTEMPTS;
const share = (part) => `${Math.round((100 * part) / (machineCpu.total - cpuBefore.machine.total))}%`;
console.log(
  `   CPU per attempt: API ${ms(cpuPerAttempt.api)} ms, PostgreSQL (all its processes) ${ms(cpuPerAttempt.postgres)} ms, this load generator ${ms(cpuPerAttempt.client)} ms`,
);
console.log(`   load average ${loadBefore} before, ${loadAverage()} after`);
console.log(`   machine (${cpus().length} cores) busy ${share(machineCpu.busy - cpuBefore.machine.busy)}: these three ${share(ours)}, the rest everything else`);

// 3. Open loop: attempts start on a fixed schedule whatever the answers do.
const scheduled = [];
let sent = 0;
await openLoop(async (due) => {
  const index = sent++;
  const ticket = openTicketIds[Math.floor(Math.random() * openTicketIds.length)];
  scheduled.push(await call('POST', `/api/tickets/${ticket}/purchase`, { token: tokens[index % BUYERS], key: randomUUID(), body: SEEN, due }));
}, OPEN_RATE, OPEN_SECONDS);
const openSold = scheduled.filter((attempt) => attempt.status === 201);
const warmth = WARMUP_ATTEMPTS > 0 ? `warm: ${WARMUP_ATTEMPTS} unmeasured attempts first` : `cold start: the API began ${((Date.now() - apiStarted) / 1000).toFixed(0)} s before; BENCH_WARMUP_ATTEMPTS=3000 for a warm run`;
console.log(`3) HEADLINE, open loop: ${OPEN_RATE} attempts/s offered for ${OPEN_SECONDS} s over ${TICKETS} other tickets (${warmth}):`, tally(scheduled));
console.log(`   latency from each attempt's scheduled start, all attempts: median ${percentile(scheduled.map((a) => a.ms), 50)} ms, p95 ${percentile(scheduled.map((a) => a.ms), 95)} ms, p99 ${percentile(scheduled.map((a) => a.ms), 99)} ms`);
console.log(`   successful purchases: median ${percentile(openSold.map((a) => a.ms), 50)} ms, p99 ${percentile(openSold.map((a) => a.ms), 99)} ms`);

const check = (
  await db.query(`SELECT
    (SELECT count(*) FROM (SELECT ticket_id FROM orders GROUP BY ticket_id HAVING count(*) > 1) doubled)::int AS "ticketsSoldTwice",
    (SELECT count(*) FROM orders)::int AS orders,
    (SELECT count(*) FROM tickets WHERE status = 'sold')::int AS "soldTickets",
    (SELECT count(*) FROM tickets t JOIN orders o ON o.ticket_id = t.id WHERE t.buyer_id <> o.buyer_id)::int AS "buyerMismatches"`)
).rows[0];
console.log('Database after the run:', check, `(successful answers: ${[...race, ...warmup, ...attempts, ...scheduled].filter((r) => r.status === 201).length})`);
const fiveHundreds = [...race, ...warmup, ...attempts, ...scheduled].filter((attempt) => attempt.status === 'error' || attempt.status >= 500).length;
console.log(`5xx or connection errors: ${fiveHundreds}`);

agent.destroy();
await stop(api);
await db.end();
await database.drop();
const redis = new Redis(REDIS_URL);
const keys = await redis.keys(`${PREFIX}:*`);
if (keys.length) await redis.del(...keys);
await redis.quit();
