/**
 * Malformed requests generated from the OpenAPI document with a seeded random source, so a failing run can be
 * replayed exactly (same seed, same count, same order of operations).
 */

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  operationId?: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
  security?: unknown[];
  /** Who may call it (backend/src/shared/adapters/http/access.ts). */
  'x-access'?: string;
}

export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  format?: string;
  allOf?: Schema[];
}

export interface FuzzRequest {
  method: string;
  /** The path as sent, already encoded. */
  path: string;
  headers: Record<string, string>;
  /** What to send: nothing, a raw string or buffer, or multipart parts. */
  body?: { kind: 'raw'; contentType: string; data: string | Buffer } | { kind: 'multipart'; fields: Record<string, string>; files: { name: string; filename: string; contentType: string; data: Buffer }[] };
  /** A short description of the mutation, for the report. */
  mutation: string;
  /** The one field a schema-aware request changed, e.g. 'query from' or 'body pricePerUnit'. */
  field?: string;
}

export type Random = () => number;

/** mulberry32: small, fast and good enough to pick cases; the same seed always gives the same sequence. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'a'.repeat(100_000),
  'Ā'.repeat(5_000),
  '\u0000',
  'abc\u0000def',
  '\uFFFF\uFFFE',
  '\uD800',
  '\uDFFF\uD800',
  '𝕏'.repeat(500),
  'e\u0301\u0301\u0301',
  '\u202Eevil\u202C',
  '👩‍👩‍👧‍👦',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "1'; SELECT pg_sleep(0); --",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(400),
  '0x7fffffff',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2025-02-30',
  '2026-13-01',
  '9999-12-31T23:59:59Z',
  '-000001-01-01',
  'anna@example.lv',
  'ANNA@EXAMPLE.LV ',
  'a@b',
  '@',
  'lv',
  'ee',
];

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.1,
  0.005,
  1.23456789,
  [],
  [1, 'two', null],
  Array.from({ length: 2_000 }, (_, index) => index),
  {},
  { $gt: '' },
  { __proto__: { isAdmin: true } },
  JSON.parse('{"__proto__": {"isAdmin": true}}'),
  deepObject(200),
  ...HOSTILE_STRINGS,
];

/** Fields that a client must never be able to write; sent as extras to every body. */
export const PRIVILEGED_FIELDS: Record<string, unknown> = {
  id: '00000000-0000-0000-0000-000000000001',
  status: 'sold',
  buyerId: '00000000-0000-0000-0000-000000000002',
  sellerId: '00000000-0000-0000-0000-000000000003',
  ownerId: '00000000-0000-0000-0000-000000000004',
  userId: '00000000-0000-0000-0000-000000000005',
  isAdmin: true,
  role: 'admin',
  emailVerifiedAt: '2020-01-01T00:00:00Z',
  passwordHash: 'x',
  priceCents: 1,
  totalCents: 1,
  createdAt: '2000-01-01T00:00:00Z',
};

const BAD_JSON = ['{', '{"a":', '{"a":1}}', '[1,2', '{\'a\': 1}', '\u0000', 'nul', '{"a":"\\uZZZZ"}', '{"a":1,"a":2}', ' '];

const WRONG_CONTENT: { contentType: string; data: string }[] = [
  { contentType: 'text/plain', data: '{"email":"anna@example.lv"}' },
  { contentType: 'application/xml', data: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { contentType: 'application/x-www-form-urlencoded', data: 'email=anna%40example.lv&a[b][c]=1&__proto__[isAdmin]=true' },
  { contentType: 'application/json; charset=utf-16', data: '{"a":1}' },
  { contentType: 'image/png', data: '\x89PNG\r\n\x1a\n' },
  { contentType: 'multipart/form-data; boundary=x', data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n' },
];

const FILES: { filename: string; contentType: string; data: () => Buffer }[] = [
  { filename: 'empty.pdf', contentType: 'application/pdf', data: () => Buffer.alloc(0) },
  { filename: 'setup.exe.pdf', contentType: 'application/pdf', data: () => Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(512, 1)]) },
  { filename: 'ticket.png', contentType: 'image/png', data: () => Buffer.from('%PDF-1.4\n%%EOF\n') },
  { filename: '../../../etc/passwd', contentType: 'application/pdf', data: () => Buffer.from('%PDF-1.4\n%%EOF\n') },
  { filename: 'x.svg', contentType: 'image/svg+xml', data: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  { filename: 'page.html', contentType: 'text/html', data: () => Buffer.from('<html><script>alert(1)</script></html>') },
  { filename: 'random.bin', contentType: 'application/octet-stream', data: () => Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 7919) % 256)) },
];

