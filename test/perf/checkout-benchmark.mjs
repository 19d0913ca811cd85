// Paid checkout (issue 17) through the real API and worker on Redis, paying through the project's Stripe emulator in
// this process. Prints figures, asserts nothing. Usage: npm run build -w backend && node test/perf/checkout-benchmark.mjs
// a) 200 buyers place an order for one listing at the same moment: exactly one may hold it.
// b) order creation at 50 concurrent buyers, each on listings of their own (closed loop), with the emulator answering
//    at once and then 50 ms late: the Stripe call is timed per order by a relay in front of the emulator, so what is
//    ours (total minus the provider's time of that same order) is printed apart from the provider's.
// c) 10,000 webhook deliveries: N orders paid at the emulator (4 events each, delivered to the API) and every event
//    sent again, signed, in shuffled order while the first deliveries are still arriving; then every order must be
//    settled exactly once. BENCH_WEBHOOK_ORDERS (default 1,250: 1,250 × 4 events × 2 = 10,000 deliveries).
// BENCH_PARTS=b runs only some parts (default abc); BENCH_ORDERS and BENCH_WARMUP_ORDERS size b).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { SMTPServer } from 'smtp-server';
import { Redis } from 'ioredis';
import pg from 'pg';
import Stripe from 'stripe';
import { addListings, buyerEmail, inParallel, paidExactlyOnce, seedAccounts, sessionOf, settlementOf, signIn, tally, UNIT_PRICE_CENTS } from './checkout-fixtures.mjs';
import { baseEnv, freshDatabase, loadAverage, postgresCpuMs, postgresCpuMsBetween, processCpuMs, startProcess, startStripeEmulator, stop, stripeEnv, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3913);
const RACERS = 200;
const CONCURRENCY = 50;
const LATENCY_ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 300);
/** Orders placed one at a time after each 50-buyer run: what an order costs when nothing queues for the CPU. */
const ALONE_ORDERS = 200;
const PROVIDER_LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 50);
const WEBHOOK_ORDERS = Number(process.env.BENCH_WEBHOOK_ORDERS ?? 1250);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bench${Date.now().toString(36)}`;
const PARTS = process.env.BENCH_PARTS ?? 'abc';

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};
const spread = (values) => `p50 ${percentile(values, 50)} / p95 ${percentile(values, 95)} / p99 ${percentile(values, 99)} ms`;
const elapsedMs = (from) => Number(process.hrtime.bigint() - from) / 1e6;

/**
 * An HTTP relay in front of an emulator that times every Stripe call from the moment it arrives to the last byte of
 * the answer, keyed by its Idempotency-Key (`order-<id>-checkout` for the checkout of order <id>).
 */
async function timedRelay(emulator) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const byKey = new Map();
  const calls = [];
  const server = http.createServer((incoming, outgoing) => {
    const started = process.hrtime.bigint();
    const upstream = http.request({ host: emulator.host, port: emulator.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode, answer.headers);
      answer.pipe(outgoing);
      answer.on('end', () => {
        const ms = elapsedMs(started);
        calls.push({ method: incoming.method, path: incoming.url.split('?')[0], ms });
        const key = incoming.headers['idempotency-key'];
        if (key) byKey.set(key, ms);
      });
    });
    upstream.on('error', (error) => outgoing.writeHead(502).end(String(error)));
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    byKey,
    calls,
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
      agent.destroy();
    }),
  };
}

/** An SMTP server that takes every email and keeps none: the orders' emails go somewhere, as they would. */
async function discardingMailServer() {
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData: (stream, _session, done) => stream.resume().on('end', () => done()) });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_checkout');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
console.log(`Preparing ${RACERS} buyers and ${1 + 2 * (WARMUP_ORDERS + LATENCY_ORDERS + ALONE_ORDERS) + WEBHOOK_ORDERS} listings...`);
const seller = await seedAccounts(db, RACERS);
const [contested] = await addListings(db, seller, 'Contested', 1);
const latencyListings = {
  0: await addListings(db, seller, 'Instant', WARMUP_ORDERS + LATENCY_ORDERS + ALONE_ORDERS),
  [PROVIDER_LATENCY_MS]: await addListings(db, seller, 'Late', WARMUP_ORDERS + LATENCY_ORDERS + ALONE_ORDERS),
};
const webhookListings = await addListings(db, seller, 'Webhook', WEBHOOK_ORDERS);

// The emulator that answers at once serves the first API and the worker; the late one a second API for b).
const webhookAttempts = { delivered: 0, failed: 0 };
const stripe = await startStripeEmulator({
  retryDelaysMs: [500, 1000, 2000, 4000, 8000],
  log: (line) => {
    if (!line.startsWith('webhook ')) return;
    if (/: HTTP 2\d\d$/.test(line)) webhookAttempts.delivered += 1;
    else webhookAttempts.failed += 1;
  },
});
const relay = await timedRelay(stripe);
const mail = await discardingMailServer();
const env = { ...baseEnv(database.url, PORT), REDIS_URL, QUEUE_PREFIX: PREFIX, SMTP_URL: mail.url, ...stripeEnv(stripe, PORT, relay.url) };
const api = startProcess('main.js', env);
const worker = startProcess('worker.js', env);
await waitForHttp(`http://127.0.0.1:${PORT}/api/health`);
const agent = new http.Agent({ keepAlive: true, maxSockets: 250 });
/** Every answer of the API, for the count of 5xx at the end. */
const answered = [];

