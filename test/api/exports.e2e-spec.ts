import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** More than react-admin's client exporter ever wrote (1,000): the file must hold every row. */
const MANY = 1_200;

/** RFC 4180 as the export writes it: every field quoted, quotes doubled, CRLF between rows, line breaks inside cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  while (index < text.length) {
    if (text[index] !== '"') throw new Error(`unquoted field at ${index}: ${JSON.stringify(text.slice(index, index + 40))}`);
    let value = '';
    index += 1;
    for (;;) {
      const quote = text.indexOf('"', index);
      value += text.slice(index, quote);
      index = quote + 1;
      if (text[index] === '"') {
        value += '"';
        index += 1;
      } else break;
    }
    row.push(value);
    if (text[index] === ',') index += 1;
    else if (text.startsWith('\r\n', index)) {
      rows.push(row);
      row = [];
      index += 2;
    } else throw new Error(`bad separator at ${index}`);
  }
  return rows;
}

describe('back-office exports of every list: complete, filtered, translated, admins only', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let customer: User;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, customer] = await Promise.all([signedUpUser(stack, 'admin'), signedUpUser(stack, 'customer')]);
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    // Seeded with SQL for speed: MANY matching rows of each list, and rows the filter must leave out.
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, status, created_at)
       SELECT 'bulk' || n || '@exports.example', 'HASH-MUST-NOT-LEAK-' || n, 'Bulk', 'Person' || n, now(),
         CASE WHEN n > $1 THEN 'inactive' ELSE 'active' END, timestamptz '2026-01-01 10:00:00+02' + n * interval '1 minute'
       FROM generate_series(1, $1 + 40) AS n`,
      [MANY],
    );
    const [{ id: category }] = (
      await db.query(`INSERT INTO categories (key, slug, name, status, priority) VALUES ('exports', 'eksporti', 'Exports', 'active', 98) ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name RETURNING id`)
    ).rows;
    const [{ id: seller }] = (await db.query(`SELECT id FROM users WHERE email = 'bulk1@exports.example'`)).rows;
    const [{ id: buyer }] = (await db.query(`SELECT id FROM users WHERE email = 'bulk2@exports.example'`)).rows;
    await db.query(
      `INSERT INTO tickets (id, seller_id, owner_id, buyer_id, category_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents, status, search_text, created_at)
       SELECT gen_random_uuid(), $1, $1, CASE WHEN n > $4 THEN $2::uuid END, $3, 'Bulk export concert ' || n, current_date + 30, 'Arēna Rīga', 2500, 2500, 1, 2500,
         CASE WHEN n > $4 THEN 'sold' ELSE 'available' END, 'bulk export concert ' || n, now() - n * interval '1 second'
       FROM generate_series(1, $4 * 2) AS n`,
      [seller, buyer, category, MANY],
    );
    await db.query(`INSERT INTO orders (id, ticket_id, buyer_id, seller_id, amount_cents, status, quantity, unit_price_cents, tickets_cents, total_cents, hold_expires_at, paid_at, created_at) SELECT gen_random_uuid(), id, buyer_id, seller_id, price_cents, 'paid', 1, price_cents, price_cents, price_cents, created_at, created_at, created_at FROM tickets WHERE status = 'sold'`);
    await db.query(
      `INSERT INTO contact_messages (name, email, message, language, created_at)
       SELECT CASE WHEN n > $1 THEN 'Someone Else' ELSE 'Bulk Writer' END, 'writer' || n || '@exports.example', E'First line ' || n || E'\\nsecond "quoted" line', 'lv',
         now() - n * interval '1 second'
       FROM generate_series(1, $1 + 30) AS n`,
      [MANY],
    );
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const as = (who: User) => ({ Authorization: `Bearer ${who.accessToken}` });

  /** Asks for an export in `language`, waits for the worker, and reads the file back through a download link. */
  async function exported(resource: string, filter: Record<string, unknown>, language: string): Promise<{ id: string; rowCount: number; rows: string[][] }> {
    const started = await request(stack.http).post('/api/admin/exports').set(as(admin)).set('Accept-Language', language).send({ resource, filter }).expect(202);
    const done = await eventually(
      async () => (await request(stack.http).get(`/api/admin/exports/${started.body.id}`).set(as(admin)).expect(200)).body,
      (body) => body.status === 'done' || body.status === 'failed',
      40_000,
    );
    expect(done).toMatchObject({ resource, status: 'done', progress: 100 });
    const link = await request(stack.http).post(`/api/admin/exports/${started.body.id}/download-link`).set(as(admin)).expect(200);
    expect(link.body.url).toMatch(new RegExp(`^/api/exports/${started.body.id}/file\\?token=`));
    // The link alone, no bearer token: what the browser opens to stream the file to disk.
    const file = await request(stack.http).get(link.body.url).buffer(true).expect(200);
    expect(file.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${resource}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    return { id: started.body.id, rowCount: done.rowCount, rows: parseCsv(file.text) };
  }

  it('users: every active account found by the search, column names in Latvian, no password hash; recorded with the admin id', async () => {
    const { id, rowCount, rows } = await exported('users', { q: 'exports.example', status: 'active' }, 'lv');
    expect(rows[0]).toEqual(['E-pasts', 'Vārds', 'Uzvārds', 'Tālrunis', 'Statuss', 'E-pasts apstiprināts', 'Administrators', 'Valoda', 'Reģistrācija', 'Pēdējā pieteikšanās']);
    expect(rowCount).toBe(MANY);
    expect(rows.slice(1)).toHaveLength(MANY);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(MANY);
    expect(rows.slice(1).every((row) => row[4] === 'active' && row[0].endsWith('@exports.example'))).toBe(true);
    expect(rows[1]).toEqual(['bulk1@exports.example', 'Bulk', 'Person1', '', 'active', 'yes', 'no', 'en', '01.01.2026 10:01', '']);
    expect(JSON.stringify(rows)).not.toContain('HASH-MUST-NOT-LEAK');
    const [entry] = (await db.query(`SELECT details, actor FROM activity_log WHERE details->>'exportId' = $1`, [id])).rows;
    expect(entry).toEqual({ details: { change: 'users exported', exportId: id, adminId: admin.userId }, actor: admin.email });
  }, 60_000);

  it('tickets: every available listing matching the text, column names in Lithuanian', async () => {
    const { rowCount, rows } = await exported('tickets', { q: 'Bulk Export', status: 'available' }, 'lt');
    expect(rows[0]).toEqual(['ID', 'Pavadinimas', 'Kategorija', 'Renginio data', 'Vieta', 'Pardavėjo el. paštas', 'Kiekis', 'Bilieto kaina (EUR)', 'Nominali vertė (EUR)', 'Būsena', 'Įdėtas']);
    expect(rowCount).toBe(MANY);
    expect(rows.slice(1)).toHaveLength(MANY);
    expect(rows.slice(1).every((row) => row[9] === 'available' && row[1].startsWith('Bulk export concert ') && row[7] === '25.00' && row[5] === 'bulk1@exports.example')).toBe(true);
  }, 60_000);

  it('orders: every order (the list has no filter), column names in Estonian', async () => {
    const { rowCount, rows } = await exported('orders', {}, 'et');
    expect(rows[0]).toEqual(['ID', 'Esitatud', 'Pilet', 'Ostja e-post', 'Müüja e-post', 'Summa', 'Valuuta', 'Olek']);
    expect(rowCount).toBe(MANY);
    expect(rows.slice(1)).toHaveLength(MANY);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(MANY);
    expect(rows[1].slice(2)).toEqual([expect.stringMatching(/^Bulk export concert \d+$/), 'bulk2@exports.example', 'bulk1@exports.example', '25.00', 'EUR', 'paid']);
  }, 60_000);

  it('contact messages: every message found by the search, line breaks and quotes kept inside their cell, English names', async () => {
    const { rowCount, rows } = await exported('contact-messages', { q: 'bulk writer' }, 'en');
    expect(rows[0]).toEqual(['Received', 'Name', 'Email', 'Language', 'Message']);
    expect(rowCount).toBe(MANY);
    expect(rows.slice(1)).toHaveLength(MANY);
    expect(rows.slice(1).every((row) => row[1] === 'Bulk Writer' && /^First line \d+\nsecond "quoted" line$/.test(row[4]))).toBe(true);
  }, 60_000);

  it('is for administrators only: a customer is refused, a download link must be signed for that export and fresh', async () => {
    await request(stack.http).post('/api/admin/exports').send({ resource: 'users' }).expect(401);
    await request(stack.http).post('/api/admin/exports').set(as(customer)).send({ resource: 'users' }).expect(403);
    const { rows } = await db.query(`INSERT INTO data_exports (resource, status, progress, requested_by, file_key) VALUES ('users', 'done', 100, $1, 'exports/none.csv') RETURNING id`, [admin.email]);
    const other = randomUUID();
    await request(stack.http).post(`/api/admin/exports/${rows[0].id}/download-link`).set(as(customer)).expect(403);
    const link = await request(stack.http).post(`/api/admin/exports/${rows[0].id}/download-link`).set(as(admin)).expect(200);
    const token = new URL(link.body.url, 'http://x').searchParams.get('token')!;
    // The same token names another export: refused; a forged or missing one too, all as "not found".
    await request(stack.http).get(`/api/exports/${other}/file?token=${encodeURIComponent(token)}`).expect(404);
    await request(stack.http).get(`/api/exports/${rows[0].id}/file?token=${encodeURIComponent(`${token.split('.')[0]}.forged`)}`).expect(404);
    await request(stack.http).get(`/api/exports/${rows[0].id}/file`).expect(404);
    const running = (await db.query(`INSERT INTO data_exports (resource, status, progress, requested_by) VALUES ('orders', 'running', 30, $1) RETURNING id`, [admin.email])).rows[0].id;
    const early = await request(stack.http).post(`/api/admin/exports/${running}/download-link?lang=en`).set(as(admin)).expect(409);
    expect(early.body.code).toBe('operations.export_not_ready');
  }, 30_000);
});
