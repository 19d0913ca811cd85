// What the payout and refund fault scenarios share (issue 18): sellers with paid orders whose event is over (payout
// run), or paid orders of a catalogue event that staff cancel (refund run), seeded with test/perf/payout-fixtures.mjs
// against a fault stack, and the checks that nothing was paid or refunded twice, nothing was left undone and the books
// balance and agree with the emulator.
import http from 'node:http';
import { tally } from '../perf/checkout-fixtures.mjs';
import { books, connectSellers, fundPlatform, ORDER, payAtEmulator, platformBalance, postPayments, postProviderFees, providerMoves, seedPaidOrders } from '../perf/payout-fixtures.mjs';
import { adminHeaders, json, sleep, startScheduledJob, waitFor } from './lib.mjs';

/** `sellers` sellers with `perSeller` paid orders each, events five days past, every seller connected at the emulator. */
export async function seedPayouts(stack, db, { sellers, perSeller }) {
  const { sellerIds, orderIds } = await seedPaidOrders(db, { sellers, ordersPerSeller: perSeller, buyers: 200, prefix: 'pay' });
  await postPayments(db, orderIds);
  await fundPlatform(stack.stripe.emulator, orderIds.length * ORDER.totalCents);
  await postProviderFees(db, stack.stripe.emulator);
  const accounts = await connectSellers(db, stack.stripe.emulator, sellerIds);
  return { sellerIds, orderIds, accounts };
}

/** A catalogue event in ten days with `count` paid orders (paid for real at the emulator); resolves the event and orders. */
export async function seedEventSales(stack, db, count) {
  const category = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
  const event = (
    await db.query(
      `INSERT INTO events (category_id, title, venue, city, starts_at) VALUES ($1, 'Cancelled fault concert', 'Arēna Rīga', 'Rīga', date_trunc('day', now()) + interval '10 days 20 hours')
       RETURNING id, category_id AS "categoryId", title, venue, city, starts_at AS "startsAt"`,
      [category],
    )
  ).rows[0];
  const sellers = Math.max(1, Math.round(count / 10));
  const { orderIds } = await seedPaidOrders(db, { sellers, ordersPerSeller: Math.ceil(count / sellers), buyers: 200, daysAgo: -10, eventId: event.id, prefix: 'ref' });
  await postPayments(db, orderIds);
  await payAtEmulator(db, stack.stripe.emulator, orderIds);
  await postProviderFees(db, stack.stripe.emulator);
  return { event, orderIds };
}

