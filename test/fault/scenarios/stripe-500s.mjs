// Stripe answering 500 (api_error) to every third call for FLAKY_SECONDS (default 90; the ten minutes is 600)
// while the payout run pays PAYOUT_SELLERS sellers (default 200, 5 orders each, events over; a run every 15 s, as a
// shortened schedule) and staff cancel an event of REFUND_ORDERS paid orders (default 300, refund jobs on the payments
// queue). An HTTP relay in front of the emulator refuses the calls; the SDK tries each call three times, so some reach
// our code as an outage: a payout run stops and leaves the rest to the next, a refund job waits and retries (job
// retry waits 10× shorter, QUEUE_RETRY_TIME_SCALE=10). Expected once Stripe answers again: every seller transferred to
// exactly once, every order refunded exactly once, nothing left, the books balanced and equal to Stripe's balance.
import pg from 'pg';
import { cancelEvent, flakyStripe, payoutRunsUntilDone, payoutVerdict, allRefunded, refundVerdict, seedEventSales, seedPayouts } from '../payouts.mjs';
import { report, say, sleep, startScheduledJob, startStack, unfinishedJobs, waitFor } from '../lib.mjs';

export const description = 'Stripe answers 500 to every third call (FLAKY_SECONDS, 90): payouts and refunds all settle once after, books balanced';

export async function run() {
  const flakySeconds = Number(process.env.FLAKY_SECONDS ?? 90);
  const sellers = Number(process.env.PAYOUT_SELLERS ?? 200);
  const refundOrders = Number(process.env.REFUND_ORDERS ?? 300);
  const perSeller = 5;
  const stack = await startStack({ name: 'stripe-500s', admin: true, workers: 0, env: { QUEUE_RETRY_TIME_SCALE: '10' }, stripe: { latencyMs: 20 } });
  const db = new pg.Client({ connectionString: stack.postgres.url });
  await db.connect();
  const relay = await flakyStripe(stack.stripe.emulator);
  try {
    const { accounts } = await seedPayouts(stack, db, { sellers, perSeller });
    const { event, orderIds } = await seedEventSales(stack, db, refundOrders);
    say(`Running: FLAKY_SECONDS=${flakySeconds} PAYOUT_SELLERS=${sellers} REFUND_ORDERS=${orderIds.length}; Stripe answers 500 to every third call from now`);
    relay.setFlaky(true);
    stack.env.STRIPE_API_BASE = relay.url;
    stack.startWorker();
    await sleep(3_000);
    const flakyFrom = Date.now();
    await cancelEvent(stack, event);
    const runsDuring = [];
    while (Date.now() - flakyFrom < flakySeconds * 1000) {
      runsDuring.push((await startScheduledJob(stack, 'payouts.release-funds').finished).state);
      await sleep(Math.min(15_000, Math.max(0, flakySeconds * 1000 - (Date.now() - flakyFrom))));
    }
    const duringFlaky = { ...relay.counts };
    const refundedDuring = (await db.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'refunded'`, [orderIds])).rows[0].n;
    const paidDuring = (await db.query(`SELECT count(*)::int AS n FROM seller_payouts WHERE status = 'paid'`)).rows[0].n;
    say(`Stripe answers normally again after ${flakySeconds} s: ${duringFlaky.refused} calls answered 500, ${duringFlaky.passed} passed; ${paidDuring} sellers paid, ${refundedDuring} orders refunded`);
    relay.setFlaky(false);
    const recoveredAt = Date.now();
    const runsAfter = await payoutRunsUntilDone(stack, db, { runs: 5 });
    const done = await allRefunded(db, orderIds, 300_000);
    const settledSeconds = ((Date.now() - recoveredAt) / 1000).toFixed(1);
    await waitFor('every refund job done', async () => (await unfinishedJobs(stack, 'payments')) === 0, { timeoutMs: 120_000 }).catch(() => undefined);
    const payouts = await payoutVerdict(stack, db, accounts, perSeller);
    const refunds = await refundVerdict(stack, db, orderIds);
    const prefixed = (label, lines) => Object.fromEntries(Object.entries(lines).map(([key, value]) => [`${label} ${key}`, value]));
    return report(
      'stripe-500s',
      {
        'ran': `FLAKY_SECONDS=${flakySeconds}, ${sellers} sellers × ${perSeller} orders, ${orderIds.length} refunds`,
        'Stripe calls while flaky (500 / passed)': `${duringFlaky.refused} / ${duringFlaky.passed}`,
        'payout runs while flaky': runsDuring.join(', '),
        'done while flaky': `${paidDuring} sellers paid, ${refundedDuring} orders refunded`,
        'payout runs after': runsAfter.join(', ') || 'none needed',
        'all settled, s after recovery': done ? settledSeconds : 'NOT ALL',
        ...prefixed('payouts:', payouts.lines),
        ...prefixed('refunds:', refunds.lines),
      },
      Boolean(done) && payouts.passed && refunds.passed,
    );
  } finally {
    await relay.close();
    await db.end();
    await stack.close();
  }
}
