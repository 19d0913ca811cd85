// Fair resale (issue 19) through the real API on Redis, paying nothing (checkouts open on the project's Stripe
// emulator in this process). Prints figures, asserts nothing. Usage: npm run build -w backend && node test/perf/fair-resale-benchmark.mjs
// a) 200 buyers at once for the last 3 tickets of a listing (split rule 'any'), each asking for 1 or 2: between them
//    they must hold exactly 3 tickets, never more. Prints the tickets held, the listings they sit in and the refusals.
// b) 50 buyers at once, each ordering single tickets of 5 catalogue events, event after event, the 5 listings of an
//    event at once (so a buyer races with themself, and 250 orders are in flight):
//    with a limit of 3 tickets per buyer and event, every buyer must end with exactly 3 per event, never more.
//    Prints the violations (buyer-event pairs over the limit), the refusals and the order latency.
// d) The same orders at the pace of people: 50 buyers, each placing an order about once a second (random gaps of
//    0.5–1.5 s) for 10 seconds, so about 50 orders a second arrive whatever the answers take (an open loop).
// c) The latency of an order of an event's ticket (the limit counted and locked) at 50 buyers, each placing one order
//    at a time (closed loop), on 5 other events under the general limit of 8: the p99 target.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buyerEmail, inParallel, seedAccounts, signIn, tally, UNIT_PRICE_CENTS } from './checkout-fixtures.mjs';
import { baseEnv, freshDatabase, loadAverage, startProcess, startStripeEmulator, stop, stripeEnv, waitForHttp } from './stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3923);
const BUYERS = 50;
const RACERS = 200;
const LAST_TICKETS = 3;
const EVENTS = 5;
const LISTINGS_PER_EVENT_AND_BUYER = 5;
const LIMIT = 3;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `benchfair${Date.now().toString(36)}`;
const HTTP = `http://127.0.0.1:${PORT}`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};
const spread = (values) => (values.length ? `p50 ${percentile(values, 50)} / p95 ${percentile(values, 95)} / p99 ${percentile(values, 99)} ms` : 'none');

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_fair_resale');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
const seller = await seedAccounts(db, RACERS);
const allEvents = (await db.query(
  `SELECT e.id, e.category_id AS "categoryId", (e.starts_at AT TIME ZONE 'Europe/Riga')::date AS day FROM events e
   WHERE e.status = 'scheduled' AND e.starts_at > now() + interval '2 days' ORDER BY e.starts_at LIMIT ${2 * EVENTS + 1}`,
)).rows;
const events = allEvents.slice(0, EVENTS);
const closedLoopEvents = allEvents.slice(EVENTS, 2 * EVENTS);
const raceEvent = allEvents[2 * EVENTS];
const [lastTickets] = (await db.query(
  `INSERT INTO tickets (id, seller_id, owner_id, category_id, event_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents, split_rule)
   VALUES (gen_random_uuid(), $1, $1, $2, $3, 'The last three', $4, 'Arēna Rīga', ${UNIT_PRICE_CENTS}, ${UNIT_PRICE_CENTS}, ${LAST_TICKETS}, ${LAST_TICKETS * UNIT_PRICE_CENTS}, 'any')
   RETURNING id`,
  [seller, raceEvent.categoryId, raceEvent.id, raceEvent.day],
)).rows;
await db.query(`INSERT INTO ticket_limits (scope, scope_id, tickets_per_buyer) SELECT 'event', unnest($1::uuid[]), ${LIMIT}`, [events.map((event) => event.id)]);
async function singleTickets(event, count) {
  const { rows } = await db.query(
    `INSERT INTO tickets (id, seller_id, owner_id, category_id, event_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents)
     SELECT gen_random_uuid(), $1, $1, $2, $3, 'Latency ' || g, $4, 'Arēna Rīga', ${UNIT_PRICE_CENTS}, ${UNIT_PRICE_CENTS}, 1, ${UNIT_PRICE_CENTS}
     FROM generate_series(1, ${count}) g RETURNING id`,
    [seller, event.categoryId, event.id, event.day],
  );
  return rows.map((row) => row.id);
}
/** closedLoop[buyer] = one single-ticket listing on each of the 5 other events (under the general limit of 8). */
const closedLoop = [];
for (let buyer = 0; buyer < BUYERS; buyer += 1) {
  const mine = [];
  for (const event of closedLoopEvents) mine.push(...(await singleTickets(event, 1)));
  closedLoop.push(mine);
}
const PACED_ORDERS = 10;
/** paced[buyer] = two single-ticket listings on each of those 5 events (with c), 3 per buyer and event, under 8). */
const paced = [];
for (let buyer = 0; buyer < BUYERS; buyer += 1) {
  const mine = [];
  for (const event of closedLoopEvents) mine.push(...(await singleTickets(event, PACED_ORDERS / closedLoopEvents.length)));
  paced.push(mine);
}