export function resolveSchema(document: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolveSchema(document, document.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
  if (schema.allOf) return schema.allOf.reduce<Schema>((merged, part) => {
    const resolved = resolveSchema(document, part);
    return { ...merged, ...resolved, properties: { ...merged.properties, ...resolved.properties }, required: [...(merged.required ?? []), ...(resolved.required ?? [])] };
  }, {});
  return schema;
}

/** A value that fits the schema, so that a mutation elsewhere in the body is what the server has to handle. */
function plausible(document: OpenApiDocument, schema: Schema | undefined, random: Random, depth = 0): unknown {
  const resolved = resolveSchema(document, schema);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.enum?.length) return pick(random, resolved.enum);
  switch (resolved.type) {
    case 'integer':
      return Math.floor(random() * 10) + 1;
    case 'number':
      return Math.round(random() * 10_000) / 100;
    case 'boolean':
      return random() < 0.5;
    case 'array':
      return depth > 3 ? [] : [plausible(document, resolved.items, random, depth + 1)];
    case 'object':
      return depth > 3 ? {} : plausibleObject(document, resolved, random, depth + 1);
    default:
      if (resolved.properties) return plausibleObject(document, resolved, random, depth + 1);
      if (resolved.format === 'date') return '2030-06-15';
      if (resolved.format === 'date-time') return '2030-06-15T18:00:00Z';
      return pick(random, ['Koncerts Rīgā', 'anna@example.lv', 'Vilnius', 'Tallinn 2030', 'a']);
  }
}

function plausibleObject(document: OpenApiDocument, schema: Schema, random: Random, depth: number): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, plausible(document, property, random, depth)]));
}

function mutateBody(document: OpenApiDocument, schema: Schema, random: Random): { body: unknown; mutation: string } {
  const resolved = resolveSchema(document, schema);
  const body = plausibleObject(document, resolved, random, 0);
  const fields = Object.keys(resolved.properties ?? {});
  const roll = random();
  if (roll < 0.1) {
    const whole = pick(random, HOSTILE_VALUES);
    return { body: whole, mutation: `whole body ${describe(whole)}` };
  }
  if (roll < 0.2 && fields.length) {
    const missing = pick(random, fields);
    delete body[missing];
    return { body, mutation: `missing ${missing}` };
  }
  if (roll < 0.3) return { body: { ...body, ...PRIVILEGED_FIELDS }, mutation: 'privileged extra fields' };
  const changes = 1 + Math.floor(random() * Math.max(1, Math.min(3, fields.length)));
  const described: string[] = [];
  for (let change = 0; change < changes; change += 1) {
    const field = fields.length && random() < 0.9 ? pick(random, fields) : pick(random, ['unexpected', '__proto__', 'constructor', '']);
    const value = pick(random, HOSTILE_VALUES);
    body[field] = value;
    described.push(`${field}=${describe(value)}`);
  }
  return { body, mutation: described.join(', ') };
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
}

