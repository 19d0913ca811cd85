// The bare baseline of catalog-benchmark.mjs, in a process of its own: node:http + pg running the same two queries
// per request as the API's repository, nothing else. Env: DATABASE_URL, PORT.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const EVENT_COLUMNS = `e.id, e.category_id AS "categoryId", c.slug AS "categorySlug", e.title, e.description, e.venue, e.city, e.starts_at AS "startsAt", e.price_range AS "priceRange", e.status`;
const bare = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://x');
    let body;
    if (url.pathname === '/health') return response.end('ok');
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
await new Promise((done) => bare.listen(Number(process.env.PORT), '127.0.0.1', done));
