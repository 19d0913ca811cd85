// The waiting list (issue 24) simulated on a real database with the real offer engine (backend/dist), a simulated
// clock and nothing else: 10,000 entries on one event, 1,000 listings arriving at random, each offer taken or left to
// lapse at random. The engine's decisions are checked against the rules by an independent implementation here.
// Prints figures, asserts nothing. Usage: npm run build -w backend && node test/perf/waiting-list-simulation.mjs
// (SIM_ENTRIES, SIM_LISTINGS, SIM_SEED to change the run; BENCH_DATABASE for the database's name.)
import 'reflect-metadata';
import { join } from 'node:path';
import pg from 'pg';
import { seedAccounts } from './checkout-fixtures.mjs';
import { DIST, freshDatabase, loadAverage } from './stack.mjs';

const ENTRIES = Number(process.env.SIM_ENTRIES ?? 10_000);
const LISTINGS = Number(process.env.SIM_LISTINGS ?? 1_000);
const TAKE_PROBABILITY = 0.6;
const WINDOW_MINUTES = 15;
const LIMIT = 8;
const FEES = { buyer: { percentBasisPoints: 500, fixedCents: 50 }, seller: { percentBasisPoints: 500, fixedCents: 0 } };

// A small seeded generator (mulberry32), so a run can be repeated.
let seed = Number(process.env.SIM_SEED ?? 24);
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = (values) => values[Math.floor(random() * values.length)];
const between = (low, high) => low + Math.floor(random() * (high - low + 1));

const database = await freshDatabase(process.env.BENCH_DATABASE ?? 'bte_bench_waiting_list');
const db = new pg.Client({ connectionString: database.url });
await db.connect();
const sellers = [await seedAccounts(db, 0)];
const event = (await db.query(
  `SELECT e.id, e.category_id AS "categoryId", to_char(e.starts_at AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day FROM events e
   WHERE e.status = 'scheduled' AND e.starts_at > now() + interval '2 days' ORDER BY e.starts_at LIMIT 1`,
)).rows[0];

// The engine, wired by hand as the worker's module wires it, on a clock the simulation moves.
const { createDataSource } = await import(join(DIST, 'shared/adapters/persistence/data-source.js'));
const { TypeOrmTransactionRunner } = await import(join(DIST, 'shared/adapters/persistence/typeorm-transaction-runner.js'));
const { SqlDatabase } = await import(join(DIST, 'shared/adapters/persistence/sql-database.js'));
const { SqlWaitingList } = await import(join(DIST, 'marketplace/adapters/persistence/sql-waiting-list.js'));
const { SqlOrderRepository } = await import(join(DIST, 'marketplace/adapters/persistence/sql-order.repository.js'));
const { WaitingListOffers } = await import(join(DIST, 'marketplace/application/waiting-list-offers.js'));
const dataSource = createDataSource(database.url, 5);
await dataSource.initialize();
const transactions = new TypeOrmTransactionRunner(dataSource);
const sql = new SqlDatabase(transactions);
const lists = new SqlWaitingList(sql);
let now = new Date(`${new Date().toISOString().slice(0, 10)}T08:00:00Z`); // 10:00 or 11:00 in Riga
const clock = { now: () => now };
const engine = new WaitingListOffers(
  lists,
  new SqlOrderRepository(sql),
  { current: async () => ({ holdMinutes: 10, fees: FEES, categoryFees: [] }) },
  { limitFor: async () => LIMIT },
  { offered: async () => undefined, paused: async () => undefined },
  clock,
  transactions,
);

// 10,000 entries, joined one minute apart before the first listing: 1–4 tickets, a highest price around the prices
// that will come, a third would take fewer. Their users need not exist (entries refer to users by id only).
console.log(`Load average ${loadAverage()}; seeding ${ENTRIES} entries …`);
await db.query(
  `INSERT INTO waiting_list_entries (id, event_id, user_id, quantity, max_price_per_ticket_cents, accepts_fewer, created_at)
   SELECT gen_random_uuid(), $1, gen_random_uuid(), w.quantity, w.max, w.fewer, $2::timestamptz - (($3::int - w.n) * interval '1 minute')
   FROM unnest($4::int[], $5::int[], $6::boolean[]) WITH ORDINALITY AS w (quantity, max, fewer, n) ORDER BY w.n`,
  [
    event.id, now, ENTRIES,
    Array.from({ length: ENTRIES }, () => pick([1, 1, 2, 2, 2, 3, 4])),
    Array.from({ length: ENTRIES }, () => between(40, 90) * 100),
    Array.from({ length: ENTRIES }, () => random() < 1 / 3),
  ],
);
await db.query(`UPDATE waiting_list_settings SET offer_window_minutes = ${WINDOW_MINUTES}`);
await db.query('ANALYZE');

