// What the payout and refund benchmarks and fault scenarios share (issue 18): sellers, buyers, sold tickets and paid
// orders written straight into the database with their payment postings in the books (as the marketplace posts them
// when a payment settles: provider +total, held −tickets, fees −buyer fee), sellers' connected accounts opened and
// onboarded at the Stripe emulator, and the platform's Stripe balance holding what the buyers paid less Stripe's fees
// (each fee posted in the books as settling the payment would, postProviderFees), so that after a run the books'
// provider balance can be compared with the emulator's.
import Stripe from 'stripe';
import { inParallel } from './checkout-fixtures.mjs';

/** Every order here: one ticket at 45.50, a buyer's fee of 2.50 and a seller's fee of 2.28 (5 %). */
export const ORDER = { ticketsCents: 4550, buyerFeeCents: 250, totalCents: 4800, sellerFeeCents: 228 };
/** What one order pays its seller. */
export const PAYOUT_PER_ORDER_CENTS = ORDER.ticketsCents - ORDER.sellerFeeCents;

const stripeOf = (emulator) => new Stripe(emulator.secretKey, { ...emulator.sdkOptions, maxNetworkRetries: 2 });

/**
 * `sellers` sellers (`seller<i>@payout.test`) and `buyers` buyers, then `ordersPerSeller` paid orders of each seller,
 * each for a ticket of its own sold `daysAgo` days ago (negative: in the future) at 20:00 (or of `eventId`), with its
 * payment in the books. `paymentIds(orderIds)` may give each order a real payment at the emulator (see payAtEmulator);
 * without it the orders carry made-up payment ids (good for payouts, which never touch the payment). Resolves the
 * sellers' and orders' ids.
 */
export async function seedPaidOrders(db, { sellers, ordersPerSeller, buyers = 1000, daysAgo = 5, eventId = null, prefix = 'p' }) {
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, preferred_language)
     SELECT $1 || 'seller' || g || '@payout.test', 'not-a-hash', 'Seller', 'Number' || g, now(), 'en' FROM generate_series(1, ${sellers}) g`,
    [prefix],
  );
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at, preferred_language)
     SELECT $1 || 'buyer' || g || '@payout.test', 'not-a-hash', 'Buyer', 'Number' || g, now(), 'en' FROM generate_series(1, ${buyers}) g`,
    [prefix],
  );
  const category = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
  const sellerIds = (await db.query(`SELECT id FROM users WHERE email LIKE $1 || 'seller%@payout.test' ORDER BY id`, [prefix])).rows.map((row) => row.id);
  // In slices of 10,000 orders, so no statement holds the whole set in memory.
  const slice = Math.max(1, Math.floor(10_000 / ordersPerSeller));
  for (let from = 0; from < sellerIds.length; from += slice) {
    await db.query(
      `WITH buyer AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE $5 || 'buyer%@payout.test'),
       sale AS (
         SELECT gen_random_uuid() AS ticket_id, gen_random_uuid() AS order_id, s.id AS seller_id, b.id AS buyer_id,
           now() - interval '1 day' * ($3::int + 1) AS paid_at
         FROM unnest($1::uuid[]) WITH ORDINALITY AS s (id, i) CROSS JOIN generate_series(1, ${ordersPerSeller}) g
         JOIN buyer b ON b.n = ((s.i * ${ordersPerSeller} + g) % ${buyers})),
       ticket AS (
         INSERT INTO tickets (id, seller_id, owner_id, buyer_id, category_id, event_id, title, event_date, event_time, venue, price_per_unit_cents,
           face_value_cents, quantity, price_cents, status, sold_at)
         SELECT ticket_id, seller_id, buyer_id, buyer_id, $2, $4::uuid, 'Payout benchmark', (now() AT TIME ZONE 'Europe/Riga')::date - $3::int, '20:00', 'Arēna Rīga',
           ${ORDER.ticketsCents}, ${ORDER.ticketsCents}, 1, ${ORDER.ticketsCents}, 'sold', paid_at FROM sale RETURNING id)
       INSERT INTO orders (id, ticket_id, buyer_id, seller_id, amount_cents, status, quantity, unit_price_cents, tickets_cents, buyer_fee_cents, total_cents,
         seller_fee_cents, hold_expires_at, payment_id, paid_at, created_at)
       SELECT order_id, ticket_id, buyer_id, seller_id, ${ORDER.totalCents}, 'paid', 1, ${ORDER.ticketsCents}, ${ORDER.ticketsCents}, ${ORDER.buyerFeeCents},
         ${ORDER.totalCents}, ${ORDER.sellerFeeCents}, paid_at, 'pi_seeded_' || replace(order_id::text, '-', ''), paid_at, paid_at - interval '5 minutes'
       FROM sale WHERE EXISTS (SELECT 1 FROM ticket)`,
      [sellerIds.slice(from, from + slice), category, daysAgo, eventId, prefix],
    );
  }
  const orderIds = (await db.query(`SELECT o.id FROM orders o JOIN users u ON u.id = o.seller_id WHERE u.email LIKE $1 || 'seller%@payout.test' ORDER BY o.id`, [prefix])).rows.map(
    (row) => row.id,
  );
  return { sellerIds, orderIds };
}

