// CSV exports at scale through the real API and worker (API → outbox → BullMQ on Redis → worker → file storage →
// download link): 200,000 users and 100,000 orders by default (issue 20), and optionally subscribers compared with
// `psql \copy` of the same query (issue 6: BENCH_SUBSCRIBERS=1000000). For each export prints the time (job started →
// finished, and POST → done), the rows and lines of the downloaded file, and the peak memory (RSS) of the API and the
// worker while it ran; at the end, their peak RSS over their whole life and the machine's load average.
// Usage: npm run build -w backend && node test/perf/export-benchmark.mjs
//   BENCH_USERS (200000), BENCH_ORDERS (100000), BENCH_SUBSCRIBERS (0)
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = 3904;
const USERS = Number(process.env.BENCH_USERS ?? 200_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 0);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Bench-Password-2026';
const MB = 1024 * 1024;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

const loadBefore = load();
const database = await freshDatabase('bte_bench_export');
const db = new pg.Client({ connectionString: database.url });
await db.connect();

console.log(`Filling ${USERS.toLocaleString('en')} users, ${ORDERS.toLocaleString('en')} orders (and their tickets), ${SUBSCRIBERS.toLocaleString('en')} subscribers...`);
const filling = performance.now();
await db.query(
  `INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at, created_at)
   SELECT 'user' || n || '@example.lv', 'x', 'Vārds' || n, CASE WHEN n % 1000 = 0 THEN '=Uzvārds' ELSE 'Uzvārds' END || n, '+3712' || lpad(n::text, 7, '0'), now(),
          timestamptz '2025-01-01 00:00:00+02' + n * interval '1 minute'
   FROM generate_series(1, $1) AS n`,
  [USERS],
);
await db.query(`CREATE TEMP TABLE people AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id FROM users`);
const category = (await db.query(`SELECT id FROM categories ORDER BY key LIMIT 1`)).rows[0].id;
await db.query(
  `INSERT INTO tickets (id, seller_id, owner_id, buyer_id, category_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents, status, sold_at, created_at)
   SELECT gen_random_uuid(), s.id, b.id, b.id, $1, 'Bench concert ' || g, current_date + 30, 'Arēna Rīga', 2500, 2500, 1, 2500, 'sold', now(), now() - (g % 60) * interval '1 day'
   FROM generate_series(1, $2) g JOIN people s ON s.n = g % $3 JOIN people b ON b.n = (g + 1) % $3`,
  [category, ORDERS, USERS],
);
await db.query(`INSERT INTO orders (id, ticket_id, buyer_id, seller_id, amount_cents, status, quantity, unit_price_cents, tickets_cents, total_cents, hold_expires_at, paid_at, created_at) SELECT gen_random_uuid(), id, buyer_id, seller_id, price_cents, 'paid', 1, price_cents, price_cents, price_cents, created_at, created_at, created_at FROM tickets`);
if (SUBSCRIBERS > 0) {
  await db.query(
    `INSERT INTO newsletter_subscribers (email, language, created_at, confirmed_at)
     SELECT CASE WHEN n % 1000 = 0 THEN '=formula' ELSE 'fan' END || n || '@example.lv', (ARRAY['lv', 'en', 'et', 'lt'])[1 + n % 4],
            timestamptz '2025-01-01 00:00:00+02' + n * interval '20 seconds', now()
     FROM generate_series(1, $1) AS n`,
    [SUBSCRIBERS],
  );
}
const { Argon2PasswordHasher } = await import('../../backend/dist/identity/adapters/security/argon2-password-hasher.js');
await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('admin@bench.lv', $1, 'Bench', 'Admin', now())`, [
  await new Argon2PasswordHasher().hash(PASSWORD),
]);
await db.query(`INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = 'admin@bench.lv'`);
await db.query('VACUUM ANALYZE');
console.log(`Filled in ${seconds(performance.now() - filling)}.`);

// The baseline for subscribers: psql's client-side \copy of exactly the query the export runs.
let psql = null;
if (SUBSCRIBERS > 0) {
  const { subscriberCsvQuery } = await import('../../backend/dist/newsletter/adapters/persistence/pg-subscriber-csv.source.js');
  const query = subscriberCsvQuery({}, (value) => value).replace(/\s+/g, ' ');
  const psqlFile = join(tmpdir(), `bte-bench-psql-${process.pid}.csv`);
  const runs = [0, 1, 2].map(() => {
    const started = performance.now();
    const result = spawnSync('psql', [database.url, '-q', '-c', `\\copy (${query}) to '${psqlFile}' with (format csv, force_quote *)`], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
    return performance.now() - started;
  });
  psql = { runs, median: [...runs].sort((a, b) => a - b)[1] };
  rmSync(psqlFile, { force: true });
}

const env = { ...baseEnv(database.url, PORT), REDIS_URL, QUEUE_PREFIX: `benchexp${Date.now().toString(36)}` };
const api = startProcess('main.js', env);
const worker = startProcess('worker.js', env);
await waitForHttp(`http://127.0.0.1:${PORT}/api/health`);
await new Promise((done) => setTimeout(done, 2000)); // the worker's startup is not part of the export
const idle = { api: memory(api.pid).rss, worker: memory(worker.pid).rss };