/** listings[buyer][event] = the ids of that buyer's five single-ticket listings of that event (each buyer races only for theirs). */
const listings = [];
for (let buyer = 0; buyer < BUYERS; buyer += 1) {
  listings.push([]);
  for (const event of events) {
    const { rows } = await db.query(
      `INSERT INTO tickets (id, seller_id, owner_id, category_id, event_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents)
       SELECT gen_random_uuid(), $1, $1, $2, $3, 'Limits ' || g, $4, 'Arēna Rīga', ${UNIT_PRICE_CENTS}, ${UNIT_PRICE_CENTS}, 1, ${UNIT_PRICE_CENTS}
       FROM generate_series(1, ${LISTINGS_PER_EVENT_AND_BUYER}) g RETURNING id`,
      [seller, event.categoryId, event.id, event.day],
    );
    listings[buyer].push(rows.map((row) => row.id));
  }
}

const stripe = await startStripeEmulator();
const env = { ...baseEnv(database.url, PORT), REDIS_URL, QUEUE_PREFIX: PREFIX, ...stripeEnv(stripe, PORT) };
const api = startProcess('main.js', env);
await waitForHttp(`${HTTP}/api/health`);
const racerTokens = await inParallel(Array.from({ length: RACERS }, (_, index) => buyerEmail(index + 1)), 4, (email) => signIn(HTTP, email));
const tokens = racerTokens.slice(0, BUYERS);

