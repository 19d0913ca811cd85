// Back-office read speed on a large marketplace: 200,000 users, 100,000 subscribers, 100,000 sales and 200,000
// activity entries. Measures the dashboard (every figure an SQL aggregate), the users search and the activity list
// through the real API, and the API's memory before and after. Prints the figures; asserts nothing.
// Usage: npm run build -w backend && node test/perf/dashboard-benchmark.mjs
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { load } from './load.mjs';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 5);
const API_PORT = 3903;
const PASSWORD = 'Kalnu-ezers-2026';

const database = await freshDatabase('bte_bench_dashboard');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
console.log('Filling: 200,000 users, 100,000 subscribers, 100,000 sales, 200,000 activity entries...');
const started = Date.now();
await db.query(`
  INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, created_at)
  SELECT 'user' || g || '@example.lv', 'x', 'Vārds' || g, 'Uzvārds' || g, now(), now() - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute'
  FROM generate_series(1, 200000) g`);
await db.query(`
  INSERT INTO newsletter_subscribers (email, language, created_at)
  SELECT 'fan' || g || '@example.lv', 'lv', now() - (g % 400) * interval '1 day' FROM generate_series(1, 100000) g`);
await db.query(`CREATE TEMP TABLE people AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id FROM users`);
const category = (await db.query(`SELECT id FROM categories ORDER BY key LIMIT 1`)).rows[0].id;
await db.query(`
  INSERT INTO tickets (id, seller_id, owner_id, buyer_id, category_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents, status, sold_at, created_at)
  SELECT gen_random_uuid(), s.id, b.id, CASE WHEN g <= 100000 THEN b.id END, $1, 'Bench ticket ' || g, current_date + 30, 'Arēna Rīga', 2500, 2500, 2, 5000,
    CASE WHEN g <= 100000 THEN 'sold' ELSE 'available' END, CASE WHEN g <= 100000 THEN now() END, now() - (g % 60) * interval '1 day'
  FROM generate_series(1, 150000) g JOIN people s ON s.n = g % 200000 JOIN people b ON b.n = (g + 1) % 200000`, [category]);
await db.query(`
  INSERT INTO orders (id, ticket_id, buyer_id, seller_id, amount_cents, created_at)
  SELECT gen_random_uuid(), id, buyer_id, seller_id, price_cents, created_at FROM tickets WHERE status = 'sold'`);
await db.query(`
  INSERT INTO activity_log (kind, details, created_at)
  SELECT (ARRAY['user.registered', 'subscriber.created', 'support.message_received', 'system.updated'])[1 + g % 4], jsonb_build_object('email', 'user' || g || '@example.lv'),
    now() - g * interval '1 minute' FROM generate_series(1, 200000) g`);
await db.query('ANALYZE');
console.log(`Filled in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

const api = startProcess('main.js', baseEnv(database.url, API_PORT));
const base = `http://127.0.0.1:${API_PORT}`;
await waitForHttp(`${base}/api/health`);
const email = 'bench.admin@example.lv';
const registered = await fetch(`${base}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: PASSWORD, firstName: 'Bench', lastName: 'Admin', countryCode: '+371', phoneNumber: '20000000' }),
});
if (registered.status !== 202) throw new Error(`registration answered ${registered.status}`);
await db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [email]);
const { accessToken } = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) })).json();
const headers = { Authorization: `Bearer ${accessToken}` };

const rssMb = () => Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(api.pid)]).toString().trim()) / 1024);
const rssBefore = rssMb();
const cases = [
  { name: 'dashboard', path: '/api/admin/dashboard' },
  { name: 'users search', path: `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'uzvārds1234' }))}&range=[0,24]` },
  { name: 'users page 400', path: '/api/admin/users?sort=["createdAt","DESC"]&range=[10000,10024]' },
  { name: 'activity, one kind', path: `/api/admin/activity?filter=${encodeURIComponent(JSON.stringify({ kind: 'user_registered' }))}&range=[0,24]` },
];
const results = [];
for (const { name, path } of cases) {
  await load({ url: `${base}${path}`, connections: 2, seconds: 2, headers });
  results.push({ case: name, ...(await load({ url: `${base}${path}`, connections: CONNECTIONS, seconds: SECONDS, headers, expectStatus: 200 })) });
}
const rssAfter = rssMb();
console.table(results.map(({ statuses, unexpected, ...row }) => ({ ...row, statuses: JSON.stringify(statuses), ...(unexpected ? { unexpected } : {}) })));
console.log(`API resident memory: ${rssBefore} MB before, ${rssAfter} MB after ${results.reduce((sum, row) => sum + row.requests, 0)} requests.`);

await stop(api);
await db.end();
await database.drop();