function call(port, method, path, { token, body, key, headers = {} } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      {
        hostname: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          answered.push(response.statusCode);
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null, ms: elapsedMs(started) });
        });
      },
    );
    request.on('error', (error) => {
      answered.push('error');
      resolve({ status: 'error', body: String(error), ms: 0 });
    });
    request.end(typeof body === 'string' || body === undefined ? body : JSON.stringify(body));
  });
}
const order = (port, token, ticketId, key = randomUUID()) => call(port, 'POST', '/api/orders', { token, key, body: { ticketId, quantity: 1, expectedUnitPriceCents: UNIT_PRICE_CENTS } }).then((answer) => ({ ...answer, key }));
const checkoutsOpened = (timings) => timings.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions').length;

console.log(`Signing in ${RACERS} buyers...`);
const tokens = await inParallel(Array.from({ length: RACERS }, (_, index) => buyerEmail(index + 1)), 4, (email) => signIn(`http://127.0.0.1:${PORT}`, email));
console.log(`Machine: ${cpus().length} × ${cpus()[0].model}, load average ${loadAverage()}`);

/** a) Everyone at once on one listing. */
async function raceForOneListing() {
  const opened = checkoutsOpened(relay);
  const race = await Promise.all(tokens.map((token) => order(PORT, token, contested.id)));
  const live = (await db.query(`SELECT count(*)::int AS n FROM orders WHERE ticket_id = $1 AND status IN ('awaiting_payment', 'paid', 'completed', 'disputed')`, [contested.id])).rows[0].n;
  const listing = (await db.query(`SELECT status FROM tickets WHERE id = $1`, [contested.id])).rows[0].status;
  console.log(`a) ${RACERS} buyers order one listing at once: ${JSON.stringify(tally(race.map((r) => r.status)))}; refusals: ${JSON.stringify(tally(race.filter((r) => r.status !== 201).map((r) => r.body?.code)))}`);
  console.log(`   database: ${live} live order(s) for the listing, listing ${listing}; Stripe checkouts opened: ${checkoutsOpened(relay) - opened}`);
}

/** Orders by buyers 1…50 at once, buyer i taking listings i, i + 50, …; resolves each answer with its timing. */
async function ordersByFifty(port, listings) {
  const started = process.hrtime.bigint();
  const answers = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, buyer) => {
      for (let index = buyer; index < listings.length; index += CONCURRENCY) answers.push(await order(port, tokens[buyer], listings[index].id));
    }),
  );
  return { answers, seconds: elapsedMs(started) / 1000 };
}

