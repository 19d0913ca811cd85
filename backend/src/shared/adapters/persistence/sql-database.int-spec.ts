import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { createDataSource } from './data-source.js';
import { SqlDatabase, sqlState, type PreparedStatement } from './sql-database.js';
import { TypeOrmTransactionRunner } from './typeorm-transaction-runner.js';

const NOTE_BY_KEY: PreparedStatement = { name: 'test.note-by-key', text: 'SELECT key, value FROM prepared_notes WHERE key = $1' };
const BACKEND_PID: PreparedStatement = { name: 'test.backend-pid', text: 'SELECT pg_backend_pid() AS pid, pg_sleep(0.05)' };
const ADD_NOTE: PreparedStatement = { name: 'test.add-note', text: 'INSERT INTO prepared_notes (key, value) VALUES ($1, $2) RETURNING key' };

describe('the SQL base', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let transactions: TypeOrmTransactionRunner;
  let sql: SqlDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dataSource = createDataSource(database.url, 2);
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE prepared_notes (key text PRIMARY KEY, value text NOT NULL)');
    transactions = new TypeOrmTransactionRunner(dataSource);
    sql = new SqlDatabase(transactions);
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('runs a prepared statement on the pool outside a transaction, many times on every connection, and gives each back', async () => {
    await sql.prepared(ADD_NOTE, ['pool', 'committed']);
    // Twelve at once on a pool of two: a connection not given back would leave the rest waiting until the timeout.
    const reads = await Promise.all(Array.from({ length: 12 }, () => sql.prepared(NOTE_BY_KEY, ['pool'])));
    expect(reads).toEqual(Array.from({ length: 12 }, () => [{ key: 'pool', value: 'committed' }]));
  });

  it('answers every statement with its rows: an UPDATE with its RETURNING rows, a write without RETURNING with none', async () => {
    await sql.rows('INSERT INTO prepared_notes (key, value) VALUES ($1, $2)', ['plain', 'first']);
    expect(await sql.rows('UPDATE prepared_notes SET value = $2 WHERE key = $1 RETURNING key, value', ['plain', 'second'])).toEqual([{ key: 'plain', value: 'second' }]);
    expect(await sql.rows('UPDATE prepared_notes SET value = $2 WHERE key = $1', ['plain', 'third'])).toEqual([]);
    expect(await sql.one('SELECT value FROM prepared_notes WHERE key = $1', ['plain'])).toEqual({ value: 'third' });
    expect(await sql.one('SELECT value FROM prepared_notes WHERE key = $1', ['nobody'])).toBeNull();
  });

  it('runs inside the current transaction: sees its uncommitted rows, and its rollback undoes both kinds of statement', async () => {
    const failure = new Error('roll back');
    await expect(
      transactions.run(async () => {
        await sql.prepared(ADD_NOTE, ['in-transaction', 'uncommitted']);
        await sql.rows('INSERT INTO prepared_notes (key, value) VALUES ($1, $2)', ['plain-in-transaction', 'uncommitted']);
        expect(await sql.prepared(NOTE_BY_KEY, ['in-transaction'])).toEqual([{ key: 'in-transaction', value: 'uncommitted' }]);
        expect(await sql.rows('SELECT key FROM prepared_notes WHERE key = $1', ['plain-in-transaction'])).toEqual([{ key: 'plain-in-transaction' }]);
        expect(await dataSource.query('SELECT key FROM prepared_notes WHERE key LIKE $1', ['%in-transaction'])).toEqual([]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await sql.rows('SELECT key FROM prepared_notes WHERE key LIKE $1', ['%in-transaction'])).toEqual([]);
  });

  it("rejects with PostgreSQL's SQLSTATE, from a prepared statement and from a plain one", async () => {
    await expect(sql.prepared(ADD_NOTE, ['pool', 'again'])).rejects.toMatchObject({ code: '23505' });
    const plain = await sql.rows('INSERT INTO prepared_notes (key, value) VALUES ($1, $2)', ['pool', 'again']).catch((error: unknown) => error);
    expect(sqlState(plain)).toBe('23505');
  });

  it('gives its connection back after a refused statement, and the pool replaces one whose server process ended', async () => {
    // The pool has two connections: ten refusals in a row would leave none if one were kept.
    for (let attempt = 0; attempt < 10; attempt += 1) await expect(sql.prepared(ADD_NOTE, ['pool', 'again'])).rejects.toMatchObject({ code: '23505' });
    expect(await sql.prepared(NOTE_BY_KEY, ['pool'])).toEqual([{ key: 'pool', value: 'committed' }]);

    const lent = await Promise.all([sql.prepared<{ pid: number }>(BACKEND_PID, []), sql.prepared<{ pid: number }>(BACKEND_PID, [])]);
    const pids = lent.map(([row]) => row.pid);
    expect(new Set(pids).size).toBe(2);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend(pid, 5000) FROM unnest($1::int[]) pid', [pids]);
    } finally {
      await admin.end();
    }
    const [after] = await sql.prepared<{ pid: number }>(BACKEND_PID, []);
    expect(pids).not.toContain(after.pid);
    expect(await sql.prepared(NOTE_BY_KEY, ['pool'])).toEqual([{ key: 'pool', value: 'committed' }]);
  });
});
