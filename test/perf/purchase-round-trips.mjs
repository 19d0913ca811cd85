// How many statements one purchase sends to PostgreSQL, counted in the API process (session check included), for a
// purchase that wins and for one refused because the ticket is already sold. A figure that does not depend on how
// busy the machine is. Usage: npm run build -w backend && node test/perf/purchase-round-trips.mjs
// (BENCH_BACKEND_DIST=<another checkout>/backend/dist counts an older build the same way.)
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { baseEnv, DIST, ROOT, SERVER, stop, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3904);
const NAME = process.env.BENCH_DATABASE ?? 'bte_bench_round_trips';
const PURCHASES = 20;

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
const url = new URL(SERVER);
url.pathname = `/${NAME}`;
const { prepareDatabase } = await import(join(DIST, 'database-setup.js'));
await prepareDatabase(url.toString(), { demoUsers: [], demoEventsFrom: new Date() });

const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const { Argon2PasswordHasher } = await import(join(DIST, 'identity/adapters/security/argon2-password-hasher.js'));
const hash = await new Argon2PasswordHasher().hash('Bench-Password-2026');
await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('seller@bench.lv', $1, 'Sel', 'Ler', now()), ('buyer@bench.lv', $1, 'Buy', 'Er', now())`, [hash]);
const seller = (await db.query(`SELECT id FROM users WHERE email = 'seller@bench.lv'`)).rows[0].id;
const category = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
await db.query(
  `INSERT INTO tickets (id, seller_id, owner_id, category_id, title, event_date, venue, price_per_unit_cents, quantity, price_cents)
   SELECT gen_random_uuid(), $1, $1, $2, 'Bench ' || g, current_date + 30, 'Arēna Rīga', 4550, 1, 4550 FROM generate_series(1, ${PURCHASES}) g`,
  [seller, category],
);
const tickets = (await db.query('SELECT id FROM tickets')).rows.map((row) => row.id);

const countFile = join(tmpdir(), `pg-count-${process.pid}`);
const api = spawn(process.execPath, ['--import', join(ROOT, 'test/perf/count-pg-queries.mjs'), join(DIST, 'main.js')], {
  env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...baseEnv(url.toString(), PORT), PG_QUERY_COUNT_FILE: countFile },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitForHttp(`http://127.0.0.1:${PORT}/api/health`);
const base = `http://127.0.0.1:${PORT}`;
const { accessToken } = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'buyer@bench.lv', password: 'Bench-Password-2026' }) })).json();

async function queries() {
  api.kill('SIGUSR2');
  await new Promise((done) => setTimeout(done, 200));
  return Number(readFileSync(countFile, 'utf8'));
}
async function perPurchase(expected) {
  const before = await queries();
  for (const ticket of tickets) {
    const response = await fetch(`${base}/api/tickets/${ticket}/purchase`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' }, body: JSON.stringify({ expectedUnitPriceCents: 4550, expectedVersion: 1 }) });
    if (response.status !== expected) throw new Error(`expected ${expected}, got ${response.status}: ${await response.text()}`);
  }
  return ((await queries()) - before) / tickets.length;
}
console.log(`Statements sent to PostgreSQL per purchase (${DIST}):`);
console.log(`  a purchase that wins:                   ${await perPurchase(201)}`);
console.log(`  a purchase refused, ticket already sold: ${await perPurchase(409)}`);

await stop(api);
await db.end();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.end();
