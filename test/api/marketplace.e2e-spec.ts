import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { hostileFiles, pdf } from '../../backend/src/testing/hostile-files.js';
import { register, signedUpUser, signIn, uniqueEmail } from './support/accounts.js';
import { eventually } from './support/eventually.js';
import { boughtListing, checkoutSessionOf } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** Every file in the stack's file storage, as paths. */
async function storedFiles(stack: TestStack): Promise<string[]> {
  const root = join(stack.env.DATA_DIR, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('marketplace', () => {
  let stack: TestStack;
  let db: pg.Client;
  let seller: User;
  let otherSeller: User;
  let buyer: User;
  let concerts: string;
  let theatre: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'redis' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [seller, otherSeller, buyer] = await Promise.all([signedUpUser(stack, 'seller'), signedUpUser(stack, 'seller2'), signedUpUser(stack, 'buyer')]);
    const categories = (await db.query(`SELECT id, key FROM categories`)).rows as { id: string; key: string }[];
    concerts = categories.find((category) => category.key === 'concerts')!.id;
    theatre = categories.find((category) => category.key === 'theatre')!.id;
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });
  /** The unit price the listings below are shown at (45.50), as the buyer's confirmation carries it. */
  const seen = { expectedUnitPriceCents: 4550, expectedVersion: 1 };

  function list(user: User, fields: Record<string, string> = {}, file: { bytes: Buffer; name: string; type: string } | null = { bytes: pdf(), name: 'ticket.pdf', type: 'application/pdf' }) {
    const call = request(stack.http).post('/api/tickets').set(auth(user));
    const all = { title: 'Prāta Vētra', description: 'Sektors B, stāvvietas', categoryId: concerts, eventDate: inDays(30), eventTime: '19:00', venue: 'Arēna Rīga', seatSection: 'B', seatRow: '4', seatNumber: '12', pricePerUnit: '45.50', faceValue: '45.50', quantity: '2', ...fields };
    for (const [name, value] of Object.entries(all)) call.field(name, value);
    if (file) call.attach('file', file.bytes, { filename: file.name, contentType: file.type });
    return call;
  }

  describe('listing', () => {
    it('lists a ticket with a PDF; the total is unit price × quantity, computed by the server', async () => {
      const response = await list(seller, { price: '1.00' }).expect(201);
      const { rows } = await db.query('SELECT * FROM tickets WHERE id = $1', [response.body.id]);
      expect(rows[0]).toMatchObject({ price_per_unit_cents: 4550, quantity: 2, price_cents: 9100, status: 'available', seller_id: seller.userId, owner_id: seller.userId, buyer_id: null });
      const files = (await db.query('SELECT position, file_key, sha256 FROM ticket_files WHERE ticket_id = $1', [response.body.id])).rows;
      expect(files).toEqual([{ position: 1, file_key: expect.stringMatching(new RegExp(`^${seller.userId}/[0-9a-f-]{36}\\.pdf$`)), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    });

    it('refuses users who have not confirmed their email', async () => {
      const email = uniqueEmail('unconfirmed');
      await register(stack, email).expect(202);
      const unconfirmed = await signIn(stack, email);
      const response = await list(unconfirmed as unknown as User).set('Accept-Language', 'lv').expect(403);
      expect(response.body).toEqual({ code: 'identity.email_not_confirmed', message: 'Lūdzu, apstipriniet savu e-pasta adresi, pirms pērkat vai pārdodat biļetes.' });
    });

    it('refuses the spec invalid values with translated field errors', async () => {
      const response = await list(seller, { title: 'ab', pricePerUnit: '0.001', faceValue: '0.001', quantity: '0', categoryId: '', venue: '' }, null).set('Accept-Language', 'et').expect(400);
      expect(response.body.fieldErrors).toEqual({
        title: 'Pealkiri peab olema vähemalt 3 tähemärki pikk.',
        categoryId: 'Kategooria on kohustuslik.',
        venue: 'Toimumiskoht on kohustuslik.',
        pricePerUnit: 'Ühiku hind peab olema korrektne arv, mis on suurem kui 0.',
        faceValue: 'Nimiväärtus peab olema korrektne summa, mis on suurem kui 0.',
        quantity: 'Kogus peab olema korrektne arv, mis on suurem kui 0.',
      });
      const past = await list(seller, { eventDate: inDays(-1) }, null).expect(400);
      expect(past.body.code).toBe('marketplace.event_date_past');
      const status = await list(seller, { status: 'sold' }, null).expect(400);
      expect(status.body.fieldErrors.status).toBeDefined();
    });

    it('links a ticket to a catalogue event only on that event\'s day and in its category, with a translated refusal', async () => {
      const { rows } = await db.query(
        `SELECT e.id, e.category_id, to_char(e.starts_at AT TIME ZONE 'Europe/Riga', 'YYYY-MM-DD') AS day, tier.id AS "tierId", tier.name AS "tierName",
           tier.price_cents AS "tierCents"
         FROM events e JOIN LATERAL (SELECT id, name, price_cents FROM event_ticket_tiers WHERE event_id = e.id ORDER BY position LIMIT 1) tier ON true
         WHERE e.status = 'scheduled' AND e.category_id = $1 AND e.starts_at > now() + interval '2 days' ORDER BY e.starts_at LIMIT 1`,
        [concerts],
      );
      const event = rows[0] as { id: string; day: string; tierId: string; tierName: string; tierCents: number };
      const [year, month, day] = event.day.split('-');
      const before = (await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n;

      const wrongDay = await list(seller, { eventId: event.id, eventDate: inDays(400) }, null).set('Accept-Language', 'lv').expect(400);
      expect(wrongDay.body).toMatchObject({ code: 'marketplace.event_mismatch', message: `Pasākumam piesaistītai biļetei jāatbilst pasākuma kategorijai un datumam (${day}.${month}.${year}).` });
      const wrongCategory = await list(seller, { eventId: event.id, eventDate: event.day, categoryId: theatre }, null).expect(400);
      expect(wrongCategory.body.code).toBe('marketplace.event_mismatch');
      expect((await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n).toBe(before);

      // The event sells tiers: the seller picks one and its price is the face value (a face value the seller typed is not used).
      const noTier = await list(seller, { eventId: event.id, eventDate: event.day }, null).set('Accept-Language', 'en').expect(400);
      expect(noTier.body).toMatchObject({ code: 'marketplace.tier_required', message: "Choose the ticket type: this event sells several, and the type's price is the ticket's face value." });
      const tierPrice = (event.tierCents / 100).toFixed(2);
      const linked = await list(seller, { eventId: event.id, eventDate: event.day, tierId: event.tierId, faceValue: '1000.00', pricePerUnit: tierPrice }, null).expect(201);
      expect((await db.query('SELECT event_id, event_date::text AS day, face_value_cents, tier_name FROM tickets WHERE id = $1', [linked.body.id])).rows[0]).toEqual({
        event_id: event.id, day: event.day, face_value_cents: event.tierCents, tier_name: event.tierName,
      });
      // Editing keeps the rule: moving the linked ticket to another day is refused.
      await request(stack.http).patch(`/api/tickets/${linked.body.id}`).set(auth(seller)).send({ eventDate: inDays(400) }).expect(400);
    });

    it('refuses the whole hostile file set (executables, polyglots, scripts, bombs, oversized, empty) and stores none of them', async () => {
      const before = (await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n;
      const filesBefore = await storedFiles(stack);
      for (const file of hostileFiles()) {
        const refused = await list(seller, {}, file);
        const message = file.bytes.length === 0 ? 'The file is empty. Please select the ticket file again.' : 'Unsupported file format. Please select a PDF, JPG or PNG file';
        expect([file.label, refused.status, refused.body.message]).toEqual([file.label, 400, message]);
      }
      await list(seller, {}, { bytes: pdf(), name: 'ticket.png', type: 'image/png' }).expect(400);
      const oversized = await list(seller, {}, { bytes: Buffer.concat([pdf(), Buffer.alloc(10_485_760)]), name: 'big.pdf', type: 'application/pdf' }).expect(413);
      expect(oversized.body.message).toBe('File size cannot exceed 10MB');
      for (const file of hostileFiles()) {
        const refused = await request(stack.http).put('/api/me/avatar').set(auth(seller)).attach('file', file.bytes, { filename: file.name, contentType: file.type });
        expect([file.label, refused.status]).toEqual([file.label, 400]);
      }
      expect((await db.query('SELECT count(*)::int AS n FROM tickets')).rows[0].n).toBe(before);
      expect((await db.query('SELECT avatar_key FROM users WHERE id = $1', [seller.userId])).rows[0].avatar_key).toBeNull();
      expect(await storedFiles(stack)).toEqual(filesBefore);
    }, 60_000);

    it('refuses a file that is already listed, by anyone: a ticket cannot be sold twice', async () => {
      const bytes = pdf();
      await list(seller, {}, { bytes, name: 'a.pdf', type: 'application/pdf' }).expect(201);
      const again = await list(otherSeller, {}, { bytes, name: 'copy.pdf', type: 'application/pdf' }).expect(409);
      expect(again.body.code).toBe('marketplace.file_already_listed');
    });
  });

  describe('browsing', () => {
    it('offers available tickets by event date, searchable, with the seller as "First L." and no private data', async () => {
      const far = await list(seller, { title: 'Tālais koncerts', eventDate: inDays(60) }).expect(201);
      const near = await list(seller, { title: 'Tuvais KONCERTS', eventDate: inDays(5) }).expect(201);
      const response = await request(stack.http).get(`/api/tickets?category=koncerti&q=koncerts&pageSize=100`).expect(200);
      const ids = response.body.items.map((ticket: { id: string }) => ticket.id);
      expect(ids.indexOf(near.body.id)).toBeLessThan(ids.indexOf(far.body.id));
      const item = response.body.items.find((ticket: { id: string }) => ticket.id === near.body.id);
      expect(item.seller.name).toBe('Anna B.');
      expect(item.priceCents).toBe(9100);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(seller.email);
      expect(text).not.toMatch(/file_?key|sha256|\+371/i);

      const ranged = await request(stack.http).get(`/api/tickets?from=${inDays(4)}&to=${inDays(6)}&pageSize=100`).expect(200);
      expect(ranged.body.items.map((ticket: { id: string }) => ticket.id)).toContain(near.body.id);
      expect(ranged.body.items.map((ticket: { id: string }) => ticket.id)).not.toContain(far.body.id);
    });
  });

  describe('changing and deleting', () => {
    it('lets only the seller edit an available listing, and never writes status, buyer or totals', async () => {
      const { body } = await list(seller).expect(201);
      await request(stack.http).patch(`/api/tickets/${body.id}`).set(auth(otherSeller)).send({ title: 'Nozagts' }).expect(403);
      for (const forbidden of [{ status: 'sold' }, { buyerId: buyer.userId }, { sellerId: otherSeller.userId }, { priceCents: 1 }, { ownerId: buyer.userId }]) {
        await request(stack.http).patch(`/api/tickets/${body.id}`).set(auth(seller)).send(forbidden).expect(400);
      }
      await request(stack.http).patch(`/api/tickets/${body.id}`).set(auth(seller)).send({ pricePerUnit: '30', faceValue: '30', quantity: 3, categoryId: theatre }).expect(204);
      const { rows } = await db.query('SELECT * FROM tickets WHERE id = $1', [body.id]);
      expect(rows[0]).toMatchObject({ price_cents: 9000, status: 'available', seller_id: seller.userId, buyer_id: null, category_id: theatre, title: 'Prāta Vētra' });
    });

    it('archives and deletes for the seller only, with the spec messages for others', async () => {
      const { body } = await list(seller).expect(201);
      const anonymous = await request(stack.http).delete(`/api/tickets/${body.id}`).expect(401);
      expect(anonymous.body.message).toBe('Please log in to delete a ticket');
      const stranger = await request(stack.http).delete(`/api/tickets/${body.id}`).set(auth(otherSeller)).expect(403);
      expect(stranger.body.message).toBe('You are not authorized to delete this ticket');
      await request(stack.http).delete(`/api/tickets/${body.id}`).set(auth(seller)).expect(204);
      expect((await db.query('SELECT count(*)::int AS n FROM tickets WHERE id = $1', [body.id])).rows[0].n).toBe(0);
      const archived = await db.query('SELECT title, deleted_by FROM deleted_tickets WHERE original_id = $1', [body.id]);
      expect(archived.rows).toEqual([{ title: 'Prāta Vētra', deleted_by: seller.userId }]);
    });
  });

  describe('buying', () => {
    /** An order for all the listing's tickets at the price they were shown (45.50). */
    const order = (user: User, ticketId: string, key: string | null = randomUUID()) => {
      const call = request(stack.http).post('/api/orders').set(auth(user));
      return (key ? call.set('Idempotency-Key', key) : call).send({ ticketId, quantity: 2, ...seen });
    };

    it('sells to one buyer once paid, records the order, mails both, and replays the same key to the same order', async () => {
      const { body } = await list(seller, { title: 'Doma koris' }).expect(201);
      await order(buyer, body.id, null).expect(400);
      const own = await order(seller, body.id).expect(403);
      expect(own.body.code).toBe('marketplace.own_ticket');

      const key = randomUUID();
      const first = await order(buyer, body.id, key).expect(201);
      expect(first.body).toMatchObject({ status: 'awaiting_payment', ticket: { id: body.id }, amounts: { ticketsCents: 9100, buyerFeeCents: 505, totalCents: 9605, currency: 'EUR' } });
      const replay = await order(buyer, body.id, key).expect(201);
      expect(replay.body.id).toBe(first.body.id);

      const { body: another } = await list(seller).expect(201);
      await order(buyer, another.id, key).expect(422);

      await boughtListing(stack, otherSeller, (await list(seller, { title: 'Cits' }).expect(201)).body.id, { unitPriceCents: 4550, quantity: 2 });
      await stack.stripe.pay(checkoutSessionOf(first.body.checkoutUrl));
      await eventually(() => request(stack.http).get(`/api/orders/${first.body.id}`).set(auth(buyer)).then((response) => response.body.status), (status) => status === 'paid');
      const late = await order(otherSeller, body.id).query({ lang: 'lt' }).expect(409);
      expect(late.body).toEqual({ code: 'marketplace.already_sold', message: 'Deja, šis bilietas ką tik parduotas kitam pirkėjui.' });

      const { rows } = await db.query('SELECT status, buyer_id, owner_id FROM tickets WHERE id = $1', [body.id]);
      expect(rows[0]).toEqual({ status: 'sold', buyer_id: buyer.userId, owner_id: buyer.userId });
      expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE ticket_id = $1', [body.id])).rows[0].n).toBe(1);
      const toBuyer = await stack.mail.waitFor((message) => message.to.includes(buyer.email) && message.subject === 'Ticket purchased: Doma koris', 15_000);
      const toSeller = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject === 'Your ticket was sold: Doma koris', 15_000);
      const eventDate = inDays(30).split('-').reverse().join('.');
      // The buyer paid the tickets and the fee (and reads how that adds up); the seller sold the tickets and learns what
      // reaches them after the seller's fee. Amounts, dates and the order read as on the
      // storefront ("96,05 €", dd.MM.yyyy, the order's short number), not as the API's decimals and id.
      expect(toBuyer.text).toContain('You paid 96,05\u00a0€ (91,00\u00a0€ for the tickets and a 5,05\u00a0€ service fee).');
      expect(toSeller.text).toContain('was bought for 91,00\u00a0€. After our 4,55\u00a0€ service fee you will receive 86,45\u00a0€');
      for (const message of [toBuyer, toSeller]) {
        expect(message.text).toContain(`(${eventDate})`);
        expect(message.text).toContain(`Order number: ${first.body.id.slice(0, 8).toUpperCase()}.`);
        expect(message.text).not.toContain(first.body.id);
        expect(message.text).not.toContain('EUR');
        expect(message.text).toContain('Hello, Anna!');
      }

      const purchased = await request(stack.http).get('/api/me/tickets?role=buyer').set(auth(buyer)).expect(200);
      expect(purchased.body.items.map((ticket: { id: string }) => ticket.id)).toContain(body.id);
      const sales = await request(stack.http).get('/api/me/orders').set(auth(seller)).expect(200);
      expect(sales.body.items.find((sale: { ticket: { id: string } }) => sale.ticket.id === body.id)).toMatchObject({ role: 'seller', status: 'paid', amountCents: 9100, counterpart: { name: 'Anna B.' } });
      const offered = await request(stack.http).get('/api/tickets?pageSize=100').expect(200);
      expect(offered.body.items.map((ticket: { id: string }) => ticket.id)).not.toContain(body.id);
    }, 30_000);

    it('lets exactly one of many simultaneous buyers hold a listing', async () => {
      const { body } = await list(seller, { title: 'Sacīkstes' }).expect(201);
      const buyers = [buyer, otherSeller, ...(await Promise.all([1, 2, 3, 4, 5, 6].map((index) => signedUpUser(stack, `racer${index}`))))];
      const responses = await Promise.all(buyers.map((racer) => order(racer, body.id)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE ticket_id = $1', [body.id])).rows[0].n).toBe(1);
    }, 60_000);

    it('keeps one Idempotency-Key to one order when it is sent twice at the same moment', async () => {
      const { body: ticket } = await list(seller, { title: 'Dubultklikšķis' }).expect(201);
      const key = randomUUID();
      const twice = await Promise.all([1, 2].map(() => order(otherSeller, ticket.id, key)));
      expect(twice.map((response) => response.status)).toEqual([201, 201]);
      expect(twice[1].body.id).toBe(twice[0].body.id);

      const [first, second] = [(await list(seller).expect(201)).body, (await list(seller).expect(201)).body];
      const otherKey = randomUUID();
      const split = await Promise.all([first, second].map((listing) => order(otherSeller, listing.id, otherKey)));
      expect(split.map((response) => response.status).sort()).toEqual([201, 422]);
      const { rows } = await db.query(`SELECT status FROM tickets WHERE id = ANY($1) ORDER BY status`, [[first.id, second.id]]);
      expect(rows.map((row) => row.status)).toEqual(['available', 'reserved']);
      expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE ticket_id = ANY($1)', [[first.id, second.id]])).rows[0].n).toBe(1);
    }, 30_000);

    it('gives the ticket file to its seller and buyer only, as an attachment', async () => {
      const bytes = pdf();
      const { body } = await list(seller, {}, { bytes, name: 'mine.pdf', type: 'application/pdf' }).expect(201);
      await request(stack.http).get(`/api/tickets/${body.id}/file`).set(auth(buyer)).expect(404);
      await boughtListing(stack, buyer, body.id, { unitPriceCents: 4550, quantity: 2 });
      for (const user of [seller, buyer]) {
        const file = await request(stack.http).get(`/api/tickets/${body.id}/file`).set(auth(user)).buffer(true).parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        }).expect(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        // Named by its event and day, readable in a phone's downloads: the title in UTF-8, and an ASCII twin.
        expect(file.headers['content-disposition']).toBe(`attachment; filename="Prata-Vetra-${inDays(30)}.pdf"; filename*=UTF-8''${encodeURIComponent(`Prāta Vētra ${inDays(30)}.pdf`)}`);
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
      }
      await request(stack.http).get(`/api/tickets/${body.id}/file`).set(auth(otherSeller)).expect(404);
      await request(stack.http).get(`/api/tickets/${body.id}/file`).expect(401);
    });
  });
});
