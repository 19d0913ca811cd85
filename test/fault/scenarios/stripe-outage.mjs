// Stripe out of reach (both ways: our calls to it and its webhooks to us are cut) for OUTAGE_SECONDS (default 120;
// 600 is the ten minutes in real time) while buyers keep ordering. Before the cut, 20 buyers hold tickets
// without paying and 20 more hold tickets and pay the moment the outage begins, so their webhooks are still pending.
// The hold is 1 minute (the shortest staff setting), so holds run out during the outage, and the job retry waits are
// 10× shorter (QUEUE_RETRY_TIME_SCALE=10: a settle job waiting for Stripe retries within 1–30 s, not 10 s–5 min).
// Expected while Stripe is away: placing an order answers 503, never 500; a buyer's order page answers 200; holds
// that ran out stay held (the ADR: tickets go back only once Stripe confirms the checkout can no longer be paid).
// Once Stripe is back: every paid order settled exactly once, buyers who send their order again (same key) get
// their checkout while their hold runs and find it expired once it ran out, every other hold lapses and its ticket is
// on sale again, nothing awaits payment, nothing was
// charged twice or refunded, and no checkout was opened twice for one order.
import pg from 'pg';
import Stripe from 'stripe';
import { addListings, buyerEmail, inParallel, paidExactlyOnce, placeOrder, seedAccounts, sessionOf, settlementOf, signIn, tally } from '../../perf/checkout-fixtures.mjs';
import { countStatuses, failedReasons, maintenanceTimings, report, runScheduledJob, say, sleep, startScheduledJob, startStack, traffic, unfinishedJobs, waitFor } from '../lib.mjs';

export const description = 'Stripe unreachable (OUTAGE_SECONDS, 120; hold 1 min): 503 not 500, no double charge, holds lapse and paid orders settle after';

const SCALE = 10;

/** The emulator retries a failed webhook for longer than the outage, as Stripe does for three days. */
function retryScheduleBeyond(seconds) {
  const delays = [1_000, 2_000, 4_000, 8_000, 16_000];
  while (delays.reduce((sum, delay) => sum + delay, 0) < (seconds + 60) * 1000) delays.push(30_000);
  return delays;
}