const base = `http://127.0.0.1:${PORT}`;
const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.lv', password: PASSWORD }) })).json();
const auth = { authorization: `Bearer ${login.accessToken}`, 'accept-language': 'lv' };

const results = [];
for (const [resource, expected] of [['users', USERS + 1], ['orders', ORDERS], ...(SUBSCRIBERS > 0 ? [['subscribers', SUBSCRIBERS]] : [])]) {
  results.push(await measure(resource, expected));
}
const lifetime = { api: memory(api.pid).hwm, worker: memory(worker.pid).hwm };
const loadAfter = load();

await Promise.all([stop(api), stop(worker)]);
await db.end();
await database.drop();

console.log(`\nCSV exports through the API and worker (BullMQ on Redis, files on local disk), column names in Latvian`);
for (const r of results) {
  console.log(`
${r.resource}: ${r.expected.toLocaleString('en')} rows (status ${r.status}, rowCount ${r.rowCount?.toLocaleString('en')})
  export job (started → finished)    ${seconds(r.jobMs)}${r.resource === 'subscribers' && psql ? `  = ${(r.jobMs / psql.median).toFixed(2)} × psql \\copy (${psql.runs.map(seconds).join(' / ')})` : ''}
  POST → status done                 ${seconds(r.endToEndMs)} (includes outbox relay, queue and 25 ms polling)
  download through the link          ${seconds(r.downloadMs)}, ${r.lines.toLocaleString('en')} lines, ${(r.bytes / MB).toFixed(1)} MB, header ${r.header}
  peak RSS while exporting           worker ${mb(r.peak.worker)}, API ${mb(r.peak.api)} (sampled every 20 ms)`);
}
console.log(`
Idle RSS after start                 worker ${mb(idle.worker)}, API ${mb(idle.api)}
Peak RSS over the whole run (VmHWM)  worker ${mb(lifetime.worker)}, API ${mb(lifetime.api)}
Load average (1 / 5 / 15 min)        before filling ${loadBefore}, at the end ${loadAfter} (${cpus().length} cores, shared with other work)
`);

async function measure(resource, expected) {
  const peak = { api: memory(api.pid).rss, worker: memory(worker.pid).rss };
  const sampler = setInterval(() => {
    peak.api = Math.max(peak.api, memory(api.pid).rss);
    peak.worker = Math.max(peak.worker, memory(worker.pid).rss);
  }, 20);
  const requested = performance.now();
  const created = await (await fetch(`${base}/api/admin/exports`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ resource }) })).json();
  let status = created;
  while (status.status !== 'done' && status.status !== 'failed') {
    await new Promise((done) => setTimeout(done, 25));
    status = await (await fetch(`${base}/api/admin/exports/${created.id}`, { headers: auth })).json();
  }
  const endToEndMs = performance.now() - requested;
  const [{ job_ms: jobMs }] = (await db.query('SELECT EXTRACT(EPOCH FROM finished_at - started_at) * 1000 AS job_ms FROM data_exports WHERE id = $1', [created.id])).rows;

  const downloading = performance.now();
  const { url } = await (await fetch(`${base}/api/admin/exports/${created.id}/download-link`, { method: 'POST', headers: auth })).json();
  const file = join(tmpdir(), `bte-bench-export-${process.pid}.csv`);
  const download = await fetch(`${base}${url}`);
  await pipeline(Readable.fromWeb(download.body), createWriteStream(file));
  const downloadMs = performance.now() - downloading;
  clearInterval(sampler);
  const lines = await countLines(createReadStream(file));
  const bytes = statSync(file).size;
  const header = JSON.stringify(readFileSync(file).subarray(0, 300).toString('utf8').replace(/^\uFEFF/, '').split('\r\n')[0]);
  rmSync(file, { force: true });
  return { resource, expected, status: status.status, rowCount: status.rowCount, jobMs: Number(jobMs), endToEndMs, downloadMs, lines, bytes, header, peak };
}

/** RSS now and its high-water mark, from /proc (Linux). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

async function countLines(stream) {
  let lines = 0;
  for await (const chunk of stream) {
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
  }
  return lines;
}
