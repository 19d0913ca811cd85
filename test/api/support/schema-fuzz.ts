import { encodeLoosely, HOSTILE_VALUES, resolveSchema, type FuzzRequest, type OpenApiDocument, type Operation, type Random, type Schema } from './fuzz.js';
import { samplePattern } from './pattern-sample.js';

/**
 * Schema-aware requests: first a request that meets every rule the OpenAPI document states (pattern, lengths,
 * range, format, enum, required fields, real ids), then the same request with exactly one field changed to a
 * boundary value: length ±1, range ±1, int4 and cents limits, values that match the pattern but mean nothing
 * (2026-02-30, 99:99, 9999999.99), NFC/NFD twins, many decimals, another kind's id, or one hostile value.
 */

/** Real rows and sessions the valid requests use. */
export interface Fixtures {
  tokens: { user: string; admin: string };
  /** Operations signed with a token of their own (the operator's), by path. */
  tokensByPath: Record<string, string>;
  /** A real value per path parameter, keyed by the path template, e.g. '/api/tickets/{id}' → { id: '…' }. */
  pathValues: Map<string, Record<string, string>>;
  /** A real id for a body or query field that names one, e.g. categoryId, eventId, event. */
  ids: Record<string, string>;
}

let unique = 0;

/** Values a user would type, by field name: used where they meet the schema's rules. */
const TYPED_BY_NAME: [RegExp, () => string][] = [
  [/password/i, () => 'Kalnu-ezers-2026'],
  [/email/i, () => `fuzz.${(unique += 1)}@example.lv`],
  [/^(slug|key)$/, () => `fuzz-${(unique += 1)}`],
  [/phone/i, () => '20000000'],
  [/message|body|description|reason/i, () => 'Biļete uz koncertu Rīgā, rinda 5.'],
];

/** Real values of the kinds the patterns describe; a pattern that admits one gets it as its valid value. */
const MEANINGFUL = ['2030-06-15', '19:00', '45.50'];

const PATTERN_VALID_BUT_IMPOSSIBLE = [
  '2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01', '9999-12-31', '2026-02-29',
  '24:00', '23:60', '99:99',
  '9999999.99', '9999999,99', '0.00', '0', '0,00', '21474836.47', '21474836.48', '0000001.5',
];

const INT4 = [2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649];
/** Euros that overflow an int4 column once in cents (alone, or times a quantity). */
const CENTS = [21_474_836.47, 21_474_836.48, 9_999_999.99, 99_999_999_999];
const MANY_DECIMALS = ['1.005', '45.123456789', '0.0000000001', '1e-7', '1,999'];
const NFC_NFD_TWINS = ['Rīga', 'Ri\u0304ga', 'Šiauliai', 'S\u030Ciauliai', 'Tõnismägi', 'To\u0303nisma\u0308gi'];

/** A value that meets every rule the schema states. */
function validValue(document: OpenApiDocument, schema: Schema | undefined, name: string, random: Random, fixtures: Fixtures, depth = 0): unknown {
  const resolved = resolveSchema(document, schema) as Schema & Rules;
  if (resolved.enum?.length) return resolved.enum[Math.floor(random() * resolved.enum.length)];
  if (fixtures.ids[name]) return fixtures.ids[name];
  if (resolved.format === 'uuid') return randomUuid(random);
  if (resolved.type === 'integer' || resolved.type === 'number') {
    const min = resolved.minimum ?? 1;
    const max = resolved.maximum ?? min + 9;
    return min + Math.floor(random() * (Math.min(max, min + 99) - min + 1));
  }
  if (resolved.type === 'boolean') return random() < 0.5;
  if (resolved.type === 'array') return depth > 3 ? [] : [validValue(document, resolved.items, name, random, fixtures, depth + 1)];
  if (resolved.type === 'object' || resolved.properties) return depth > 3 ? {} : validObject(document, resolved, random, fixtures, depth + 1);
  const meets = (value: string) => (!resolved.pattern || new RegExp(resolved.pattern).test(value)) && value.length >= (resolved.minLength ?? 0) && value.length <= (resolved.maxLength ?? Infinity);
  const typed = TYPED_BY_NAME.find(([pattern]) => pattern.test(name))?.[1]();
  if (typed !== undefined && meets(typed)) return typed;
  if (typeof resolved.example === 'string' && meets(resolved.example)) return resolved.example;
  const meaningful = resolved.pattern ? MEANINGFUL.find(meets) : undefined;
  if (meaningful) return meaningful;
  if (resolved.pattern) return fitLength(samplePattern(resolved.pattern, random), resolved, () => samplePattern(resolved.pattern!, random, 'shortest'));
  if (resolved.format === 'date-time') return '2030-06-15T18:00:00.000Z';
  if (resolved.format === 'email') return TYPED_BY_NAME[1][1]();
  return fitLength(typed ?? 'Koncerts Rīgā', resolved, () => 'Rīga');
}

