// A cancelled event (issue 18): BENCH_REFUND_ORDERS (5,000) paid orders of one catalogue event, each paid for real at
// the Stripe emulator in this process and its payment in the books, by 500 sellers and 1,000 buyers. Staff cancel the
// event through the admin API (PUT /api/admin/events/:id, status cancelled); the built API and one worker on Redis do
// the rest: withdraw the listings, queue one refund job per order, refund each at Stripe, post it, e-mail buyer and
// seller, and take in Stripe's refund webhooks. Prints the time from staff's request to every order refunded in our
// database, to every refund made at the emulator and to everything settled (queues empty, webhooks delivered and
// handled), refunds per payment counted at the emulator (one each), the processes' peak memory, and the books
// (every transaction and the whole ledger sum to zero, nothing held, provider balance equal to the emulator's).
// Asserts nothing. Usage: npm run build -w backend && node test/perf/cancelled-event-benchmark.mjs
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { Queue } from 'bullmq';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { tally } from './checkout-fixtures.mjs';
import { books, memoryOf, payAtEmulator, platformBalance, postPayments, postProviderFees, providerMoves, seedPaidOrders } from './payout-fixtures.mjs';
import { baseEnv, freshDatabase, loadAverage, startProcess, startStripeEmulator, stop, stripeEnv, waitForHttp } from './stack.mjs';

const ORDERS = Number(process.env.BENCH_REFUND_ORDERS ?? 5000);
const SELLERS = Math.max(1, Math.round(ORDERS / 10));
const PORT = Number(process.env.BENCH_PORT ?? 3916);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `benchrefund${Date.now().toString(36)}`;
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const admin = { email: 'admin@bench.example', password: randomBytes(12).toString('hex'), firstName: 'Bench', lastName: 'Admin', language: 'en' };
const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_cancelled_event', { admin });
const db = new pg.Client({ connectionString: database.url });
await db.connect();
let started = Date.now();
const category = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
const event = (
  await db.query(
    `INSERT INTO events (category_id, title, venue, city, starts_at) VALUES ($1, 'Cancelled benchmark concert', 'Arēna Rīga', 'Rīga', date_trunc('day', now()) + interval '10 days 20 hours')
     RETURNING id, category_id AS "categoryId", title, venue, city, starts_at AS "startsAt"`,
    [category],
  )
).rows[0];
console.log(`Seeding ${ORDERS} paid orders of one event (${SELLERS} sellers, 1000 buyers), each paid at the emulator, with its payment in the books...`);
const { orderIds } = await seedPaidOrders(db, { sellers: SELLERS, ordersPerSeller: Math.ceil(ORDERS / SELLERS), daysAgo: -10, eventId: event.id, prefix: 'r' });
await postPayments(db, orderIds);
// Refund requests Stripe answered (a retry under the same key answered again would count twice): cheap to count while
// waiting, where reading the emulator's whole event list every 250 ms would slow the emulator in this process. The
// refunds made are counted once at the end, from its events.
let refundAnswers = 0;
const stripe = await startStripeEmulator({ retryDelaysMs: [1000, 2000, 4000, 8000, 16000], log: (line) => (line.startsWith('POST /v1/refunds -> 200') ? (refundAnswers += 1) : undefined) });
await payAtEmulator(db, stripe, orderIds);
await postProviderFees(db, stripe);
await db.query('ANALYZE');
console.log(`   ${orderIds.length} orders in ${seconds(started)} s; platform balance at the emulator ${(await platformBalance(stripe)) / 100} EUR`);

const mail = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData: (stream, _session, done) => stream.resume().on('end', () => done()) });
await new Promise((resolve) => mail.listen(0, '127.0.0.1', resolve));
const env = { ...baseEnv(database.url, PORT), REDIS_URL, QUEUE_PREFIX: PREFIX, SMTP_URL: `smtp://127.0.0.1:${mail.server.address().port}`, ...stripeEnv(stripe, PORT) };
const api = startProcess('main.js', env);
const worker = startProcess('worker.js', env);
await waitForHttp(`http://127.0.0.1:${PORT}/api/health`);
await sleep(3000);
const http = `http://127.0.0.1:${PORT}`;
const login = await fetch(`${http}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) });
const headers = { Authorization: `Bearer ${(await login.json()).accessToken}`, 'Content-Type': 'application/json' };
const url = new URL(REDIS_URL);
const queues = Object.fromEntries(['payments', 'maintenance', 'mail'].map((name) => [name, new Queue(name, { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix: PREFIX })]));
const unfinished = async (name) => Object.values(await queues[name].getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children')).reduce((a, b) => a + b, 0);
console.log(`Machine: ${cpus().length} × ${cpus()[0].model}, load average ${loadAverage()}`);

const peak = { api: 0, worker: 0 };
const sampler = setInterval(async () => {
  peak.api = Math.max(peak.api, (await memoryOf(api.pid)).peakMb || 0);
  peak.worker = Math.max(peak.worker, (await memoryOf(worker.pid)).peakMb || 0);
}, 250);
const refundsAtStripe = () => refundAnswers;
const refundedHere = async () => (await db.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'refunded' AND refund_id IS NOT NULL`, [orderIds])).rows[0].n;

