// A fresh database whose concerts category holds `count` available tickets of one seller, for the storefront's
// figure scripts. Returns the database as freshDatabase does.
import pg from 'pg';
import { freshDatabase } from './stack.mjs';

export async function databaseWithConcertTickets(name, count) {
  const database = await freshDatabase(name);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const seller = (
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at)
       VALUES ('seller@figures.lv', 'not-a-hash', 'Ilze', 'Kalniņa', now()) RETURNING id`,
    )
  ).rows[0].id;
  const category = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
  await db.query(
    `INSERT INTO tickets (id, seller_id, owner_id, category_id, title, description, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents)
     SELECT gen_random_uuid(), $1, $1, $2, 'Koncerts ' || g, 'Parter, rinda ' || (g % 20 + 1), current_date + (g % 90) + 1,
            'Lielā ģilde', 2250 + g, 2500, 1 + g % 3, (2250 + g) * (1 + g % 3)
     FROM generate_series(1, ${count}) g`,
    [seller, category],
  );
  await db.end();
  return database;
}
