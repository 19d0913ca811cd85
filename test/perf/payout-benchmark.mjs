// The payout run (issue 18, `payouts.release-funds`) over BENCH_SELLERS sellers (10,000) with BENCH_ORDERS_PER_SELLER
// paid orders each (10: 100,000 orders), every event five days past and its claim window (48 h) over, every seller with
// an active connected account at the Stripe emulator in this process and the platform's balance there holding what
// the buyers paid. The built worker on Redis runs the job (started here as staff's schedule would) until nothing is
// left to release or transfer. Prints per run its time, the orders released and the transfers made, the worker's
// peak resident memory, transfers per seller counted at the emulator (one each), and the books: every transaction
// and the whole ledger sum to zero, nothing held or payable is left, and the books' provider balance equals the
// emulator's. Asserts nothing. Usage: npm run build -w backend && node test/perf/payout-benchmark.mjs
import { cpus } from 'node:os';
import { Queue } from 'bullmq';
import pg from 'pg';
import { books, connectSellers, fundPlatform, memoryOf, ORDER, PAYOUT_PER_ORDER_CENTS, platformBalance, postPayments, postProviderFees, providerMoves, seedPaidOrders } from './payout-fixtures.mjs';
import { baseEnv, freshDatabase, loadAverage, postgresCpuMs, postgresCpuMsBetween, processCpuMs, startProcess, startStripeEmulator, stop } from './stack.mjs';

const SELLERS = Number(process.env.BENCH_SELLERS ?? 10_000);
const PER_SELLER = Number(process.env.BENCH_ORDERS_PER_SELLER ?? 10);
const MAX_RUNS = Number(process.env.BENCH_MAX_RUNS ?? 30);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `benchpay${Date.now().toString(36)}`;
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_payouts');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
let started = Date.now();
console.log(`Seeding ${SELLERS} sellers with ${PER_SELLER} paid orders each (${SELLERS * PER_SELLER} orders, events 5 days ago) and their payments in the books...`);
const { sellerIds, orderIds } = await seedPaidOrders(db, { sellers: SELLERS, ordersPerSeller: PER_SELLER });
await postPayments(db, orderIds);
await db.query('ANALYZE');
console.log(`   ${orderIds.length} orders in ${seconds(started)} s`);

const stripe = await startStripeEmulator({ retryDelaysMs: [1000] });
started = Date.now();
await fundPlatform(stripe, orderIds.length * ORDER.totalCents);
await postProviderFees(db, stripe);
await connectSellers(db, stripe, sellerIds);
console.log(`   ${sellerIds.length} connected accounts onboarded at the emulator, platform balance ${(await platformBalance(stripe)) / 100} EUR, in ${seconds(started)} s`);

const url = new URL(REDIS_URL);
const maintenance = new Queue('maintenance', { connection: { host: url.hostname, port: Number(url.port || 6379) }, prefix: PREFIX });
// No webhook endpoint: nobody listens for transfer events here, and the payout run does not wait for any.
const env = { ...baseEnv(database.url, 3915), REDIS_URL, QUEUE_PREFIX: PREFIX, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_BASE: stripe.url };
const worker = startProcess('worker.js', env);
await new Promise((resolve) => setTimeout(resolve, 4000));
console.log(`Machine: ${cpus().length} × ${cpus()[0].model}, load average ${loadAverage()}; worker pid ${worker.pid} at ${(await memoryOf(worker.pid)).rssMb} MB`);

const remaining = async () =>
  (
    await db.query(`SELECT (SELECT count(*)::int FROM marketplace_paid_sales s WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.order_id = s.order_id AND l.kind = 'release')) AS unreleased,
      (SELECT count(*)::int FROM (SELECT seller_id FROM ledger_entries WHERE account = 'seller_payable' GROUP BY seller_id HAVING sum(amount_cents) <> 0) s) AS owed,
      (SELECT count(*)::int FROM seller_payouts WHERE status = 'pending') AS pending`)
  ).rows[0];