/** The payment postings of the given orders, as the marketplace makes them when a payment settles (ADR 0021). */
export async function postPayments(db, orderIds) {
  for (let from = 0; from < orderIds.length; from += 10_000) {
    await db.query(
      `WITH paid AS (
         INSERT INTO ledger_transactions (kind, reference, order_id, occurred_at)
         SELECT 'payment', 'order:' || o.id || ':payment', o.id, o.paid_at FROM orders o WHERE o.id = ANY($1::uuid[])
         RETURNING id, order_id)
       INSERT INTO ledger_entries (transaction_id, account, amount_cents)
       SELECT paid.id, line.account, line.amount FROM paid JOIN orders o ON o.id = paid.order_id
       CROSS JOIN LATERAL (VALUES ('provider_balance', o.total_cents), ('buyer_payments_held', -o.tickets_cents), ('platform_fees', -o.buyer_fee_cents)) AS line (account, amount)`,
      [orderIds.slice(from, from + 10_000)],
    );
  }
}

/**
 * Puts `cents` on the platform's balance at the emulator, as buyers' payments would (Checkout sessions paid with the
 * test card, at most 999,999.99 each, Stripe's limit for one payment). Call it before any webhook endpoint is added:
 * these payments are not orders of ours.
 */
export async function fundPlatform(emulator, cents) {
  const stripe = stripeOf(emulator);
  const MAX = 99_999_999;
  for (let left = cents; left > 0; left -= MAX) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://example.test/ok',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: Math.min(MAX, left), product_data: { name: 'Buyers’ payments' } } }],
    });
    await emulator.pay(session.id);
  }
}

/**
 * Pays each order at the emulator (a Checkout session of its total, paid with the test card) and records the session
 * and the PaymentIntent on the order, as settling its payment would have. Call it before any webhook endpoint is added.
 */
export async function payAtEmulator(db, emulator, orderIds, concurrency = 8) {
  const stripe = stripeOf(emulator);
  const paid = await inParallel(orderIds, concurrency, async (orderId) => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: orderId,
      success_url: 'https://example.test/ok',
      metadata: { order_id: orderId },
      payment_intent_data: { metadata: { order_id: orderId }, transfer_group: `order-${orderId}` },
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: ORDER.totalCents, product_data: { name: 'Ticket' } } }],
    });
    const done = await emulator.pay(session.id);
    return { orderId, sessionId: session.id, paymentId: String(done.payment_intent) };
  });
  for (let from = 0; from < paid.length; from += 5_000) {
    const part = paid.slice(from, from + 5_000);
    await db.query(
      `UPDATE orders o SET checkout_session_id = p.session_id, payment_id = p.payment_id
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS p (order_id, session_id, payment_id) WHERE o.id = p.order_id`,
      [part.map((p) => p.orderId), part.map((p) => p.sessionId), part.map((p) => p.paymentId)],
    );
  }
}

/**
 * Posts in the books every processing fee the emulator kept out of a charge so far, as settling a payment does
 * (ADR 0037): provider_fees +fee, provider_balance −fee, named by the charge's balance transaction, with the order
 * whose payment it was (none for fundPlatform's payments). A fee already posted is skipped, so it may run again.
 */
