import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { signedUpUser } from './support/accounts.js';
import { HOSTILE_STRINGS, LEAK_PATTERNS, malformedRequest, resolveSchema, seededRandom, type FuzzRequest, type OpenApiDocument } from './support/fuzz.js';
import { randomUuid, schemaAwareRequest, toFuzzRequest, validRequest, type Fixtures } from './support/schema-fuzz.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

/**
 * Every operation of the OpenAPI document gets FUZZ_COUNT requests. Seven in ten are schema-aware: a request that
 * meets every rule the document states (with real ids of a category, an event, a ticket, an order… and a signed-in
 * user or administrator), sent as is or with one field at a boundary (see support/schema-fuzz.ts), so that most
 * reach the handler. The others are malformed throughout (wrong types, missing and extra fields, huge strings,
 * unicode edge cases, bad JSON, wrong content types, traversal in ids, forged tokens). None may answer 5xx, leak a
 * stack trace, SQL or a file path, or answer with a status its operation does not document. `npm test` runs a
 * fixed seed and a smaller count; `npm run fuzz` runs 1,000 per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const COUNT = Number(process.env.FUZZ_COUNT ?? 30);
const CONCURRENCY = 8;
const SCHEMA_AWARE_SHARE = 0.7;

/**
 * Server errors already fixed on another branch, by operation and the field whose value causes them.
 * Fixed on branch t22-h4; remove when merged.
 */
/** Answers given before the handler runs: validation, body parsing, sign-in, the administrator guard, size limits. */
const REFUSED_BEFORE_HANDLER = new Set(['validation.failed', 'request.invalid', 'auth.unauthenticated', 'auth.forbidden', 'request.too_large', 'request.unsupported_media_type']);

interface Violation {
  request: string;
  mutation: string;
  status: number;
  problem: string;
  body: string;
}

