// Buyers pay while one of two workers is SIGKILLed in the middle of settling the payments, then restarted (as a
// supervisor would). Each payment's four webhook events each queue a settle job, and the Stripe emulator answers 100 ms
// late, so the killed worker holds settlements half done: read from Stripe, in their transaction, or committed but
// not yet marked handled. Its jobs come back as stalled jobs after the 30 s lock. Expected: every order paid exactly
// once (one buyer's and one seller's email queued), its ticket sold to its buyer, every buyer mailed once (a copy is
// possible only for an email the SMTP server took in the instant of the kill, one per mail job then running, as in
// worker-kill), no refund.
import pg from 'pg';
import { addListings, buyerEmail, inParallel, paidExactlyOnce, placeOrder, seedAccounts, sessionOf, settlementOf, signIn, tally } from '../../perf/checkout-fixtures.mjs';
import { deliverySettled, report, say, sleep, startStack, stopProcess, unfinishedJobs, waitFor } from '../lib.mjs';

export const description = 'Worker SIGKILLed while settling payments: every order paid once, buyers mailed once';

export async function run() {
  const count = Number(process.env.ORDERS ?? 200);
  const buyers = 20;
  const stack = await startStack({ name: 'payment-worker-kill', workers: 2, stripe: { latencyMs: 100 } });
  const db = new pg.Client({ connectionString: stack.postgres.url });
  await db.connect();
  try {
    const seller = await seedAccounts(db, buyers);
    const listings = await addListings(db, seller, 'Kill', count);
    const tokens = await inParallel(Array.from({ length: buyers }, (_, index) => buyerEmail(index + 1)), 4, (email) => signIn(stack.http, email));
    const placed = await inParallel(listings, 10, (listing, index) => placeOrder(stack.http, tokens[index % buyers], listing.id));
    const orders = placed
      .map((answer, index) => answer.status === 201 && { id: answer.body.id, sessionId: sessionOf(answer.body.checkoutUrl), title: listings[index].title })
      .filter(Boolean);
    say(`${orders.length} orders placed (${JSON.stringify(tally(placed.map((answer) => answer.status)))}); buyers pay, 10 every 100 ms`);

    const paid = (async () => {
      for (let index = 0; index < orders.length; index += 10) {
        await Promise.all(orders.slice(index, index + 10).map((order) => stack.stripe.emulator.pay(order.sessionId)));
        await sleep(100);
      }
    })();
    const ids = orders.map((order) => order.id);
    const paidInDatabase = async () => (await db.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'paid'`, [ids])).rows[0].n;
    await waitFor(`${Math.ceil(count * 0.3)} orders settled before the kill`, async () => (await paidInDatabase()) >= count * 0.3, { timeoutMs: 120_000, intervalMs: 50 });
    const victim = stack.workers[0];
    const settledBeforeKill = await paidInDatabase();
    const settling = await unfinishedJobs(stack, 'payments');
    say(`SIGKILL worker 1 (pid ${victim.pid}) with ${settledBeforeKill} orders paid and ${settling} settle jobs unfinished`);
    const killedAt = Date.now();
    await stopProcess(victim, 'SIGKILL');
    await paid;
    await sleep(2_000); // a supervisor's restart delay
    say('Restarting it, as a supervisor would');
    stack.startWorker();

    const allPaid = await waitFor('every order paid', async () => (await paidInDatabase()) === orders.length, { timeoutMs: 180_000 }).catch(() => false);
    const allPaidSeconds = ((Date.now() - killedAt) / 1000).toFixed(1);
    await waitFor('every settle job done', async () => (await unfinishedJobs(stack, 'payments')) === 0, { timeoutMs: 180_000 }).catch(() => undefined);
    const mailsSettled = await deliverySettled(stack, { timeoutMs: 120_000 });
    const rows = await settlementOf(db, ids);
    const purchaseMails = new Map(orders.map((order) => [order.title, 0]));
    const arrivals = new Map();
    for (const message of stack.mail.messages) {
      const title = /^Ticket purchased: (.*)$/.exec(message.subject)?.[1];
      if (!title || !purchaseMails.has(title)) continue;
      purchaseMails.set(title, purchaseMails.get(title) + 1);
      arrivals.set(title, [...(arrivals.get(title) ?? []), ((message.at - killedAt) / 1000).toFixed(1)]);
    }
    // A copy of an email the SMTP server took in the instant of the kill arrives once the stalled mail job is rerun.
    const copies = [...arrivals.values()].filter((times) => times.length > 1).map((times) => times.join(' and '));
    const mailCounts = tally([...purchaseMails.values()]);
    const unhandled = (await db.query(`SELECT count(*)::int AS n FROM payment_events WHERE handled_at IS NULL`)).rows[0].n;
    const refunds = stack.stripe.emulator.events().filter((event) => event.type === 'charge.refunded').length;
    const exactlyOnce = rows.filter(paidExactlyOnce).length;
    // Each mail job the kill caught after the SMTP server took its message (as many as mail jobs run at once) may
    // send a copy; a copy of any other message would be a fault: its first copy must have arrived at the kill.
    const copiesOnlyAtTheKill = [...arrivals.values()].filter((times) => times.length > 1).every((times) => Math.abs(Number(times[0])) <= 1);
    return report(
      'payment-worker-kill',
      {
        'orders placed / paid at Stripe': `${orders.length} / ${orders.length}`,
        'orders paid before the kill': settledBeforeKill,
        'settle jobs unfinished at the kill': settling,
        'order statuses': tally(rows.map((row) => row.status)),
        'paid exactly once (ticket, 2 emails)': `${exactlyOnce} of ${orders.length}`,
        'tickets with two paid orders': rows.filter((row) => row.paidOrdersOfTicket > 1).length,
        'every order paid, s after the kill': allPaid ? allPaidSeconds : 'NOT ALL',
        'webhook events not handled': unhandled,
        'refunds at Stripe': refunds,
        'purchase emails per order': mailCounts,
        'copies arrived at (s after the kill)': copies.length ? copies.join('; ') : 'none',
        'mail settled (drained, quiet)': mailsSettled,
      },
      exactlyOnce === orders.length && orders.length === count && unhandled === 0 && refunds === 0 && mailsSettled && !mailCounts[0] && copiesOnlyAtTheKill,
    );
  } finally {
    await db.end();
    await stack.close();
  }
}
