// The hold running out in the same second as the payment, ROUNDS × 25 times (default 4 rounds: 100 orders). Each
// round moves 25 holds to now, starts the lapse job (which closes each checkout at Stripe, then releases or delivers)
// and, once a worker runs it, the buyers pay on the checkout page at random moments over as long as the previous run
// took, then look at their order page (which settles the order too). The emulator answers 10 ms late, so the lapse job's run and the payments overlap. Expected: every
// order ends either paid (the payment kept, the ticket sold to its buyer, one email each) or expired with no payment
// at Stripe (its checkout expired, the ticket on sale again); never paid and released, never refunded.
import pg from 'pg';
import Stripe from 'stripe';
import { addListings, buyerEmail, inParallel, paidExactlyOnce, placeOrder, seedAccounts, sessionOf, settlementOf, signIn, tally } from '../../perf/checkout-fixtures.mjs';
import { report, runScheduledJob, say, sleep as pause, startScheduledJob, startStack, unfinishedJobs, waitFor } from '../lib.mjs';

export const description = 'Hold lapsing as the buyer pays (100 orders): each ends paid with the payment, or expired without one';

const PER_ROUND = 25;

export async function run() {
  const rounds = Number(process.env.ROUNDS ?? 4);
  const stack = await startStack({ name: 'hold-payment-race', stripe: { latencyMs: 10 } });
  const db = new pg.Client({ connectionString: stack.postgres.url });
  await db.connect();
  try {
    const seller = await seedAccounts(db, PER_ROUND);
    const listings = await addListings(db, seller, 'Race', rounds * PER_ROUND);
    const tokens = await inParallel(Array.from({ length: PER_ROUND }, (_, index) => buyerEmail(index + 1)), 4, (email) => signIn(stack.http, email));
    const outcomes = [];
    // Payments are spread over as long as the last lapse run took, from the moment the worker takes the job.
    let windowMs = 1_000;
    for (let round = 0; round < rounds; round += 1) {
      const placed = await inParallel(listings.slice(round * PER_ROUND, (round + 1) * PER_ROUND), 5, (listing, index) => placeOrder(stack.http, tokens[index], listing.id));
      const orders = placed.map((answer, index) => ({ id: answer.body.id, sessionId: sessionOf(answer.body.checkoutUrl), token: tokens[index] }));
      await db.query(`UPDATE orders SET hold_expires_at = now() WHERE id = ANY($1::uuid[])`, [orders.map((order) => order.id)]);
      const lapse = startScheduledJob(stack, 'marketplace.lapse-holds');
      await lapse.started;
      const payments = orders.map(async (order) => {
        await pause(Math.random() * windowMs);
        const paid = await stack.stripe.emulator.pay(order.sessionId).then(() => true, () => false);
        const page = await fetch(`${stack.http}/api/orders/${order.id}`, { headers: { Authorization: `Bearer ${order.token}` } });
        return { ...order, paidAtStripe: paid, pageStatus: page.status };
      });
      const [{ state, ranMs }, ...results] = await Promise.all([lapse.finished, ...payments]);
      outcomes.push(...results);
      say(`Round ${round + 1}: payments over ${windowMs} ms; the lapse job ran ${ranMs} ms (${state}); Stripe took ${results.filter((result) => result.paidAtStripe).length} of ${PER_ROUND} payments, refused the rest (checkout closed first)`);
      if (ranMs > 0) windowMs = ranMs;
    }

    // Settled from the webhooks and, for anything left, the next lapse run (a hold over is settled from Stripe's state).
    await waitFor('the settle jobs to finish', async () => (await unfinishedJobs(stack, 'payments')) === 0, { timeoutMs: 120_000 });
    await runScheduledJob(stack, 'marketplace.lapse-holds');
    await waitFor('the settle jobs to finish', async () => (await unfinishedJobs(stack, 'payments')) === 0, { timeoutMs: 120_000 });

    const rows = new Map((await settlementOf(db, outcomes.map((outcome) => outcome.id))).map((row) => [row.id, row]));
    const client = new Stripe(stack.stripe.emulator.secretKey, stack.stripe.emulator.sdkOptions);
    const events = stack.stripe.emulator.events();
    const charged = tally(events.filter((event) => event.type === 'charge.succeeded').map((event) => event.data.object.metadata.order_id));
    const refunds = events.filter((event) => event.type === 'charge.refunded').length;
    const verdicts = await inParallel(outcomes, 10, async (outcome) => {
      const row = rows.get(outcome.id);
      const session = await client.checkout.sessions.retrieve(outcome.sessionId);
      const charges = charged[outcome.id] ?? 0;
      if (paidExactlyOnce(row) && charges === 1 && outcome.paidAtStripe && session.payment_status === 'paid' && row.paymentId === session.payment_intent) return 'paid';
      if (row.status === 'expired' && row.ticketStatus === 'available' && charges === 0 && !outcome.paidAtStripe && session.status === 'expired') return 'expired, no payment';
      if (row.status === 'paid' && row.ticketStatus !== 'sold') return 'BAD: paid and released';
      if (row.status === 'refunded') return 'BAD: refunded';
      if (charges > 0 && row.status !== 'paid') return `BAD: charged, order ${row.status}`;
      return `BAD: order ${row.status}, ticket ${row.ticketStatus}, Stripe ${session.status}/${session.payment_status}, ${charges} charge(s)`;
    });
    const split = tally(verdicts);
    return report(
      'hold-payment-race',
      {
        'orders (holds moved to now)': outcomes.length,
        outcome: split,
        'order pages answered': tally(outcomes.map((outcome) => outcome.pageStatus)),
        'refunds at Stripe': refunds,
      },
      Object.keys(split).every((verdict) => !verdict.startsWith('BAD')) && refunds === 0 && outcomes.every((outcome) => outcome.pageStatus === 200),
    );
  } finally {
    await db.end();
    await stack.close();
  }
}
