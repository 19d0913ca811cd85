// Staff cancel an event with REFUND_ORDERS paid orders (default 400, each paid for real at the Stripe emulator, which
// answers 50 ms late); the worker is SIGKILLed while the refund jobs run, then restarted after 2 s (as a supervisor
// would). The jobs it held come back as stalled jobs after the 30 s lock. Expected: every order refunded exactly once
// at Stripe (each under the order's own key) and here (one refund posting, one buyer's and one seller's e-mail queued),
// the books balanced and equal to Stripe's balance.
import pg from 'pg';
import { providerMoves } from '../../perf/payout-fixtures.mjs';
import { allRefunded, cancelEvent, refundVerdict, seedEventSales } from '../payouts.mjs';
import { report, say, sleep, startStack, stopProcess, unfinishedJobs, waitFor } from '../lib.mjs';

export const description = 'Worker SIGKILLed mid cancelled-event refunds (REFUND_ORDERS, 400): one refund per order, none left undone';

export async function run() {
  const count = Number(process.env.REFUND_ORDERS ?? 400);
  const stack = await startStack({ name: 'refund-worker-kill', admin: true, workers: 1, stripe: { latencyMs: 50 } });
  const db = new pg.Client({ connectionString: stack.postgres.url });
  await db.connect();
  try {
    const { event, orderIds } = await seedEventSales(stack, db, count);
    const refunds = () => [...providerMoves(stack.stripe.emulator).refundsOf.values()].reduce((sum, n) => sum + n, 0);
    say(`${orderIds.length} paid orders of one event; staff cancel it`);
    await cancelEvent(stack, event);
    await waitFor(`${Math.round(orderIds.length * 0.3)} refunds made`, () => refunds() >= orderIds.length * 0.3, { timeoutMs: 300_000, intervalMs: 20 });
    const victim = stack.workers[0];
    const atKill = { refundsAtStripe: refunds(), refundJobsUnfinished: await unfinishedJobs(stack, 'payments') };
    say(`SIGKILL the worker (pid ${victim.pid}) with ${JSON.stringify(atKill)}`);
    const killedAt = Date.now();
    await stopProcess(victim, 'SIGKILL');
    await sleep(2_000);
    say('Restarting it, as a supervisor would');
    stack.startWorker();
    const done = await allRefunded(db, orderIds, 300_000);
    const doneSeconds = ((Date.now() - killedAt) / 1000).toFixed(1);
    await waitFor('every refund job done', async () => (await unfinishedJobs(stack, 'payments')) === 0, { timeoutMs: 120_000 }).catch(() => undefined);
    const verdict = await refundVerdict(stack, db, orderIds);
    return report(
      'refund-worker-kill',
      { 'orders of the event': orderIds.length, 'at the kill': atKill, 'every order refunded, s after the kill': done ? doneSeconds : 'NOT ALL', ...verdict.lines },
      Boolean(done) && verdict.passed,
    );
  } finally {
    await db.end();
    await stack.close();
  }
}
