// The bare baseline of catalog-benchmark.mjs, in a process of its own: node:http + pg running the same statements
// per request as the API's repository (imported from the build, so they cannot drift apart), prepared the same way,
// and nothing else: no validation, no headers but the content type. The statements hand back the answer as finished
// JSON text, which is written as it comes (ADR 0038). `/primary-key/:id` is the yardstick issue 21 was written
// against: the same server reading one event's id by primary key ("over 10,000 req/s" on the machine of the issue).
// Env: DATABASE_URL, DATABASE_POOL_SIZE, PORT, DIST.
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';

const { EVENT_BY_ID, eventSearchStatement } = await import(join(process.env.DIST, 'catalog/adapters/persistence/sql-catalog.repository.js'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE) });
const PAGE_SIZE = 20;
const PRIMARY_KEY_READ = { name: 'primary-key-read', text: 'SELECT id FROM events WHERE id = $1' };

const bare = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://x');
    let body;
    if (url.pathname === '/health') return response.end('ok');
    if (url.pathname.startsWith('/primary-key/')) {
      body = JSON.stringify((await pool.query({ ...PRIMARY_KEY_READ, values: [url.pathname.split('/').pop()] })).rows[0]);
    } else if (url.pathname === '/api/events') {
      const { statement, values } = eventSearchStatement({ categorySlug: url.searchParams.get('category'), from: new Date(), offset: 0, limit: PAGE_SIZE });
      body = (await pool.query({ ...statement, values })).rows[0].page;
    } else {
      body = (await pool.query({ ...EVENT_BY_ID, values: [url.pathname.split('/').pop()] })).rows[0].event;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  } catch (error) {
    response.writeHead(500);
    response.end(String(error));
  }
});
await new Promise((done) => bare.listen(Number(process.env.PORT), '127.0.0.1', done));
