// A message to every subscriber at scale: 1,000,000 subscribers in a fresh database, then one
// `POST /api/admin/newsletter/messages` through the real API (BullMQ on Redis, no worker, so nothing is mailed).
// Prints how long the administrator waits, what the request wrote (deliveries, batch jobs in the outbox) and the
// API's peak memory. (The worker's outbox relay and the sending itself are not part of it.)
// Usage: npm run build -w backend && node test/perf/newsletter-message-benchmark.mjs   (BENCH_SUBSCRIBERS for another size)
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { baseEnv, DIST, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3905);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000_000);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `benchmsg${Date.now().toString(36)}`;
const PASSWORD = 'Bench-Password-2026';
const MB = 1024 * 1024;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_message');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
console.log(`Filling ${SUBSCRIBERS.toLocaleString('en')} subscribers...`);
await db.query(
  `INSERT INTO newsletter_subscribers (email, language, created_at)
   SELECT 'fan' || n || '@example.lv', (ARRAY['lv', 'en', 'et', 'lt'])[1 + n % 4], timestamptz '2025-01-01 00:00:00+02' + n * interval '20 seconds'
   FROM generate_series(1, $1) AS n`,
  [SUBSCRIBERS],
);
await db.query('VACUUM ANALYZE newsletter_subscribers');
const { Argon2PasswordHasher } = await import(join(DIST, 'identity/adapters/security/argon2-password-hasher.js'));
await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('admin@bench.lv', $1, 'Bench', 'Admin', now())`, [
  await new Argon2PasswordHasher().hash(PASSWORD),
]);
await db.query(`INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = 'admin@bench.lv'`);

const api = startProcess('main.js', { ...baseEnv(database.url, PORT), REDIS_URL, QUEUE_PREFIX: PREFIX });
await waitForHttp(`http://127.0.0.1:${PORT}/api/health`);
const base = `http://127.0.0.1:${PORT}/api`;
const login = await (await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.lv', password: PASSWORD }) })).json();
const idle = memory(api.pid).rss;

const started = performance.now();
const response = await fetch(`${base}/admin/newsletter/messages`, {
  method: 'POST',
  headers: { authorization: `Bearer ${login.accessToken}`, 'content-type': 'application/json' },
  body: JSON.stringify({ subject: 'Vasaras festivāli', body: 'Jaunas biļetes katru dienu.' }),
});
const answered = performance.now() - started;
const message = await response.json();
console.log(`POST /api/admin/newsletter/messages: ${response.status} after ${seconds(answered)}; recipients ${message.recipients?.toLocaleString('en')}`);

const count = async (sql, params = []) => (await db.query(sql, params)).rows[0].n;
const deliveries = await count('SELECT count(*)::int AS n FROM newsletter_deliveries WHERE message_id = $1', [message.id]);
const batches = await count(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'newsletter.send-batch'`);
console.log(`Written by the request: ${deliveries.toLocaleString('en')} delivery rows, ${batches.toLocaleString('en')} batch jobs in the outbox`);

const { hwm } = memory(api.pid);
console.log(`API memory: ${Math.round(idle / MB)} MB before, peak ${Math.round(hwm / MB)} MB over its life`);

await stop(api);
const redis = new Redis(REDIS_URL);
const keys = await redis.keys(`${PREFIX}:*`);
if (keys.length) await redis.del(...keys);
await redis.quit();
await db.end();
await database.drop();

function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}