async function order(token, ticketId, quantity = 1) {
  const started = process.hrtime.bigint();
  try {
    const response = await fetch(`${HTTP}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ ticketId, quantity, expectedUnitPriceCents: UNIT_PRICE_CENTS }),
    });
    const body = await response.json().catch(() => null);
    return { status: response.status, code: body?.code, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  } catch (error) {
    return { status: 'error', code: String(error), ms: 0 };
  }
}

console.log(`Load average ${loadAverage()}; ${RACERS} buyers for the last ${LAST_TICKETS} tickets of one listing`);
const raceStarted = Date.now();
const raced = await Promise.all(racerTokens.map((token, buyer) => order(token, lastTickets.id, 1 + (buyer % 2))));
const raceSeconds = (Date.now() - raceStarted) / 1000;
const [raceHeld] = (await db.query(
  `SELECT coalesce(sum(o.quantity), 0)::int AS tickets, count(DISTINCT o.ticket_id)::int AS listings, count(DISTINCT o.buyer_id)::int AS buyers
   FROM orders o JOIN tickets t ON t.id = o.ticket_id
   WHERE (t.id = $1 OR t.parent_id = $1) AND o.status IN ('awaiting_payment', 'paid', 'completed')`,
  [lastTickets.id],
)).rows;
const [left] = (await db.query(`SELECT quantity, status FROM tickets WHERE id = $1`, [lastTickets.id])).rows;
console.log(`a) ${raced.length} orders in ${raceSeconds.toFixed(1)} s: ${JSON.stringify(tally(raced.map((a) => a.status)))}; refusals ${JSON.stringify(tally(raced.filter((a) => a.status !== 201).map((a) => a.code)))}`);
console.log(`   tickets held between them: ${raceHeld.tickets} (of ${LAST_TICKETS}), by ${raceHeld.buyers} buyers in ${raceHeld.listings} listings; the listing itself: ${left.quantity} ticket(s), ${left.status}`);
console.log(`   order latency: held ${spread(raced.filter((a) => a.status === 201).map((a) => a.ms))}; refused ${spread(raced.filter((a) => a.status === 409).map((a) => a.ms))}`);

console.log(`Load average ${loadAverage()}; ${BUYERS} buyers × ${EVENTS} events × ${LISTINGS_PER_EVENT_AND_BUYER} single-ticket listings, limit ${LIMIT} per buyer and event`);
const started = Date.now();
const answers = (
  await Promise.all(
    tokens.map(async (token, buyer) => {
      const mine = [];
      for (const ofEvent of listings[buyer]) mine.push(...(await Promise.all(ofEvent.map((ticketId) => order(token, ticketId)))));
      return mine;
    }),
  )
).flat();
const seconds = (Date.now() - started) / 1000;
const held = (await db.query(
  `SELECT o.buyer_id, t.event_id, sum(o.quantity)::int AS n FROM orders o JOIN tickets t ON t.id = o.ticket_id
   WHERE o.status IN ('awaiting_payment', 'paid', 'completed', 'disputed') AND t.event_id = ANY($1::uuid[]) GROUP BY o.buyer_id, t.event_id`,
  [events.map((event) => event.id)],
)).rows;
console.log(`b) ${answers.length} orders in ${seconds.toFixed(1)} s: ${JSON.stringify(tally(answers.map((a) => a.status)))}; refusals ${JSON.stringify(tally(answers.filter((a) => a.status !== 201).map((a) => a.code)))}`);
console.log(`   buyer-event pairs: ${held.length} (expected ${BUYERS * EVENTS}); tickets held per pair ${JSON.stringify(tally(held.map((row) => row.n)))}; over the limit: ${held.filter((row) => row.n > LIMIT).length}`);
console.log(`   order latency (whole request, the emulator answering at once): held ${spread(answers.filter((a) => a.status === 201).map((a) => a.ms))}; refused ${spread(answers.filter((a) => a.status === 409).map((a) => a.ms))}`);
const closed = (await Promise.all(tokens.map(async (token, buyer) => {
  const mine = [];
  for (const ticketId of closedLoop[buyer]) mine.push(await order(token, ticketId));
  return mine;
}))).flat();
console.log(`c) ${closed.length} orders of events' tickets by ${BUYERS} buyers, one at a time each: ${JSON.stringify(tally(closed.map((a) => a.status)))}`);
console.log(`   order latency (whole request; the emulator answers at once, so this is ours): ${spread(closed.filter((a) => a.status === 201).map((a) => a.ms))}`);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pacedStarted = Date.now();
const pacedAnswers = (await Promise.all(tokens.map(async (token, buyer) => {
  const mine = [];
  for (const ticketId of paced[buyer]) {
    await pause(500 + Math.random() * 1000);
    mine.push(order(token, ticketId));
  }
  return Promise.all(mine);
}))).flat();
const pacedSeconds = (Date.now() - pacedStarted) / 1000;
console.log(`d) ${pacedAnswers.length} orders by ${BUYERS} buyers at about one a second each (${(pacedAnswers.length / pacedSeconds).toFixed(0)} orders/s arriving): ${JSON.stringify(tally(pacedAnswers.map((a) => a.status)))}`);
console.log(`   order latency (whole request; the emulator answers at once): ${spread(pacedAnswers.filter((a) => a.status === 201).map((a) => a.ms))}`);
console.log(`5xx or connection errors: ${[...raced, ...answers, ...closed, ...pacedAnswers].filter((a) => a.status === 'error' || a.status >= 500).length}`);

await stop(api);
await stripe.close();
await db.end();
await database.drop();
const redis = new Redis(REDIS_URL);
const keys = await redis.keys(`${PREFIX}:*`);
if (keys.length) await redis.del(...keys);
await redis.quit();
