/** A value of Stripe's form encoding: `a[b][0][c]=v` nests objects and lists, `expand[]=x` appends to a list. */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// A key like these would reach Object.prototype through the nested assignment below.
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses an `application/x-www-form-urlencoded` body or query string the way Stripe reads its parameters. */
export function parseFormBody(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = splitKey(key);
    if (path.some((segment) => FORBIDDEN_SEGMENTS.has(segment))) continue;
    assign(root, path, value);
  }
  return listsFromIndexes(root, true);
}

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  return [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (segment) => segment[1])];
}

function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  for (let index = 0; index < path.length; index++) {
    const segment = path[index] === '' ? String(Object.keys(node).length) : path[index];
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
    node = node[segment] as FormObject;
  }
}

/** Objects whose keys are all indexes become lists; metadata keys stay keys even when they look like numbers. */
function listsFromIndexes(node: FormObject, keepKeys: boolean): FormObject;
function listsFromIndexes(node: FormValue, keepKeys: boolean): FormValue;
function listsFromIndexes(node: FormValue, keepKeys: boolean): FormValue {
  if (typeof node === 'string' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const converted: FormObject = {};
  for (const key of keys) converted[key] = listsFromIndexes(node[key], key === 'metadata');
  if (keepKeys || keys.length === 0 || !keys.every((key) => /^\d+$/.test(key))) return converted;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]);
}
