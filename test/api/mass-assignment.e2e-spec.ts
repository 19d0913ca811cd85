import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { signedUpUser } from './support/accounts.js';
import { PRIVILEGED_FIELDS, resolveSchema, type OpenApiDocument } from './support/fuzz.js';
import { queuesDrained } from './support/queues.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** Keys that must never appear in any response, whoever asks: secrets, and data only the server may hold. */
const NEVER_IN_A_RESPONSE = /^(password|passwordHash|password_hash|hash|tokenHash|token_hash|refreshToken|secret|fileKey|file_key|avatarKey|avatar_key|sha256|fingerprint)$/i;

/**
 * Mass assignment: every field a client may read but not write is sent to every write route, by the owner and by an
 * administrator, and the database proves that nothing changed. And no response, to anyone, carries a secret.
 */
describe('mass assignment and response contents', () => {
  let stack: TestStack;
  let db: pg.Client;
  let document: OpenApiDocument;
  let seller: User;
  let buyer: User;
  let admin: User;
  let ticketId: string;
  let orderId: string;
  let eventId: string;
  let categoryId: string;
  let waitingEntryId: string;

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres', env: { AUTH_RATE_LIMIT_PER_IP: '100000', FORMS_RATE_LIMIT_PER_IP: '100000' } });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [seller, buyer, admin] = await Promise.all([signedUpUser(stack, 'seller'), signedUpUser(stack, 'buyer'), signedUpUser(stack, 'admin')]);
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    ({ id: categoryId } = (await db.query(`SELECT id FROM categories WHERE key = 'concerts'`)).rows[0]);
    ({ id: eventId } = (await db.query('SELECT id FROM events ORDER BY starts_at LIMIT 1')).rows[0]);
    const listed = await request(stack.http)
      .post('/api/tickets')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .field({ title: 'Probe', categoryId, eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), venue: 'Rīga', pricePerUnit: '12.50', faceValue: '12.50', quantity: '2' })
      .attach('file', pdf(), { filename: 't.pdf', contentType: 'application/pdf' })
      .expect(201);
    ticketId = listed.body.id;
    const sold = await request(stack.http)
      .post('/api/tickets')
      .set('Authorization', `Bearer ${seller.accessToken}`)
      .field({ title: 'Probe, ordered', categoryId, eventDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), venue: 'Rīga', pricePerUnit: '12.50', faceValue: '12.50', quantity: '1' })
      .attach('file', pdf(), { filename: 't.pdf', contentType: 'application/pdf' })
      .expect(201);
    orderId = (
      await request(stack.http).post('/api/orders').set('Authorization', `Bearer ${buyer.accessToken}`).set('Idempotency-Key', randomUUID()).send({ ticketId: sold.body.id, quantity: 1, expectedUnitPriceCents: 1250 }).expect(201)
    ).body.id;
    waitingEntryId = (
      await request(stack.http).post('/api/me/waiting-list').set('Authorization', `Bearer ${seller.accessToken}`).send({ eventId, quantity: 1, maxPricePerTicket: '50.00', acceptsFewer: false }).expect(201)
    ).body.id;
    await request(stack.http).post('/api/newsletter/subscriptions').send({ email: 'probe.subscriber@example.lv', language: 'lv' }).expect(201);
    await request(stack.http).post('/api/contact-messages').send({ name: 'Probe Writer', email: 'probe.writer@example.lv', message: 'A message for staff to answer.' }).expect(201);
    document = (await request(stack.http).get('/api/docs-json').expect(200)).body as OpenApiDocument;
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  /**
   * A path of the document with the real ids of things this test made, so that a probe reaches the handler's input
   * check rather than a 404: the listing, event and category, the seller's account, the subscriber.
   */
  async function concretePath(path: string): Promise<string> {
    if (!path.includes('{')) return path;
    const ids: [RegExp, () => Promise<string>][] = [
      [/^\/api\/(admin\/)?tickets\/\{id\}/, async () => ticketId],
      [/^\/api\/admin\/events\/\{id\}/, async () => eventId],
      [/^\/api\/admin\/categories\/\{id\}/, async () => categoryId],
      [/^\/api\/admin\/users\/\{id\}/, async () => seller.userId],
      [/^\/api\/orders\/\{id\}/, async () => orderId],
      // A claim is made of a paid order; its body is checked before the claim is looked up, as every body is.
      [/^\/api\/admin\/claims\/\{id\}/, async () => randomUUID()],
      // Likewise a dispute is made by the provider's webhook; its body is checked before the dispute is looked up.
      [/^\/api\/admin\/disputes\/\{id\}/, async () => randomUUID()],
      [/^\/api\/admin\/waiting-lists\/\{id\}/, async () => eventId],
      [/^\/api\/me\/waiting-list\/\{id\}/, async () => waitingEntryId],
      [/^\/api\/admin\/subscribers\/\{id\}/, async () => (await db.query(`SELECT id FROM newsletter_subscribers WHERE email = 'probe.subscriber@example.lv'`)).rows[0].id as string],
      [/^\/api\/admin\/contact-messages\/\{id\}/, async () => (await db.query(`SELECT id FROM contact_messages WHERE email = 'probe.writer@example.lv'`)).rows[0].id as string],
    ];
    const found = ids.find(([pattern]) => pattern.test(path));
    if (!found) throw new Error(`No real id for ${path}: add one, so that its probes are not refused as unknown`);
    return path.replace(/\{[^}]+\}/, await found[1]()).replace(/\{[^}]+\}/g, randomUUID());
  }

  /** A path to read, with real ids where this test has them; a made-up id elsewhere (a 404 reveals nothing either). */
  function pathForReading(path: string): string {
    const id = /events/.test(path) ? eventId : /categories/.test(path) ? categoryId : ticketId;
    return path.replace('{id}', id).replace('{slug}', 'koncerti').replace(/\{[^}]+\}/g, randomUUID());
  }

  /** Who passes the access check of an operation: the owner on the storefront, an administrator in the back-office. */
  function callerOf(path: string): string {
    if (path.startsWith('/api/admin/')) return `Bearer ${admin.accessToken}`;
    if (path.startsWith('/api/system/')) return `Bearer ${stack.opsToken}`;
    return `Bearer ${seller.accessToken}`;
  }

  /** Every row of every table that holds business data, as one fingerprint per table. */
  async function snapshot(): Promise<Record<string, string>> {
    const { rows } = await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('schema_migrations') ORDER BY 1`);
    const result: Record<string, string> = {};
    for (const { table_name: table } of rows as { table_name: string }[]) {
      result[table] = (await db.query(`SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS print FROM "${table}" t`)).rows[0].print;
    }
    return result;
  }

  /** The names a client can see in what the API answers: these, plus the generic privileged ones, are the probes. */
  async function readableFields(): Promise<string[]> {
    const as = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });
    const bodies = [
      (await request(stack.http).get('/api/me').set(as(seller))).body,
      (await request(stack.http).get('/api/me/tickets?role=seller').set(as(seller))).body,
      (await request(stack.http).get('/api/tickets').set(as(buyer))).body,
      (await request(stack.http).get(`/api/events/${eventId}`)).body,
      (await request(stack.http).get(`/api/admin/tickets/${ticketId}`).set(as(admin))).body,
      (await request(stack.http).get(`/api/admin/categories/${categoryId}`).set(as(admin))).body,
      (await request(stack.http).get(`/api/admin/events/${eventId}`).set(as(admin))).body,
    ];
    return [...new Set([...bodies.flatMap((body) => keysOf(body)), ...Object.keys(PRIVILEGED_FIELDS)])].sort();
  }

  it('refuses every read-only field on every write route, naming it, as the caller who may use the route, and changes nothing', async () => {
    const readable = await readableFields();
    // The sign-ups' mails settle first: their delivery records are not what this test is about.
    await queuesDrained(stack);
    const before = await snapshot();
    const probes: { field: string; anyRefusal: boolean; label: string; send: () => Promise<request.Response> }[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['post', 'put', 'patch'].includes(method)) continue;
        // A route without a body (logout, resend) takes no fields to assign; its own tests cover it.
        if (!operation.requestBody) continue;
        const content = operation.requestBody.content;
        const multipart = Boolean(content['multipart/form-data']);
        const schema = resolveSchema(document, (content['application/json'] ?? content['multipart/form-data'])?.schema);
        const writable = new Set(Object.keys(schema.properties ?? {}));
        // An upload that takes a file and no text field at all (the avatar): its parser refuses any field outright.
        const takesNoTextField = multipart && Object.values(schema.properties ?? {}).every((property) => property.format === 'binary');
        const concrete = await concretePath(path);
        for (const field of readable.filter((name) => !writable.has(name))) {
          const value = field in PRIVILEGED_FIELDS ? PRIVILEGED_FIELDS[field] : 'probe';
          probes.push({
            field,
            anyRefusal: takesNoTextField,
            label: `${method.toUpperCase()} ${path} with "${field}"`,
            send: () => {
              const call = (request(stack.http) as unknown as Record<string, (path: string) => request.Test>)[method](concrete).set('Authorization', callerOf(path)).set('Idempotency-Key', randomUUID());
              return multipart ? call.field(field, String(value)) : call.send({ [field]: value });
            },
          });
        }
      }
    }
    // Refused means refused for that field: a 400 that names it. A 404 (wrong id), a 401/403 (wrong caller) or a
    // 400 about something else would not show that the field cannot be written.
    const notRefusedForTheField: string[] = [];
    for (let start = 0; start < probes.length; start += 8) {
      await Promise.all(
        probes.slice(start, start + 8).map(async (probe) => {
          const response = await probe.send();
          const named = response.status === 400 && (probe.anyRefusal || Object.keys(response.body?.fieldErrors ?? {}).includes(probe.field));
          if (!named) notRefusedForTheField.push(`${probe.label}: ${response.status} ${JSON.stringify(response.body?.fieldErrors ?? response.body?.code ?? '')}`);
        }),
      );
    }
    process.stdout.write(`mass assignment: ${readable.length} read-only field names, ${probes.length} probes\n`);
    expect(notRefusedForTheField).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('never answers anyone with a secret: every GET of the document, as visitor, user and administrator', async () => {
    const leaks: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      if (!methods.get || path.includes('docs') || path.endsWith('/file') || path.endsWith('/files/{index}') || path.endsWith('/avatar') || path.endsWith('/download')) continue;
      const concrete = pathForReading(path);
      for (const user of [undefined, seller, buyer, admin]) {
        const call = request(stack.http).get(concrete);
        if (user) call.set('Authorization', `Bearer ${user.accessToken}`);
        const response = await call;
        if (!/json/.test(String(response.headers['content-type']))) continue;
        for (const key of keysOf(response.body)) if (NEVER_IN_A_RESPONSE.test(key)) leaks.push(`${path} → ${key}`);
        if (JSON.stringify(response.body).includes('$argon2')) leaks.push(`${path} → a password hash`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('shows visitors and other users no seller contact data and no file of an unsold listing', async () => {
    const listing = (await request(stack.http).get('/api/tickets').set('Authorization', `Bearer ${buyer.accessToken}`).expect(200)).body.items.find((item: { id: string }) => item.id === ticketId);
    expect(listing).toBeDefined();
    const text = JSON.stringify(listing);
    expect(text).not.toContain(seller.email);
    expect(text).not.toContain('20000000');
    expect(keysOf(listing).filter((key) => /email|phone|path|fileKey|fileUrl|file_key/i.test(key))).toEqual([]);
  });
});

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
  return [];
}
