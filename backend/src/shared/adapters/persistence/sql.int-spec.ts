import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { createDataSource } from './data-source.js';
import { preparedRows, type PreparedStatement } from './sql.js';
import { TypeOrmTransactionRunner } from './typeorm-transaction-runner.js';

const NOTE_BY_KEY: PreparedStatement = { name: 'test.note-by-key', text: 'SELECT key, value FROM prepared_notes WHERE key = $1' };
const ADD_NOTE: PreparedStatement = { name: 'test.add-note', text: 'INSERT INTO prepared_notes (key, value) VALUES ($1, $2) RETURNING key' };

describe('prepared statements', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let transactions: TypeOrmTransactionRunner;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dataSource = createDataSource(database.url, [], 2);
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE prepared_notes (key text PRIMARY KEY, value text NOT NULL)');
    transactions = new TypeOrmTransactionRunner(dataSource);
  }, 60_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('runs on the pool outside a transaction, the same statement many times on every connection', async () => {
    await preparedRows(transactions.manager(), ADD_NOTE, ['pool', 'committed']);
    const reads = await Promise.all(Array.from({ length: 12 }, () => preparedRows(transactions.manager(), NOTE_BY_KEY, ['pool'])));
    expect(reads).toEqual(Array.from({ length: 12 }, () => [{ key: 'pool', value: 'committed' }]));
  });

  it('runs inside the current transaction: sees its uncommitted rows, and its rollback undoes the statement', async () => {
    const failure = new Error('roll back');
    await expect(
      transactions.run(async () => {
        await preparedRows(transactions.manager(), ADD_NOTE, ['in-transaction', 'uncommitted']);
        expect(await preparedRows(transactions.manager(), NOTE_BY_KEY, ['in-transaction'])).toEqual([{ key: 'in-transaction', value: 'uncommitted' }]);
        expect(await dataSource.query('SELECT key FROM prepared_notes WHERE key = $1', ['in-transaction'])).toEqual([]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await preparedRows(transactions.manager(), NOTE_BY_KEY, ['in-transaction'])).toEqual([]);
  });

  it("rejects with PostgreSQL's own error and SQLSTATE", async () => {
    await expect(preparedRows(transactions.manager(), ADD_NOTE, ['pool', 'again'])).rejects.toMatchObject({ code: '23505' });
  });
});
