import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { CopyOutStream } from './pg-copy-out.js';

const ROWS = 200_000;
const QUERY = `SELECT n, 'Rīga ' || n || ' "quoted", text' FROM generate_series(1, ${ROWS}) AS n`;

describe('COPY OUT stream', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 30_000);

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('delivers exactly the bytes PostgreSQL writes, to a slow reader, and the row count', async () => {
    const copy = new CopyOutStream(`COPY (${QUERY}) TO STDOUT WITH (FORMAT csv)`);
    client.query(copy as unknown as pg.Submittable);
    const received: Buffer[] = [];
    let writes = 0;
    const slowReader = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        received.push(chunk);
        writes += 1;
        // Every tenth chunk waits, so the stream has to hold back the socket in between.
        if (writes % 10 === 0) setTimeout(done, 5);
        else done();
      },
    });
    await pipeline(copy, slowReader);

    const text = Buffer.concat(received).toString('utf8');
    const lines = text.split('\n');
    expect(copy.rowCount).toBe(ROWS);
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe('1,"Rīga 1 ""quoted"", text"');
    expect(lines[ROWS - 1]).toBe(`${ROWS},"Rīga ${ROWS} ""quoted"", text"`);
    // Rows are gathered into chunks rather than passed on one by one.
    expect(received.length).toBeLessThan(ROWS / 100);

    // The connection is usable again afterwards.
    expect((await client.query('SELECT 41 + 1 AS answer')).rows).toEqual([{ answer: 42 }]);
  }, 30_000);

  it('fails the stream (never hangs) when the query is refused, and the connection stays usable', async () => {
    const copy = new CopyOutStream('COPY (SELECT * FROM no_such_table) TO STDOUT WITH (FORMAT csv)');
    client.query(copy as unknown as pg.Submittable);
    await expect(pipeline(copy, new Writable({ write: (_chunk, _encoding, done) => done() }))).rejects.toThrow(/no_such_table/);
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('lets the connection finish when the reader gives up half-way', async () => {
    const copy = new CopyOutStream(`COPY (${QUERY}) TO STDOUT WITH (FORMAT csv)`);
    client.query(copy as unknown as pg.Submittable);
    let received = 0;
    const quitter = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        // Never calls back after 256 kB: the socket is paused, then the reader fails.
        if (received < 256 * 1024) done();
        else setTimeout(() => done(new Error('disk full')), 50);
      },
    });
    await expect(pipeline(copy, quitter)).rejects.toThrow('disk full');
    expect((await client.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  }, 30_000);
});