// The simulated future: listings arrive about every 3 minutes; an offer is answered within its window or lapses.
const agenda = [];
const schedule = (at, what) => {
  agenda.push({ at, ...what });
  agenda.sort((a, b) => a.at - b.at);
};
const simulationStart = now.getTime();
let arrival = now.getTime();
for (let listing = 0; listing < LISTINGS; listing += 1) {
  arrival += Math.round(-Math.log(1 - random()) * 3 * 60_000);
  schedule(arrival, { kind: 'listing', quantity: pick([1, 1, 2, 2, 2, 3, 4, 4, 6]), unitCents: between(35, 80) * 100, splitRule: pick(['any', 'any', 'together', 'no-single-left']) });
}

const figures = { offers: 0, taken: 0, lapsed: 0, violations: 0, offeredTwice: 0, matchMs: 0, matchRuns: 0, slowestMatchMs: 0, longestWaitMs: 0 };
const known = new Set();

/** What the rules give (written here again, independently of the engine): the quantity an entry takes of a listing, or 0. */
function satisfies(entry, listing, quantityLeft, room) {
  const allowed = (q) => listing.split_rule === 'any' ? true : listing.split_rule === 'together' ? q === quantityLeft : quantityLeft - q !== 1;
  for (let q = Math.min(entry.quantity, quantityLeft, room); q >= (entry.accepts_fewer ? 1 : entry.quantity); q -= 1) {
    const tickets = listing.price_per_unit_cents * q;
    const total = tickets + Math.floor((tickets * 500 + 5_000) / 10_000) + 50;
    if (allowed(q) && total <= entry.max_price_per_ticket_cents * q) return q;
  }
  return 0;
}

/** Runs the engine for the event, as the job would, and checks each offer it made against the queue as it was before. */
async function matchAndCheck() {
  const pending = (await db.query(`SELECT id, quantity, price_per_unit_cents, split_rule, seller_id FROM tickets WHERE event_id = $1 AND waitlist_pending ORDER BY updated_at, id`, [event.id])).rows;
  if (pending.length === 0) return;
  const queue = (await db.query(`SELECT id, position::int AS position, user_id, quantity, max_price_per_ticket_cents, accepts_fewer, created_at FROM waiting_list_entries WHERE event_id = $1 AND status = 'waiting' ORDER BY position`, [event.id])).rows;
  const lapsedPairs = new Set((await db.query(`SELECT entry_id, ticket_id, source_ticket_id FROM waiting_list_offers WHERE event_id = $1 AND status = 'lapsed'`, [event.id])).rows.flatMap((row) => [`${row.entry_id}:${row.ticket_id}`, `${row.entry_id}:${row.source_ticket_id}`]));
  const taken = new Map((await db.query(`SELECT buyer_id, sum(quantity)::int AS n FROM orders WHERE status IN ('awaiting_payment', 'paid', 'completed', 'disputed') GROUP BY buyer_id`)).rows.map((row) => [row.buyer_id, row.n]));
  const started = process.hrtime.bigint();
  await engine.match(event.id);
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  figures.matchMs += elapsedMs;
  figures.matchRuns += 1;
  figures.slowestMatchMs = Math.max(figures.slowestMatchMs, elapsedMs);
  const made = (await db.query(`SELECT o.id, o.entry_id, o.source_ticket_id, o.ticket_id, o.quantity, o.expires_at, o.created_at FROM waiting_list_offers o WHERE o.event_id = $1 AND o.status = 'open' ORDER BY o.created_at, o.id`, [event.id])).rows.filter((offer) => !known.has(offer.id));
  // The engine's offers of each listing must be exactly the greedy sequence the rules give: the oldest entry still
  // waiting that the tickets left satisfy (not the seller's, not one that let these tickets lapse), for what it takes.
  const served = new Set();
  const roomOf = (entry) => LIMIT - (taken.get(entry.user_id) ?? 0);
  for (const listing of pending) {
    let left = listing.quantity;
    const mine = made.filter((offer) => offer.source_ticket_id === listing.id);
    while (mine.length > 0) {
      const expected = queue.find((entry) => !served.has(entry.id) && entry.user_id !== listing.seller_id && !lapsedPairs.has(`${entry.id}:${listing.id}`) && satisfies(entry, listing, left, roomOf(entry)) > 0);
      const index = expected ? mine.findIndex((offer) => offer.entry_id === expected.id && offer.quantity === satisfies(expected, listing, left, roomOf(expected))) : -1;
      if (index < 0) {
        figures.violations += mine.length;
        if (process.env.SIM_DEBUG) console.log({ listing, left, expected, offers: mine });
        break;
      }
      const [offer] = mine.splice(index, 1);
      served.add(expected.id);
      left -= offer.quantity;
      figures.longestWaitMs = Math.max(figures.longestWaitMs, now.getTime() - new Date(expected.created_at).getTime());
    }
    // Tickets put on sale while an entry still waiting wanted them: an entry passed over, counted as a violation too.
    if (left > 0 && queue.some((entry) => !served.has(entry.id) && entry.user_id !== listing.seller_id && !lapsedPairs.has(`${entry.id}:${listing.id}`) && satisfies(entry, listing, left, roomOf(entry)) > 0)) figures.violations += 1;
  }
  for (const offer of made) {
    known.add(offer.id);
    figures.offers += 1;
    const answerAt = random() < TAKE_PROBABILITY ? now.getTime() + random() * (new Date(offer.expires_at).getTime() - now.getTime()) : new Date(offer.expires_at).getTime();
    schedule(answerAt, { kind: answerAt < new Date(offer.expires_at).getTime() ? 'take' : 'lapse', offerId: offer.id, ticketId: offer.ticket_id });
  }
  // No ticket offered to two people at once: open offers per ticket, and tickets held for someone else than the offer's fan.
  figures.offeredTwice += Number((await db.query(
    `SELECT (SELECT count(*) FROM (SELECT ticket_id FROM waiting_list_offers WHERE status = 'open' GROUP BY ticket_id HAVING count(*) > 1) d)
          + (SELECT count(*) FROM waiting_list_offers o JOIN tickets t ON t.id = o.ticket_id WHERE o.status = 'open' AND t.offered_to IS DISTINCT FROM o.user_id) AS n`,
  )).rows[0].n);
}

