// The fault-test harness: everything a scenario needs, owned by the script and nothing shared with the machine.
// PostgreSQL is embedded (real binaries from node_modules, a throw-away data folder), Redis is a redis-server of
// our own on a free port, mail goes to an SMTP sink in this process, payments to the Stripe emulator in this process
// (through relays a scenario can cut), and the API and worker are the built backend/dist processes. Scenarios may
// stop, kill and restart all of these; nothing else is touched.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'backend', 'dist');

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
export const say = (message) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something listens on the port, or throws after `timeoutMs`. */
export async function waitForPort(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(true));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** Child processes of this run; all are stopped when the run ends, however it ends. */
const children = new Set();
export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
export async function stopAll() {
  await Promise.all([...children].map((child) => stopProcess(child, 'SIGTERM', 10_000)));
}

/** Sends a signal and resolves `{ code, signal, ms }` when the process has exited (SIGKILL after `graceMs`). */
export function stopProcess(child, signal = 'SIGTERM', graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 });
  const started = Date.now();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', (code, exitSignal) => {
      clearTimeout(force);
      resolve({ code, signal: exitSignal, ms: Date.now() - started });
    });
    child.kill(signal);
  });
}

/** A redis-server of our own. Append-only with fsync on every write, as a production Redis should be for queues. */
export async function startRedis({ port, dir }) {
  const child = track(
    spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], {
      stdio: 'ignore',
    }),
  );
  await waitForPort(port);
  return child;
}

/** Embedded PostgreSQL in a folder of its own; `restart()` stops it (fast shutdown) and starts it again on the same data. */
export async function startPostgres({ dataDir, port }) {
  const { startEmbeddedDatabase } = await import(join(DIST, 'launcher', 'embedded-database.js'));
  const password = randomBytes(12).toString('hex');
  const options = { dataDir, port, password, log: (message) => say(`postgres: ${message}`) };
  let server = await startEmbeddedDatabase(options);
  return {
    url: server.url,
    async stop() {
      await server.stop();
    },
    async start() {
      server = await startEmbeddedDatabase(options);
    },
  };
}

/**
 * An SMTP server in this process that records every message it accepts; `delayMs` keeps each delivery in flight a
 * while. `stop()` closes it (connections are refused, as from a mail server that is down) and `start()` brings it
 * back on the same port.
 */