describe(`OpenAPI-driven fuzzing (seed ${SEED}, ${COUNT} requests per operation)`, () => {
  let stack: TestStack;
  let document: OpenApiDocument;
  let fixtures: Fixtures;

  beforeAll(async () => {
    stack = await startTestStack({
      queue: 'redis',
      // The fuzzer is one client sending thousands of requests: rate limits would only answer 429.
      env: { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_EMAIL: '1000000', FORMS_RATE_LIMIT_PER_IP: '1000000', LOG_LEVEL: 'error' },
    });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    const [user, admin, staff] = await Promise.all([signedUpUser(stack, 'fuzz-user'), signedUpUser(stack, 'fuzz-admin'), signedUpUser(stack, 'fuzz-staff')]);
    const db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    await db.end();
    document = (await (await fetch(`${stack.http}/api/docs-json`)).json()) as OpenApiDocument;
    fixtures = await createFixtures(stack.http, document, { user, admin, staff }, { ops: stack.opsToken, metrics: stack.metricsToken });
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  /** The one error status whose body is not an error: an unready API answers its readiness report, for load balancers. */
  const NOT_ERROR_BODIES: Record<string, string> = { 'get /api/health/ready 503': '#/components/schemas/ReadinessResponse' };

  it('documents a success status for every operation, and the error body shape for every error status', () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const statuses = Object.keys(operation.responses);
        if (!statuses.some((status) => status.startsWith('2') || status.startsWith('3'))) problems.push(`${method.toUpperCase()} ${path}: no success status`);
        for (const status of statuses.filter((candidate) => Number(candidate) >= 400 && candidate !== '431')) {
          const content = (operation.responses[status] as { content?: Record<string, { schema?: { $ref?: string } }> }).content;
          const expected = NOT_ERROR_BODIES[`${method} ${path} ${status}`] ?? '#/components/schemas/ErrorResponse';
          if (content?.['application/json']?.schema?.$ref !== expected) problems.push(`${method.toUpperCase()} ${path}: ${status} without the ${expected === '#/components/schemas/ErrorResponse' ? 'error body' : expected}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('publishes the rules the DTOs validate: pattern, lengths, range, integer, uuid format and allowed values', () => {
    const listing = resolveSchema(document, { $ref: '#/components/schemas/ListingFieldsDto' }).properties ?? {};
    expect(listing.eventDate).toMatchObject({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(listing.pricePerUnit).toMatchObject({ pattern: '^\\d{1,7}([.,]\\d{1,2})?$' });
    expect(listing.title).toMatchObject({ minLength: 3, maxLength: 200 });
    expect(listing.quantity).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const ticketList = Object.fromEntries((document.paths['/api/tickets'].get.parameters ?? []).map((parameter) => [parameter.name, parameter.schema]));
    expect(ticketList.from).toMatchObject({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(ticketList.page).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(ticketList.event).toMatchObject({ format: 'uuid' });
    const update = resolveSchema(document, { $ref: '#/components/schemas/UpdateListingDto' }).properties ?? {};
    expect(update.categoryId).toMatchObject({ format: 'uuid' });
    const myTickets = (document.paths['/api/me/tickets'].get.parameters ?? []).find((parameter) => parameter.name === 'role');
    expect(myTickets?.schema).toMatchObject({ enum: ['seller', 'buyer'] });
  });

  it('answers every fuzzed request without a 5xx, a leak or an undocumented status', async () => {
    const random = seededRandom(SEED);
    // Deletions last, so that the rows the other operations use are still there for them.
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
      .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    expect(operations.length).toBeGreaterThan(40);

    const violations: Violation[] = [];
    const statuses = new Map<number, number>();
    const perOperation = new Map<string, { sent: number; reached: number; succeeded: number }>();
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      const counts = { sent: 0, reached: 0, succeeded: 0 };
      perOperation.set(name, counts);
      // The first request of each operation is the valid one as is: proof that the fuzzer can get past validation.
      const requests = Array.from({ length: COUNT }, (_, index) =>
        index === 0 || random() < SCHEMA_AWARE_SHARE ? schemaAwareRequest(document, path, method, operation, random, fixtures, index > 0) : malformedRequest(document, path, method, operation, random, fixtures.tokens),
      );
      for (let start = 0; start < requests.length; start += CONCURRENCY) {
        await Promise.all(
          requests.slice(start, start + CONCURRENCY).map(async (fuzz) => {
            const { status, text } = await send(stack.http, fuzz);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            counts.sent += 1;
            if (reachedHandler(status, text)) counts.reached += 1;
            if (status >= 200 && status < 300) counts.succeeded += 1;
            const problem = problemWith(status, text, operation.responses);
            if (problem) violations.push({ request: name, mutation: fuzz.mutation, status, problem, body: text.slice(0, 300) });
          }),
        );
      }
    }

    const total = (key: 'sent' | 'reached' | 'succeeded') => [...perOperation.values()].reduce((sum, counts) => sum + counts[key], 0);
    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    const serverErrors = [...statuses.entries()].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    process.stdout.write(
      [
        `fuzz: seed ${SEED}, ${operations.length} operations, ${total('sent')} sent, ${total('reached')} reached the handler (passed sign-in and validation), ${total('succeeded')} answered 2xx`,
        `fuzz: statuses ${byStatus}; 5xx ${serverErrors}; violations ${violations.length}`,
        'fuzz: per operation (reached the handler / sent, 2xx):',
        ...[...perOperation.entries()].map(([name, counts]) => `  ${name}: ${counts.reached}/${counts.sent}, ${counts.succeeded}`),
      ].join('\n') + '\n',
    );
    expect(summarise(violations)).toEqual([]);
    expect([...perOperation.entries()].filter(([, counts]) => counts.reached === 0).map(([name]) => `${name} never reached its handler`)).toEqual([]);
  }, 1_800_000);
});

interface Account {
  email: string;
  accessToken: string;
  userId: string;
}

/**
 * Real rows for the valid requests: the seeded categories and events, a listing of the user's (and one the
 * administrator buys, for an order), a subscriber, a contact message, a newsletter, an export and a second
 * administrator (the one the fuzzer may revoke or deactivate: never the accounts it signs in with).
 */
async function createFixtures(base: string, document: OpenApiDocument, accounts: { user: Account; admin: Account; staff: Account }, operatorTokens: { ops: string; metrics: string }): Promise<Fixtures> {
  const random = seededRandom(SEED);
  const listed = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${accounts.admin.accessToken}` } });
    const body = (await response.json()) as unknown;
    const rows = Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray) ?? [];
    return (rows as Record<string, string>[]).filter((row) => ![accounts.user.userId, accounts.admin.userId].includes(row.id) && ![accounts.user.email, accounts.admin.email].includes(row.email));
  };
  const [category] = await listed('/api/admin/categories');
  const [event] = await listed('/api/admin/events');
  const fixtures: Fixtures = {
    tokens: { user: accounts.user.accessToken, admin: accounts.admin.accessToken },
    tokensByPath: { '/api/metrics': operatorTokens.metrics, '/api/system/test-email': operatorTokens.ops },
    pathValues: new Map(),
    ids: { categoryId: category.id, eventId: event.id, event: event.id, category: category.slug },
  };
  const created = new Map<string, string>();
  const create = async (path: string, token: string, body: Record<string, unknown> = {}, pathValues: Record<string, string> = {}) => {
    const { values, hasJsonBody } = validRequest(document, path, 'post', document.paths[path].post, random, fixtures);
    Object.assign(values.body, body);
    Object.assign(values.path, pathValues);
    values.header = Object.fromEntries(Object.keys(values.header).map((name) => [name, randomUuid(random)]));
    const { status, text } = await send(base, toFuzzRequest(path, 'post', values, hasJsonBody, token, 'fixture'));
    if (status >= 300) throw new Error(`Fixture ${path} answered ${status}: ${text}`);
    const id = (JSON.parse(text || '{}') as { id?: string }).id;
    if (id) created.set(path, id);
    return id;
  };
  const { user, admin, staff } = accounts;
  const sold = await create('/api/tickets', user.accessToken, { eventId: null, eventDate: '2030-06-15', quantity: 1, pricePerUnit: '45.50', faceValue: '45.50' });
  await create('/api/orders', admin.accessToken, { ticketId: sold ?? '', quantity: 1, expectedUnitPriceCents: 4550, expectedVersion: 1 });
  await create('/api/tickets', user.accessToken, { eventId: null, eventDate: '2030-06-15', quantity: 2, tierId: null, faceValue: '40.00', pricePerUnit: '40.00' });
  await create('/api/newsletter/subscriptions', admin.accessToken);
  await create('/api/contact-messages', admin.accessToken);
  await create('/api/admin/newsletter/messages', admin.accessToken);
  await create('/api/admin/exports', admin.accessToken, { resource: 'subscribers' });
  await create('/api/admin/administrators', admin.accessToken, { email: staff.email });

  for (const path of Object.keys(document.paths).filter((candidate) => candidate.includes('{'))) {
    const collection = path.slice(0, path.indexOf('/{'));
    const parameter = /\{([^}]+)\}/.exec(path)![1];
    const rows = document.paths[collection]?.get ? await listed(collection) : [];
    const value = (parameter === 'id' ? created.get(collection) : undefined) ?? rows.find((row) => row[parameter] ?? row.id)?.[parameter] ?? rows[0]?.id ?? staff.userId;
    fixtures.pathValues.set(path, { [parameter]: value });
  }
  return fixtures;
}

