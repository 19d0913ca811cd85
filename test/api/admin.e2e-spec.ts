import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { signedUpUser } from './support/accounts.js';
import { boughtListing } from './support/orders.js';
import { eventually } from './support/eventually.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

describe('back-office API: catalogue and marketplace', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let user: User;
  let seller: User;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, user, seller] = await Promise.all([signedUpUser(stack, 'admin'), signedUpUser(stack, 'user'), signedUpUser(stack, 'seller')]);
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const as = (who: User) => ({ Authorization: `Bearer ${who.accessToken}` });

  it('refuses every /api/admin route of the OpenAPI document to visitors (401) and to non-administrators (403)', async () => {
    const document = (await request(stack.http).get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method, path })));
    // Each area of the back-office is in the document, so that a route cannot escape this check by being left out.
    const areas = new Set(documented.map((route) => route.path.split('/')[3]));
    expect([...areas].sort()).toEqual(expect.arrayContaining(['activity', 'administrators', 'categories', 'checkout-settings', 'dashboard', 'events', 'orders', 'queues', 'system-status', 'tickets', 'users']));
    // Plus paths that no controller declares: below the queue board, and one that does not exist at all.
    const routes = [
      ...documented,
      { method: 'get', path: '/api/admin/queues/api/queues' },
      { method: 'put', path: '/api/admin/queues/api/queues/mail/retry/failed' },
      { method: 'get', path: '/api/admin/no-such-area' },
    ].map((route) => ({ ...route, path: route.path.replace(/\{[^}]+\}/g, randomUUID()) }));
    expect(routes.length).toBeGreaterThanOrEqual(40);
    for (const route of routes) {
      const call = (headers: Record<string, string>) => {
        const test = (request(stack.http) as unknown as Record<string, (path: string) => request.Test>)[route.method](route.path).set(headers);
        return ['post', 'put', 'patch', 'delete'].includes(route.method) ? test.send({}) : test;
      };
      expect([route.method, route.path, (await call({})).status]).toEqual([route.method, route.path, 401]);
      const refused = await call(as(user));
      // A HEAD answer has no body to read the message from.
      const message = route.method === 'head' ? 'Administrator privileges required.' : refused.body.message;
      expect([route.method, route.path, refused.status, message]).toEqual([route.method, route.path, 403, 'Administrator privileges required.']);
    }
  }, 90_000);

  describe('catalogue', () => {
    it('lists categories in the simple-rest dialect with Content-Range', async () => {
      const response = await request(stack.http).get('/api/admin/categories?sort=["priority","ASC"]&range=[0,4]').set(as(admin)).expect(200);
      expect(response.body).toHaveLength(5);
      expect(response.headers['content-range']).toBe('categories 0-4/9');
      expect(response.body[0]).toMatchObject({ key: 'theatre', nameLv: 'Teātris', nameEe: 'Teater', status: 'active' });
      await request(stack.http).get('/api/admin/categories?sort=["password","ASC"]').set(as(admin)).expect(400);
    });

    it('edits the four localized names of a category and shows them on the storefront', async () => {
      const [cinema] = (await request(stack.http).get('/api/admin/categories?filter={"q":"cinema"}').set(as(admin)).expect(200)).body;
      await request(stack.http).put(`/api/admin/categories/${cinema.id}`).set(as(admin)).send({ ...cinema, nameLv: 'Kinoteātris', priority: 1 }).expect(200);
      const storefront = await request(stack.http).get('/api/categories?lang=lv').expect(200);
      expect(storefront.body[0].name).toBe('Kinoteātris');
    });

    it('creates, edits and cancels an event with organiser tiers', async () => {
      const [concerts] = (await request(stack.http).get('/api/admin/categories?filter={"q":"concerts"}').set(as(admin)).expect(200)).body;
      const startsAt = new Date(Date.now() + 40 * 86_400_000).toISOString();
      const created = await request(stack.http)
        .post('/api/admin/events')
        .set(as(admin))
        .send({ categoryId: concerts.id, title: 'Jaunais koncerts', venue: 'Dzintaru koncertzāle', city: 'Jūrmala', startsAt, status: 'scheduled', tiers: [{ name: 'VIP', priceCents: 9000, available: 5 }] })
        .expect(201);
      expect(created.body.tiers).toEqual([expect.objectContaining({ name: 'VIP', priceCents: 9000, available: 5 })]);
      const found = await request(stack.http).get('/api/events?q=dzintaru').expect(200);
      expect(found.body.items.map((event: { id: string }) => event.id)).toContain(created.body.id);

      await request(stack.http).put(`/api/admin/events/${created.body.id}`).set(as(admin)).send({ ...created.body, status: 'cancelled' }).expect(200);
      const after = await request(stack.http).get('/api/events?q=dzintaru').expect(200);
      expect(after.body.items.map((event: { id: string }) => event.id)).not.toContain(created.body.id);
    });

    it('refuses to delete an event that has tickets listed, and deletes one that has none', async () => {
      const [event] = (await request(stack.http).get('/api/events?category=teatris&pageSize=1').expect(200)).body.items;
      const [tier] = (await request(stack.http).get(`/api/events/${event.id}`).expect(200)).body.tiers as { id: string; priceCents: number }[];
      const ticketFile = pdf();
      await request(stack.http)
        .post('/api/tickets')
        .set(as(seller))
        .field({ title: 'Izrāde', categoryId: event.category.id, eventId: event.id, eventDate: event.startsAt.slice(0, 10), venue: 'Dailes teātris', pricePerUnit: (tier.priceCents / 100).toFixed(2), tierId: tier.id, quantity: '1' })
        .attach('file', ticketFile, { filename: 't.pdf', contentType: 'application/pdf' })
        .expect(201);
      const refused = await request(stack.http).delete(`/api/admin/events/${event.id}?lang=lv`).set(as(admin)).expect(409);
      expect(refused.body.message).toBe('Šim pasākumam ir piedāvātas biļetes, tāpēc to nevar dzēst. Tā vietā atceliet to.');

      const [other] = (await request(stack.http).get('/api/events?category=kino&pageSize=1').expect(200)).body.items;
      await request(stack.http).delete(`/api/admin/events/${other.id}`).set(as(admin)).expect(200);
      await request(stack.http).get(`/api/events/${other.id}`).expect(410); // removed for good: search engines drop it (issue 25)
    });
  });

  describe('marketplace', () => {
    async function listing(title: string) {
      const [category] = (await request(stack.http).get('/api/categories').expect(200)).body;
      const ticketFile = pdf();
      const response = await request(stack.http)
        .post('/api/tickets')
        .set(as(seller))
        .field({ title, categoryId: category.id, eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), venue: 'Arēna Rīga', pricePerUnit: '25', faceValue: '25', quantity: '2' })
        .attach('file', ticketFile, { filename: 't.pdf', contentType: 'application/pdf' })
        .expect(201);
      return response.body.id as string;
    }

    it('filters tickets by status and seller, and shows the seller contact to staff only', async () => {
      const id = await listing('Staff filter test');
      const response = await request(stack.http).get(`/api/admin/tickets?filter=${encodeURIComponent(JSON.stringify({ status: 'available', sellerId: seller.userId }))}`).set(as(admin)).expect(200);
      expect(response.body.map((ticket: { id: string }) => ticket.id)).toContain(id);
      expect(response.body.every((ticket: { status: string; sellerEmail: string }) => ticket.status === 'available' && ticket.sellerEmail === seller.email)).toBe(true);
      expect(response.headers['content-range']).toMatch(/^tickets 0-\d+\/\d+$/);
    });

    it('withdraws a listing with a reason that is emailed to the seller', async () => {
      const id = await listing('Aizdomīga biļete');
      const withdrawn = await request(stack.http).post(`/api/admin/tickets/${id}/withdraw`).set(as(admin)).send({ reason: 'The barcode belongs to another ticket.' }).expect(200);
      expect(withdrawn.body).toMatchObject({ status: 'withdrawn', withdrawnReason: 'The barcode belongs to another ticket.' });
      const mail = await stack.mail.waitFor((message) => message.to.includes(seller.email) && message.subject.includes('Aizdomīga biļete'), 15_000);
      expect(mail.text).toContain('The barcode belongs to another ticket.');
      const offered = await request(stack.http).get('/api/tickets?pageSize=100').expect(200);
      expect(offered.body.items.map((ticket: { id: string }) => ticket.id)).not.toContain(id);
      await request(stack.http).post('/api/orders').set(as(user)).set('Idempotency-Key', randomUUID()).send({ ticketId: id, quantity: 2, expectedUnitPriceCents: 2500 }).expect(404);
      await request(stack.http).post(`/api/admin/tickets/${id}/withdraw`).set(as(admin)).send({ reason: 'Again, twice.' }).expect(409);
    });

    it('lists orders for staff', async () => {
      const id = await listing('Pārdota biļete');
      const orderId = await boughtListing(stack, user, id, { unitPriceCents: 2500, quantity: 2 });
      const orders = await request(stack.http).get('/api/admin/orders').set(as(admin)).expect(200);
      // What the buyer paid: 50.00 of tickets and the 5 % + 0.50 fee.
      expect(orders.body.find((row: { id: string }) => row.id === orderId)).toMatchObject({ ticketTitle: 'Pārdota biļete', buyerEmail: user.email, sellerEmail: seller.email, amountCents: 5300 });
      await request(stack.http).get(`/api/admin/orders/${orderId}`).set(as(admin)).expect(200);
    });

    it('expires listings whose event day has passed, by the scheduled job', async () => {
      const id = await listing('Vecā biļete');
      await db.query(`UPDATE tickets SET event_date = current_date - 2 WHERE id = $1`, [id]);
      const { Queue, createPostgresBackend, setDefaultBackendFactory } = await import('bullmq');
      setDefaultBackendFactory(createPostgresBackend);
      const queue = new Queue('maintenance', { connection: { connectionString: stack.database.url, schema: 'bullmq' } as never, prefix: stack.env.QUEUE_PREFIX });
      try {
        // The worker keeps the hourly schedule of this job...
        const schedulers = await eventually(() => queue.getJobSchedulers(), (found) => found.some((scheduler) => scheduler.name === 'marketplace.expire-listings'));
        expect(schedulers.find((scheduler) => scheduler.name === 'marketplace.expire-listings')).toMatchObject({ key: 'expire-listings' });
        // ...and we run it now instead of waiting for the hour: the same job the scheduler enqueues.
        await queue.add('marketplace.expire-listings', {});
        await eventually(async () => (await db.query('SELECT status FROM tickets WHERE id = $1', [id])).rows[0].status, (status) => status === 'expired', 15_000);
      } finally {
        await queue.close();
      }
    }, 30_000);
  });

  describe('checkout settings', () => {
    const DEFAULTS = { holdMinutes: 10, buyerFee: { percentBasisPoints: 500, fixedCents: 50 }, sellerFee: { percentBasisPoints: 500, fixedCents: 0 }, categoryFees: [] };
    const fee = (percentBasisPoints: number, fixedCents: number) => ({ percentBasisPoints, fixedCents });
    const example = (buyerFeeCents: number, sellerFeeCents: number) => ({ ticketsCents: 5000, buyerFeeCents, totalCents: 5000 + buyerFeeCents, sellerFeeCents, payoutCents: 5000 - sellerFeeCents, currency: 'EUR' });
    const categoryId = async (key: string) => (await db.query<{ id: string }>('SELECT id FROM categories WHERE key = $1', [key])).rows[0].id;
    const settings = async () => (await request(stack.http).get('/api/admin/checkout-settings').set(as(admin)).expect(200)).body;
    const checkoutChanges = async () =>
      (await request(stack.http).get(`/api/admin/activity?filter=${encodeURIComponent(JSON.stringify({ kind: 'system_update' }))}&range=[0,99]`).set(as(admin)).expect(200)).body.filter(
        (entry: { data: { change?: string } }) => entry.data.change === 'checkout settings updated',
      );

    /** Two tickets for €25.00 in the category, listed by the seller, and the buyer's order for them (the provider may be absent: 503, the hold stays). */
    async function orderIn(category: string) {
      const listing = await request(stack.http)
        .post('/api/tickets')
        .set(as(seller))
        .field({ title: `Fees ${category}`, categoryId: await categoryId(category), eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), venue: 'Arēna Rīga', pricePerUnit: '25', faceValue: '25', quantity: '2' })
        .attach('file', pdf(), { filename: 't.pdf', contentType: 'application/pdf' })
        .expect(201);
      const placed = await request(stack.http).post('/api/orders').set(as(user)).set('Idempotency-Key', randomUUID()).send({ ticketId: listing.body.id, quantity: 2, expectedUnitPriceCents: 2500 });
      expect([201, 503]).toContain(placed.status);
      return listing.body.id as string;
    }
    const amountsOf = async (ticketId: string) =>
      (
        await db.query(
          `SELECT tickets_cents AS "ticketsCents", buyer_fee_cents AS "buyerFeeCents", total_cents AS "totalCents", seller_fee_cents AS "sellerFeeCents",
             EXTRACT(EPOCH FROM hold_expires_at - created_at)::int AS "holdSeconds" FROM orders WHERE ticket_id = $1`,
          [ticketId],
        )
      ).rows[0];

    it('shows the defaults, with what a €50.00 ticket comes to under them', async () => {
      expect(await settings()).toEqual({ ...DEFAULTS, example: example(300, 250) });
    });

    it('refuses a hold or fee out of bounds, a category twice and an unknown category, in the request language, and changes nothing', async () => {
      const concerts = await categoryId('concerts');
      const refused = async (body: object, lang: string) => (await request(stack.http).put(`/api/admin/checkout-settings?lang=${lang}`).set(as(admin)).send(body).expect(400)).body;

      expect(await refused({ ...DEFAULTS, holdMinutes: 31 }, 'lv')).toMatchObject({ code: 'marketplace.hold_minutes_invalid', message: 'Rezervācijai jāilgst vesels minūšu skaits no 1 līdz 30.' });
      expect(await refused({ ...DEFAULTS, buyerFee: fee(5001, 0) }, 'en')).toMatchObject({
        code: 'marketplace.buyer_fee_invalid',
        message: "The buyer's fee must be a percentage from 0 to 50 % plus a fixed part from 0 to 100.00 EUR.",
      });
      const ofCategory = await refused({ ...DEFAULTS, categoryFees: [{ categoryId: concerts, buyerFee: fee(0, 0), sellerFee: fee(0, 10_001) }] }, 'et');
      expect(ofCategory).toMatchObject({ code: 'marketplace.seller_fee_invalid', params: { categoryId: concerts }, message: 'Müüja teenustasu peab olema protsent vahemikus 0 kuni 50 % pluss fikseeritud osa vahemikus 0 kuni 100.00 EUR.' });
      const twice = [{ categoryId: concerts, buyerFee: fee(300, 0), sellerFee: fee(200, 0) }, { categoryId: concerts.toUpperCase(), buyerFee: fee(400, 0), sellerFee: fee(200, 0) }];
      expect(await refused({ ...DEFAULTS, categoryFees: twice }, 'en')).toMatchObject({ code: 'marketplace.category_fees_twice' });
      const unknown = randomUUID();
      expect(await refused({ ...DEFAULTS, categoryFees: [{ categoryId: unknown, buyerFee: fee(300, 0), sellerFee: fee(200, 0) }] }, 'lt')).toMatchObject({
        code: 'marketplace.category_fees_unknown_category',
        message: `Kategorijos ${unknown} nėra. Pasirinkite kategoriją iš sąrašo, kad nustatytumėte jai savus mokesčius.`,
      });
      // Euros or a percentage with decimals instead of cents and basis points: a field error.
      expect(await refused({ ...DEFAULTS, buyerFee: fee(5.5, 50) }, 'en')).toMatchObject({ code: 'validation.failed', fieldErrors: { 'buyerFee.percentBasisPoints': 'Must be a whole number.' } });

      expect(await settings()).toEqual({ ...DEFAULTS, example: example(300, 250) });
      expect(await checkoutChanges()).toEqual([]);
    });

    it('saves new fees and records who changed what; orders placed afterwards use them, orders placed before keep their amounts', async () => {
      const before = await orderIn('theatre');
      const concerts = await categoryId('concerts');
      const changed = { holdMinutes: 15, buyerFee: fee(600, 50), sellerFee: fee(500, 0), categoryFees: [{ categoryId: concerts, buyerFee: fee(300, 0), sellerFee: fee(200, 100) }] };
      const saved = await request(stack.http).put('/api/admin/checkout-settings').set(as(admin)).send(changed).expect(200);
      const expected = { ...changed, example: example(350, 250), categoryFees: [{ ...changed.categoryFees[0], example: example(150, 200) }] };
      expect(saved.body).toEqual(expected);
      expect(await settings()).toEqual(expected);

      const [entry] = await checkoutChanges();
      expect(entry).toMatchObject({
        actor: admin.email,
        data: { change: 'checkout settings updated', hold: 'hold: 10 → 15 min', buyerFee: 'buyer fee: 5.00 % + 0.50 EUR → 6.00 % + 0.50 EUR', categoryFees: 'category fees: 1 added, 0 changed, 0 removed' },
      });

      const [inConcerts, inTheatre] = [await orderIn('concerts'), await orderIn('theatre')];
      expect(await amountsOf(inConcerts)).toEqual({ ticketsCents: 5000, buyerFeeCents: 150, totalCents: 5150, sellerFeeCents: 200, holdSeconds: 900 });
      expect(await amountsOf(inTheatre)).toEqual({ ticketsCents: 5000, buyerFeeCents: 350, totalCents: 5350, sellerFeeCents: 250, holdSeconds: 900 });
      expect(await amountsOf(before)).toEqual({ ticketsCents: 5000, buyerFeeCents: 300, totalCents: 5300, sellerFeeCents: 250, holdSeconds: 600 });

      // The same settings saved again: nothing to record.
      await request(stack.http).put('/api/admin/checkout-settings').set(as(admin)).send(changed).expect(200);
      expect(await checkoutChanges()).toHaveLength(1);
    });
  });
});