function pathValue(random: Random): string {
  const roll = random();
  if (roll < 0.15) return pick(random, ['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..', '%00', '%25', '%ZZ', '%C0%AE%C0%AE', 'a%2Fb']);
  if (roll < 0.3) return String(pick(random, [0, -1, 2 ** 31, 2 ** 63, 1.5, 1e308]));
  return encodeLoosely(pick(random, HOSTILE_STRINGS).slice(0, 4_000)) || '%20';
}

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 a hostile client would send. */
export function encodeLoosely(value: string): string {
  return Array.from(value, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function queryValue(random: Random): string {
  const value = pick(random, HOSTILE_VALUES);
  return typeof value === 'string' ? value.slice(0, 4_000) : JSON.stringify(value) ?? '';
}

function queryString(operation: Operation, random: Random): { query: string; mutation: string } {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const entries: [string, string][] = [];
  for (const parameter of parameters) if (random() < 0.6) entries.push([parameter.name, queryValue(random)]);
  const roll = random();
  if (roll < 0.15) entries.push([pick(random, ['sort', 'range', 'filter']), pick(random, ['["id"', '[0,1e9]', '{"q":{"$ne":1}}', '["password","ASC"]', '[-5,-1]', '{"q":"\\u0000"}', 'x'])]);
  else if (roll < 0.3) entries.push([`${pick(random, parameters.map((parameter) => parameter.name).concat('q'))}[]`, 'array']);
  else if (roll < 0.4) entries.push(['unexpected', queryValue(random)]);
  const query = entries.map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(value)}`).join('&');
  return { query: query ? `?${query}` : '', mutation: entries.length ? `query ${entries.map(([name]) => name).join(',')}` : '' };
}

/** One malformed request for the operation. */
export function malformedRequest(document: OpenApiDocument, path: string, method: string, operation: Operation, random: Random, tokens: { user: string; admin: string }): FuzzRequest {
  const mutations: string[] = [];
  const concretePath = path.replace(/\{[^}]+\}/g, () => (random() < 0.2 ? '6f1c1a47-3b8a-4a8e-9a57-2f9d1c0e7b11' : pathValue(random)));
  if (concretePath !== path) mutations.push('path parameters');
  const { query, mutation: queryMutation } = queryString(operation, random);
  if (queryMutation) mutations.push(queryMutation);

  const headers: Record<string, string> = {};
  const auth = random();
  if (auth < 0.35) headers.Authorization = `Bearer ${tokens.user}`;
  else if (auth < 0.7) headers.Authorization = `Bearer ${tokens.admin}`;
  else if (auth < 0.8) headers.Authorization = pick(random, ['Bearer ', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=', `Bearer ${tokens.user.slice(0, -3)}abc`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']);
  for (const parameter of (operation.parameters ?? []).filter((candidate) => candidate.in === 'header')) {
    if (random() < 0.7) headers[parameter.name] = pick(random, ['', 'x'.repeat(300), 'ķ', '6f1c1a47-3b8a-4a8e-9a57-2f9d1c0e7b11', '../etc']).replace(/[^\x20-\x7e]/g, '?');
  }
  if (random() < 0.2) headers['Accept-Language'] = pick(random, ['xx', '*', 'lv;q=abc', 'et-EE,ee;q=0.9', '', 'a'.repeat(500)]);

  let body: FuzzRequest['body'];
  const content = operation.requestBody?.content ?? {};
  const bodyRoll = random();
  if (content['multipart/form-data']) {
    const schema = resolveSchema(document, content['multipart/form-data'].schema);
    const fields: Record<string, string> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (resolveSchema(document, property).format === 'binary') continue;
      const value = random() < 0.6 ? plausible(document, property, random) : pick(random, HOSTILE_VALUES);
      fields[name] = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
    }
    const file = pick(random, FILES);
    const fileField = Object.entries(schema.properties ?? {}).find(([, property]) => resolveSchema(document, property).format === 'binary')?.[0] ?? 'file';
    body = { kind: 'multipart', fields, files: random() < 0.8 ? [{ name: fileField, filename: file.filename, contentType: file.contentType, data: file.data() }] : [] };
    mutations.push(`multipart with ${file.filename}`);
  } else if (bodyRoll < 0.12) {
    body = { kind: 'raw', contentType: 'application/json', data: pick(random, BAD_JSON) };
    mutations.push('bad JSON');
  } else if (bodyRoll < 0.24) {
    const wrong = pick(random, WRONG_CONTENT);
    body = { kind: 'raw', ...wrong };
    mutations.push(`content type ${wrong.contentType}`);
  } else if (content['application/json']) {
    const { body: json, mutation } = mutateBody(document, content['application/json'].schema ?? {}, random);
    body = { kind: 'raw', contentType: 'application/json', data: JSON.stringify(json) ?? 'null' };
    mutations.push(mutation);
  } else if (method !== 'get' && method !== 'head' && random() < 0.5) {
    body = { kind: 'raw', contentType: 'application/json', data: JSON.stringify({ ...PRIVILEGED_FIELDS, unexpected: pick(random, HOSTILE_STRINGS) }) };
    mutations.push('unexpected body');
  }
  // fetch cannot send a body with GET or HEAD; those get their malformations in the path, query and headers.
  if (method === 'get' || method === 'head') body = undefined;
  return { method, path: `${concretePath}${query}`, headers, body, mutation: mutations.join('; ') || 'plain' };
}

/** What a response must never show a client. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\bat [\w.<>]+ \(/,
  /\.(?:js|ts|mjs):\d+:\d+/,
  /node_modules/,
  /\/(?:work|home|root|usr|var|tmp|etc)\/[\w.-]+/,
  /QueryFailedError|EntityNotFound|TypeORMError/,
  /syntax error at or near|invalid input syntax for|violates (?:unique|foreign key|check|not-null) constraint|duplicate key value|relation "[^"]+" does not exist/i,
  /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^"]{0,80}\b(?:FROM|SET|VALUES|WHERE)\b/,
  /TypeError|ReferenceError|RangeError|SyntaxError: Unexpected|Cannot read propert/,
  /\$argon2id\$|password_hash/,
];