export async function run() {
  const outageSeconds = Number(process.env.OUTAGE_SECONDS ?? 120);
  const silent = process.env.STRIPE_OUTAGE === 'silent';
  const buyers = 40;
  const stack = await startStack({
    name: 'stripe-outage',
    env: { QUEUE_RETRY_TIME_SCALE: String(SCALE) },
    stripe: { retryDelaysMs: retryScheduleBeyond(outageSeconds) },
  });
  const db = new pg.Client({ connectionString: stack.postgres.url });
  await db.connect();
  try {
    await db.query(`UPDATE checkout_settings SET hold_minutes = 1`);
    const seller = await seedAccounts(db, buyers);
    const before = await addListings(db, seller, 'Before', 40);
    const during = await addListings(db, seller, 'During', outageSeconds * 5 + 100);
    const tokens = await inParallel(Array.from({ length: buyers }, (_, index) => buyerEmail(index + 1)), 4, (email) => signIn(stack.http, email));

    const placedBefore = await inParallel(before, 10, (listing, index) => placeOrder(stack.http, tokens[index], listing.id));
    const held = placedBefore.slice(0, 20).map((answer) => answer.body);
    const payers = placedBefore.slice(20).map((answer) => answer.body);
    say(`Before the outage: ${JSON.stringify(tally(placedBefore.map((answer) => answer.status)))}; 20 holds stay unpaid, 20 are paid as Stripe goes away`);

    say(`Stripe out of reach (our calls and its webhooks ${silent ? 'time out' : 'are refused'}) for ${outageSeconds} s`);
    await (silent ? stack.stripe.silence() : stack.stripe.cut());
    const outageFrom = Date.now();
    await Promise.all(payers.map((order) => stack.stripe.emulator.pay(sessionOf(order.checkoutUrl))));

    // Buyers keep trying to order (each a listing of its own); one buyer looks at a paid order's page now and then.
    const attempts = [];
    let next = 0;
    const load = traffic(2, async () => {
      const index = next++;
      const buyer = index % buyers;
      const attempt = await placeOrder(stack.http, tokens[buyer], during[index].id);
      attempts.push({ ...attempt, buyer, listing: during[index] });
      if (index % 10 === 0) {
        const view = await fetch(`${stack.http}/api/orders/${payers[0].id}`, { headers: { Authorization: `Bearer ${tokens[20]}` } });
        attempts.push({ status: view.status, view: true });
      }
      await sleep(500);
      return attempt.status;
    });
    // The lapse job runs every minute; one run is also started once the first holds have run out during the outage.
    let lapseDuringOutage = { state: 'not run: the outage ended before the first hold', ranMs: NaN };
    let lapseRun;
    if (outageSeconds > 70) {
      await sleep(65_000);
      lapseRun = startScheduledJob(stack, 'marketplace.lapse-holds');
      lapseRun.finished.then((finished) => (lapseDuringOutage = { ...finished, finishedSecondsIntoOutage: Math.round((Date.now() - outageFrom) / 1000) }));
    }
    // The buyers stop early enough for their last attempt to be answered before Stripe is back (a silent Stripe
    // keeps each attempt about 31 s: the SDK's 10 s timeout, tried three times).
    await sleep(Math.max(0, outageFrom + outageSeconds * 1000 - (silent ? 35_000 : 3_000) - Date.now()));
    await load.stop();
    await sleep(Math.max(0, outageFrom + outageSeconds * 1000 - Date.now()));
    const duringOutage = countStatuses(load.statuses, outageFrom, Infinity);
    const pageViews = tally(attempts.filter((attempt) => attempt.view).map((attempt) => attempt.status));
    const refusedOrders = attempts.filter((attempt) => !attempt.view && attempt.status === 503);
    const stuckHolds = (await db.query(`SELECT count(*)::int AS n FROM orders WHERE status = 'awaiting_payment' AND hold_expires_at < now()`)).rows[0].n;
    const ticketsHeld = (await db.query(`SELECT count(*)::int AS n FROM tickets WHERE status = 'reserved'`)).rows[0].n;

    say('Stripe reachable again');
    await stack.stripe.restore();
    const restoredAt = Date.now();
    // Half of the buyers answered 503 send the same order again (same Idempotency-Key) and pay; the rest never return.
    const returning = refusedOrders.filter((_, index) => index % 2 === 0);
    const replays = await inParallel(returning, 5, (attempt) => placeOrder(stack.http, tokens[attempt.buyer], attempt.listing.id, attempt.key));
    // A hold that still runs gets its checkout; one that ran out during the outage lapses there and then (the buyer
    // finds the order expired). A checkout opened for a hold that ran out between the two is closed by the next lapse
    // run: a buyer who pays first keeps the tickets, one who is late finds it expired (pay throws) and the order lapses.
    const replayed = replays.filter((answer) => answer.status === 201 && answer.body.status === 'awaiting_payment' && answer.body.checkoutUrl).map((answer) => answer.body);
    const lapsedOnReturn = replays.filter((answer) => answer.status === 201 && answer.body.status === 'expired').length;
    const payments = await Promise.all(replayed.map((order) => stack.stripe.emulator.pay(sessionOf(order.checkoutUrl)).then(() => true, () => false)));
    const paidAfter = replayed.filter((_, index) => payments[index]);
    say(`${returning.length} buyers who got a 503 sent the same order again (${JSON.stringify(tally(replays.map((answer) => answer.status)))}): ${replayed.length} got their checkout, ${paidAfter.length} paid; ${lapsedOnReturn} found their hold over`);

    // Once more now, as the next minute would (after the run started during the outage), then the schedule does the rest.
    await lapseRun?.finished;
    await runScheduledJob(stack, 'marketplace.lapse-holds');
    const paidIds = [...payers, ...paidAfter].map((order) => order.id);
    const nothingLeft = async () => {
      const [row] = (
        await db.query(
          `SELECT (SELECT count(*) FROM orders WHERE status = 'awaiting_payment' AND NOT (id = ANY($1::uuid[])))::int AS waiting,
             (SELECT count(*) FROM orders WHERE id = ANY($1::uuid[]) AND status <> 'paid')::int AS unpaid,
             (SELECT count(*) FROM payment_events WHERE handled_at IS NULL)::int AS unhandled`,
          [paidIds],
        )
      ).rows;
      return row.waiting === 0 && row.unpaid === 0 && row.unhandled === 0 && (await unfinishedJobs(stack, 'payments')) === 0;
    };
    const recovered = await waitFor('every paid order settled and every other hold lapsed', nothingLeft, { timeoutMs: 240_000, intervalMs: 500 }).catch(() => false);
    const recoverySeconds = ((Date.now() - restoredAt) / 1000).toFixed(1);

    const paidRows = await settlementOf(db, paidIds);
    const others = (
      await db.query(
        `SELECT o.id, o.status, o.checkout_session_id AS "sessionId", t.status AS "ticketStatus",
           (SELECT count(*)::int FROM orders live WHERE live.ticket_id = o.ticket_id AND live.status IN ('awaiting_payment', 'paid')) AS "liveOrders"
         FROM orders o JOIN tickets t ON t.id = o.ticket_id WHERE NOT (o.id = ANY($1::uuid[]))`,
        [paidIds],
      )
    ).rows;
    const released = others.filter((row) => row.status === 'expired' && row.ticketStatus === 'available' && row.liveOrders === 0);
    const client = new Stripe(stack.stripe.emulator.secretKey, stack.stripe.emulator.sdkOptions);
    const sessions = await client.checkout.sessions.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
    const sessionsPerOrder = tally(Object.values(tally(sessions.map((session) => session.client_reference_id))));
    const events = stack.stripe.emulator.events();
    const chargesPerOrder = tally(Object.values(tally(events.filter((event) => event.type === 'charge.succeeded').map((event) => event.data.object.metadata.order_id))));
    const refunds = events.filter((event) => event.type === 'charge.refunded').length;
    const failedSettlements = await failedReasons(stack, 'payments');
    const maintenance = await maintenanceTimings(stack);
    const serverErrors = Object.entries(duringOutage).filter(([status]) => status === '500' || status === 'error').length;
    const exactlyOnce = paidRows.filter(paidExactlyOnce).length;
    return report(
      'stripe-outage',
      {
        'order attempts while Stripe was away': duringOutage,
        "a buyer's order page meanwhile": pageViews,
        'holds past their end, still held': `${stuckHolds} (tickets reserved: ${ticketsHeld})`,
        'same order sent again after': `${returning.length}: ${JSON.stringify(tally(replays.map((answer) => answer.status)))}; ${replayed.length} got their checkout (${paidAfter.length} paid), ${lapsedOnReturn} found the hold over`,
        'paid orders settled exactly once': `${exactlyOnce} of ${paidIds.length}`,
        'unpaid holds from before': tally(others.filter((row) => held.some((order) => order.id === row.id)).map((row) => `${row.status}, ticket ${row.ticketStatus}`)),
        'other orders': tally(others.map((row) => row.status)),
        'lapsed holds back on sale': `${released.length} of ${others.length}`,
        'recovered, s after Stripe returned': recovered ? recoverySeconds : 'NOT RECOVERED',
        'checkout sessions per order': sessionsPerOrder,
        'charges per paid order': chargesPerOrder,
        'refunds at Stripe': refunds,
        'settle jobs given up': failedSettlements,
        'lapse run started in the outage': lapseDuringOutage,
        'maintenance queue: longest runs (ms)': maintenance.longestRunMs,
        'maintenance queue: latest start (ms)': maintenance.latestStartMs,
      },
      serverErrors === 0 &&
        Object.keys(duringOutage).every((status) => status === '503') &&
        replayed.length + lapsedOnReturn === returning.length &&
        exactlyOnce === paidIds.length &&
        released.length === others.length &&
        recovered &&
        Object.keys(sessionsPerOrder).every((count) => count === '1') &&
        Object.keys(chargesPerOrder).every((count) => count === '1') &&
        refunds === 0 &&
        Object.keys(failedSettlements).length === 0,
    );
  } finally {
    await db.end();
    await stack.close();
  }
}