/** b) Order creation with the provider answering after `providerLatencyMs`, through the API `port`. */
async function latencyRun(port, providerLatencyMs, timings, apiPid) {
  const listings = latencyListings[providerLatencyMs];
  await ordersByFifty(port, listings.slice(0, WARMUP_ORDERS));
  const before = { api: processCpuMs(apiPid), postgres: postgresCpuMs(), client: process.cpuUsage() };
  const load = loadAverage();
  const { answers, seconds } = await ordersByFifty(port, listings.slice(WARMUP_ORDERS, WARMUP_ORDERS + LATENCY_ORDERS));
  const client = process.cpuUsage(before.client);
  const placed = answers.filter((a) => a.status === 201);
  const providerMs = (a) => timings.byKey.get(`order-${a.body.id}-checkout`);
  const provider = placed.map(providerMs).filter((ms) => ms !== undefined);
  console.log(`b) ${LATENCY_ORDERS} orders by ${CONCURRENCY} concurrent buyers (after ${WARMUP_ORDERS} unmeasured), emulator latency ${providerLatencyMs} ms: ${JSON.stringify(tally(answers.map((a) => a.status)))} in ${seconds.toFixed(1)} s = ${Math.round(answers.length / seconds)} orders/s`);
  console.log(`   order creation, whole request:         ${spread(placed.map((a) => a.ms))}`);
  console.log(`   of it the Stripe call (relay-timed):   ${spread(provider)} (${provider.length} timed)`);
  console.log(`   ours (each order minus its own call):  ${spread(placed.map((a) => a.ms - (providerMs(a) ?? 0)))}`);
  console.log(
    `   CPU per order: API ${((processCpuMs(apiPid) - before.api) / answers.length).toFixed(2)} ms, PostgreSQL (all its processes on the machine) ${(postgresCpuMsBetween(before.postgres, postgresCpuMs()) / answers.length).toFixed(2)} ms, ` +
      `this process (load, emulator, relay) ${((client.user + client.system) / 1000 / answers.length).toFixed(2)} ms; load average ${load} before, ${loadAverage()} after`,
  );
  const alone = [];
  for (const [index, listing] of listings.slice(WARMUP_ORDERS + LATENCY_ORDERS).entries()) alone.push(await order(port, tokens[index % CONCURRENCY], listing.id));
  const aloneMs = alone.filter((a) => a.status === 201);
  console.log(`   ${ALONE_ORDERS} orders one at a time: whole request ${spread(aloneMs.map((a) => a.ms))}; ours ${spread(aloneMs.map((a) => a.ms - (providerMs(a) ?? 0)))}`);
}

async function latencyRuns() {
  await latencyRun(PORT, 0, relay, api.pid);
  const lateStripe = await startStripeEmulator({ latencyMs: PROVIDER_LATENCY_MS });
  const lateRelay = await timedRelay(lateStripe);
  const latePort = PORT + 1;
  const lateApi = startProcess('main.js', { ...env, PORT: String(latePort), PUBLIC_URL: `https://localhost:${latePort}`, ...stripeEnv(lateStripe, latePort, lateRelay.url) });
  await waitForHttp(`http://127.0.0.1:${latePort}/api/health`);
  await latencyRun(latePort, PROVIDER_LATENCY_MS, lateRelay, lateApi.pid);
  await stop(lateApi);
  await lateRelay.close();
  await lateStripe.close();
}

