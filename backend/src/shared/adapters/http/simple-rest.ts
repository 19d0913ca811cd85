import type { Request, Response } from 'express';
import { DomainError } from '../../domain/domain-error.js';
import { findUnstorableCharacter } from './request-validation.js';

/**
 * The ra-data-simple-rest dialect of the back-office: `sort=["field","ASC"]`, `range=[0,24]` (inclusive),
 * `filter={"q":"...","status":"..."}`; the answer is the array of records with `Content-Range: <resource> 0-24/319`.
 */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_LIST_PAGE = 1000;

export function parseListQuery(request: Request, sortable: readonly string[], defaultSort: ListQuery['sort']): ListQuery {
  const sort = parseJson(request.query.sort, 'sort');
  const range = parseJson(request.query.range, 'range');
  const filter = parseJson(request.query.filter, 'filter') ?? {};

  let field = defaultSort.field;
  let order = defaultSort.order;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !sortable.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw invalid('sort');
    }
    field = sort[0];
    order = String(sort[1]).toUpperCase() as 'ASC' | 'DESC';
  }

  let offset = 0;
  let limit = 25;
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((value) => Number.isSafeInteger(value) && value >= 0) || range[1] < range[0]) {
      throw invalid('range');
    }
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, MAX_LIST_PAGE);
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw invalid('filter');
  return { sort: { field, order }, offset, limit, filter: filter as Record<string, unknown> };
}

/** Sets Content-Range (exposed to the browser) and returns the page itself, as ra-data-simple-rest expects. */
export function listResponse<T>(response: Response, resource: string, query: ListQuery, page: { items: T[]; total: number }): T[] {
  const last = page.items.length === 0 ? query.offset : query.offset + page.items.length - 1;
  response.setHeader('Content-Range', `${resource} ${query.offset}-${last}/${page.total}`);
  response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  return page.items;
}

/** A filter value as text, or undefined when absent; anything but text is refused. */
export function textFilter(filter: Record<string, unknown>, name: string): string | undefined {
  const value = filter[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 200) throw invalid('filter');
  return value;
}

function parseJson(value: unknown, name: string): unknown {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > 2000) throw invalid(name);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid(name);
  }
  if (findUnstorableCharacter(parsed)) throw invalid(name);
  return parsed;
}

function invalid(parameter: string): DomainError {
  return new DomainError('request.list_parameter_invalid', { parameter }, 'invalid');
}