/** Staff cancel the event through the admin API (the stack needs `admin: true`). */
export async function cancelEvent(stack, event) {
  const headers = await adminHeaders(stack);
  await json(`${stack.http}/api/admin/events/${event.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ categoryId: event.categoryId, title: event.title, venue: event.venue, city: event.city, startsAt: new Date(event.startsAt).toISOString(), status: 'cancelled' }),
  });
}

/** What is left for the payout run: sales due (events over) not released, sellers still owed, payouts pending. */
export async function payoutLeft(db) {
  return (
    await db.query(`SELECT (SELECT count(*)::int FROM marketplace_paid_sales s WHERE s.event_date < current_date - 2
        AND NOT EXISTS (SELECT 1 FROM ledger_transactions l WHERE l.reference = 'order:' || s.order_id || ':release')) AS unreleased,
      (SELECT count(*)::int FROM (SELECT seller_id FROM ledger_entries WHERE account = 'seller_payable' GROUP BY seller_id HAVING sum(amount_cents) <> 0) s) AS owed,
      (SELECT count(*)::int FROM seller_payouts WHERE status = 'pending') AS pending`)
  ).rows[0];
}

const nothingLeft = (left) => left.unreleased === 0 && left.owed === 0 && left.pending === 0;

/**
 * Runs `payouts.release-funds` (as the hourly schedule would) until nothing is left, at most `runs` times, waiting
 * `pauseMs` between runs; resolves the runs' states.
 */
export async function payoutRunsUntilDone(stack, db, { runs = 5, pauseMs = 2_000 } = {}) {
  const states = [];
  for (let run = 0; run < runs && !nothingLeft(await payoutLeft(db)); run += 1) {
    states.push((await startScheduledJob(stack, 'payouts.release-funds').finished).state);
    if (!nothingLeft(await payoutLeft(db))) await sleep(pauseMs);
  }
  return states;
}

/** Every seller paid exactly once at the emulator and in our records, nothing owed or pending, the books balanced. */
export async function payoutVerdict(stack, db, accounts, perSeller) {
  const { transfersTo } = providerMoves(stack.stripe.emulator);
  const perAccount = tally(accounts.map((account) => transfersTo.get(account) ?? 0));
  const payouts = tally((await db.query(`SELECT status FROM seller_payouts`)).rows.map((row) => row.status));
  const wrongAmounts = (await db.query(`SELECT count(*)::int AS n FROM seller_payouts WHERE status = 'paid' AND amount_cents <> $1`, [perSeller * (ORDER.ticketsCents - ORDER.sellerFeeCents)])).rows[0].n;
  const left = await payoutLeft(db);
  const ledger = await books(db);
  const balance = await platformBalance(stack.stripe.emulator);
  return {
    lines: {
      'accounts by transfers at Stripe': perAccount,
      'payouts recorded': payouts,
      'paid payouts of a wrong amount': wrongAmounts,
      'left (unreleased, owed, pending)': left,
      'books (unbalanced, total)': `${ledger.unbalanced}, ${ledger.total} cents`,
      'provider balance books / Stripe': `${ledger.accounts.provider_balance} / ${balance}`,
    },
    passed:
      perAccount[1] === accounts.length && payouts.paid === accounts.length && Object.keys(payouts).length === 1 && wrongAmounts === 0 && nothingLeft(left) &&
      ledger.unbalanced === 0 && ledger.total === 0 && ledger.accounts.provider_balance === balance && (ledger.accounts.seller_payable ?? 0) === 0,
  };
}

/** Every order refunded exactly once at the emulator and here (one posting, one e-mail each side), the books balanced. */
export async function refundVerdict(stack, db, orderIds) {
  const { refundsOf } = providerMoves(stack.stripe.emulator);
  const rows = (await db.query(`SELECT id, status, payment_id, refund_id FROM orders WHERE id = ANY($1::uuid[])`, [orderIds])).rows;
  const perPayment = tally(rows.map((row) => refundsOf.get(row.payment_id) ?? 0));
  const statuses = tally(rows.map((row) => (row.status === 'refunded' && row.refund_id ? 'refunded' : row.status)));
  const postings = (await db.query(`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'refund' AND order_id = ANY($1::uuid[])`, [orderIds])).rows[0].n;
  const mails = Object.fromEntries(
    (await db.query(`SELECT payload->>'template' AS template, count(*)::int AS n FROM outbox WHERE job_name = 'mail.send' AND payload->>'template' LIKE '%refunded_event_cancelled' GROUP BY 1`)).rows.map((row) => [row.template, row.n]),
  );
  const ledger = await books(db);
  const balance = await platformBalance(stack.stripe.emulator);
  return {
    lines: {
      'orders': statuses,
      'payments by refunds at Stripe': perPayment,
      'refund postings': postings,
      'refund e-mails queued': mails,
      'books (unbalanced, total)': `${ledger.unbalanced}, ${ledger.total} cents`,
      'provider balance books / Stripe': `${ledger.accounts.provider_balance} / ${balance}`,
    },
    passed:
      statuses.refunded === orderIds.length && perPayment[1] === orderIds.length && postings === orderIds.length &&
      mails.order_refunded_event_cancelled === orderIds.length && mails.sale_refunded_event_cancelled === orderIds.length &&
      ledger.unbalanced === 0 && ledger.total === 0 && ledger.accounts.provider_balance === balance,
  };
}

/** Waits until every order is refunded in our database; resolves false after `timeoutMs`. */
export function allRefunded(db, orderIds, timeoutMs) {
  return waitFor(
    'every order refunded',
    async () => (await db.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'refunded' AND refund_id IS NOT NULL`, [orderIds])).rows[0].n === orderIds.length,
    { timeoutMs, intervalMs: 500 },
  ).catch(() => false);
}

/**
 * An HTTP relay in front of the emulator that, while `flaky`, answers every third request with Stripe's 500
 * (`api_error`) without passing it on; counts what it passed and refused.
 */
export async function flakyStripe(emulator) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = { passed: 0, refused: 0 };
  let flaky = false;
  let calls = 0;
  const server = http.createServer((incoming, outgoing) => {
    calls += 1;
    if (flaky && calls % 3 === 0) {
      counts.refused += 1;
      incoming.resume();
      outgoing.writeHead(500, { 'Content-Type': 'application/json', 'Request-Id': `req_fault_${calls}` });
      outgoing.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred (fault test).' } }));
      return;
    }
    counts.passed += 1;
    const upstream = http.request({ host: emulator.host, port: emulator.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', (error) => outgoing.writeHead(502).end(String(error)));
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    counts,
    setFlaky(value) {
      flaky = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
