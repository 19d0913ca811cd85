import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from '../../../backend/src/shared/adapters/mail/testing/smtp-sink.js';
import { startStripeEmulator, type StripeEmulator } from '../../../backend/src/testing/stripe-emulator/stripe-emulator.js';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '../../../backend/src/testing/test-database.js';

export type QueueBackend = 'redis' | 'postgres';

const ROOT = resolve(import.meta.dirname, '../../..');
const LOG_DIR = join(ROOT, 'test-results', 'api-logs');

export interface TestStack {
  /** Base URL of the API process, for supertest. */
  http: string;
  mail: SmtpSink;
  /** The Stripe emulator the processes pay through; its webhooks go to this stack's API. */
  stripe: StripeEmulator;
  database: TestDatabase;
  env: Record<string, string>;
  opsToken: string;
  metricsToken: string;
  api: ChildProcess;
  worker: ChildProcess;
  /** Every worker process; more than one with `workers: n`. */
  workers: ChildProcess[];
  /** Where each process's stdout and stderr (JSON log lines) go. */
  logFiles: { api: string; workers: string[] };
  close(): Promise<void>;
}

/**
 * The built API and worker (backend/dist) as real processes, on a database of their own, BullMQ on Redis or
 * PostgreSQL, files in a temporary folder and mail captured by an SMTP sink in this process.
 */
export async function startTestStack(options: {
  queue: QueueBackend;
  env?: Record<string, string>;
  workers?: number;
  mail?: SmtpSinkOptions;
  /** The processes reach PostgreSQL through this local port (a TCP proxy the test can cut) instead of directly. */
  databasePort?: number;
  /** A database already prepared; else a new one, migrated by this process. */
  database?: TestDatabase;
  /** Another Node binary to run the API and worker with (the image's), and the folder whose backend/dist it runs. */
  node?: string;
  appRoot?: string;
}): Promise<TestStack> {
  const database = options.database ?? (await createTestDatabase());
  const mail = await startSmtpSink(options.mail);
  const stripe = await startStripeEmulator({ retryDelaysMs: [200, 400, 800, 1600, 3200] });
  const dataDir = await mkdtemp(join(tmpdir(), 'bte-e2e-'));
  const port = await freePort();
  const opsToken = randomBytes(16).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: options.databasePort ? viaPort(database.url, options.databasePort) : database.url,
    DATABASE_POOL_SIZE: '5',
    SMTP_URL: mail.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
    OPS_TOKEN: opsToken,
    METRICS_TOKEN: metricsToken,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    SUPPORT_EMAIL: 'support@test.example',
    LOG_LEVEL: 'warn',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_API_BASE: stripe.url,
    STRIPE_WEBHOOK_SECRET: stripe.addWebhookEndpoint(`http://127.0.0.1:${port}/api/payments/stripe/webhooks`),
    ...(options.queue === 'redis' ? { REDIS_URL: TEST_REDIS_URL } : {}),
    ...options.env,
  };
  await mkdir(LOG_DIR, { recursive: true });
  const name = `${database.name}`;
  const logFiles = {
    api: join(LOG_DIR, `${name}.api.log`),
    workers: Array.from({ length: options.workers ?? 1 }, (_, index) => join(LOG_DIR, `${name}.worker${index === 0 ? '' : index + 1}.log`)),
  };
  const runtime = { node: options.node ?? process.execPath, appRoot: options.appRoot ?? ROOT };
  const api = launch('main.js', env, logFiles.api, runtime);
  const workers = logFiles.workers.map((file) => launch('worker.js', env, file, runtime));
  const [worker] = workers;
  const http = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${http}/api/health/ready`, api);

  return {
    http,
    mail,
    stripe,
    database,
    env,
    opsToken,
    metricsToken,
    api,
    worker,
    workers,
    logFiles,
    async close() {
      await Promise.all([stop(api), ...workers.map((child) => stop(child))]);
      await mail.close();
      await stripe.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second API process on the same database, queues and Redis: what a load balancer would spread requests over. */
export async function startSecondApi(stack: TestStack): Promise<{ http: string; close(): Promise<void> }> {
  const port = await freePort();
  const env = { ...stack.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  const api = launch('main.js', env, join(LOG_DIR, `${stack.database.name}.api-2.log`));
  const http = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${http}/api/health/ready`, api);
  return { http, close: () => stop(api) };
}

function launch(entry: string, env: Record<string, string>, logFile: string, runtime = { node: process.execPath, appRoot: ROOT }): ChildProcess {
  const child = spawn(runtime.node, [join(runtime.appRoot, 'backend', 'dist', entry)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

async function waitUntilReady(url: string, api: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}; see test-results/api-logs`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The API did not become ready: ${url}`);
}

export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill(signal);
  });
}

function viaPort(url: string, port: number): string {
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return through.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}