let peakMb = 0;
const sampler = setInterval(async () => (peakMb = Math.max(peakMb, (await memoryOf(worker.pid)).peakMb || 0)), 250);
const runs = [];
const before = { worker: processCpuMs(worker.pid), postgres: postgresCpuMs() };
const allStarted = Date.now();
for (let run = 1; run <= MAX_RUNS; run += 1) {
  const left = await remaining();
  if (left.unreleased === 0 && left.owed === 0 && left.pending === 0) break;
  const transfersBefore = stripe.events().filter((event) => event.type === 'transfer.created').length;
  const runStarted = Date.now();
  const job = await maintenance.add('payouts.release-funds', {});
  let state;
  for (;;) {
    state = await job.getState();
    if (state === 'completed' || state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const finished = await maintenance.getJob(job.id);
  const after = await remaining();
  const transfers = stripe.events().filter((event) => event.type === 'transfer.created').length - transfersBefore;
  runs.push({ run, state, seconds: Number(seconds(runStarted)), jobSeconds: (finished.finishedOn - finished.processedOn) / 1000, released: left.unreleased - after.unreleased, transfers, after });
  console.log(`   run ${run}: ${state} in ${seconds(runStarted)} s (job ${((finished.finishedOn - finished.processedOn) / 1000).toFixed(1)} s): ${left.unreleased - after.unreleased} orders released, ${transfers} transfers; left: ${JSON.stringify(after)}${state === 'failed' ? `; ${finished.failedReason}` : ''}`);
  if (state === 'failed') break;
}
const totalSeconds = seconds(allStarted);
clearInterval(sampler);
peakMb = Math.max(peakMb, (await memoryOf(worker.pid)).peakMb || 0);
const cpu = { worker: processCpuMs(worker.pid) - before.worker, postgres: postgresCpuMsBetween(before.postgres, postgresCpuMs()) };

const { transfersTo } = providerMoves(stripe);
const perSeller = {};
for (const count of transfersTo.values()) perSeller[count] = (perSeller[count] ?? 0) + 1;
const ledger = await books(db);
const payouts = (await db.query(`SELECT status, count(*)::int AS n, sum(amount_cents)::bigint AS cents FROM seller_payouts GROUP BY status`)).rows;
const wrongAmounts = (await db.query(`SELECT count(*)::int AS n FROM seller_payouts WHERE status = 'paid' AND amount_cents <> $1`, [PER_SELLER * PAYOUT_PER_ORDER_CENTS])).rows[0].n;
const emulatorBalance = await platformBalance(stripe);

console.log(`\nPayout run over ${orderIds.length} orders of ${sellerIds.length} sellers (load average ${loadAverage()}):`);
console.log(`   runs until everything was released and transferred: ${runs.length}, ${totalSeconds} s in all (${runs.map((r) => `${r.seconds} s`).join(', ')})`);
console.log(`   worker peak resident memory (VmHWM): ${peakMb} MB; CPU: worker ${(cpu.worker / 1000).toFixed(1)} s, PostgreSQL ${(cpu.postgres / 1000).toFixed(1)} s`);
console.log(`   transfers at the emulator: ${[...transfersTo.values()].reduce((a, b) => a + b, 0)} to ${transfersTo.size} accounts; accounts by number of transfers: ${JSON.stringify(perSeller)}; per run: ${runs.map((r) => r.transfers).join(', ')}`);
console.log(`   payouts recorded: ${JSON.stringify(payouts)}; paid payouts of another amount than ${PER_SELLER} orders' share: ${wrongAmounts}`);
console.log(`   books: ${ledger.unbalanced} unbalanced transactions, total ${ledger.total} cents; accounts ${JSON.stringify(ledger.accounts)}`);
console.log(`   provider balance: books ${ledger.accounts.provider_balance} cents, emulator ${emulatorBalance} cents (${ledger.accounts.provider_balance === emulatorBalance ? 'equal' : 'DIFFERENT'})`);

clearInterval(sampler);
await maintenance.obliterate({ force: true }).catch(() => undefined);
await maintenance.close();
await stop(worker);
await stripe.close();
await db.end();
if (!process.env.BENCH_KEEP_DATABASE) await database.drop();