console.log(`Staff cancel the event (PUT /api/admin/events/${event.id}, status cancelled)...`);
const cancelledAt = Date.now();
const answer = await fetch(`${http}/api/admin/events/${event.id}`, {
  method: 'PUT',
  headers,
  body: JSON.stringify({ categoryId: event.categoryId, title: event.title, venue: event.venue, city: event.city, startsAt: new Date(event.startsAt).toISOString(), status: 'cancelled' }),
});
const answeredMs = Date.now() - cancelledAt;
if (!answer.ok) throw new Error(`cancelling answered ${answer.status}: ${await answer.text()}`);
const marks = {};
let progress = Date.now();
const deadline = Date.now() + Number(process.env.BENCH_TIMEOUT_SECONDS ?? 1800) * 1000;
while (Date.now() < deadline) {
  const here = await refundedHere();
  const there = refundsAtStripe();
  if (marks.firstRefund === undefined && there > 0) marks.firstRefund = seconds(cancelledAt);
  if (marks.allAtStripe === undefined && there >= orderIds.length) marks.allAtStripe = seconds(cancelledAt);
  if (marks.allRefunded === undefined && here >= orderIds.length) marks.allRefunded = seconds(cancelledAt);
  if (Date.now() - progress > 15_000) {
    const waiting = { payments: await unfinished('payments'), mail: await unfinished('mail'), unhandledEvents: (await db.query(`SELECT count(*)::int AS n FROM payment_events WHERE handled_at IS NULL AND order_id IS NOT NULL`)).rows[0].n };
    console.log(`   ${seconds(cancelledAt)} s: ${here} refunded in our database, ${there} refunds at the emulator; unfinished ${JSON.stringify(waiting)}; load average ${loadAverage()}`);
    progress = Date.now();
  }
  // Events about no order (a refund's own refund.created) are stored and need no handling: only the others count.
  if (marks.allRefunded !== undefined) {
    // The maintenance queue always holds the schedules' next runs (delayed): only its waiting and active jobs count.
    const maintenance = await queues.maintenance.getJobCounts('waiting', 'active');
    const busy = (await unfinished('payments')) + maintenance.waiting + maintenance.active + (await unfinished('mail'));
    const unhandled = (await db.query(`SELECT count(*)::int AS n FROM payment_events WHERE handled_at IS NULL AND order_id IS NOT NULL`)).rows[0].n;
    if (busy === 0 && unhandled === 0) {
      await stripe.deliveriesSettled();
      if ((await db.query(`SELECT count(*)::int AS n FROM payment_events WHERE handled_at IS NULL AND order_id IS NOT NULL`)).rows[0].n === 0 && (await unfinished('payments')) === 0) {
        marks.settled = seconds(cancelledAt);
        break;
      }
    }
  }
  await sleep(250);
}
clearInterval(sampler);

const { refundsOf } = providerMoves(stripe);
const payments = (await db.query(`SELECT payment_id FROM orders WHERE id = ANY($1::uuid[])`, [orderIds])).rows.map((row) => row.payment_id);
const perPayment = tally(payments.map((payment) => refundsOf.get(payment) ?? 0));
const statuses = tally((await db.query(`SELECT status FROM orders WHERE id = ANY($1::uuid[])`, [orderIds])).rows.map((row) => row.status));
const refundPostings = (await db.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'refund' AND reference LIKE 'order:%:refund'`)).rows[0].n;
const failed = (await queues.payments.getFailed(0, 100)).map((job) => job.failedReason);
const mails = (await db.query(`SELECT payload->>'template' AS template, count(*)::int AS n FROM outbox WHERE job_name = 'mail.send' GROUP BY 1 ORDER BY 1`)).rows;
const ledger = await books(db);
const emulatorBalance = await platformBalance(stripe);

console.log(`\nCancelled event with ${orderIds.length} paid orders (load average ${loadAverage()}):`);
console.log(`   staff's request answered in ${answeredMs} ms; first refund at Stripe after ${marks.firstRefund ?? '-'} s`);
console.log(`   every order refunded in our database after ${marks.allRefunded ?? 'NOT ALL'} s (${marks.allRefunded ? Math.round(orderIds.length / Number(marks.allRefunded)) : '-'} refunds/s); every refund at the emulator after ${marks.allAtStripe ?? 'NOT ALL'} s`);
console.log(`   everything settled (queues empty, webhooks delivered and handled) after ${marks.settled ?? 'NOT SETTLED'} s`);
console.log(`   orders: ${JSON.stringify(statuses)}; payments by number of refunds at the emulator: ${JSON.stringify(perPayment)}; refund postings: ${refundPostings}; failed refund jobs: ${failed.length}${failed.length ? ` ${JSON.stringify(tally(failed))}` : ''}`);
console.log(`   e-mails queued: ${JSON.stringify(mails)}`);
console.log(`   peak resident memory: API ${peak.api} MB, worker ${peak.worker} MB`);
console.log(`   books: ${ledger.unbalanced} unbalanced transactions, total ${ledger.total} cents; accounts ${JSON.stringify(ledger.accounts)}`);
console.log(`   provider balance: books ${ledger.accounts.provider_balance} cents, emulator ${emulatorBalance} cents (${ledger.accounts.provider_balance === emulatorBalance ? 'equal' : 'DIFFERENT'})`);

for (const queue of Object.values(queues)) {
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
}
await Promise.all([stop(api), stop(worker)]);
await stripe.close();
await new Promise((resolve) => mail.close(resolve));
await db.end();
if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