export async function postProviderFees(db, emulator) {
  const stripe = stripeOf(emulator);
  const fees = [];
  for await (const transaction of stripe.balanceTransactions.list({ type: 'charge', limit: 100, expand: ['data.source'] })) {
    if (transaction.fee !== 0) fees.push({ id: transaction.id, paymentId: transaction.source?.payment_intent ?? null, fee: transaction.fee, at: new Date(transaction.created * 1000) });
  }
  for (let from = 0; from < fees.length; from += 5_000) {
    const part = fees.slice(from, from + 5_000);
    await db.query(
      `WITH fee AS (SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::timestamptz[]) AS f (txn, payment_id, cents, at)),
       posted AS (
         INSERT INTO ledger_transactions (kind, reference, order_id, occurred_at, provider_reference)
         SELECT 'provider_fee', 'provider-fee:' || fee.txn, o.id, fee.at, fee.txn FROM fee LEFT JOIN orders o ON o.payment_id = fee.payment_id
         ON CONFLICT (reference) DO NOTHING RETURNING id, provider_reference)
       INSERT INTO ledger_entries (transaction_id, account, amount_cents)
       SELECT posted.id, line.account, line.amount FROM posted JOIN fee ON fee.txn = posted.provider_reference
       CROSS JOIN LATERAL (VALUES ('provider_fees', fee.cents), ('provider_balance', -fee.cents)) AS line (account, amount)`,
      [part.map((f) => f.id), part.map((f) => f.paymentId), part.map((f) => f.fee), part.map((f) => f.at)],
    );
  }
}

/**
 * Opens an Express account at the emulator for each seller, completes its onboarding (transfers active) and records
 * it as the seller's active payout account, as `POST /api/me/payout-account` and the status check would.
 */
export async function connectSellers(db, emulator, sellerIds, concurrency = 16) {
  const stripe = stripeOf(emulator);
  const accounts = await inParallel(sellerIds, concurrency, async (sellerId) => {
    const account = await stripe.accounts.create(
      { type: 'express', country: 'LV', capabilities: { transfers: { requested: true } }, metadata: { seller_id: sellerId } },
      { idempotencyKey: `seller-${sellerId}-payout-account` },
    );
    await emulator.completeOnboarding(account.id, 'complete');
    return account.id;
  });
  await db.query(
    `INSERT INTO payout_accounts (seller_id, provider_account_id, status) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[])`,
    [sellerIds, accounts, sellerIds.map(() => 'active')],
  );
  return accounts;
}

/** The books: transactions that do not sum to zero (the database refuses them, so 0), the total, and each account's sum. */
export async function books(db) {
  const unbalanced = (await db.query(`SELECT count(*)::int AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0) t`)).rows[0].n;
  const accounts = Object.fromEntries((await db.query(`SELECT account, sum(amount_cents)::bigint AS cents FROM ledger_entries GROUP BY account ORDER BY account`)).rows.map((row) => [row.account, Number(row.cents)]));
  const total = Object.values(accounts).reduce((sum, cents) => sum + cents, 0);
  return { unbalanced, total, accounts };
}

/** The platform's available balance at the emulator, in cents. */
export async function platformBalance(emulator) {
  const balance = await stripeOf(emulator).balance.retrieve();
  return balance.available.find((entry) => entry.currency === 'eur')?.amount ?? 0;
}

/** What the emulator did: transfers per destination account, refunds per PaymentIntent (counted from its events). */
export function providerMoves(emulator) {
  const transfersTo = new Map();
  const refundsOf = new Map();
  for (const event of emulator.events()) {
    if (event.type === 'transfer.created') transfersTo.set(event.data.object.destination, (transfersTo.get(event.data.object.destination) ?? 0) + 1);
    if (event.type === 'refund.created') refundsOf.set(event.data.object.payment_intent, (refundsOf.get(event.data.object.payment_intent) ?? 0) + 1);
  }
  return { transfersTo, refundsOf };
}

/** Peak and current resident memory of a process, in MB, from /proc (VmHWM is the kernel's own high-water mark). */
export async function memoryOf(pid) {
  const { readFileSync } = await import('node:fs');
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return { peakMb: NaN, rssMb: NaN };
  }
}
