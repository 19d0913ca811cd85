import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { prepareDatabase } from '../database-setup.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

const seed = {
  demoUsers: [{ email: ' Seller@Example.com ', password: 'a-long-demo-password', firstName: 'Anna', lastName: 'Bērziņa', language: 'lv' as const }],
  admin: { email: 'admin@example.com', password: 'another-long-password', firstName: 'Admin', lastName: 'User', language: 'en' as const },
};

describe('migrations and demo data', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('builds the schema on an empty database and seeds the nine categories, the users and the administrator', async () => {
    const { applied } = await prepareDatabase(database.url, seed);
    expect(applied).toContain('InitialSchema1763800000000');

    const categories = await client.query('SELECT key, slug, name_lv, name_ee, name_lt FROM categories ORDER BY priority');
    expect(categories.rows.map((row) => row.key)).toEqual([
      'theatre', 'concerts', 'festivals', 'sports', 'cinema', 'children', 'travel', 'gift-cards', 'other',
    ]);
    expect(categories.rows.find((row) => row.key === 'other')).toMatchObject({ slug: 'citi-pasākumi', name_lv: 'Citi pasākumi' });
    expect(categories.rows.every((row) => row.name_lv && row.name_ee && row.name_lt)).toBe(true);

    const users = await client.query('SELECT email, password_hash, email_verified_at FROM users ORDER BY email');
    expect(users.rows.map((row) => row.email)).toEqual(['admin@example.com', 'seller@example.com']);
    expect(users.rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(users.rows.every((row) => row.email_verified_at)).toBe(true);

    const admins = await client.query('SELECT a.email FROM admin_users a JOIN users u ON u.id = a.user_id');
    expect(admins.rows).toEqual([{ email: 'admin@example.com' }]);
  }, 30_000);

  it('changes nothing when run again, and keeps what staff edited', async () => {
    await client.query(`UPDATE categories SET name_lv = 'Teātris un opera' WHERE key = 'theatre'`);
    const before = await client.query('SELECT password_hash FROM users ORDER BY email');

    const { applied } = await prepareDatabase(database.url, seed);

    expect(applied).toEqual([]);
    const counts = await client.query(
      'SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM admin_users)::int AS admins',
    );
    expect(counts.rows[0]).toEqual({ categories: 9, users: 2, admins: 1 });
    const theatre = await client.query(`SELECT name_lv FROM categories WHERE key = 'theatre'`);
    expect(theatre.rows[0].name_lv).toBe('Teātris un opera');
    expect((await client.query('SELECT password_hash FROM users ORDER BY email')).rows).toEqual(before.rows);
  }, 30_000);

  it('creates no administrator once there is one, not even for a changed ADMIN_EMAIL', async () => {
    const changed = { ...seed, admin: { ...seed.admin, email: 'someone-else@example.com' } };
    await prepareDatabase(database.url, changed);

    const admins = await client.query('SELECT email, user_id FROM admin_users');
    expect(admins.rows.map((row) => row.email)).toEqual(['admin@example.com']);
    expect((await client.query(`SELECT 1 FROM users WHERE email = 'someone-else@example.com'`)).rows).toHaveLength(0);
  }, 30_000);

  it('refuses an email that is not stored lowercased and trimmed', async () => {
    await expect(
      client.query(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('Mixed@Example.com', 'x', 'A', 'B')`),
    ).rejects.toThrow(/users_email_lowercase/);
  });
});
