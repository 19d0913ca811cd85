import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { signedUpUser } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Issue 19, fair resale: a face value on every listing and an asking price held to a cap staff set. */
describe('fair resale: face value and price caps', () => {
  // Signing buyers up (a password hash each) and racing orders take seconds on a loaded machine.
  jest.setTimeout(60_000);
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let seller: User;
  let concerts: string;
  let theatre: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, seller] = await Promise.all([signedUpUser(stack, 'admin'), signedUpUser(stack, 'seller')]);
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id as string;
    theatre = (await db.query(`SELECT id FROM categories WHERE key = 'theatre'`)).rows[0].id as string;
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });
  const list = (fields: Record<string, string | number>) =>
    request(stack.http).post('/api/tickets').set(auth(seller))
      .send({ title: 'Prāta Vētra', categoryId: concerts, eventDate: inDays(30), venue: 'Arēna Rīga', quantity: 2, ...fields });
  const rules = async () => (await request(stack.http).get('/api/admin/resale-rules').set(auth(admin)).expect(200)).body;
  const saveRules = (body: object) => request(stack.http).put('/api/admin/resale-rules').set(auth(admin)).send(body);
  const myListing = async (id: string) =>
    ((await request(stack.http).get('/api/me/tickets?role=seller&pageSize=100').set(auth(seller)).expect(200)).body.items as { id: string }[]).find((ticket) => ticket.id === id);

  it('refuses a price over 120 % of the face value in the seller\'s language, naming the highest price, and takes one at it', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n;
    const over = await list({ faceValue: '50.00', pricePerUnit: '60.01' }).set('Accept-Language', 'lv').expect(400);
    expect(over.body).toEqual({
      code: 'marketplace.price_over_cap',
      message: 'Cena pārsniedz tālākpārdošanas ierobežojumu: ne vairāk kā 60,00\u00a0€ par biļeti (120 % no nominālvērtības 50,00\u00a0€).',
      params: { highestCents: 6000, highest: '60,00\u00a0€', faceValue: '50,00\u00a0€', capPercent: 120 },
    });
    const missing = await list({ pricePerUnit: '40.00' }).set('Accept-Language', 'en').expect(400);
    expect(missing.body.code).toBe('marketplace.face_value_required');
    expect((await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n).toBe(before);

    const atCap = (await list({ faceValue: '50.00', pricePerUnit: '60.00' }).expect(201)).body.id as string;
    const shown = (await request(stack.http).get('/api/tickets?pageSize=100').expect(200)).body.items.find((ticket: { id: string }) => ticket.id === atCap);
    expect(shown).toMatchObject({ pricePerUnitCents: 6000, faceValueCents: 5000, tierName: null });
    expect(await myListing(atCap)).toMatchObject({ resale: { priceCapBasisPoints: 12_000, highestPriceCents: 6000, overCap: false } });
    // An edit is held to the cap too, and changes nothing when refused.
    await request(stack.http).patch(`/api/tickets/${atCap}`).set(auth(seller)).send({ pricePerUnit: '61.00' }).expect(400);
    await request(stack.http).patch(`/api/tickets/${atCap}`).set(auth(seller)).send({ faceValue: '40.00' }).expect(400);
    expect((await db.query('SELECT price_per_unit_cents, face_value_cents FROM tickets WHERE id = $1', [atCap])).rows[0]).toEqual({ price_per_unit_cents: 6000, face_value_cents: 5000 });
  });

  it('applies an event\'s own cap over its category\'s, and its category\'s over the general one', async () => {
    const { rows } = await db.query(
      `SELECT e.id, to_char(e.starts_at AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day, tier.id AS "tierId", tier.price_cents AS "tierCents"
       FROM events e JOIN LATERAL (SELECT id, price_cents FROM event_ticket_tiers WHERE event_id = e.id ORDER BY position LIMIT 1) tier ON true
       WHERE e.status = 'scheduled' AND e.category_id = $1 AND e.starts_at > now() + interval '2 days' ORDER BY e.starts_at LIMIT 1`,
      [concerts],
    );
    const event = rows[0] as { id: string; day: string; tierId: string; tierCents: number };
    await saveRules({ priceCapBasisPoints: 12_000, categoryCaps: [{ categoryId: concerts, priceCapBasisPoints: 11_000 }], eventCaps: [{ eventId: event.id, priceCapBasisPoints: 10_000 }] }).expect(200);

    const euros = (cents: number) => (cents / 100).toFixed(2);
    // The category allows 110 %; the event only its face value, which is its tier's price.
    await list({ faceValue: '50.00', pricePerUnit: '55.01' }).expect(400);
    await list({ faceValue: '50.00', pricePerUnit: '55.00' }).expect(201);
    await list({ categoryId: theatre, faceValue: '50.00', pricePerUnit: '60.00' }).expect(201);
    const forEvent = { eventId: event.id, eventDate: event.day, tierId: event.tierId };
    expect((await list({ ...forEvent, pricePerUnit: euros(event.tierCents + 1) }).expect(400)).body.params).toMatchObject({ highestCents: event.tierCents, capPercent: 100 });
    await list({ ...forEvent, pricePerUnit: euros(event.tierCents) }).expect(201);

    const saved = await rules();
    expect(saved).toMatchObject({ priceCapBasisPoints: 12_000, categoryCaps: [{ categoryId: concerts, priceCapBasisPoints: 11_000 }], eventCaps: [{ eventId: event.id, priceCapBasisPoints: 10_000 }] });
    const activity = await db.query(`SELECT details FROM activity_log WHERE details->>'change' = 'resale rules updated' ORDER BY created_at DESC LIMIT 1`);
    expect(activity.rows[0].details).toMatchObject({ categoryCaps: `category ${concerts}: 110 %`, eventCaps: `event ${event.id}: 100 %` });
    await saveRules({ priceCapBasisPoints: 12_000, categoryCaps: [], eventCaps: [] }).expect(200);
  });

  it('lowering a cap withdraws and hides nothing: listings over it stay on sale, flagged to their seller and to staff', async () => {
    const id = (await list({ title: 'Virs jaunā griesta', faceValue: '50.00', pricePerUnit: '58.00' }).expect(201)).body.id as string;
    expect((await rules()).listingsOverCap).toBe(0);
    await saveRules({ priceCapBasisPoints: 11_000, categoryCaps: [], eventCaps: [] }).expect(200);

    expect(await myListing(id)).toMatchObject({ status: 'available', resale: { priceCapBasisPoints: 11_000, highestPriceCents: 5500, overCap: true } });
    const onSale = (await request(stack.http).get('/api/tickets?pageSize=100').expect(200)).body.items.map((ticket: { id: string }) => ticket.id);
    expect(onSale).toContain(id);
    const flagged = await request(stack.http).get(`/api/admin/tickets?filter=${encodeURIComponent(JSON.stringify({ overCap: true }))}`).set(auth(admin)).expect(200);
    expect(flagged.body.map((ticket: { id: string }) => ticket.id)).toContain(id);
    expect(flagged.body.every((ticket: { resale: { overCap: boolean } }) => ticket.resale.overCap)).toBe(true);
    expect((await rules()).listingsOverCap).toBeGreaterThanOrEqual(1);
    // The seller is e-mailed once, with the highest price now; saving the rules again tells nobody again.
    const toldMails = async () =>
      (await db.query(`SELECT payload FROM outbox WHERE job_name = 'mail.send' AND payload->>'template' = 'listings_over_cap' AND payload->>'to' = $1`, [seller.email])).rows
        .map((row) => row.payload)
        .filter((mail) => mail.params.listings.includes('Virs jaunā griesta'));
    const [told] = await eventually(toldMails, (mails) => mails.length > 0, 20_000);
    expect(told.params.listings).toContain('"Virs jaunā griesta" (55,00\u00a0€)');
    expect(told.params.actionUrl).toMatch(/\/profile\/[0-9a-f-]+\/tickets$/);
    await saveRules({ priceCapBasisPoints: 11_000, categoryCaps: [{ categoryId: theatre, priceCapBasisPoints: 12_000 }], eventCaps: [] }).expect(200);
    await new Promise((done) => setTimeout(done, 1500));
    expect(await toldMails()).toHaveLength(1);

    // The seller brings it back under the cap with a lower price.
    await request(stack.http).patch(`/api/tickets/${id}`).set(auth(seller)).send({ pricePerUnit: '55.00' }).expect(204);
    expect(await myListing(id)).toMatchObject({ resale: { overCap: false } });
    await saveRules({ priceCapBasisPoints: 12_000, categoryCaps: [], eventCaps: [] }).expect(200);
  });

  it("quotes a seller the highest price, what a buyer pays and what the seller receives: the same cents the listing then shows", async () => {
    const quote = (await request(stack.http).get(`/api/listing-quote?categoryId=${theatre}&faceValueCents=5000&pricePerUnitCents=5500&quantity=2`).expect(200)).body;
    // Two tickets at 55.00: the buyer's fee 5 % + 0.50 makes 116.00; the seller's 5 % leaves 104.50.
    expect(quote).toEqual({ priceCapBasisPoints: 12_000, highestPriceCents: 6000, buyerPaysCents: 11_600, sellerReceivesCents: 10_450 });
    const id = (await list({ title: 'Tāmes biļete', categoryId: theatre, faceValue: '50.00', pricePerUnit: '55.00' }).expect(201)).body.id as string;
    const shown = (await request(stack.http).get('/api/tickets?pageSize=100').expect(200)).body.items.find((ticket: { id: string }) => ticket.id === id);
    expect(shown.allInPriceCents).toBe(quote.buyerPaysCents);
    const bare = (await request(stack.http).get(`/api/listing-quote?categoryId=${theatre}`).expect(200)).body;
    expect(bare).toEqual({ priceCapBasisPoints: 12_000, highestPriceCents: null, buyerPaysCents: null, sellerReceivesCents: null });
    await request(stack.http).get(`/api/listing-quote?categoryId=nope`).expect(400);
  });

  describe('a buyer\'s tickets per event', () => {
    let event: { id: string; day: string; tierId: string; tierCents: number };
    let buyer: User;

    beforeAll(async () => {
      const { rows } = await db.query(
        `SELECT e.id, to_char(e.starts_at AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day, tier.id AS "tierId", tier.price_cents AS "tierCents"
         FROM events e JOIN LATERAL (SELECT id, price_cents FROM event_ticket_tiers WHERE event_id = e.id ORDER BY position LIMIT 1) tier ON true
         WHERE e.status = 'scheduled' AND e.category_id = $1 AND e.starts_at > now() + interval '2 days' ORDER BY e.starts_at OFFSET 1 LIMIT 1`,
        [concerts],
      );
      event = rows[0];
      buyer = await signedUpUser(stack, 'limited-buyer');
    });

    const listForEvent = async (quantity: number) =>
      (await list({ title: `Limits ${quantity}`, eventId: event.id, eventDate: event.day, tierId: event.tierId, pricePerUnit: (event.tierCents / 100).toFixed(2), quantity }).expect(201)).body.id as string;
    const order = (ticketId: string, quantity: number, who = buyer) =>
      request(stack.http).post('/api/orders').set(auth(who)).set('Idempotency-Key', randomUUID())
        .send({ ticketId, quantity, expectedUnitPriceCents: event.tierCents, expectedVersion: 1 });

    it('stops one buyer at the event\'s limit across two listings, saying how many are left; others still buy', async () => {
      await request(stack.http).put('/api/admin/ticket-limits').set(auth(admin)).send({ ticketsPerBuyer: 8, eventLimits: [{ eventId: event.id, ticketsPerBuyer: 3 }] }).expect(200);
      const [pair, secondPair] = [await listForEvent(2), await listForEvent(2)];
      await order(pair, 2).expect(201);
      const refused = await order(secondPair, 2).set('Accept-Language', 'lv').expect(409);
      expect(refused.body).toEqual({
        code: 'marketplace.ticket_limit_reached',
        message: 'Vienam pircējam šim pasākumam var būt ne vairāk kā 3 biļetes, tāpēc jūs varat iegādāties vēl 1. Izvēlieties piedāvājumu ar mazāk biļetēm.',
        params: { limit: 3, left: 1 },
      });
      expect((await db.query('SELECT status FROM tickets WHERE id = $1', [secondPair])).rows[0].status).toBe('available');
      await order(await listForEvent(1), 1).expect(201);
      // Another buyer is counted on their own.
      await order(secondPair, 2, await signedUpUser(stack, 'other-buyer')).expect(201);
      const limits = (await request(stack.http).get('/api/admin/ticket-limits').set(auth(admin)).expect(200)).body;
      expect(limits).toEqual({ ticketsPerBuyer: 8, eventLimits: [{ eventId: event.id, ticketsPerBuyer: 3 }] });
    });

    it('lets one buyer racing for ten single tickets at once get exactly the limit, never more', async () => {
      const racer = await signedUpUser(stack, 'racer');
      await request(stack.http).put('/api/admin/ticket-limits').set(auth(admin)).send({ ticketsPerBuyer: 8, eventLimits: [{ eventId: event.id, ticketsPerBuyer: 4 }] }).expect(200);
      const singles = [];
      for (let index = 0; index < 10; index += 1) singles.push(await listForEvent(1));
      const statuses = (await Promise.all(singles.map((id) => order(id, 1, racer)))).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(4);
      expect(statuses.filter((status) => status === 409)).toHaveLength(6);
      const held = await db.query(`SELECT sum(o.quantity)::int AS n FROM orders o JOIN tickets t ON t.id = o.ticket_id WHERE o.buyer_id = $1 AND t.event_id = $2`, [racer.userId, event.id]);
      expect(held.rows[0].n).toBe(4);
    });

    it('refuses a limit outside 1–100 in the caller\'s language', async () => {
      const refused = await request(stack.http).put('/api/admin/ticket-limits').set(auth(admin)).set('Accept-Language', 'lt').send({ ticketsPerBuyer: 0, eventLimits: [] }).expect(400);
      expect(refused.body).toMatchObject({ code: 'marketplace.ticket_limit_invalid', message: 'Riba turi būti sveikas bilietų skaičius nuo 1 iki 100.' });
    });
  });

  describe('buying part of a listing', () => {
    const buyers: User[] = [];
    beforeAll(async () => {
      for (let index = 0; index < 10; index += 1) buyers.push(await signedUpUser(stack, `part-buyer-${index}`));
    });
    const orderOf = (who: User, ticketId: string, quantity: number) =>
      request(stack.http).post('/api/orders').set(auth(who)).set('Idempotency-Key', randomUUID()).send({ ticketId, quantity, expectedUnitPriceCents: 4000 });
    const onSale = async (id: string) =>
      ((await request(stack.http).get('/api/tickets?pageSize=100').expect(200)).body.items as { id: string; quantity: number; splitRule: string; priceCents: number; parts: { quantity: number; allInPriceCents: number }[] }[]).find((ticket) => ticket.id === id);

    it("lets two buyers each take part of one listing, never leaving a single ticket when the seller asked so", async () => {
      const id = (await list({ title: 'Četras vietas', faceValue: '40.00', pricePerUnit: '40.00', quantity: 4, splitRule: 'no-single-left' }).expect(201)).body.id as string;
      const listed = await onSale(id);
      expect(listed).toMatchObject({ quantity: 4, splitRule: 'no-single-left' });
      // What a buyer pays for each number they may take: 1, 2 or all 4 (3 would leave one alone).
      const parts = listed?.parts ?? [];
      expect(parts.map((part) => part.quantity)).toEqual([1, 2, 4]);
      const three = await orderOf(buyers[0], id, 3).set('Accept-Language', 'en').expect(400);
      expect(three.body).toMatchObject({ code: 'marketplace.single_would_be_left', message: 'The seller does not leave a single ticket behind: take all 4, or at most 2.' });
      const first = (await orderOf(buyers[0], id, 2).expect(201)).body;
      expect(first).toMatchObject({ quantity: 2, status: 'awaiting_payment' });
      expect(first.amounts).toMatchObject({ ticketsCents: 8000, totalCents: parts[1].allInPriceCents });
      expect(await onSale(id)).toMatchObject({ quantity: 2, priceCents: 8000 });
      await orderOf(buyers[1], id, 2).expect(201);
      expect(await onSale(id)).toBeUndefined();
      const rows = await db.query(`SELECT quantity, status, parent_id FROM tickets WHERE id = $1 OR parent_id = $1 ORDER BY parent_id NULLS FIRST`, [id]);
      expect(rows.rows).toEqual([{ quantity: 2, status: 'reserved', parent_id: null }, { quantity: 2, status: 'reserved', parent_id: id }]);
    });

    it('never leaves a single ticket when two buyers take parts of the same listing at once', async () => {
      const id = (await list({ title: 'Piecas vietas', faceValue: '40.00', pricePerUnit: '40.00', quantity: 5, splitRule: 'no-single-left' }).expect(201)).body.id as string;
      const statuses = (await Promise.all([orderOf(buyers[4], id, 2), orderOf(buyers[5], id, 2)])).map((response) => response.status).sort();
      expect(statuses).toEqual([201, 400]);
      expect(await onSale(id)).toMatchObject({ quantity: 3 });
    });

    it('returns the tickets of a hold that ends to the listing they came from', async () => {
      const id = (await list({ title: 'Trīs vietas', faceValue: '40.00', pricePerUnit: '40.00', quantity: 3 }).expect(201)).body.id as string;
      const held = (await orderOf(buyers[2], id, 1).expect(201)).body;
      expect(await onSale(id)).toMatchObject({ quantity: 2 });
      await request(stack.http).post(`/api/orders/${held.id}/cancellation`).set(auth(buyers[2])).expect(200);
      expect(await onSale(id)).toMatchObject({ quantity: 3, priceCents: 12_000 });
      expect((await db.query(`SELECT status, withdrawn_reason FROM tickets WHERE parent_id = $1`, [id])).rows).toEqual([{ status: 'withdrawn', withdrawn_reason: 'returned to its listing' }]);
    });

    it('gives ten buyers racing for the last 3 tickets of a listing exactly 3 between them', async () => {
      const id = (await list({ title: 'Pēdējās trīs', faceValue: '40.00', pricePerUnit: '40.00', quantity: 3 }).expect(201)).body.id as string;
      const statuses = (await Promise.all(buyers.map((buyer) => orderOf(buyer, id, 1)))).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      const held = await db.query(`SELECT sum(o.quantity)::int AS n FROM orders o JOIN tickets t ON t.id = o.ticket_id WHERE (t.id = $1 OR t.parent_id = $1) AND o.status = 'awaiting_payment'`, [id]);
      expect(held.rows[0].n).toBe(3);
    });

    it('sells a listing whose one file holds several tickets only whole', async () => {
      const call = (fields: Record<string, string>) => {
        const post = request(stack.http).post('/api/tickets').set(auth(seller));
        for (const [name, value] of Object.entries({ title: 'Viens fails', categoryId: concerts, eventDate: inDays(30), venue: 'Arēna Rīga', quantity: '2', faceValue: '40.00', pricePerUnit: '40.00', ...fields })) post.field(name, value);
        return post.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
      };
      expect((await call({ splitRule: 'any' }).set('Accept-Language', 'en').expect(400)).body.code).toBe('marketplace.one_file_sold_together');
      const id = (await call({}).expect(201)).body.id as string;
      expect(await onSale(id)).toMatchObject({ splitRule: 'together' });
      expect((await orderOf(buyers[3], id, 1).expect(400)).body.code).toBe('marketplace.quantity_not_offered');
      await orderOf(buyers[3], id, 2).expect(201);
    });
  });

  it('refuses caps outside 100–300 %, twice-listed or unknown categories, in the caller\'s language, and changes nothing', async () => {
    const before = await rules();
    const low = await saveRules({ priceCapBasisPoints: 9_900, categoryCaps: [], eventCaps: [] }).set('Accept-Language', 'et').expect(400);
    expect(low.body).toMatchObject({ code: 'marketplace.price_cap_invalid', message: 'Hinnapiir peab olema 100 % kuni 300 % nimiväärtusest.' });
    const twice = await saveRules({ priceCapBasisPoints: 12_000, categoryCaps: [{ categoryId: concerts, priceCapBasisPoints: 11_000 }, { categoryId: concerts, priceCapBasisPoints: 10_000 }], eventCaps: [] }).expect(400);
    expect(twice.body.code).toBe('marketplace.price_cap_twice');
    const unknown = await saveRules({ priceCapBasisPoints: 12_000, categoryCaps: [], eventCaps: [{ eventId: '00000000-0000-4000-8000-000000000000', priceCapBasisPoints: 11_000 }] }).expect(400);
    expect(unknown.body.code).toBe('marketplace.price_cap_unknown_event');
    expect(await rules()).toEqual(before);
  });
});
