import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { blackPng, pdf } from '../../backend/src/testing/hostile-files.js';
import { refreshCookieOf, register, signedUpUser, signIn, STRONG_PASSWORD, uniqueEmail } from './support/accounts.js';
import { DocumentedResponses } from './support/documented-responses.js';
import type { OpenApiDocument } from './support/fuzz.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type Role = 'visitor' | 'unconfirmed' | 'user' | 'owner' | 'admin';
type Access = 'public' | 'user' | 'confirmed' | 'owner' | 'admin' | 'operator';
type Account = Awaited<ReturnType<typeof signIn>>;

const ROLES: readonly Role[] = ['visitor', 'unconfirmed', 'user', 'owner', 'admin'];
const ACCESS_LEVELS: readonly string[] = ['public', 'user', 'confirmed', 'owner', 'admin', 'operator'];

/**
 * Whom each access level lets in. "refused" is 401 or 403; "allowed" is any other answer (a request that passes the
 * access check may still fail on what it asks for, e.g. 404 for an unknown id in the back-office).
 */
const LETS_IN: Record<Access, readonly Role[]> = {
  public: ROLES,
  user: ['unconfirmed', 'user', 'owner', 'admin'],
  confirmed: ['user', 'owner', 'admin'],
  owner: ['owner'],
  admin: ['admin'],
  operator: [],
};

/**
 * How a signed-in account that is not the owner is refused, per owner-only operation: 403 where the resource is
 * public anyway (a listing), 404 where even its existence is private to its owner (the file of a listing).
 * An owner-only operation missing here fails the test.
 */
const NON_OWNER_REFUSAL: Record<string, number> = {
  'patch /api/tickets/{id}': 403,
  'delete /api/tickets/{id}': 403,
  'get /api/tickets/{id}/file': 404,
  'get /api/tickets/{id}/files/{index}': 404,
  'get /api/orders/{id}': 404,
  'post /api/orders/{id}/cancellation': 404,
  'get /api/orders/{id}/claims': 404,
  'post /api/orders/{id}/claims': 404,
  'post /api/orders/{id}/move-refund': 404,
  'post /api/orders/{id}/claims/{claimId}/answer': 404,
  'get /api/orders/{id}/claims/{claimId}/files/{n}': 404,
  'patch /api/me/waiting-list/{id}': 404,
  'delete /api/me/waiting-list/{id}': 404,
  'get /api/me/waiting-list-offers/{id}': 404,
};

/**
 * Every operation of the OpenAPI document, as every kind of caller, against the access level the document declares
 * for it (`x-access`): those it lets in get in, everyone else gets 401/403. Requests carry a valid body and real
 * ids, so that a refusal is the access check and not validation or a missing resource.
 */
