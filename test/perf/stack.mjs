// Helpers for the benchmark and fault scripts: a fresh database on the machine's PostgreSQL, the built API and
// worker as child processes, and a clean shutdown. Run `npm run build -w backend` first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The build to measure; BENCH_BACKEND_DIST=<another checkout>/backend/dist measures an older one the same way. */
export const DIST = process.env.BENCH_BACKEND_DIST ?? join(ROOT, 'backend/dist');

/** `seed`: more of prepareDatabase's seed options (e.g. `admin`, the first administrator). */
export async function freshDatabase(name, seed = {}) {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const { prepareDatabase } = await import(join(DIST, 'database-setup.js'));
  await prepareDatabase(url.toString(), { demoUsers: [], demoEventsFrom: new Date(), ...seed });
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

/**
 * The Node that runs the API and worker (and the catalogue's bare handler): this machine's by default; BENCH_NODE
 * names another binary, e.g. the production image's, which the image-node e2e test keeps in
 * .data/image-node/v<version>/bin/node.
 */
export const NODE = process.env.BENCH_NODE ?? process.execPath;

/**
 * BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`) are given to every API and worker started;
 * BENCH_LOG_LEVEL=info measures them with the access log on (the default `warn` leaves it out).
 */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export function startProcess(entry, env) {
  const child = spawn(NODE, [...NODE_ARGS, join(DIST, entry)], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export function baseEnv(databaseUrl, port) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    // Production refuses an http PUBLIC_URL: the stack stands for one behind a TLS-terminating proxy.
    PUBLIC_URL: `https://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    SMTP_URL: 'smtp://127.0.0.1:1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bte-perf-')),
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    FORMS_RATE_LIMIT_PER_IP: '1000000',
    // Production refuses to start without Stripe keys. A benchmark that takes no payment gets keys that reach nothing
    // (an order would answer 503); one that does replaces them with an emulator's (`stripeEnv`).
    STRIPE_SECRET_KEY: 'sk_test_no_payments_in_this_benchmark',
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  };
}

/** The project's Stripe emulator (backend/src/testing/stripe-emulator) in this process; see its README for the controls. */
export async function startStripeEmulator(options = {}) {
  const { startStripeEmulator: start } = await import(join(DIST, 'testing/stripe-emulator/stripe-emulator.js'));
  return start(options);
}

/**
 * The processes' Stripe settings for an emulator: the API at `apiBase` (the emulator's own address, or a proxy in
 * front of it) and its webhooks signed for, and delivered to, the API on `apiPort`.
 */
export function stripeEnv(emulator, apiPort, apiBase = emulator.url) {
  return {
    STRIPE_SECRET_KEY: emulator.secretKey,
    STRIPE_API_BASE: apiBase,
    STRIPE_WEBHOOK_SECRET: emulator.addWebhookEndpoint(`http://127.0.0.1:${apiPort}/api/payments/stripe/webhooks`),
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

const TICK_MS = 10; // /proc reports CPU time in clock ticks of 1/100 s (USER_HZ) on Linux

/** User + system CPU time a process has used so far, in ms (0 once it is gone). */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU time used so far by each PostgreSQL process on this machine (server, backends, WAL writer...), by pid. */
export function postgresCpuMs() {
  const byPid = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') byPid.set(pid, processCpuMs(pid));
    } catch {
      // exited meanwhile
    }
  }
  return byPid;
}

/** CPU used between two `postgresCpuMs()` readings, in ms (processes started meanwhile count from zero). */
export function postgresCpuMsBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The whole machine's CPU counters so far (all cores), in ms: busy and total, from /proc/stat. */
export function machineCpuMs() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

/** `uptime`'s load averages (1, 5, 15 min): how busy the shared machine was around a figure. */
export function loadAverage() {
  return loadavg().map((value) => value.toFixed(2)).join(' / ');
}
