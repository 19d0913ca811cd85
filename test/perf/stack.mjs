// Helpers for the benchmark and fault scripts: a fresh database on the machine's PostgreSQL, the built API and
// worker as child processes, and a clean shutdown. Run `npm run build -w backend` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The build to measure; BENCH_BACKEND_DIST=<another checkout>/backend/dist measures an older one the same way. */
export const DIST = process.env.BENCH_BACKEND_DIST ?? join(ROOT, 'backend/dist');

export async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const { prepareDatabase } = await import(join(DIST, 'database-setup.js'));
  await prepareDatabase(url.toString(), { demoUsers: [], demoEventsFrom: new Date() });
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function startProcess(entry, env) {
  const child = spawn(process.execPath, [join(DIST, entry)], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export function baseEnv(databaseUrl, port) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    SMTP_URL: 'smtp://127.0.0.1:1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bte-perf-')),
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    FORMS_RATE_LIMIT_PER_IP: '1000000',
  };
}

export async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer`);
}

export function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