interface Rules {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  readOnly?: boolean;
}

function fitLength(value: string, rules: Rules, shorter: () => string): string {
  let fitted = rules.maxLength !== undefined && value.length > rules.maxLength ? shorter() : value;
  if (rules.maxLength !== undefined) fitted = fitted.slice(0, rules.maxLength);
  if (rules.minLength !== undefined && fitted.length < rules.minLength) fitted = fitted.padEnd(rules.minLength, 'a');
  return fitted;
}

/** Every required field, and each optional one half of the time; never the read-only ones. */
function validObject(document: OpenApiDocument, schema: Schema, random: Random, fixtures: Fixtures, depth = 0): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).filter(([name, property]) => !(resolveSchema(document, property) as Rules).readOnly && (required.has(name) || random() < 0.5));
  return Object.fromEntries(fields.map(([name, property]) => [name, validValue(document, property, name, random, fixtures, depth)]));
}

/** Values at and just past the schema's limits, and pattern-valid values that cannot be real. */
function boundaryValues(document: OpenApiDocument, schema: Schema | undefined, random: Random, fixtures: Fixtures): unknown[] {
  const resolved = resolveSchema(document, schema) as Schema & Rules;
  const values: unknown[] = [];
  if (resolved.nullable) values.push(null);
  if (resolved.enum?.length) values.push(...resolved.enum.map((value) => String(value).toUpperCase()), ...resolved.enum.map((value) => `${String(value)} `));
  if (resolved.format === 'uuid') values.push(randomUuid(random), '00000000-0000-0000-0000-000000000000', ...Object.values(fixtures.ids), ...Object.values(fixtures.ids).map((id) => id.toUpperCase()), 'a0eebc99-9c0b-11d1-b5bc-00c04f4f2a11');
  if (resolved.type === 'integer' || resolved.type === 'number') {
    for (const limit of [resolved.minimum, resolved.maximum]) if (limit !== undefined) values.push(limit - 1, limit, limit + 1);
    values.push(...INT4, ...CENTS, 0, 1.5, Number.MAX_SAFE_INTEGER + 2, ...INT4.map(String));
  }
  if (resolved.pattern) {
    const pattern = new RegExp(resolved.pattern);
    values.push(...['shortest', 'longest', 'random', 'random'].map((repetition) => samplePattern(resolved.pattern!, random, repetition as 'random')));
    values.push(...PATTERN_VALID_BUT_IMPOSSIBLE.filter((candidate) => pattern.test(candidate)));
    values.push(...MANY_DECIMALS);
  }
  if (resolved.minLength !== undefined) values.push('x'.repeat(Math.max(0, resolved.minLength - 1)), 'x'.repeat(resolved.minLength), 'Ā'.repeat(resolved.minLength));
  if (resolved.maxLength !== undefined) values.push('x'.repeat(resolved.maxLength), 'x'.repeat(resolved.maxLength + 1), 'Ā'.repeat(resolved.maxLength), '𝕏'.repeat(resolved.maxLength));
  if (resolved.format === 'date-time' || /T\d\d:/.test(String(resolved.example ?? ''))) {
    values.push('2026-02-30T10:00:00Z', '2026-12-31T24:00:00Z', '+275760-09-13T00:00:00Z', '1970-01-01T00:00:00Z', '2026-12-31', '2026-12-31T17:00:00+14:00');
  }
  if (!resolved.type || resolved.type === 'string') values.push(...NFC_NFD_TWINS);
  return values;
}

