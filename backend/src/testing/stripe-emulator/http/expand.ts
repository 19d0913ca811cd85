import { invalidParameter } from './stripe-errors.js';

// Stripe expands at most four levels deep.
const DEEPEST_EXPANSION = 4;

/**
 * Replaces ids by their objects along each `expand[]` path (`payment_intent`, `payment_intent.latest_charge`,
 * `data.charge` for lists). The object is copied, never changed.
 */
export function expandPaths(object: object, paths: readonly string[], find: (id: string) => object | undefined): object {
  let expanded: Record<string, unknown> = structuredClone(object) as Record<string, unknown>;
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > DEEPEST_EXPANSION) {
      throw invalidParameter(`You cannot expand more than ${DEEPEST_EXPANSION} levels of a property. Property: ${path}`, 'expand');
    }
    expanded = expandOne(expanded, segments, path, find) as Record<string, unknown>;
  }
  return expanded;
}

function expandOne(node: unknown, segments: string[], path: string, find: (id: string) => object | undefined): unknown {
  if (segments.length === 0 || node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const [field, ...rest] = segments;
  if (record.object === 'list' && field === 'data' && Array.isArray(record.data)) {
    record.data = record.data.map((item: unknown) => expandOne(item, rest, path, find));
    return record;
  }
  const value = record[field];
  if (value === null) return record;
  if (typeof value === 'string' && field !== 'id') {
    const found = find(value);
    if (!found) throw cannotExpand(path);
    record[field] = expandOne(structuredClone(found), rest, path, find);
    return record;
  }
  if (typeof value === 'object' && rest.length > 0) {
    record[field] = expandOne(value, rest, path, find);
    return record;
  }
  throw cannotExpand(path);
}

function cannotExpand(path: string) {
  return invalidParameter(`This property cannot be expanded (${path}).`, 'expand');
}
