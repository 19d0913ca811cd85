import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { TEST_REDIS_URL } from '../../backend/src/testing/test-database.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { startSecondApi, startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;
interface Event { id: string; categoryId: string; day: string; tierId: string; tierCents: number }
interface Offer { id: string; ticketId: string; quantity: number; unitPriceCents: number; allInTotalCents: number; expiresAt: string; status: string }
interface Entry { id: string; status: string; place: number | null; quantity: number; lapsedOffers: number; offer: Offer | null }

/** What a buyer pays for `quantity` tickets at `unitCents` under the default fees (5 % + 0.50 per order). */
function allIn(unitCents: number, quantity: number): number {
  const tickets = unitCents * quantity;
  return tickets + Math.floor((tickets * 500 + 5_000) / 10_000) + 50;
}
const euros = (cents: number) => (cents / 100).toFixed(2);

/** Issue 24: fans wait with a quantity and a highest price; new tickets are offered to the longest-waiting entry they satisfy. */
describe('waiting list', () => {
  jest.setTimeout(90_000);
  let stack: TestStack;
  let db: pg.Client;
  let maintenance: Queue;
  let seller: User;
  let outsider: User;
  let anna: User;
  let bruno: User;
  let cilla: User;
  let dace: User;
  let events: Event[];
  let event: Event;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis', workers: 2 });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const redis = new URL(TEST_REDIS_URL);
    maintenance = new Queue('maintenance', { connection: { host: redis.hostname, port: Number(redis.port || 6379) }, prefix: stack.env.QUEUE_PREFIX });
    [seller, outsider, anna, bruno, cilla, dace] = await Promise.all(['seller', 'outsider', 'anna', 'bruno', 'cilla', 'dace'].map((label) => signedUpUser(stack, label)));
    events = (await db.query(
      `SELECT e.id, e.category_id AS "categoryId", to_char(e.starts_at AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day, tier.id AS "tierId", tier.price_cents AS "tierCents"
       FROM events e JOIN LATERAL (SELECT id, price_cents FROM event_ticket_tiers WHERE event_id = e.id ORDER BY position LIMIT 1) tier ON true
       WHERE e.status = 'scheduled' AND e.starts_at > now() + interval '2 days' ORDER BY e.starts_at LIMIT 4`,
    )).rows as Event[];
    event = events[0];
  }, 120_000);

  afterAll(async () => {
    await maintenance?.close();
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });
  const join = (user: User, body: Record<string, unknown>, on = event) => request(stack.http).post('/api/me/waiting-list').set(auth(user)).send({ eventId: on.id, acceptsFewer: false, ...body });
  const entriesOf = async (user: User): Promise<Entry[]> => (await request(stack.http).get('/api/me/waiting-list').set(auth(user)).expect(200)).body.data;
  const activeEntry = async (user: User, on = event) => (await entriesOf(user)).find((entry) => (entry as Entry & { event: { id: string } }).event.id === on.id && ['waiting', 'offered', 'paused'].includes(entry.status));
  /** A listing for the event at its tier's price (its face value), in the seller's split rule. */
  const list = (quantity: number, fields: Record<string, string | number> = {}, on = event, by = seller) =>
    request(stack.http).post('/api/tickets').set(auth(by))
      .send({ title: 'Waiting list', categoryId: on.categoryId, eventId: on.id, eventDate: on.day, tierId: on.tierId, venue: 'Arēna Rīga', pricePerUnit: euros(on.tierCents), quantity, splitRule: 'any', ...fields });
  const offerOf = async (user: User, on = event): Promise<Offer> => (await eventually(() => activeEntry(user, on), (entry) => entry?.status === 'offered' && entry.offer?.status === 'open'))!.offer!;
  async function runJob(name: string, data: object = {}): Promise<void> {
    const job = await maintenance.add(name, data);
    await eventually(() => job.getState(), (state) => state === 'completed' || state === 'failed');
  }
  const onSale = async (on = event) => ((await request(stack.http).get(`/api/tickets?event=${on.id}&pageSize=100`).expect(200)).body.items as { id: string; quantity: number }[]);

  it('lets confirmed fans join, see their place, change what they ask for and leave; refuses a second entry and too many tickets', async () => {
    expect((await request(stack.http).get(`/api/events/${event.id}/waiting-list`).expect(200)).body).toEqual({ eventId: event.id, people: 0, ticketsWanted: 0, paused: false, maxQuantity: 8 });

    const exactlyTwo = euros(Math.ceil(allIn(event.tierCents, 2) / 2));
    const annas = (await join(anna, { quantity: 2, maxPricePerTicket: exactlyTwo }).expect(201)).body;
    expect(annas).toMatchObject({ event: { id: event.id }, quantity: 2, maxPricePerTicketCents: Math.ceil(allIn(event.tierCents, 2) / 2), acceptsFewer: false, status: 'waiting', place: 1, lapsedOffers: 0, offer: null });
    const twice = await join(anna, { quantity: 1, maxPricePerTicket: '10.00' }).set('Accept-Language', 'lv').expect(409);
    expect(twice.body).toMatchObject({ code: 'marketplace.waiting_list_already_waiting', message: 'Jūs jau esat šī pasākuma gaidītāju sarakstā. Labāk mainiet savu ierakstu.' });
    const tooMany = await join(bruno, { quantity: 9, maxPricePerTicket: '10.00' }).set('Accept-Language', 'en').expect(400);
    expect(tooMany.body).toMatchObject({ code: 'marketplace.waiting_list_quantity_invalid', message: 'Choose from 1 to 8 tickets.' });

    // Bruno wants one, at exactly what one ticket costs all-in; Cilla three, and would take fewer.
    const brunos = (await join(bruno, { quantity: 1, maxPricePerTicket: euros(allIn(event.tierCents, 1) - 1) }).expect(201)).body;
    expect(brunos.place).toBe(2);
    const changed = await request(stack.http).patch(`/api/me/waiting-list/${brunos.id}`).set(auth(bruno)).send({ maxPricePerTicket: euros(allIn(event.tierCents, 1)) }).expect(200);
    expect(changed.body).toMatchObject({ place: 2, maxPricePerTicketCents: allIn(event.tierCents, 1) });
    await join(cilla, { quantity: 3, maxPricePerTicket: euros(event.tierCents * 2), acceptsFewer: true }).expect(201);
    await request(stack.http).patch(`/api/me/waiting-list/${brunos.id}`).set(auth(cilla)).send({ quantity: 2 }).expect(404);

    // Someone who joins and leaves is gone from the count.
    const outsiders = (await join(outsider, { quantity: 1, maxPricePerTicket: '1.00' }).expect(201)).body;
    await request(stack.http).delete(`/api/me/waiting-list/${outsiders.id}`).set(auth(outsider)).expect(204);
    await request(stack.http).delete(`/api/me/waiting-list/${outsiders.id}`).set(auth(outsider)).expect(409);
    expect((await request(stack.http).get(`/api/events/${event.id}/waiting-list`).expect(200)).body).toMatchObject({ people: 3, ticketsWanted: 6 });
  });

  it('offers each listing to the longest-waiting entry it satisfies, held for that fan alone, with an e-mail that links to the offer', async () => {
    // One ticket: Anna wants exactly two, so it goes to Bruno, the next in line.
    const single = (await list(1).expect(201)).body.id as string;
    const brunos = await offerOf(bruno);
    expect(brunos).toMatchObject({ ticketId: single, quantity: 1, unitPriceCents: event.tierCents, allInTotalCents: allIn(event.tierCents, 1), status: 'open' });
    expect(new Date(brunos.expiresAt).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect((await activeEntry(anna))!.status).toBe('waiting');

    // Five tickets: Anna's two are split off for her; the three left are all Cilla asked for.
    const five = (await list(5).expect(201)).body.id as string;
    const annas = await offerOf(anna);
    const cillas = await offerOf(cilla);
    expect(annas).toMatchObject({ quantity: 2, allInTotalCents: allIn(event.tierCents, 2) });
    expect(annas.ticketId).not.toBe(five);
    expect(cillas).toMatchObject({ ticketId: five, quantity: 3, allInTotalCents: allIn(event.tierCents, 3) });
    // Held for them alone: not on sale, and nobody else may buy them.
    expect(await onSale()).toEqual([]);
    await request(stack.http).post('/api/orders').set(auth(outsider)).set('Idempotency-Key', randomUUID())
      .send({ ticketId: single, quantity: 1, expectedUnitPriceCents: event.tierCents }).expect(409);

    const mail = await stack.mail.waitFor((message) => message.to.includes(bruno.email) && message.text.includes(`/offers/${brunos.id}`), 15_000);
    expect(mail.text).toMatch(/\/waiting-list\/leave\?token=/);
    const page = await request(stack.http).get(`/api/me/waiting-list-offers/${brunos.id}`).set(auth(bruno)).expect(200);
    expect(page.body).toMatchObject({ id: brunos.id, event: { id: event.id }, listing: { id: single, quantity: 1, allInPriceCents: allIn(event.tierCents, 1), parts: [{ quantity: 1 }] } });
    await request(stack.http).get(`/api/me/waiting-list-offers/${brunos.id}`).set(auth(anna)).expect(404);

    // Bruno takes his offer through the normal checkout: the offer is taken and his entry served.
    await request(stack.http).post('/api/orders').set(auth(bruno)).set('Idempotency-Key', randomUUID())
      .send({ ticketId: single, quantity: 1, expectedUnitPriceCents: event.tierCents }).expect(201);
    expect(await entriesOf(bruno)).toEqual([expect.objectContaining({ status: 'served', place: null, offer: expect.objectContaining({ status: 'taken' }) })]);
  });

  it('moves a lapsed offer to the next matching entry; the fan who let it lapse keeps their place', async () => {
    await join(dace, { quantity: 2, maxPricePerTicket: euros(event.tierCents * 2) }).expect(201);
    const annas = await offerOf(anna);
    await db.query(`UPDATE waiting_list_offers SET expires_at = now() - interval '1 second' WHERE id = $1`, [annas.id]);
    await runJob('marketplace.lapse-waiting-list-offers');
    const daces = await offerOf(dace);
    expect(daces).toMatchObject({ quantity: 2, ticketId: annas.ticketId });
    expect(await activeEntry(anna)).toMatchObject({ status: 'waiting', lapsedOffers: 1, place: 1, offer: expect.objectContaining({ id: annas.id, status: 'lapsed' }) });
    // Running the job again changes nothing.
    await runJob('marketplace.lapse-waiting-list-offers');
    expect((await db.query(`SELECT count(*)::int AS n FROM waiting_list_offers WHERE event_id = $1 AND status = 'open'`, [event.id])).rows[0].n).toBe(2);
  });

  it('lets a fan leave with one click from the e-mail: their open offer lapses and its tickets go on', async () => {
    const cillas = await offerOf(cilla);
    const mail = await stack.mail.waitFor((message) => message.to.includes(cilla.email) && message.text.includes(`/offers/${cillas.id}`), 15_000);
    const token = decodeURIComponent(/waiting-list\/leave\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)![1]);
    const left = await request(stack.http).post('/api/waiting-list/leave').send({ token }).expect(200);
    expect(left.body).toEqual({ eventTitle: expect.any(String) });
    expect(left.body.eventTitle.length).toBeGreaterThan(0);
    await request(stack.http).post('/api/waiting-list/leave').send({ token }).expect(200);
    await request(stack.http).post('/api/waiting-list/leave').send({ token: `${token.slice(0, -2)}xx` }).expect(400);
    expect((await entriesOf(cilla))[0]).toMatchObject({ status: 'left', offer: expect.objectContaining({ status: 'lapsed' }) });
    // Anna let an offer from this listing lapse and Dace holds one: nobody waiting is left for it, so it goes on sale.
    expect(await eventually(() => onSale(), (tickets) => tickets.length > 0)).toEqual([expect.objectContaining({ id: cillas.ticketId, quantity: 3 })]);
  });

  it('pauses an entry that let three offers lapse, tells the fan, and lets them resume it', async () => {
    const annasEntry = (await activeEntry(anna))!;
    await db.query('UPDATE waiting_list_entries SET lapsed_offers = 2 WHERE id = $1', [annasEntry.id]);
    const two = (await list(2).expect(201)).body.id as string;
    const third = await offerOf(anna);
    expect(third.ticketId).toBe(two);
    await db.query(`UPDATE waiting_list_offers SET expires_at = now() - interval '1 second' WHERE id = $1`, [third.id]);
    await runJob('marketplace.lapse-waiting-list-offers');
    expect(await activeEntry(anna)).toMatchObject({ status: 'paused', lapsedOffers: 3, place: null });
    const told = await stack.mail.waitFor((message) => message.to.includes(anna.email) && message.text.includes('/profile'), 15_000);
    expect(told.text).toMatch(/\/waiting-list\/leave\?token=/);
    // Nobody else waits for two: they go on sale.
    expect((await eventually(() => onSale(), (tickets) => tickets.some((ticket) => ticket.id === two))).find((ticket) => ticket.id === two)).toMatchObject({ quantity: 2 });
    const resumed = await request(stack.http).patch(`/api/me/waiting-list/${annasEntry.id}`).set(auth(anna)).send({ resume: true }).expect(200);
    expect(resumed.body).toMatchObject({ status: 'waiting', lapsedOffers: 0, place: 1 });
  });

  it('puts a listing nobody waits for on sale at once', async () => {
    const other = events[1];
    const id = (await list(2, {}, other).expect(201)).body.id as string;
    expect((await onSale(other)).map((ticket) => ticket.id)).toEqual([id]);
  });

  it('never offers a ticket twice when listings arrive at two API processes and matching runs on two workers at once', async () => {
    const busy = events[2];
    const fans = await Promise.all(Array.from({ length: 6 }, (_, index) => signedUpUser(stack, `fan${index}`)));
    for (const fan of fans) await join(fan, { quantity: 1, maxPricePerTicket: euros(event.tierCents * 2) }, busy).expect(201);
    const second = await startSecondApi(stack);
    try {
      const listed = await Promise.all(Array.from({ length: 4 }, (_, index) =>
        request(index % 2 === 0 ? stack.http : second.http).post('/api/tickets').set(auth(seller))
          .send({ title: 'Race', categoryId: busy.categoryId, eventId: busy.id, eventDate: busy.day, tierId: busy.tierId, venue: 'Arēna Rīga', pricePerUnit: euros(busy.tierCents), quantity: 1 })
          .expect(201)));
      await Promise.all(Array.from({ length: 6 }, () => runJob('marketplace.match-waiting-list', { eventId: busy.id })));
      const offers = await eventually(
        () => db.query(`SELECT o.ticket_id AS "ticketId", e.position FROM waiting_list_offers o JOIN waiting_list_entries e ON e.id = o.entry_id WHERE o.event_id = $1 AND o.status = 'open'`, [busy.id]).then((result) => result.rows),
        (rows) => rows.length === 4,
      );
      expect(new Set(offers.map((offer) => offer.ticketId)).size).toBe(4);
      expect(offers.map((offer) => offer.ticketId).sort()).toEqual(listed.map((response) => response.body.id).sort());
      // The four longest-waiting fans, not any others.
      const firstFour = (await db.query(`SELECT position FROM waiting_list_entries WHERE event_id = $1 ORDER BY position LIMIT 4`, [busy.id])).rows.map((row) => String(row.position));
      expect(offers.map((offer) => String(offer.position)).sort()).toEqual(firstFour.sort());
    } finally {
      await second.close();
    }
  });
});