export function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)];
  return `${hex.slice(0, 8).join('')}-${hex.slice(8, 12).join('')}-${hex.slice(12, 16).join('')}-${hex.slice(16, 20).join('')}-${hex.slice(20).join('')}`;
}

interface Field {
  place: 'path' | 'query' | 'header' | 'body';
  name: string;
  schema?: Schema;
}

/** The request every rule of the document allows, with its fields listed so that one can be changed. */
export function validRequest(document: OpenApiDocument, path: string, method: string, operation: Operation, random: Random, fixtures: Fixtures) {
  const values: Record<Field['place'], Record<string, unknown>> = { path: { ...fixtures.pathValues.get(path) }, query: {}, header: {}, body: {} };
  const fields: Field[] = [];
  for (const parameter of operation.parameters ?? []) {
    fields.push({ place: parameter.in, name: parameter.name, schema: parameter.schema });
    if (parameter.in === 'path') values.path[parameter.name] ??= validValue(document, parameter.schema, parameter.name, random, fixtures);
    else if (parameter.required || random() < 0.5) values[parameter.in][parameter.name] = parameter.in === 'header' ? randomUuid(random) : validValue(document, parameter.schema, parameter.name, random, fixtures);
  }
  const json = operation.requestBody?.content['application/json'];
  const bodySchema = json ? resolveSchema(document, json.schema) : undefined;
  if (bodySchema) {
    values.body = validObject(document, bodySchema, random, fixtures);
    for (const [name, property] of Object.entries(bodySchema.properties ?? {})) if (!(resolveSchema(document, property) as Rules).readOnly) fields.push({ place: 'body', name, schema: property });
  }
  const token = fixtures.tokensByPath[path] ?? (path.startsWith('/api/admin/') ? fixtures.tokens.admin : operation.security?.length ? fixtures.tokens.user : undefined);
  return { values, fields, hasJsonBody: Boolean(bodySchema), token };
}

/** A valid request (always when `mutate` is false, else one in ten), or one with exactly one field at a boundary (or hostile). */
export function schemaAwareRequest(document: OpenApiDocument, path: string, method: string, operation: Operation, random: Random, fixtures: Fixtures, mutate = true): FuzzRequest {
  const { values, fields, hasJsonBody, token } = validRequest(document, path, method, operation, random, fixtures);
  let mutation = 'valid';
  let changed: string | undefined;
  if (mutate && fields.length && random() >= 0.1) {
    const field = fields[Math.floor(random() * fields.length)];
    const boundaries = boundaryValues(document, field.schema, random, fixtures);
    const value = boundaries.length && random() < 0.8 ? boundaries[Math.floor(random() * boundaries.length)] : HOSTILE_VALUES[Math.floor(random() * HOSTILE_VALUES.length)];
    values[field.place][field.name] = field.place === 'body' ? value : typeof value === 'string' ? value : JSON.stringify(value);
    changed = `${field.place} ${field.name}`;
    mutation = `${changed}=${describe(value)}`;
  }
  return { ...toFuzzRequest(path, method, values, hasJsonBody, token, mutation), field: changed };
}

export function toFuzzRequest(path: string, method: string, values: Record<Field['place'], Record<string, unknown>>, hasJsonBody: boolean, token: string | undefined, mutation: string): FuzzRequest {
  const concretePath = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeLoosely(String(values.path[name] ?? '')) || '%20');
  const query = Object.entries(values.query).map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(String(value))}`).join('&');
  const headers: Record<string, string> = Object.fromEntries(Object.entries(values.header).map(([name, value]) => [name, String(value).replace(/[^\x20-\x7e]/g, '?')]));
  if (token) headers.Authorization = `Bearer ${token}`;
  const body: FuzzRequest['body'] = hasJsonBody && method !== 'get' ? { kind: 'raw', contentType: 'application/json', data: JSON.stringify(values.body) } : undefined;
  return { method, path: `${concretePath}${query ? `?${query}` : ''}`, headers, body, mutation };
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
}
