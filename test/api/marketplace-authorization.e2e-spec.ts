import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { signedUpUser } from './support/accounts.js';
import { boughtListing } from './support/orders.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type Actor = 'visitor' | 'seller' | 'otherSeller' | 'buyer' | 'admin';

/**
 * Every ticket route × every kind of caller × a ticket that belongs to someone else: nothing forbidden succeeds,
 * and the database shows that nothing changed.
 */
describe('marketplace authorization matrix', () => {
  let stack: TestStack;
  let db: pg.Client;
  const tokens: Partial<Record<Actor, string>> = {};
  let available: string;
  let sold: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const [seller, otherSeller, buyer, admin] = await Promise.all(['seller', 'other', 'buyer', 'admin'].map((label) => signedUpUser(stack, label)));
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    Object.assign(tokens, { seller: seller.accessToken, otherSeller: otherSeller.accessToken, buyer: buyer.accessToken, admin: admin.accessToken });
    const [category] = (await request(stack.http).get('/api/categories').expect(200)).body;
    const listing = async () => {
      const response = await request(stack.http)
        .post('/api/tickets')
        .set('Authorization', `Bearer ${seller.accessToken}`)
        .field({ title: 'Matrix', categoryId: category.id, eventDate: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10), venue: 'Rīga', pricePerUnit: '10', faceValue: '10', quantity: '1' })
        .attach('file', pdf(), { filename: 't.pdf', contentType: 'application/pdf' })
        .expect(201);
      return response.body.id as string;
    };
    available = await listing();
    sold = await listing();
    await boughtListing(stack, buyer, sold, { unitPriceCents: 1000, quantity: 1 });
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const snapshot = async () => (await db.query('SELECT id, status, buyer_id, seller_id, owner_id, price_cents, title FROM tickets ORDER BY id')).rows;
  const call = (actor: Actor, method: 'get' | 'patch' | 'delete' | 'post', path: string, body?: object) => {
    const test = request(stack.http)[method](path);
    if (actor !== 'visitor') test.set('Authorization', `Bearer ${tokens[actor]}`);
    // An order states the price the buyer was shown (10.00): refusals below are about who buys, not what was sent.
    if (path === '/api/orders') return test.set('Idempotency-Key', randomUUID()).send(body);
    return body ? test.send(body) : test;
  };

  it('lets no one but the seller change or delete a listing, and no one but seller and buyer read its file', async () => {
    const before = await snapshot();
    const forbidden: [Actor, 'get' | 'patch' | 'delete' | 'post', string, object | undefined][] = [];
    for (const actor of ['visitor', 'otherSeller', 'buyer', 'admin'] as Actor[]) {
      forbidden.push([actor, 'patch', `/api/tickets/${available}`, { title: 'Hijacked' }]);
      forbidden.push([actor, 'delete', `/api/tickets/${available}`, undefined]);
      forbidden.push([actor, 'patch', `/api/tickets/${sold}`, { title: 'Hijacked' }]);
      forbidden.push([actor, 'delete', `/api/tickets/${sold}`, undefined]);
    }
    for (const actor of ['visitor', 'otherSeller', 'admin'] as Actor[]) forbidden.push([actor, 'get', `/api/tickets/${sold}/file`, undefined]);
    for (const actor of ['visitor', 'otherSeller', 'buyer', 'admin'] as Actor[]) forbidden.push([actor, 'get', `/api/tickets/${available}/file`, undefined]);
    const orderFor = (ticketId: string) => ({ ticketId, quantity: 1, expectedUnitPriceCents: 1000 });
    forbidden.push(['seller', 'post', '/api/orders', orderFor(available)]);
    forbidden.push(['visitor', 'post', '/api/orders', orderFor(available)]);
    for (const actor of ['otherSeller', 'admin', 'buyer'] as Actor[]) forbidden.push([actor, 'post', '/api/orders', orderFor(sold)]);
    forbidden.push(['seller', 'patch', `/api/tickets/${sold}`, { title: 'Changed after sale' }]);
    forbidden.push(['seller', 'delete', `/api/tickets/${sold}`, undefined]);

    const outcomes = [];
    for (const [actor, method, path, body] of forbidden) {
      const response = await call(actor, method, path, body);
      outcomes.push({ actor, method, path: path.replace(available, ':available').replace(sold, ':sold'), status: response.status });
    }
    const succeeded = outcomes.filter((outcome) => outcome.status < 400);
    expect(succeeded).toEqual([]);
    expect(outcomes.every((outcome) => [401, 403, 404, 409].includes(outcome.status))).toBe(true);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('shows each user only their own tickets and orders', async () => {
    for (const actor of ['otherSeller', 'admin'] as Actor[]) {
      for (const role of ['seller', 'buyer']) {
        const response = await call(actor, 'get', `/api/me/tickets?role=${role}`).expect(200);
        expect(response.body).toMatchObject({ items: [], total: 0 });
      }
      expect((await call(actor, 'get', '/api/me/orders').expect(200)).body).toMatchObject({ items: [], total: 0 });
    }
    await call('visitor', 'get', '/api/me/tickets?role=seller').expect(401);
    await call('visitor', 'get', '/api/me/orders').expect(401);
  });

  it('lets the seller and the buyer do what is theirs', async () => {
    await call('seller', 'get', `/api/tickets/${sold}/file`).expect(200);
    await call('buyer', 'get', `/api/tickets/${sold}/file`).expect(200);
    await call('seller', 'patch', `/api/tickets/${available}`, { title: 'Matrix, edited' }).expect(204);
    await call('seller', 'delete', `/api/tickets/${available}`).expect(204);
  });
});
