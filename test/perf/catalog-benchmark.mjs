// Catalogue read speed: with 10,000 events and 1,000,000 tickets, the category events list and the event detail
// at 50 concurrent connections, through the real API, side by side with a bare node:http + pg handler running the
// same SQL. The API runs twice: as configured (its catalogue response cache on, ADR 0009) and with the cache off
// (CATALOG_CACHE_SECONDS=0), so both the cached answer and the full pipeline are measured. Prints the figures and
// whether each target is met; asserts nothing. Usage: npm run build -w backend && node test/perf/catalog-benchmark.mjs
// (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT (three ports from it) and BENCH_DATABASE override the defaults).
import http from 'node:http';
import pg from 'pg';
import { load } from './load.mjs';
import { baseEnv, freshDatabase, startProcess, stop, waitForHttp } from './stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const API_PORT = Number(process.env.BENCH_PORT ?? 3901);
const BARE_PORT = API_PORT + 1;
const UNCACHED_PORT = API_PORT + 2;
const TARGET = { medianMs: 10, p99Ms: 50, shareOfBare: 0.6 };

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_catalog');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
console.log('Filling: 10,000 events and 1,000,000 tickets...');
const started = Date.now();
await db.query(`INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('bench@example.lv', 'x', 'Bench', 'Seller', now())`);
await db.query(`
  INSERT INTO events (category_id, title, description, venue, city, starts_at, price_range, search_text)
  SELECT c.id, 'Bench event ' || g, 'Description ' || g, 'Arēna Rīga', 'Rīga', now() + (g % 300 + 1) * interval '1 day', '10–50 €', 'bench event ' || g
  FROM generate_series(1, ${10_000 - 60}) g
  JOIN LATERAL (SELECT id FROM categories WHERE key <> 'sports' ORDER BY key OFFSET (g % 8) LIMIT 1) c ON true`);
await db.query(`CREATE TEMP TABLE numbered AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id, category_id, starts_at, venue FROM events`);
await db.query(`
  INSERT INTO tickets (id, seller_id, owner_id, category_id, event_id, title, event_date, venue, price_per_unit_cents, quantity, price_cents, search_text)
  SELECT gen_random_uuid(), u.id, u.id, e.category_id, e.id, 'Bench ticket ' || g, (e.starts_at AT TIME ZONE 'Europe/Riga')::date, e.venue, 2500, 2, 5000, 'bench ticket ' || g
  FROM generate_series(1, 1000000) g
  CROSS JOIN (SELECT id FROM users WHERE email = 'bench@example.lv') u
  JOIN numbered e ON e.n = g % 10000`);
await db.query('ANALYZE');
const counts = (await db.query('SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM tickets)::int AS tickets')).rows[0];
console.log(`Filled in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
const eventId = (await db.query(`SELECT e.id FROM events e JOIN categories c ON c.id = e.category_id WHERE c.slug = 'koncerti' ORDER BY e.starts_at LIMIT 1`)).rows[0].id;

// The bare handler: the same two queries per request as the API's repository, nothing else.
const pool = new pg.Pool({ connectionString: database.url, max: 20 });
const EVENT_COLUMNS = `e.id, e.category_id AS "categoryId", c.slug AS "categorySlug", e.title, e.description, e.venue, e.city, e.starts_at AS "startsAt", e.price_range AS "priceRange", e.status`;
const bare = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://x');
    let body;
    if (url.pathname === '/api/events') {
      const category = (await pool.query('SELECT * FROM categories WHERE slug = $1', [url.searchParams.get('category')])).rows[0];
      const filter = `FROM events e JOIN categories c ON c.id = e.category_id WHERE e.status = 'scheduled' AND c.status = 'active' AND e.category_id = $1 AND e.starts_at >= $2`;
      const now = new Date();
      const [items, count] = await Promise.all([
        pool.query(`SELECT ${EVENT_COLUMNS} ${filter} ORDER BY e.starts_at, e.id LIMIT $3 OFFSET $4`, [category.id, now, 20, 0]),
        pool.query(`SELECT count(*) AS n ${filter}`, [category.id, now]),
      ]);
      body = { items: items.rows, total: Number(count.rows[0].n), page: 1, pageSize: 20 };
    } else {
      const id = url.pathname.split('/').pop();
      const [event] = (await pool.query(`SELECT ${EVENT_COLUMNS} FROM events e JOIN categories c ON c.id = e.category_id WHERE e.id = $1`, [id])).rows;
      const tiers = (await pool.query('SELECT id, name, price_cents AS "priceCents", available FROM event_ticket_tiers WHERE event_id = $1 ORDER BY position, name', [id])).rows;
      body = { ...event, tiers };
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
  }
});
await new Promise((done) => bare.listen(BARE_PORT, '127.0.0.1', done));

const api = startProcess('main.js', baseEnv(database.url, API_PORT));
const uncached = startProcess('main.js', { ...baseEnv(database.url, UNCACHED_PORT), CATALOG_CACHE_SECONDS: '0' });
await waitForHttp(`http://127.0.0.1:${API_PORT}/api/health`);
await waitForHttp(`http://127.0.0.1:${UNCACHED_PORT}/api/health`);

const cases = [
  { name: 'category events list', path: '/api/events?category=koncerti' },
  { name: 'event detail', path: `/api/events/${eventId}` },
];
const results = [];
for (const { name, path } of cases) {
  for (const [server, port] of [['API', API_PORT], ['API, cache off', UNCACHED_PORT], ['bare node:http + pg', BARE_PORT]]) {
    await load({ url: `http://127.0.0.1:${port}${path}`, connections: 10, seconds: 2 });
    const figures = await load({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, seconds: SECONDS, expectStatus: 200 });
    results.push({ case: name, server, ...figures });
  }
}
console.table(results.map(({ statuses, unexpected, ...row }) => ({ ...row, statuses: JSON.stringify(statuses), ...(unexpected ? { unexpected } : {}) })));
const verdict = (met) => (met ? 'met' : 'NOT met');
for (const { name } of cases) {
  const bareRow = results.find((row) => row.case === name && row.server.startsWith('bare'));
  for (const server of ['API', 'API, cache off']) {
    const row = results.find((candidate) => candidate.case === name && candidate.server === server);
    const share = row.rps / bareRow.rps;
    console.log(
      `${name}, ${server}: ${row.rps} req/s = ${Math.round(100 * share)}% of the bare handler's ${bareRow.rps} req/s (target ≥ ${100 * TARGET.shareOfBare}%: ${verdict(share >= TARGET.shareOfBare)}); ` +
        `median ${row.medianMs} ms (target < ${TARGET.medianMs}: ${verdict(row.medianMs < TARGET.medianMs)}), p99 ${row.p99Ms} ms (target < ${TARGET.p99Ms}: ${verdict(row.p99Ms < TARGET.p99Ms)}) at ${CONNECTIONS} connections.`,
    );
  }
}
console.log('The API with its cache answers from memory, the bare handler runs the SQL on every request: the cache, not faster SQL, is what the first row measures.');

await stop(api);
await stop(uncached);
bare.close();
await pool.end();
await db.end();
await database.drop();
