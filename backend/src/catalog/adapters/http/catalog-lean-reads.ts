import type { IncomingMessage } from 'node:http';
import { UUID_PATTERN } from '../../../shared/adapters/http/input-rules.js';
import { findUnstorableCharacter } from '../../../shared/adapters/http/request-validation.js';
import { MAX_PAGE_SIZE, type BrowseCatalog } from '../../application/browse-catalog.queries.js';
import { eventListQuery } from './catalog.controller.js';

/** A public catalogue read the lean path can answer itself (ADR 0038). */
export interface LeanRead {
  /** The route's metrics label, as Express names it. */
  route: string;
  /** The answer's JSON text; a rejection (not found, any error) sends the request on to the full pipeline. */
  body(): Promise<string>;
}

export type LeanReads = (request: IncomingMessage) => LeanRead | null;

const LANGUAGES = new Set(['lv', 'en', 'ee', 'et', 'lt']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_NUMBER = /^[1-9]\d{0,5}$/;
/** Characters of a query value taken as they are; anything else (brackets, quotes, `=`) goes to the pipeline. */
const PLAIN_VALUE = /^[\w.~%+-]+$/;

type Rule = (value: string) => boolean;
const upTo = (length: number): Rule => (value) => value.length <= length;
const wholeUpTo = (max: number): Rule => (value) => WHOLE_NUMBER.test(value) && Number(value) <= max;
const language: Rule = (value) => LANGUAGES.has(value);

/** The query parameters of the events list, each with the rule of its DTO (`EventListQueryDto`) or a narrower one. */
const EVENT_LIST: Record<string, Rule> = {
  category: upTo(80),
  q: upTo(200),
  from: (value) => DAY.test(value),
  to: (value) => DAY.test(value),
  page: wholeUpTo(100_000),
  pageSize: wholeUpTo(MAX_PAGE_SIZE),
  lang: language,
};
const LANGUAGE_ONLY: Record<string, Rule> = { lang: language };

/**
 * Recognises the public catalogue GETs that the HTTP server's own listener may answer without Express and Nest: the
 * events list and an event's detail, with parameters that the controller's DTO would accept unchanged. It is
 * deliberately narrower than the DTO: anything it does not recognise (an unknown, repeated, empty or odd
 * parameter, a value the DTO would refuse, a body) returns null and goes to the full pipeline, which validates,
 * translates and answers errors in one place. The answer itself comes from the same use case as the controller's.
 */
export function leanCatalogReads(browse: BrowseCatalog): LeanReads {
  return (request) => {
    if (request.method !== 'GET' || !request.url || request.headers['transfer-encoding'] !== undefined) return null;
    if (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0') return null;
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
    if (path === '/api/events') {
      const values = parameters(query, EVENT_LIST);
      const search = values && eventListQuery({ ...values, page: numberOrUndefined(values.page), pageSize: numberOrUndefined(values.pageSize) });
      return search ? { route: '/api/events', body: () => browse.events(search) } : null;
    }
    if (path.startsWith('/api/events/')) {
      const id = path.slice('/api/events/'.length);
      if (!UUID_PATTERN.test(id) || !parameters(query, LANGUAGE_ONLY)) return null;
      return { route: '/api/events/:id', body: () => browse.event(id) };
    }
    return null;
  };
}

/** The query's parameters, decoded as Express decodes them, or null if any is unknown, repeated, empty or refused. */
function parameters(query: string, rules: Record<string, Rule>): Record<string, string> | null {
  const values: Record<string, string> = {};
  if (query === '') return values;
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    if (equals <= 0) return null;
    const name = part.slice(0, equals);
    const raw = part.slice(equals + 1);
    if (!Object.hasOwn(rules, name) || Object.hasOwn(values, name) || !PLAIN_VALUE.test(raw)) return null;
    let value: string;
    try {
      value = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return null;
    }
    if (findUnstorableCharacter(value) || !rules[name](value)) return null;
    values[name] = value;
  }
  return values;
}

function numberOrUndefined(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}
