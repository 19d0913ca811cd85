import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { prepareDatabase } from '../database-setup.js';

/** The machine's PostgreSQL, where each test file gets a database of its own, so order never matters. */
export const TEST_DATABASE_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `bte_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_DATABASE_SERVER);
  url.pathname = `/${name}`;
  if (options.migrate !== false) await prepareDatabase(url.toString());
  return {
    url: url.toString(),
    name,
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function onServer(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_SERVER });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
