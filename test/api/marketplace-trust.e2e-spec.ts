import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { signedUpUser } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';
import { boughtListing } from './support/orders.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Issue 22 items 6, 7, 10 and 13: what is on sale, what the buyer agreed to pay, values the columns can hold, paging. */
describe('marketplace trust', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let seller: User;
  let buyer: User;
  let concerts: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, seller, buyer] = await Promise.all([signedUpUser(stack, 'admin'), signedUpUser(stack, 'seller'), signedUpUser(stack, 'buyer')]);
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    concerts = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0].id;
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

  function list(user: User, fields: Record<string, string> = {}, withFile = false) {
    const call = request(stack.http).post('/api/tickets').set(auth(user));
    const all = { title: 'Prāta Vētra', categoryId: concerts, eventDate: inDays(30), venue: 'Arēna Rīga', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2', ...fields };
    for (const [name, value] of Object.entries(all)) call.field(name, value);
    if (withFile) call.attach('file', pdf(), { filename: 'ticket.pdf', contentType: 'application/pdf' });
    return call;
  }

  /** An order for all the listing's (two) tickets, stating the price and version the buyer was shown. */
  const buy = (user: User, ticketId: string, body: object = { expectedUnitPriceCents: 4550, expectedVersion: 1 }, quantity = 2) =>
    request(stack.http).post('/api/orders').set(auth(user)).set('Idempotency-Key', randomUUID()).send({ ticketId, quantity, ...body });
  const offeredIds = async (query = '') => (await request(stack.http).get(`/api/tickets?pageSize=100${query}`).expect(200)).body.items.map((ticket: { id: string }) => ticket.id) as string[];
  const statusOf = async (id: string) => (await db.query('SELECT status FROM tickets WHERE id = $1', [id])).rows[0].status as string;

  /** Until the worker has run the job that the change wrote (bounded by the test's own timeout). */
  async function untilStatus(id: string, status: string) {
    while ((await statusOf(id)) !== status) await new Promise((done) => setTimeout(done, 100));
  }

  describe('what is on sale (item 6)', () => {
    it('withdraws a deactivated seller\'s listings with a mail in their language; the list and the purchase refuse them even before that', async () => {
      const leaving = await signedUpUser(stack, 'leaving');
      await db.query(`UPDATE users SET preferred_language = 'lv' WHERE id = $1`, [leaving.userId]);
      const [first, second] = [(await list(leaving, { title: 'Pirmā biļete' }).expect(201)).body.id, (await list(leaving, { title: 'Otrā biļete' }).expect(201)).body.id];
      // A row the withdrawal has not reached yet (or missed) is neither shown nor sold once the seller is inactive.
      await db.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [leaving.userId]);
      expect(await offeredIds()).not.toContain(first);
      const refused = await buy(buyer, first).set('Accept-Language', 'lv').expect(409);
      expect(refused.body).toEqual({ code: 'marketplace.not_on_sale', message: 'Šī biļete vairs netiek pārdota.' });
      await db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [leaving.userId]);

      const record = (await request(stack.http).get(`/api/admin/users/${leaving.userId}`).set(auth(admin)).expect(200)).body;
      await request(stack.http).put(`/api/admin/users/${leaving.userId}`).set(auth(admin)).send({ ...record, status: 'inactive' }).expect(200);
      await untilStatus(first, 'withdrawn');
      expect(await statusOf(second)).toBe('withdrawn');
      const mail = await stack.mail.waitFor((message) => message.to.includes(leaving.email) && message.subject === 'Jūsu sludinājumi ir noņemti', 15_000);
      expect(mail.text).toContain('konts tika deaktivizēts');
      expect(mail.text).toContain('"Pirmā biļete"');
      expect(mail.text).toContain('"Otrā biļete"');
      await buy(buyer, second).expect(404);
      expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE ticket_id = ANY($1)', [[first, second]])).rows[0].n).toBe(0);
    }, 60_000);

    it('withdraws the listings of a cancelled event and of a category made inactive, telling each seller why', async () => {
      const { rows } = await db.query(
        `SELECT id, title, to_char(starts_at AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day,
           (SELECT t.id FROM event_ticket_tiers t WHERE t.event_id = e.id ORDER BY t.price_cents DESC LIMIT 1) AS "tierId" FROM events e
         WHERE status = 'scheduled' AND category_id = $1 AND starts_at > now() + interval '2 days' ORDER BY starts_at LIMIT 1`,
        [concerts],
      );
      const event = rows[0] as { id: string; title: string; day: string; tierId: string | null };
      const tier: Record<string, string> = event.tierId ? { tierId: event.tierId, pricePerUnit: '1.00' } : {};
      const forEvent = (await list(seller, { title: 'Pasākuma biļete', eventId: event.id, eventDate: event.day, ...tier }).expect(201)).body.id;
      const record = (await request(stack.http).get(`/api/admin/events/${event.id}`).set(auth(admin)).expect(200)).body;
      await request(stack.http).put(`/api/admin/events/${event.id}`).set(auth(admin)).send({ ...record, status: 'cancelled' }).expect(200);
      expect(await offeredIds()).not.toContain(forEvent);
      await untilStatus(forEvent, 'withdrawn');
      const cancelled = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject === `Event cancelled: ${event.title}`, 15_000);
      expect(cancelled.text).toContain('"Pasākuma biļete"');

      const theatre = (await request(stack.http).get('/api/admin/categories?filter={"q":"theatre"}').set(auth(admin)).expect(200)).body[0];
      const inTheatre = (await list(seller, { title: 'Teātra biļete', categoryId: theatre.id }).expect(201)).body.id;
      await request(stack.http).put(`/api/admin/categories/${theatre.id}`).set(auth(admin)).send({ ...theatre, status: 'inactive' }).expect(200);
      await buy(buyer, inTheatre).expect((response) => expect([404, 409]).toContain(response.status));
      await untilStatus(inTheatre, 'withdrawn');
      const closed = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject.startsWith('Your listings were withdrawn:'), 15_000);
      expect(closed.text).toContain('"Teātra biļete"');
      await request(stack.http).put(`/api/admin/categories/${theatre.id}`).set(auth(admin)).send({ ...theatre, status: 'active' }).expect(200);
    }, 60_000);

    it('refuses a ticket whose event day has passed, even while it is still marked available', async () => {
      const id = (await list(seller, { title: 'Vakardienas biļete' }).expect(201)).body.id;
      await db.query(`UPDATE tickets SET event_date = current_date - 1 WHERE id = $1`, [id]);
      expect(await offeredIds()).not.toContain(id);
      expect((await buy(buyer, id).expect(409)).body.code).toBe('marketplace.not_on_sale');
      expect(await statusOf(id)).toBe('available');
    });
  });

  describe('the price the buyer confirmed (item 7)', () => {
    it('refuses a purchase after the seller changed the price: 409 with the new price in the buyer\'s language, then buys at it', async () => {
      const id = (await list(seller, { title: 'Cenas maiņa' }).expect(201)).body.id;
      await request(stack.http).patch(`/api/tickets/${id}`).set(auth(seller)).send({ pricePerUnit: '60', faceValue: '50.00' }).expect(204);
      const changed = await buy(buyer, id).set('Accept-Language', 'et').expect(409);
      expect(changed.body).toEqual({
        code: 'marketplace.price_changed',
        message: 'Müüja muutis hinna 60.00 EUR-ile pileti kohta. Ostmiseks kinnitage palun uus hind.',
        params: { unitPriceCents: 6000, price: '60.00' },
      });
      expect(await statusOf(id)).toBe('available');
      const order = await buy(buyer, id, { expectedUnitPriceCents: 6000, expectedVersion: 2 }).expect(201);
      expect(order.body.amounts.ticketsCents).toBe(12000);
    });

    it('refuses a listing changed at the same price (event, date, seat...): 409 in the buyer\'s language, nothing sold; the version now listed buys it', async () => {
      const id = (await list(seller, { title: 'Vietas maiņa' }).expect(201)).body.id;
      const shown = (await request(stack.http).get('/api/tickets?pageSize=100').expect(200)).body.items.find((ticket: { id: string }) => ticket.id === id);
      expect(shown.version).toBe(1);
      await request(stack.http).patch(`/api/tickets/${id}`).set(auth(seller)).send({ eventDate: shown.eventDate, venue: 'Xiaomi Arēna', title: 'Vietas maiņa, 2. rinda' }).expect(204);
      const changed = await buy(buyer, id, { expectedUnitPriceCents: shown.pricePerUnitCents, expectedVersion: shown.version }).set('Accept-Language', 'lt').expect(409);
      expect(changed.body).toEqual({ code: 'marketplace.listing_changed', message: 'Pardavėjas pakeitė šį skelbimą po to, kai jį atidarėte. Dar kartą patikrinkite informaciją ir patvirtinkite pirkimą.' });
      expect(await statusOf(id)).toBe('available');
      const now = (await request(stack.http).get('/api/tickets?pageSize=100').expect(200)).body.items.find((ticket: { id: string }) => ticket.id === id);
      expect(now).toMatchObject({ version: 2, venue: 'Xiaomi Arēna', title: 'Vietas maiņa, 2. rinda', pricePerUnitCents: shown.pricePerUnitCents });
      await buy(buyer, id, { expectedUnitPriceCents: now.pricePerUnitCents, expectedVersion: now.version }).expect(201);
    });

    it('refuses an order that does not say which price the buyer saw, or names a version that cannot be, with a translated 400', async () => {
      const id = (await list(seller, { title: 'Bez cenas' }).expect(201)).body.id;
      for (const body of [{ expectedVersion: 1 }, { expectedUnitPriceCents: '4550', expectedVersion: 1 }, { expectedUnitPriceCents: 45.5, expectedVersion: 1 }]) {
        const refused = await buy(buyer, id, body).set('Accept-Language', 'lt').expect(400);
        expect(refused.body.fieldErrors).toEqual({ expectedUnitPriceCents: 'Pirkime turi būti nurodyta jums parodyta vieneto kaina centais.' });
      }
      for (const body of [{ expectedUnitPriceCents: 4550, expectedVersion: 0 }, { expectedUnitPriceCents: 4550, expectedVersion: '1' }]) {
        const refused = await buy(buyer, id, body).set('Accept-Language', 'lv').expect(400);
        expect(refused.body.fieldErrors).toEqual({ expectedVersion: 'Pirkumā jānorāda jums parādītā sludinājuma versija.' });
      }
      expect(await statusOf(id)).toBe('available');
    });
  });

  describe('values the calendar and the columns can hold (item 10)', () => {
    it('answers a well-formed date the calendar does not have with a translated 400 on every public list and on the listing form', async () => {
      for (const query of ['from=2026-02-30', 'to=2026-04-31', 'from=2026-13-01', 'from=0000-01-01']) {
        const tickets = await request(stack.http).get(`/api/tickets?${query}&lang=en`).expect(400);
        expect(tickets.body.message).toBeDefined();
        expect(JSON.stringify(tickets.body)).not.toMatch(/SQL|stack|date\/time/i);
        await request(stack.http).get(`/api/events?${query}`).expect(400);
      }
      const before = (await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n;
      const listing = await list(seller, { eventDate: '2027-02-29' }).set('Accept-Language', 'en').expect(400);
      expect(listing.body.fieldErrors).toEqual({ eventDate: 'Event date is required (YYYY-MM-DD).' });
      expect((await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n).toBe(before);
    });

    it('refuses a total that the price column cannot hold, with the limit, and keeps no file of it', async () => {
      const root = join(stack.env.DATA_DIR, 'files');
      const files = async () => (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).length;
      const filesBefore = await files();
      const refused = await list(seller, { pricePerUnit: '9999999.99', faceValue: '9999999.99', quantity: '100' }, true).set('Accept-Language', 'lv').expect(400);
      expect(refused.body).toEqual({ code: 'marketplace.total_too_high', message: 'Kopsumma (cena par vienību × daudzums) nevar pārsniegt 21474836.47 EUR.', params: { max: '21474836.47' } });
      expect(await files()).toBe(filesBefore);
      const id = (await list(seller, { title: 'Maksimums' }).expect(201)).body.id;
      await request(stack.http).patch(`/api/tickets/${id}`).set(auth(seller)).send({ pricePerUnit: '9999999.99', faceValue: '9999999.99', quantity: 100 }).expect(400);
    });
  });

  describe('paging (item 13)', () => {
    it('pages the user\'s own tickets and orders: 20 by default, at most 100, newest first', async () => {
      const prolific = await signedUpUser(stack, 'prolific');
      await db.query(
        `INSERT INTO tickets (id, seller_id, owner_id, category_id, title, event_date, venue, price_per_unit_cents, face_value_cents, quantity, price_cents, created_at)
         SELECT gen_random_uuid(), $1, $1, $2, 'Biļete ' || n, current_date + 30, 'Arēna Rīga', 1000, 1000, 1, 1000, now() - n * interval '1 minute'
         FROM generate_series(1, 25) AS n`,
        [prolific.userId, concerts],
      );
      const first = await request(stack.http).get('/api/me/tickets?role=seller').set(auth(prolific)).expect(200);
      expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 20 });
      expect(first.body.items).toHaveLength(20);
      expect(first.body.items[0].title).toBe('Biļete 1');
      const second = await request(stack.http).get('/api/me/tickets?role=seller&page=2').set(auth(prolific)).expect(200);
      expect(second.body.items.map((ticket: { title: string }) => ticket.title)).toEqual(['Biļete 21', 'Biļete 22', 'Biļete 23', 'Biļete 24', 'Biļete 25']);
      const tooMany = await request(stack.http).get('/api/me/tickets?role=seller&pageSize=101&lang=en').set(auth(prolific)).expect(400);
      expect(tooMany.body.fieldErrors.pageSize).toBe('The page size must be a whole number from 1 to 100.');

      const sold = first.body.items[0].id as string;
      await boughtListing(stack, buyer, sold, { unitPriceCents: 1000, quantity: 1 });
      const orders = await request(stack.http).get('/api/me/orders?pageSize=1').set(auth(prolific)).expect(200);
      expect(orders.body).toMatchObject({ total: 1, page: 1, pageSize: 1, items: [{ role: 'seller', ticket: { id: sold } }] });
      await request(stack.http).get('/api/me/orders?pageSize=1000').set(auth(prolific)).expect(400);
    }, 30_000);

    it('caps how deep the public search pages, with a translated 400', async () => {
      const deep = await request(stack.http).get('/api/tickets?page=501&q=koncerts').set('Accept-Language', 'lv').expect(400);
      expect(deep.body.fieldErrors.page).toBe('Tiek rādītas tikai pirmās 500 lapas: lai redzētu vairāk, sašauriniet meklēšanu (kategorija, datumi vai teksts).');
      await request(stack.http).get('/api/tickets?page=500&q=koncerts').expect(200);
    });
  });
});
