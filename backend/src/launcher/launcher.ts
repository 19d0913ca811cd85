import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../config/config.js';
import { prepareDatabase } from '../database-setup.js';
import { startDevInbox, type DevInbox } from './dev-inbox.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';
import { startStripeEmulator, type StripeEmulator } from '../testing/stripe-emulator/stripe-emulator.js';
import { DEMO_BUYER, demoAccounts } from '../seed/demo-accounts.js';
import { buyDemoTickets } from './demo-purchases.js';
import { loadOrCreateSecrets } from './local-secrets.js';

/**
 * `npm start`: the whole marketplace on one machine. Whatever is not configured runs embedded (PostgreSQL,
 * the mail inbox, files on disk, queues in PostgreSQL); then the API and the worker start as two processes.
 * Ctrl-C (or SIGTERM) stops them all; a SIGKILL of this process is cleaned up by the next start.
 * `npm run dev` sets DEV_WATCH to the compiled backend's folder: a change there restarts the API and the worker, and
 * only them (the embedded database and inbox keep running).
 */
const log = (message: string) => process.stdout.write(`[start] ${message}\n`);
const env = { ...process.env };
const dataDir = resolve(PROJECT_ROOT, env.DATA_DIR ?? '.data');
const port = Number(env.PORT ?? 3000);
const children: ChildProcess[] = [];
let database: EmbeddedDatabase | undefined;
let inbox: DevInbox | undefined;
let stripe: StripeEmulator | undefined;
let stopping = false;
let restarting = false;

async function main() {
  const secrets = await loadOrCreateSecrets(dataDir);
  env.NODE_ENV ??= 'development';
  env.JWT_SECRET ??= secrets.jwtSecret;
  env.UNSUBSCRIBE_SECRET ??= secrets.unsubscribeSecret;
  env.OPS_TOKEN ??= secrets.opsToken;
  // Locally one operator token opens /api/metrics too; production sets its own METRICS_TOKEN.
  env.METRICS_TOKEN ??= secrets.opsToken;
  env.ADMIN_EMAIL ??= 'admin@baltic-tickets.example';
  env.ADMIN_PASSWORD ??= secrets.adminPassword;
  // Demo mode (ADR 0031): the worker lists the demo sellers' tickets and keeps the catalogue topped up; the browser
  // suite sets it to false. Never set by anything but this launcher; production refuses it.
  env.DEMO_MARKETPLACE ??= 'true';
  const demoMarketplace = ['true', '1', 'yes'].includes(env.DEMO_MARKETPLACE.toLowerCase());

  if (!env.DATABASE_URL) {
    database = await startEmbeddedDatabase({
      dataDir,
      port: Number(env.EMBEDDED_POSTGRES_PORT ?? 54329),
      password: secrets.databasePassword,
      log,
    });
    env.DATABASE_URL = database.url;
    log('PostgreSQL: embedded, data in .data/postgres');
  }
  if (!env.SMTP_URL) {
    inbox = await startDevInbox({
      smtpPort: Number(env.DEV_INBOX_SMTP_PORT ?? 1025),
      webPort: Number(env.DEV_INBOX_WEB_PORT ?? 1080),
      mailDir: join(dataDir, 'mail'),
    });
    env.SMTP_URL = inbox.smtpUrl;
  }

  if (!env.STRIPE_SECRET_KEY) {
    // No Stripe keys: buyers pay on the emulator's checkout page (test cards: 4242 4242 4242 4242 pays).
    stripe = await startStripeEmulator({ port: Number(env.STRIPE_EMULATOR_PORT ?? 12111), log });
    env.STRIPE_SECRET_KEY = stripe.secretKey;
    env.STRIPE_API_BASE = stripe.url;
    env.STRIPE_WEBHOOK_SECRET = stripe.addWebhookEndpoint(`http://127.0.0.1:${port}/api/payments/stripe/webhooks`);
  }

  const demoUsers = demoAccounts({
    sellers: [secrets.sellerPassword, secrets.sellerVilniusPassword, secrets.sellerTartuPassword],
    buyer: secrets.buyerPassword,
  });
  const admin = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, firstName: 'Admin', lastName: 'User', language: 'en' as const };
  const { applied } = await prepareDatabase(env.DATABASE_URL, { demoUsers, admin, demoEventsFrom: new Date() });
  log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Database schema is up to date');

  children.push(startChild('api', 'main.js'), startChild('worker', 'worker.js'));
  await waitUntilReady(`http://127.0.0.1:${port}/api/health/ready`);

  const url = `http://localhost:${port}`;
  log('');
  log('Baltic Ticket Exchange is running:');
  log(`  Storefront    ${url}/en`);
  log(`  Back-office   ${url}/backoffice`);
  log(`  API           ${url}/api  (OpenAPI: ${url}/api/docs)`);
  if (inbox) log(`  Mail inbox    ${inbox.webUrl}`);
  log(`  Payments      ${stripe ? `Stripe emulator at ${stripe.url} (card 4242 4242 4242 4242 pays)` : 'Stripe'}`);
  log(`  Queues        ${env.REDIS_URL ? 'BullMQ on Redis' : 'BullMQ on PostgreSQL (set REDIS_URL for Redis)'}`);
  log('');
  log('Accounts (passwords are made once and kept in .data/secrets.json):');
  log(`  Administrator ${admin.email} / ${admin.password}`);
  for (const user of demoUsers) log(`  Demo user     ${user.email} / ${user.password}`);
  log('');
  log('Press Ctrl-C to stop.');
  if (env.DEV_WATCH) restartOnChange(resolve(PROJECT_ROOT, env.DEV_WATCH), port);
  if (demoMarketplace && stripe) await demoPurchases(stripe, secrets.buyerPassword);
}