const wallStarted = process.hrtime.bigint();
let listed = 0;
while (agenda.length > 0) {
  const next = agenda.shift();
  now = new Date(Math.max(now.getTime(), next.at));
  if (next.kind === 'listing') {
    await db.query(
      `INSERT INTO tickets (id, seller_id, owner_id, category_id, event_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents, split_rule)
       VALUES (gen_random_uuid(), $1, $1, $2, $3, 'Simulated', $4, 'Arēna Rīga', $5::int, $5::int, $6::int, $5::int * $6::int, $7)`,
      [sellers[0], event.categoryId, event.id, event.day, next.unitCents, next.quantity, next.splitRule],
    );
    listed += 1;
  } else if (next.kind === 'take') {
    // The fan holds the tickets as checkout would: the database marks the offer taken.
    const { rowCount } = await db.query(`UPDATE tickets SET status = 'reserved' WHERE id = $1 AND status = 'available' AND offered_to IS NOT NULL`, [next.ticketId]);
    if (rowCount) figures.taken += 1;
  } else if (next.kind === 'lapse') {
    const before = (await db.query(`SELECT status FROM waiting_list_offers WHERE id = $1`, [next.offerId])).rows[0].status;
    await engine.lapse(next.offerId);
    if (before === 'open') figures.lapsed += 1;
  }
  await matchAndCheck();
}
const wallSeconds = Number(process.hrtime.bigint() - wallStarted) / 1e9;
const left = (await db.query(`SELECT status, count(*)::int AS n FROM waiting_list_entries WHERE event_id = $1 GROUP BY status ORDER BY status`, [event.id])).rows;
const hours = (ms) => `${(ms / 3_600_000).toFixed(1)} h`;
console.log(`${ENTRIES} entries, ${listed} listings arriving over ${hours(arrival - simulationStart)} of simulated time`);
console.log(`offers made: ${figures.offers} (taken ${figures.taken}, lapsed ${figures.lapsed}); entries now: ${left.map((row) => `${row.status} ${row.n}`).join(', ')}`);
console.log(`engine: ${figures.matchRuns} matching runs, ${(figures.matchMs / 1000).toFixed(1)} s in all, slowest ${figures.slowestMatchMs.toFixed(0)} ms; ${(figures.offers / (figures.matchMs / 1000)).toFixed(1)} offers/s of matching time; whole simulation ${wallSeconds.toFixed(1)} s`);
console.log(`largest waiting time (joining → offer, simulated): ${hours(figures.longestWaitMs)}`);
console.log(`order violations: ${figures.violations}`);
console.log(`tickets offered twice at once: ${figures.offeredTwice}`);
await dataSource.destroy();
await db.end();
await database.drop();