async function send(base: string, fuzz: FuzzRequest): Promise<{ status: number; text: string }> {
  const headers = new Headers(fuzz.headers);
  let body: BodyInit | undefined;
  if (fuzz.body?.kind === 'raw') {
    headers.set('Content-Type', fuzz.body.contentType);
    body = typeof fuzz.body.data === 'string' ? fuzz.body.data : new Uint8Array(fuzz.body.data);
  } else if (fuzz.body?.kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fuzz.body.fields)) form.append(name, value);
    for (const file of fuzz.body.files) form.append(file.name, new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
    body = form;
  }
  try {
    const response = await fetch(`${base}${fuzz.path}`, { method: fuzz.method.toUpperCase(), headers, body, redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // The client refusing to build the request (an invalid header value) is not the server's doing.
    if (error instanceof TypeError && /header|URL/i.test(error.message)) return { status: 0, text: '' };
    // A request over a limit (a body over the JSON limit: 413; a URL or headers over Node's 16 KB: 431) is answered
    // before its body is read, and the server may close the connection while the client is still writing: the
    // upload is cut, which is the point of the limit.
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const overLimit = bodySize(fuzz) > 50_000 || fuzz.path.length + JSON.stringify(fuzz.headers).length > 8_000;
    if ((code === 'EPIPE' || code === 'ECONNRESET') && overLimit) return { status: 0, text: '' };
    throw error;
  }
}

function reachedHandler(status: number, text: string): boolean {
  if (status === 0 || status === 431) return false;
  if (status < 400) return true;
  try {
    return !REFUSED_BEFORE_HANDLER.has((JSON.parse(text) as { code?: string }).code ?? '');
  } catch {
    return true;
  }
}

function bodySize(fuzz: FuzzRequest): number {
  if (fuzz.body?.kind === 'raw') return Buffer.byteLength(fuzz.body.data);
  if (fuzz.body?.kind === 'multipart') return fuzz.body.files.reduce((sum, file) => sum + file.data.length, 0) + JSON.stringify(fuzz.body.fields).length;
  return 0;
}

function problemWith(status: number, text: string, documented: Record<string, unknown>): string | undefined {
  if (status === 0) return undefined;
  if (status >= 500) return 'server error';
  // What the fuzzer sent may come back: echoed by this request, or stored by an earlier valid one (a first name of
  // ../../etc/passwd is a name). Only what no request carried is a leak.
  let scrubbed = text;
  for (const candidate of HOSTILE_STRINGS.filter((hostile) => hostile.length > 3)) scrubbed = scrubbed.split(candidate).join('');
  const leak = LEAK_PATTERNS.find((pattern) => pattern.test(scrubbed));
  if (leak) return `leak ${leak}`;
  if (!(String(status) in documented) && !('default' in documented)) return `undocumented status ${status} (documented: ${Object.keys(documented).join(', ')})`;
  return undefined;
}

/** One line per distinct operation and problem, with an example, so a failure reads as a to-do list. */
function summarise(violations: Violation[]): string[] {
  const seen = new Map<string, string>();
  for (const violation of violations) {
    const key = `${violation.request} → ${violation.problem}`;
    if (!seen.has(key)) seen.set(key, `${key} (e.g. ${violation.mutation}: ${violation.body})`);
  }
  return [...seen.values()].sort();
}
