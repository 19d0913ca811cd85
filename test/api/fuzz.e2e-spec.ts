import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { prepareDatabase } from '../../backend/src/database-setup.js';
import { signedUpUser } from './support/accounts.js';
import { HOSTILE_STRINGS, LEAK_PATTERNS, malformedRequest, seededRandom, type FuzzRequest, type OpenApiDocument } from './support/fuzz.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

/**
 * Every operation of the OpenAPI document gets FUZZ_COUNT malformed requests (wrong types, missing and extra
 * fields, huge strings, unicode edge cases, bad JSON, wrong content types, traversal in ids, forged tokens).
 * None may answer 5xx, leak a stack trace, SQL or a file path, or answer with a status its operation does not
 * document. `npm test` runs a fixed seed and a smaller count; `npm run fuzz` runs 1,000 per operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const COUNT = Number(process.env.FUZZ_COUNT ?? 50);
const CONCURRENCY = 8;

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
  let tokens: { user: string; admin: string };

  beforeAll(async () => {
    stack = await startTestStack({
      queue: 'redis',
      // The fuzzer is one client sending thousands of requests: rate limits would only answer 429.
      env: { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_EMAIL: '1000000', FORMS_RATE_LIMIT_PER_IP: '1000000', LOG_LEVEL: 'error' },
    });
    await prepareDatabase(stack.database.url, { demoUsers: [], demoEventsFrom: new Date() });
    const [user, admin] = await Promise.all([signedUpUser(stack, 'fuzz-user'), signedUpUser(stack, 'fuzz-admin')]);
    const db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    await db.query('INSERT INTO admin_users (email, user_id) SELECT email, id FROM users WHERE email = $1', [admin.email]);
    await db.end();
    tokens = { user: user.accessToken, admin: admin.accessToken };
    document = (await (await fetch(`${stack.http}/api/docs-json`)).json()) as OpenApiDocument;
  }, 90_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  it('documents a success status for every operation, and the error body shape for every error status', () => {
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const statuses = Object.keys(operation.responses);
        if (!statuses.some((status) => status.startsWith('2') || status.startsWith('3'))) problems.push(`${method.toUpperCase()} ${path}: no success status`);
        for (const status of statuses.filter((candidate) => Number(candidate) >= 400 && candidate !== '431')) {
          const content = (operation.responses[status] as { content?: Record<string, { schema?: { $ref?: string } }> }).content;
          if (content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorResponse') problems.push(`${method.toUpperCase()} ${path}: ${status} without the error body`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every malformed request without a 5xx, a leak or an undocumented status', async () => {
    const random = seededRandom(SEED);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.length).toBeGreaterThan(40);

    const violations: Violation[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const { path, method, operation } of operations) {
      const requests = Array.from({ length: COUNT }, () => malformedRequest(document, path, method, operation, random, tokens));
      for (let start = 0; start < requests.length; start += CONCURRENCY) {
        await Promise.all(
          requests.slice(start, start + CONCURRENCY).map(async (fuzz) => {
            const { status, text } = await send(stack.http, fuzz);
            sent += 1;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const problem = problemWith(status, text, operation.responses, fuzz);
            if (problem) violations.push({ request: `${fuzz.method.toUpperCase()} ${path}`, mutation: fuzz.mutation, status, problem, body: text.slice(0, 300) });
          }),
        );
      }
    }

    const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    process.stdout.write(`fuzz: seed ${SEED}, ${operations.length} operations, ${sent} requests; statuses ${byStatus}; violations ${violations.length}\n`);
    expect(summarise(violations)).toEqual([]);
  }, 1_800_000);
});

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

function bodySize(fuzz: FuzzRequest): number {
  if (fuzz.body?.kind === 'raw') return Buffer.byteLength(fuzz.body.data);
  if (fuzz.body?.kind === 'multipart') return fuzz.body.files.reduce((sum, file) => sum + file.data.length, 0) + JSON.stringify(fuzz.body.fields).length;
  return 0;
}

function problemWith(status: number, text: string, documented: Record<string, unknown>, fuzz: FuzzRequest): string | undefined {
  if (status === 0) return undefined;
  if (status >= 500) return 'server error';
  // What the request itself carried may come back (e.g. an echoed invalid value); only what it did not is a leak.
  const sent = new Set(HOSTILE_STRINGS.filter((candidate) => candidate.length > 3 && `${fuzz.path} ${JSON.stringify(fuzz.body ?? '')}`.includes(candidate)));
  let scrubbed = text;
  for (const candidate of sent) scrubbed = scrubbed.split(candidate).join('');
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