/** c) Every order paid at the emulator, 50 at a time; every event delivered by it and sent again, shuffled. */
async function webhookRun() {
  const placed = (await ordersByFifty(PORT, webhookListings)).answers;
  const orders = placed.filter((a) => a.status === 201).map((a) => ({ id: a.body.id, sessionId: sessionOf(a.body.checkoutUrl) }));
  console.log(`c) ${orders.length} orders placed for the webhook run (${JSON.stringify(tally(placed.map((a) => a.status)))}); paying them at the emulator, 50 at a time`);
  const known = new Set(stripe.events().map((event) => event.id));
  const created = [];
  const pool = [];
  const resent = [];
  let paying = true;
  const started = process.hrtime.bigint();
  const payer = (async () => {
    for (let index = 0; index < orders.length; index += 50) {
      await Promise.all(orders.slice(index, index + 50).map((o) => stripe.pay(o.sessionId)));
      for (const event of stripe.events().filter((event) => !known.has(event.id))) {
        known.add(event.id);
        created.push(event);
        pool.push(event);
      }
      await stripe.deliveriesSettled();
    }
    paying = false;
  })();
  // The second copy of every event, signed now, picked at random from those created so far.
  const resender = inParallel(Array.from({ length: 25 }), 25, async () => {
    while (paying || pool.length > 0) {
      if (pool.length === 0) {
        await new Promise((done) => setTimeout(done, 5));
        continue;
      }
      const [event] = pool.splice(Math.floor(Math.random() * pool.length), 1);
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: env.STRIPE_WEBHOOK_SECRET });
      resent.push((await call(PORT, 'POST', '/api/payments/stripe/webhooks', { body: payload, headers: { 'stripe-signature': signature } })).status);
    }
  });
  await Promise.all([payer, resender]);
  const deliveredSeconds = elapsedMs(started) / 1000;
  const ids = orders.map((o) => o.id);
  const count = async (text, parameters = []) => (await db.query(text, parameters)).rows[0].n;
  let allPaidSeconds = NaN;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (Number.isNaN(allPaidSeconds) && (await count(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'paid'`, [ids])) === orders.length) allPaidSeconds = elapsedMs(started) / 1000;
    if (!Number.isNaN(allPaidSeconds) && (await count(`SELECT count(*)::int AS n FROM payment_events WHERE handled_at IS NULL`)) === 0) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  const allHandledSeconds = elapsedMs(started) / 1000;
  const storedEvents = await count(`SELECT count(*)::int AS n FROM payment_events`);
  const rows = await settlementOf(db, ids);
  const client = new Stripe(stripe.secretKey, stripe.sdkOptions);
  const sessions = new Map(await inParallel(orders, 20, async (o) => [o.id, await client.checkout.sessions.retrieve(o.sessionId)]));
  const lost = rows.filter((row) => sessions.get(row.id).payment_status === 'paid' && row.paymentId !== sessions.get(row.id).payment_intent).length;
  const refunds = stripe.events().filter((event) => event.type === 'charge.refunded').length;
  const deliveries = webhookAttempts.delivered + resent.length;
  console.log(`   ${created.length} events created by the payments (${JSON.stringify(tally(created.map((event) => event.type)))})`);
  console.log(`   delivered by the emulator: ${webhookAttempts.delivered} (failed attempts retried: ${webhookAttempts.failed}); sent again, signed, shuffled: ${JSON.stringify(tally(resent))}`);
  console.log(`   ${deliveries} deliveries in ${deliveredSeconds.toFixed(1)} s = ${Math.round(deliveries / deliveredSeconds)} deliveries/s (paying included); events stored: ${storedEvents} (once each)`);
  console.log(`   every order paid ${allPaidSeconds.toFixed(1)} s after the first payment; every stored event handled ${allHandledSeconds.toFixed(1)} s after it`);
  console.log(
    `   settled exactly once: ${rows.filter(paidExactlyOnce).length} of ${orders.length}; statuses ${JSON.stringify(tally(rows.map((r) => r.status)))}; ` +
      `buyer emails queued per order ${JSON.stringify(tally(rows.map((r) => r.buyerMails)))}, seller emails ${JSON.stringify(tally(rows.map((r) => r.sellerMails)))}; ` +
      `tickets with more than one paid order ${rows.filter((r) => r.paidOrdersOfTicket > 1).length}; paid at Stripe but not recorded ${lost}; refunds ${refunds}`,
  );
}

if (PARTS.includes('a')) await raceForOneListing();
if (PARTS.includes('b')) await latencyRuns();
if (PARTS.includes('c')) await webhookRun();
console.log(`5xx or connection errors: ${answered.filter((status) => status === 'error' || status >= 500).length}`);

agent.destroy();
await Promise.all([stop(api), stop(worker)]);
await relay.close();
await stripe.close();
await mail.close();
await db.end();
await database.drop();
const redis = new Redis(REDIS_URL);
const keys = await redis.keys(`${PREFIX}:*`);
if (keys.length) await redis.del(...keys);
await redis.quit();