export async function startMailSink({ delayMs = 0 } = {}) {
  const messages = [];
  const create = () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 500,
      // A slow server is slow before it takes the message, as real ones are; it stores a message when it says 250.
      onMailFrom(_address, _session, callback) {
        setTimeout(callback, delayMs);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject: parsed.subject ?? '', replyTo: parsed.replyTo?.value[0]?.address, at: Date.now() });
            callback();
          })
          .catch(callback);
      },
    });
    server.on('error', () => undefined);
    return server;
  };
  let server = create();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  const stop = () => new Promise((resolve) => server.close(resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop,
    async start() {
      server = create();
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}

/** The built API or worker as a child process; its JSON log lines go to `logFile`. */
export function startNode(entry, env, logFile) {
  const child = track(spawn(process.execPath, [join(DIST, entry)], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

export async function waitForReady(http, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${http}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${http} did not become ready`);
}

/**
 * A TCP relay that a scenario can cut (new connections refused, open ones broken) or silence (connections accepted,
 * never answered: a peer that has gone quiet, met by timeouts) and restore on the same port: what
 * backend/src/testing/tcp-proxy.ts does for the TypeScript suites, which these scripts cannot import.
 */
export async function startTcpProxy(targetPort) {
  const sockets = new Set();
  let server;
  let port = 0;
  let silent = false;
  const listen = () =>
    new Promise((resolve, reject) => {
      server = createServer((client) => {
        sockets.add(client);
        client.once('close', () => sockets.delete(client));
        client.on('error', () => undefined);
        if (silent) return void client.resume();
        const upstream = connect(targetPort, '127.0.0.1');
        sockets.add(upstream);
        upstream.once('close', () => sockets.delete(upstream));
        upstream.on('error', () => undefined);
        client.pipe(upstream).pipe(client);
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });
  const breakAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const cut = async () => {
    const closing = new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    breakAll();
    await closing;
    server = undefined;
  };
  await listen();
  return {
    port,
    cut,
    async silence() {
      silent = true;
      breakAll();
    },
    async restore() {
      if (silent) {
        silent = false;
        breakAll();
      }
      if (!server) await listen();
    },
    close: cut,
  };
}

/**
 * The project's Stripe emulator in this process (production refuses to start without Stripe keys). Its API reaches
 * the processes, and its webhooks the API, through two relays that `cut()` takes away together (Stripe unreachable,
 * both ways: connections refused), `silence()` makes unanswering (both ways: connections time out) and `restore()`
 * brings back. `retryDelaysMs`: the emulator's webhook retry schedule.
 */
async function startStripe({ apiPort, logDir, latencyMs = 0, retryDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000] }) {
  const { startStripeEmulator } = await import(join(DIST, 'testing', 'stripe-emulator', 'stripe-emulator.js'));
  const log = createWriteStream(join(logDir, 'stripe.log'), { flags: 'a' });
  const emulator = await startStripeEmulator({ latencyMs, retryDelaysMs, log: (line) => log.write(`${new Date().toISOString()} ${line}\n`) });
  const toStripe = await startTcpProxy(emulator.port);
  const toApi = await startTcpProxy(apiPort);
  const webhookSecret = emulator.addWebhookEndpoint(`http://127.0.0.1:${toApi.port}/api/payments/stripe/webhooks`);
  return {
    emulator,
    env: { STRIPE_SECRET_KEY: emulator.secretKey, STRIPE_API_BASE: `http://127.0.0.1:${toStripe.port}`, STRIPE_WEBHOOK_SECRET: webhookSecret },
    async cut() {
      await Promise.all([toStripe.cut(), toApi.cut()]);
    },
    async silence() {
      await Promise.all([toStripe.silence(), toApi.silence()]);
    },
    async restore() {
      await Promise.all([toStripe.restore(), toApi.restore()]);
    },
    async close() {
      await Promise.all([toStripe.close(), toApi.close()]);
      await emulator.close();
      log.end();
    },
  };
}

/**
 * A whole stack for one scenario: embedded PostgreSQL (migrated), our own Redis, a mail sink, the Stripe emulator,
 * one API and `workers` worker processes. `startWorker()` adds one (as a supervisor restarting a dead worker would).
 * `stripe`: options of the emulator (`latencyMs`, `retryDelaysMs`).
 */
export async function startStack({ name, workers = 1, mailDelayMs = 0, admin = false, env: extraEnv = {}, stripe: stripeOptions = {} }) {
  const workDir = mkdtempSync(join(tmpdir(), `bte-fault-${name}-`));
  // Run as root, embedded PostgreSQL drops to a "postgres" user, which must be able to enter the folder.
  chmodSync(workDir, 0o755);
  const logDir = join(ROOT, 'test-results', 'fault', name);
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  say(`Starting PostgreSQL (embedded), Redis, a mail sink, the API and ${workers} worker(s); logs in ${logDir}`);

  const postgres = await startPostgres({ dataDir: join(workDir, 'pg'), port: await freePort() });
  const { prepareDatabase } = await import(join(DIST, 'database-setup.js'));
  // `admin: true` seeds an administrator (as the migrate step does from ADMIN_EMAIL) for the back-office scenarios.
  const administrator = admin ? { email: 'admin@fault.example', password: randomBytes(12).toString('hex'), firstName: 'Fault', lastName: 'Admin', language: 'en' } : undefined;
  await prepareDatabase(postgres.url, { demoUsers: [], admin: administrator, demoEventsFrom: new Date() });
  const redisPort = await freePort();
  mkdirSync(join(workDir, 'redis'));
  let redis = await startRedis({ port: redisPort, dir: join(workDir, 'redis') });
  const mail = await startMailSink({ delayMs: mailDelayMs });
  const port = await freePort();
  const stripe = await startStripe({ apiPort: port, logDir, ...stripeOptions });
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Production refuses an http PUBLIC_URL: the stack stands for one behind a TLS-terminating proxy.
    PUBLIC_URL: `https://localhost:${port}`,
    DATABASE_URL: postgres.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SMTP_URL: mail.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    DATA_DIR: join(workDir, 'data'),
    SUPPORT_EMAIL: 'support@fault.example',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    FORMS_RATE_LIMIT_PER_IP: '1000000',
    ...stripe.env,
    ...extraEnv,
  };
  const http = `http://127.0.0.1:${port}`;
  let workerCount = 0;
  const stack = {
    http,
    env,
    mail,
    stripe,
    postgres,
    administrator,
    logDir,
    api: startNode('main.js', env, join(logDir, 'api.log')),
    workers: [],
    startWorker() {
      workerCount += 1;
      const worker = startNode('worker.js', env, join(logDir, `worker-${workerCount}.log`));
      stack.workers.push(worker);
      return worker;
    },
    startApi() {
      stack.api = startNode('main.js', env, join(logDir, 'api.log'));
      return stack.api;
    },
    async stopRedis(signal = 'SIGTERM') {
      await stopProcess(redis, signal);
    },
    async startRedis() {
      redis = await startRedis({ port: redisPort, dir: join(workDir, 'redis') });
    },
    async close() {
      await stopAll();
      await mail.close();
      await stripe.close();
      await postgres.stop().catch(() => undefined);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
  for (let index = 0; index < workers; index += 1) stack.startWorker();
  await waitForReady(http);
  return stack;
}

/** SQL straight into the scenario's own PostgreSQL (to insert many subscribers at once, or to read outcomes). */
export async function sql(stack, text, parameters = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: stack.postgres.url });
  await client.connect();
  try {
    return (await client.query(text, parameters)).rows;
  } finally {
    await client.end();
  }
}

/** Signs the seeded administrator in (`startStack({ admin: true })`); returns fetch headers that carry the token. */
export async function adminHeaders(stack) {
  const response = await fetch(`${stack.http}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: stack.administrator.email, password: stack.administrator.password }),
  });
  if (!response.ok) throw new Error(`administrator sign-in answered ${response.status}: ${await response.text()}`);
  return { Authorization: `Bearer ${(await response.json()).accessToken}`, 'Content-Type': 'application/json' };
}

/** `fetch` that throws on an unexpected status and returns the parsed JSON body. */
export async function json(url, { expect = 200, ...init } = {}) {
  const response = await fetch(url, init);
  if (response.status !== expect) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}, expected ${expect}: ${await response.text()}`);
  return response.json();
}

/**
 * One HTTP request on a connection of its own (no keep-alive, as a load balancer's health-checked pool would
 * not reuse a closing socket). Resolves the status, or `refused` (nothing listening: a load balancer retries
 * elsewhere) or `reset` (the connection broke before an answer: the request may be lost).
 */
export function send(method, url, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const target = new URL(url);
    const outgoing = httpRequest(
      { hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, agent: false, headers: payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', () => resolve('reset'));
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : error.message === 'timeout' ? 'timeout' : 'reset'));
    outgoing.end(payload);
  });
}

/** One contact message = two emails: the message to support (Reply-To the sender) and the acknowledgement to the sender. */
export function sendContactMessage(http, sender) {
  return send('POST', `${http}/api/contact-messages`, { name: 'Fault Test', email: sender, message: `Message from ${sender} during a fault test.` });
}

/** Runs `loops` senders back to back until `stop()`; each call of `work(index)` returns a status. */
export function traffic(loops, work) {
  const statuses = [];
  let running = true;
  let counter = 0;
  const done = Promise.all(
    Array.from({ length: loops }, async () => {
      while (running) {
        counter += 1;
        const at = Date.now();
        statuses.push({ status: await work(counter), at });
      }
    }),
  );
  return {
    statuses,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Polls `condition` until it returns something truthy (returned), or throws after `timeoutMs` naming what it awaited. */
export async function waitFor(what, condition, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * Delivery has settled: no outbox row waits, no mail job is waiting, active or delayed (the API's own metrics), and
 * no email has arrived for `quietMs` since. Only then can duplicates be counted: a job redelivered after a stall
 * arrives after the last missing email did. Returns false if that does not happen within `timeoutMs`.
 */
export async function deliverySettled(stack, { quietMs = 3_000, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let count = stack.mail.messages.length;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const left = await backlog(stack);
    const drained = left.outboxPending === 0 && left['mail waiting'] === 0 && left['mail active'] === 0 && left['mail delayed'] === 0;
    if (stack.mail.messages.length !== count || !drained) {
      count = stack.mail.messages.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return true;
    }
    await sleep(250);
  }
  return false;
}

/**
 * Emails expected per accepted sender versus what arrived: `lost` were never delivered, `duplicates` arrived more
 * than once. Waits up to `timeoutMs` for the stragglers, then until delivery has settled (deliverySettled) before
 * counting: `settled` false means work was still moving, so the counts are not final.
 */
export async function awaitDelivery(stack, accepted, { perSender = 2, timeoutMs = 120_000 } = {}) {
  const mail = stack.mail;
  const deadline = Date.now() + timeoutMs;
  const tally = () => {
    const counts = new Map(accepted.map((sender) => [sender, 0]));
    for (const message of mail.messages) {
      const sender = message.replyTo && counts.has(message.replyTo) ? message.replyTo : message.to.find((address) => counts.has(address));
      if (sender) counts.set(sender, counts.get(sender) + 1);
    }
    let arrived = 0;
    let lost = 0;
    let duplicates = 0;
    for (const count of counts.values()) {
      arrived += Math.min(count, perSender);
      lost += Math.max(0, perSender - count);
      duplicates += Math.max(0, count - perSender);
    }
    return { expected: accepted.length * perSender, arrived, lost, duplicates };
  };
  while (tally().lost > 0 && Date.now() < deadline) await sleep(500);
  const settled = await deliverySettled(stack, { timeoutMs: Math.max(10_000, deadline - Date.now()) });
  return { ...tally(), settled };
}

/** `{ 201: 580, refused: 3 }` from traffic entries (optionally only those sent within [from, to)). */
export function countStatuses(statuses, from = 0, to = Infinity) {
  const counts = {};
  for (const { status, at } of statuses) if (at >= from && at < to) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Where undelivered work sits: outbox rows not yet queued and mail jobs per state, from the API's /api/metrics. */
export async function backlog(stack) {
  try {
    const text = await (await fetch(`${stack.http}/api/metrics`, { headers: { Authorization: `Bearer ${stack.env.METRICS_TOKEN}` } })).text();
    const value = (pattern) => Number(new RegExp(`^${pattern} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    const states = ['waiting', 'active', 'delayed', 'failed'];
    return { outboxPending: value('bte_outbox_pending'), ...Object.fromEntries(states.map((state) => [`mail ${state}`, value(`bte_queue_jobs\\{queue="mail",state="${state}"\\}`)])) };
  } catch (error) {
    return { unavailable: String(error) };
  }
}

/** A BullMQ queue of the stack's own Redis (close it after use). */
export async function queueOf(stack, name) {
  const { Queue } = await import('bullmq');
  const url = new URL(stack.env.REDIS_URL);
  return new Queue(name, { connection: { host: url.hostname, port: Number(url.port) }, prefix: stack.env.QUEUE_PREFIX ?? 'bte' });
}

/**
 * Runs a scheduled job now (e.g. `marketplace.lapse-holds`) instead of at its next minute. `started` resolves when a
 * worker has taken it, `finished` with its final state and how long it ran (ms).
 */
export function startScheduledJob(stack, jobName) {
  const job = queueOf(stack, 'maintenance').then(async (queue) => ({ queue, job: await queue.add(jobName, {}) }));
  const reached = (states) =>
    job.then(({ job: added }) => waitFor(`${jobName} to be ${states.join(' or ')}`, async () => {
      const state = await added.getState();
      return states.includes(state) || ['completed', 'failed'].includes(state) ? state : null;
    }, { timeoutMs: 120_000, intervalMs: 20 }));
  const started = reached(['active']);
  const finished = started.then(() => reached(['completed', 'failed'])).then(async (state) => {
    const { queue, job: added } = await job;
    const done = await queue.getJob(added.id);
    await queue.close();
    return { state, ranMs: done?.finishedOn && done.processedOn ? done.finishedOn - done.processedOn : NaN };
  });
  return { started, finished };
}

/** Runs a scheduled job now and resolves its final state (`completed` or `failed`). */
export async function runScheduledJob(stack, jobName) {
  return (await startScheduledJob(stack, jobName).finished).state;
}

/**
 * How the maintenance queue kept its schedule (one job at a time, so a long job holds up the others): the longest run
 * of each job name and the longest any job waited past its due time, in ms, over the finished jobs it keeps.
 */
export async function maintenanceTimings(stack) {
  const queue = await queueOf(stack, 'maintenance');
  try {
    const longest = {};
    let latestStartMs = 0;
    for (const job of await queue.getJobs(['completed', 'failed'], 0, 1000)) {
      if (!job.processedOn || !job.finishedOn) continue;
      longest[job.name] = Math.max(longest[job.name] ?? 0, job.finishedOn - job.processedOn);
      latestStartMs = Math.max(latestStartMs, job.processedOn - (job.timestamp + (job.opts.delay ?? 0)));
    }
    return { longestRunMs: longest, latestStartMs };
  } finally {
    await queue.close();
  }
}

/** Jobs of a queue not finished yet: waiting, active, delayed (a job waiting for a dependency is delayed). */
export async function unfinishedJobs(stack, name) {
  const queue = await queueOf(stack, name);
  try {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  } finally {
    await queue.close();
  }
}

/** Why jobs of a queue (mail unless named) ended in the failed list (the dead-letter), grouped: `{ "reason": count }`. */
export async function failedReasons(stack, queueName = 'mail') {
  const queue = await queueOf(stack, queueName);
  try {
    const reasons = {};
    for (const job of await queue.getFailed(0, 1000)) reasons[job.failedReason] = (reasons[job.failedReason] ?? 0) + 1;
    return reasons;
  } finally {
    await queue.close();
  }
}

/** Prints the scenario's verdict and returns whether it passed. */
export function report(name, lines, passed) {
  say(`── ${name}: ${passed ? 'PASSED' : 'FAILED'}`);
  for (const [label, value] of Object.entries(lines)) process.stdout.write(`   ${label.padEnd(34)} ${typeof value === 'object' ? JSON.stringify(value) : value}\n`);
  return passed;
}
