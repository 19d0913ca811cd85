// Subscriber CSV export at scale: 1,000,000 subscribers in a fresh database, then the same rows written by
// `psql \copy (...) to file csv` and by the product's export (API → outbox → BullMQ on Redis → worker → file storage),
// in the same run. Prints both times, the worker's peak memory and the line count of the downloaded file.
// Usage: npm run build -w backend && node test/perf/export-benchmark.mjs   (BENCH_SUBSCRIBERS to change the size)
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';

const PORT = 3904;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000_000);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Bench-Password-2026';
const MB = 1024 * 1024;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const database = await freshDatabase('bte_bench_export');
const db = new pg.Client({ connectionString: database.url });
await db.connect();

console.log(`Filling ${SUBSCRIBERS.toLocaleString('en')} subscribers...`);
await db.query(
  `INSERT INTO newsletter_subscribers (email, language, created_at)
   SELECT CASE WHEN n % 1000 = 0 THEN '=formula' ELSE 'fan' END || n || '@example.lv', (ARRAY['lv', 'en', 'et', 'lt'])[1 + n % 4],
          timestamptz '2025-01-01 00:00:00+02' + n * interval '20 seconds'
   FROM generate_series(1, $1) AS n`,
  [SUBSCRIBERS],
);
await db.query('VACUUM ANALYZE newsletter_subscribers');

const { Argon2PasswordHasher } = await import('../../backend/dist/identity/adapters/security/argon2-password-hasher.js');
await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('admin@bench.lv', $1, 'Bench', 'Admin', now())`, [
  await new Argon2PasswordHasher().hash(PASSWORD),
]);
await db.query(`INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = 'admin@bench.lv'`);

// 1. The baseline: psql's client-side \copy of exactly the query the export runs.
const { subscriberCsvQuery } = await import('../../backend/dist/newsletter/adapters/persistence/pg-subscriber-csv.source.js');
const query = subscriberCsvQuery({}, (value) => value).replace(/\s+/g, ' ');
const psqlFile = join(tmpdir(), `bte-bench-psql-${process.pid}.csv`);
function psqlCopy() {
  const started = performance.now();
  const result = spawnSync('psql', [database.url, '-q', '-c', `\\copy (${query}) to '${psqlFile}' with (format csv, force_quote *)`], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return performance.now() - started;
}
const psqlRuns = [psqlCopy(), psqlCopy(), psqlCopy()];
const psqlMs = [...psqlRuns].sort((a, b) => a - b)[1];
const psqlLines = await countLines(createReadStream(psqlFile));
rmSync(psqlFile, { force: true });

// 2. The product: the real API and worker, BullMQ on Redis.
const env = { ...baseEnv(database.url, PORT), REDIS_URL, QUEUE_PREFIX: `benchexp${Date.now().toString(36)}` };
const api = startProcess('main.js', env);
const worker = startProcess('worker.js', env);
await waitForHttp(`http://127.0.0.1:${PORT}/api/health`);
await new Promise((done) => setTimeout(done, 2000)); // the worker's startup is not part of the export
const idleRss = memory(worker.pid).rss;

const base = `http://127.0.0.1:${PORT}/api`;
const login = await (await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.lv', password: PASSWORD }) })).json();
const auth = { authorization: `Bearer ${login.accessToken}` };

let peakSampledRss = idleRss;
const sampler = setInterval(() => {
  peakSampledRss = Math.max(peakSampledRss, memory(worker.pid).rss);
}, 20);

const requested = performance.now();
const created = await (await fetch(`${base}/admin/exports`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ resource: 'subscribers' }) })).json();
let status = created;
while (status.status !== 'done' && status.status !== 'failed') {
  await new Promise((done) => setTimeout(done, 25));
  status = await (await fetch(`${base}/admin/exports/${created.id}`, { headers: auth })).json();
}
const endToEndMs = performance.now() - requested;
clearInterval(sampler);
const workerPeak = memory(worker.pid).hwm;
const [{ job_ms: jobMs }] = (await db.query('SELECT EXTRACT(EPOCH FROM finished_at - started_at) * 1000 AS job_ms FROM newsletter_exports WHERE id = $1', [created.id])).rows;

const downloaded = join(tmpdir(), `bte-bench-export-${process.pid}.csv`);
const download = await fetch(`${base}/admin/exports/${created.id}/download`, { headers: auth });
await pipeline(Readable.fromWeb(download.body), createWriteStream(downloaded));
const fileLines = await countLines(createReadStream(downloaded));
const fileBytes = statSync(downloaded).size;
const firstBytes = readFileSync(downloaded).subarray(0, 80).toString('utf8');
rmSync(downloaded, { force: true });

await Promise.all([stop(api), stop(worker)]);
await db.end();
await database.drop();

console.log(`
Subscriber export, ${SUBSCRIBERS.toLocaleString('en')} rows (status ${status.status}, rowCount ${status.rowCount})
  psql \\copy of the same query      ${psqlRuns.map(seconds).join(' / ')} (median ${seconds(psqlMs)}), ${psqlLines.toLocaleString('en')} lines
  export job (started → finished)    ${seconds(Number(jobMs))}  = ${(Number(jobMs) / psqlMs).toFixed(2)} × psql
  export, POST → status done         ${seconds(endToEndMs)}  = ${(endToEndMs / psqlMs).toFixed(2)} × psql (includes outbox relay, queue and polling)
  worker memory                      idle ${(idleRss / MB).toFixed(0)} MB, peak RSS during the run ${(workerPeak / MB).toFixed(0)} MB (sampled max ${(peakSampledRss / MB).toFixed(0)} MB)
  downloaded file                    ${fileLines.toLocaleString('en')} lines, ${(fileBytes / MB).toFixed(1)} MB, starts ${JSON.stringify(firstBytes.split('\r\n').slice(0, 2))}
`);

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