/** The demo buyer's first few purchases, paid on the emulator (ADR 0031); a failure is reported, never fatal. */
async function demoPurchases(emulator: StripeEmulator, password: string) {
  const started = Date.now();
  try {
    const bought = await buyDemoTickets({
      api: `http://127.0.0.1:${port}`,
      buyer: { email: DEMO_BUYER.email, password },
      pay: (session) => emulator.pay(session),
      count: 3,
    });
    if (bought > 0) log(`Demo: ${DEMO_BUYER.email} bought ${bought} listings, paid on the Stripe emulator (${Date.now() - started} ms)`);
  } catch (error) {
    log(`Demo: the demo buyer's purchases were not made: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Development: a burst of writes to `folder` (a compile) restarts the API and the worker once, when it has settled. */
function restartOnChange(folder: string, port: number) {
  let timer: NodeJS.Timeout | undefined;
  let again = false;
  const restart = async () => {
    if (restarting) {
      again = true;
      return;
    }
    restarting = true;
    const started = Date.now();
    log('Backend changed: restarting the API and the worker');
    await Promise.all(children.splice(0).map(stopChild));
    const stopped = Date.now();
    // The API first, with both cores to itself: it is what the developer is waiting for.
    const api = startChild('api', 'main.js');
    children.push(api);
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/api/health/ready`, 50, api);
      log(`API live again in ${Date.now() - started} ms (stopping the old processes took ${stopped - started} ms)`);
      children.push(startChild('worker', 'worker.js'));
    } catch (error) {
      log(`The API did not come back: ${error instanceof Error ? error.message : String(error)} (fix the code and save again)`);
    }
    restarting = false;
    if (again) {
      again = false;
      await restart();
    }
  };
  watch(folder, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void restart(), 300);
  });
  log(`Watching ${folder}: a change restarts the API and the worker`);
}

function startChild(name: string, entry: string): ChildProcess {
  const child = fork(join(import.meta.dirname, '..', entry), [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('exit', (code, signal) => {
    if (stopping || restarting) return;
    // In development a crash (a syntax error just saved) waits for the next change instead of stopping everything.
    if (env.DEV_WATCH) return log(`The ${name} process stopped (${signal ?? `exit code ${code}`}); waiting for the next change`);
    log(`The ${name} process stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.`);
    void shutdown(1);
  });
  return child;
}

/** Until the API answers ready; `api` given, gives up as soon as that process has exited. */
async function waitUntilReady(url: string, intervalMs = 300, api?: ChildProcess) {
  const deadline = Date.now() + 120_000;
  let last = '';
  while (Date.now() < deadline) {
    if (api && (api.exitCode !== null || api.signalCode !== null)) throw new Error('the API process exited');
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = await response.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(`The API did not become ready in time: ${last}`);
}

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  log('Stopping...');
  await Promise.all(children.map(stopChild));
  await withinSeconds(5, inbox?.stop());
  await withinSeconds(5, stripe?.close());
  await withinSeconds(15, database?.stop());
  process.exit(code);
}

/** SIGTERM, and SIGKILL after 10 s: resolves once the process has gone. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Waits for a stop, but never forever: a server that is already gone may never report that it stopped. */
async function withinSeconds(seconds: number, stopping: Promise<void> | undefined) {
  if (!stopping) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([stopping.catch(() => {}), new Promise<void>((done) => (timer = setTimeout(done, seconds * 1000)))]);
  clearTimeout(timer);
}

// embedded-postgres stops its server on SIGINT/SIGTERM by itself, which would pull the database from under the
// API and worker while they finish their work. We stop it ourselves, last.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(0));
}
// Started by scripts/start.mjs with an IPC channel: if that process dies, so do we (and our children).
process.on('disconnect', () => void shutdown(0));
main().catch((error: unknown) => {
  log(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
