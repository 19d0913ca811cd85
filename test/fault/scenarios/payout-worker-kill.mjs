// The payout run (issue 18) SIGKILLed in the middle of its transfers, then the worker restarted (as a supervisor
// would) and the run repeated (as the hourly schedule would). PAYOUT_SELLERS sellers (default 600) with 5 paid orders
// each whose events are over, all connected at the Stripe emulator, which answers 25 ms late so the kill lands among
// the transfers: a payout recorded but not sent, or sent but not confirmed. Expected: every seller transferred to
// exactly once at Stripe (a pending payout is sent again under its own key, and Stripe answers the transfer it made),
// every payout paid, nothing owed or pending, the books balanced and equal to Stripe's balance.
import pg from 'pg';
import { providerMoves } from '../../perf/payout-fixtures.mjs';
import { payoutLeft, payoutRunsUntilDone, payoutVerdict, seedPayouts } from '../payouts.mjs';
import { queueOf, report, say, sleep, startStack, stopProcess, waitFor } from '../lib.mjs';

export const description = 'Worker SIGKILLed mid payout run (PAYOUT_SELLERS, 600): one transfer per seller, nothing left unpaid, books balanced';

export async function run() {
  const sellers = Number(process.env.PAYOUT_SELLERS ?? 600);
  const perSeller = 5;
  const stack = await startStack({ name: 'payout-worker-kill', workers: 0, stripe: { latencyMs: 25 } });
  const db = new pg.Client({ connectionString: stack.postgres.url });
  await db.connect();
  try {
    const { accounts } = await seedPayouts(stack, db, { sellers, perSeller });
    say(`${sellers} sellers with ${perSeller} paid orders each, connected at Stripe; the payout run starts`);
    const victim = stack.startWorker();
    const transfers = () => [...providerMoves(stack.stripe.emulator).transfersTo.values()].reduce((sum, n) => sum + n, 0);
    // The run is added here (not with startScheduledJob) so that its queue is closed however long its rerun takes.
    const maintenance = await queueOf(stack, 'maintenance');
    let killedRun;
    let killedAt;
    try {
      const first = await maintenance.add('payouts.release-funds', {});
      await waitFor(`${Math.round(sellers * 0.3)} transfers made`, () => transfers() >= sellers * 0.3, { timeoutMs: 300_000, intervalMs: 20 });
      const atKill = { transfers: transfers(), ...(await payoutLeft(db)) };
      say(`SIGKILL the worker (pid ${victim.pid}) with ${atKill.transfers} transfers made; left ${JSON.stringify(atKill)}`);
      killedAt = Date.now();
      await stopProcess(victim, 'SIGKILL');
      await sleep(2_000);
      say('Restarting it; the killed run comes back as a stalled job once its lock expires, and the next runs follow');
      stack.startWorker();
      const state = await waitFor('the killed run to be rerun and finish', async () => {
        const current = await first.getState();
        return ['completed', 'failed'].includes(current) ? current : null;
      }, { timeoutMs: 300_000, intervalMs: 250 }).catch((error) => error.message);
      killedRun = { state, atKill, seconds: ((Date.now() - killedAt) / 1000).toFixed(1) };
    } finally {
      await maintenance.close();
    }
    const runs = await payoutRunsUntilDone(stack, db, { runs: 6 });
    const doneSeconds = ((Date.now() - killedAt) / 1000).toFixed(1);
    const verdict = await payoutVerdict(stack, db, accounts, perSeller);
    return report(
      'payout-worker-kill',
      {
        'sellers / orders': `${sellers} / ${sellers * perSeller}`,
        'at the kill': killedRun.atKill,
        'the killed run, rerun as stalled': `${killedRun.state}, ${killedRun.seconds} s after the kill`,
        'runs after it': runs.join(', ') || 'none needed',
        'everything paid, s after the kill': doneSeconds,
        ...verdict.lines,
      },
      verdict.passed,
    );
  } finally {
    await db.end();
    await stack.close();
  }
}