describe('authorization matrix of the whole API, from the OpenAPI document', () => {
  let stack: TestStack;
  let db: pg.Client;
  let document: OpenApiDocument;
  let documented: DocumentedResponses;
  const accounts: Partial<Record<Exclude<Role, 'visitor'>, Account>> = {};
  let lister: Account;
  let categoryId: string;
  let eventId: string;
  let listerAvatarPath: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres', env: { AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_EMAIL: '100000', FORMS_RATE_LIMIT_PER_IP: '100000' } });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    const unconfirmedEmail = uniqueEmail('unconfirmed');
    await register(stack, unconfirmedEmail).expect(202);
    const [unconfirmed, user, owner, admin] = await Promise.all([signIn(stack, unconfirmedEmail), signedUpUser(stack, 'user'), signedUpUser(stack, 'owner'), signedUpUser(stack, 'admin')]);
    lister = await signedUpUser(stack, 'lister');
    // So that reading a user's picture finds one.
    const avatar = await request(stack.http).put('/api/me/avatar').set('Authorization', `Bearer ${lister.accessToken}`).attach('file', blackPng(64, 64), { filename: 'a.png', contentType: 'image/png' }).expect(200);
    listerAvatarPath = avatar.body.avatarUrl as string;
    // A confirmed administrator (an administrator must be a confirmed account).
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    Object.assign(accounts, { unconfirmed, user, owner, admin });
    ({ id: categoryId } = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0]);
    ({ id: eventId } = (await db.query('SELECT id FROM events ORDER BY starts_at LIMIT 1')).rows[0]);
    document = (await request(stack.http).get('/api/docs-json').expect(200)).body as OpenApiDocument;
    documented = new DocumentedResponses(document);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  const listingFields = () => ({ title: 'Matrix', categoryId, eventDate: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10), venue: 'Rīga', pricePerUnit: '10', faceValue: '10', quantity: '1' });

  /** A fresh listing (each allowed call may change or delete it), with its file. */
  async function listingOf(seller: Account): Promise<string> {
    const response = await request(stack.http)
      .post('/api/tickets')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .field(listingFields())
      .attach('file', pdf(), { filename: 't.pdf', contentType: 'application/pdf' })
      .expect(201);
    return response.body.id as string;
  }

  /** An order of the owner's, awaiting payment for a fresh listing (a cancellation ends it). */
  async function orderOf(buyer: Account): Promise<string> {
    const response = await request(stack.http)
      .post('/api/orders')
      .set('Authorization', `Bearer ${buyer.accessToken}`)
      .set('Idempotency-Key', randomUUID())
      .send({ ticketId: await listingOf(lister), quantity: 1, expectedUnitPriceCents: 1000 })
      .expect(201);
    return response.body.id as string;
  }

  /** A fresh waiting-list entry of the owner's for the first event (any earlier one left), with an open offer of a fresh listing. */
  async function waitingOf(owner: Account): Promise<{ entryId: string; offerId: string }> {
    await db.query(`UPDATE waiting_list_entries SET status = 'left' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [owner.email]);
    const joined = await request(stack.http).post('/api/me/waiting-list').set('Authorization', `Bearer ${owner.accessToken}`)
      .send({ eventId, quantity: 1, maxPricePerTicket: '55.00', acceptsFewer: false }).expect(201);
    const entryId = joined.body.id as string;
    const ticketId = await listingOf(lister);
    const offerId = randomUUID();
    await db.query(
      `INSERT INTO waiting_list_offers (id, entry_id, event_id, user_id, ticket_id, source_ticket_id, quantity, unit_price_cents, all_in_total_cents, expires_at, created_at)
       SELECT $1, e.id, e.event_id, e.user_id, $3, $3, 1, 1000, 1100, now() + interval '15 minutes', now() FROM waiting_list_entries e WHERE e.id = $2`,
      [offerId, entryId, ticketId],
    );
    return { entryId, offerId };
  }

  /** The path with real ids: the owner's own listing or order for owner-only operations, someone else's for the others. */
  async function concretePath(path: string, access: Access): Promise<string> {
    if (path.startsWith('/api/orders/{id}')) return path.replace('{id}', await orderOf(accounts.owner!));
    if (path.startsWith('/api/tickets/{id}')) return path.replace('{id}', await listingOf(access === 'owner' ? accounts.owner! : lister)).replace('{index}', '1');
    if (path === '/api/avatars/{userId}/{picture}') return listerAvatarPath;
    if (path.startsWith('/api/me/waiting-list/{id}')) return path.replace('{id}', (await waitingOf(accounts.owner!)).entryId);
    if (path.startsWith('/api/me/waiting-list-offers/{id}')) return path.replace('{id}', (await waitingOf(accounts.owner!)).offerId);
    if (path.startsWith('/api/events/{eventId}') || path.startsWith('/api/admin/waiting-lists/{id}')) return path.replace(/\{(eventId|id)\}/, eventId);
    if (path.startsWith('/api/events/{id}')) return path.replace('{id}', eventId);
    // Activity ids are sequence numbers, not UUIDs: a real entry (the sign-ups above), so an administrator reads it.
    if (path === '/api/admin/activity/{id}') return path.replace('{id}', (await db.query(`SELECT id::text FROM activity_log WHERE kind = 'user.registered' LIMIT 1`)).rows[0].id);
    return path.replace('{slug}', 'koncerti').replace(/\{[^}]+\}/g, randomUUID());
  }

  /** Every answer is also checked against the response schema the document gives it. */
  async function send(method: string, path: string, access: Access, role: Role): Promise<request.Response> {
    const response = await sendValid(method, path, access, role);
    documented.check(method, path, response.status, response.headers['content-type'], response.body);
    return response;
  }

  /** A request that passes validation for operations that need one; everything else is sent as is. */
  async function sendValid(method: string, path: string, access: Access, role: Role): Promise<request.Response> {
    const concrete = await concretePath(path, access);
    const call = (request(stack.http) as unknown as Record<string, (path: string) => request.Test>)[method](concrete);
    if (role !== 'visitor') call.set('Authorization', `Bearer ${accounts[role]!.accessToken}`);
    const key = `${method} ${path}`;
    switch (key) {
      case 'post /api/auth/register':
        return call.send({ email: uniqueEmail('matrix'), password: STRONG_PASSWORD, firstName: 'Anna', lastName: 'Bērziņa' });
      case 'post /api/auth/login':
        return call.send({ email: lister.email, password: STRONG_PASSWORD });
      case 'post /api/auth/refresh': {
        const cookie = refreshCookieOf(await request(stack.http).post('/api/auth/login').send({ email: lister.email, password: STRONG_PASSWORD }).expect(200));
        return call.set('Cookie', cookie!).set('Origin', stack.env.PUBLIC_URL).send();
      }
      case 'post /api/auth/email-confirmations':
      case 'post /api/auth/email-changes':
      case 'post /api/auth/email-change-reports':
      case 'post /api/auth/password-resets':
        return call.send({ token: 'a'.repeat(32), password: STRONG_PASSWORD });
      case 'post /api/auth/password-reset-requests':
        return call.send({ email: lister.email });
      case 'patch /api/me':
        return call.send({ firstName: 'Anna' });
      case 'put /api/me/password':
        return call.send({ currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD });
      case 'post /api/me/email-change-requests':
        return call.send({ newEmail: uniqueEmail('matrix-move'), currentPassword: 'not-the-password' });
      case 'delete /api/me':
        return call.send({ currentPassword: 'not-the-password' });
      case 'put /api/me/avatar':
        return call.attach('file', blackPng(64, 64), { filename: 'a.png', contentType: 'image/png' });
      case 'post /api/tickets':
        return call.field(listingFields()).attach('file', pdf(), { filename: 't.pdf', contentType: 'application/pdf' });
      case 'patch /api/tickets/{id}':
        return call.send({ title: 'Matrix, edited' });
      case 'post /api/orders':
        return call.set('Idempotency-Key', randomUUID()).send({ ticketId: await listingOf(lister), quantity: 1, expectedUnitPriceCents: 1000 });
      case 'post /api/orders/{id}/claims':
        return call.send({ reason: 'not_received', message: 'Nothing arrived.' });
      case 'post /api/orders/{id}/claims/{claimId}/answer':
        return call.send({ message: 'It was sent on time.' });
      case 'put /api/admin/payout-settings':
        return call.send({ claimWindowHours: 48 });
      case 'post /api/me/waiting-list':
        return call.send({ eventId, quantity: 1, maxPricePerTicket: '55.00', acceptsFewer: false });
      case 'patch /api/me/waiting-list/{id}':
        return call.send({ quantity: 2, acceptsFewer: true });
      case 'post /api/waiting-list/leave':
        return call.send({ token: `${randomUUID()}.${'a'.repeat(43)}` });
      case 'put /api/admin/waiting-lists/{id}':
        return call.send({ paused: false });
      case 'put /api/admin/waiting-list-settings':
        return call.send({ offerWindowMinutes: 15 });
      case 'put /api/admin/ticket-limits':
        return call.send({ ticketsPerBuyer: 8, eventLimits: [] });
      case 'put /api/admin/resale-rules':
        return call.send({ priceCapBasisPoints: 12_000, categoryCaps: [{ categoryId, priceCapBasisPoints: 11_000 }], eventCaps: [] });
      // Bulk actions on ids that name nothing: an administrator gets in, and every id comes back skipped.
      case 'post /api/admin/tickets/withdrawals':
        return call.send({ ids: [randomUUID()], reason: 'Matrix check.' });
      case 'post /api/admin/users/deactivations':
      case 'post /api/admin/subscribers/deletions':
        return call.send({ ids: [randomUUID()] });
      case 'post /api/admin/claims/{id}/decision':
        return call.send({ refundCents: 0 });
      case 'post /api/admin/contact-messages/{id}/answer':
        return call.send({ answer: 'Thank you, it is sorted now.' });
      case 'post /api/admin/disputes/{id}/evidence':
        return call.send({ note: 'The buyer downloaded the ticket.' });
      case 'put /api/me/tax-details':
        return call.send({ firstName: 'Anna', lastName: 'Bērziņa', taxId: '120588-12345', taxCountry: 'LV', street: 'Brīvības iela 1', city: 'Rīga', postalCode: 'LV-1010', country: 'LV', birthDate: '1988-05-12' });
      case 'post /api/admin/dac7-reports':
        return call.send({ year: new Date().getFullYear() });
      case 'post /api/admin/exports':
        return call.send({ resource: 'orders', filter: {} });
      case 'post /api/admin/reconciliations':
        return call.send({ day: new Date().toISOString().slice(0, 10) });
      case 'post /api/me/payout-account':
        return call.send({ country: 'LV' });
      case 'post /api/contact-messages':
        return call.send({ name: 'Anna', email: 'anna@example.lv', message: 'A question about my order.' });
      case 'post /api/newsletter/subscriptions':
        return call.send({ email: uniqueEmail('subscriber'), language: 'lv' });
      case 'post /api/newsletter/unsubscribe':
        return call.send({ token: 'a'.repeat(32) });
      case 'put /api/admin/checkout-settings':
        // The settings as they are, with the concerts category's own fees: an administrator's save succeeds.
        return call.send({ holdMinutes: 10, buyerFee: { percentBasisPoints: 500, fixedCents: 50 }, sellerFee: { percentBasisPoints: 500, fixedCents: 0 }, categoryFees: [{ categoryId, buyerFee: { percentBasisPoints: 300, fixedCents: 0 }, sellerFee: { percentBasisPoints: 200, fixedCents: 0 } }] });
      case 'get /api/me/tickets':
        return call.query({ role: 'seller' });
      case 'get /api/newsletter/unsubscribe':
        return call.query({ token: 'a'.repeat(32) });
      default:
        return ['post', 'put', 'patch'].includes(method) ? call.send({}) : call;
    }
  }

  it('declares an access level on every operation, and every caller gets in exactly where it declares', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, access: operation['x-access'] })),
    );
    const undeclared = operations.filter((operation) => !ACCESS_LEVELS.includes(operation.access ?? '')).map((operation) => `${operation.method} ${operation.path}: ${String(operation.access)}`);
    expect(undeclared).toEqual([]);
    const ownerOnly = operations.filter((operation) => operation.access === 'owner').map((operation) => `${operation.method} ${operation.path}`);
    expect(ownerOnly.sort()).toEqual(Object.keys(NON_OWNER_REFUSAL).sort());

    const wrong: string[] = [];
    let cells = 0;
    for (const { method, path, access } of operations) {
      const level = access as Access;
      for (const role of ROLES) {
        const { status } = await send(method, path, level, role);
        cells += 1;
        if (process.env.PRINT_MATRIX) process.stdout.write(`${method.toUpperCase()} ${path} [${level}] ${role}: ${status}\n`);
        const allowed = LETS_IN[level].includes(role);
        const expected =
          allowed ? 'allowed (not 401/403)'
          : role === 'visitor' && level !== 'operator' ? 'refused (401)'
          : level === 'owner' ? `refused (${NON_OWNER_REFUSAL[`${method} ${path}`]})`
          : 'refused (401/403)';
        const actual =
          allowed ? (status === 401 || status === 403 ? `refused (${status})` : 'allowed (not 401/403)')
          : role === 'visitor' && level !== 'operator' ? (status === 401 ? 'refused (401)' : `answered ${status}`)
          : level === 'owner' ? (status === NON_OWNER_REFUSAL[`${method} ${path}`] ? expected : `answered ${status}`)
          : status === 401 || status === 403 ? 'refused (401/403)' : `answered ${status}`;
        if (actual !== expected) wrong.push(`${method.toUpperCase()} ${path} [${level}] as ${role}: expected ${expected}, ${actual}`);
      }
    }
    process.stdout.write(`authorization matrix: ${operations.length} operations × ${ROLES.length} roles = ${cells} checks\n`);
    expect(wrong).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(70);
  }, 300_000);

  it('answers every JSON success with exactly the body its operation documents (the generated front-end types)', async () => {
    // The matrix above reached each operation with real ids where it could; the back-office's records are read here
    // by the ids their lists give.
    const admin = accounts.admin!;
    for (const [path, methods] of Object.entries(document.paths)) {
      const list = path.replace(/\/\{id\}$/, '');
      if (!path.startsWith('/api/admin/') || list === path || !methods.get || !document.paths[list]?.get) continue;
      const records = await request(stack.http).get(list).set('Authorization', `Bearer ${admin.accessToken}`).expect(200);
      const first = (records.body as { id: string }[])[0];
      if (!first) continue;
      const record = await request(stack.http).get(`${list}/${encodeURIComponent(first.id)}`).set('Authorization', `Bearer ${admin.accessToken}`);
      documented.check('get', path, record.status, record.headers['content-type'], record.body);
    }
    process.stdout.write(`documented responses: ${documented.checked} JSON success answers checked against their schemas\n`);
    // The document the front ends' types are generated from offline (npm run api:types) is the one the API serves.
    expect(document).toEqual(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8')));
    expect(documented.mismatches).toEqual([]);
    expect(documented.checked).toBeGreaterThanOrEqual(60);
  }, 60_000);

  it('lets the operator token, and only it, into the operator operations', async () => {
    const operator = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation['x-access'] === 'operator')
        .map(([method]) => ({ method, path, token: path === '/api/metrics' ? stack.metricsToken : stack.opsToken })),
    );
    expect(operator.map((operation) => operation.path).sort()).toEqual(['/api/metrics', '/api/system/test-email']);
    for (const { method, path, token } of operator) {
      const call = (headers: Record<string, string>) => (request(stack.http) as unknown as Record<string, (path: string) => request.Test>)[method](path).set(headers);
      const withToken = await call({ Authorization: `Bearer ${token}` });
      expect([method, path, withToken.status < 400]).toEqual([method, path, true]);
      const withAnAdministratorsToken = await call({ Authorization: `Bearer ${accounts.admin!.accessToken}` });
      expect([method, path, withAnAdministratorsToken.status]).toEqual([method, path, 403]);
    }
  });
});
