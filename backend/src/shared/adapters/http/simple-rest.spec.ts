import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { DomainError } from '../../domain/domain-error.js';
import { listResponse, parseListQuery } from './simple-rest.js';

const requestWith = (query: Record<string, string | undefined>) => ({ query }) as unknown as Request;

describe('simple-rest list parameters', () => {
  it('reads sort, an inclusive range and the filter', () => {
    const query = parseListQuery(requestWith({ sort: '["email","DESC"]', range: '[25,49]', filter: '{"q":"anna"}' }), ['email', 'createdAt'], { field: 'createdAt', order: 'DESC' });
    expect(query).toEqual({ sort: { field: 'email', order: 'DESC' }, offset: 25, limit: 25, filter: { q: 'anna' } });
  });

  it('uses the defaults when nothing is given', () => {
    expect(parseListQuery(requestWith({}), ['createdAt'], { field: 'createdAt', order: 'DESC' })).toEqual({
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      limit: 25,
      filter: {},
    });
  });

  it('refuses unknown sort fields and malformed values instead of passing them to SQL', () => {
    for (const query of [{ sort: '["password_hash","ASC"]' }, { sort: '["email","SIDEWAYS"]' }, { range: '[10,5]' }, { range: '[-1,5]' }, { range: 'nope' }, { filter: '[1]' }]) {
      expect(() => parseListQuery(requestWith(query), ['email'], { field: 'email', order: 'ASC' })).toThrow(DomainError);
    }
  });

  it('answers with Content-Range', () => {
    const headers: Record<string, string> = {};
    const response = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
    const items = listResponse(response, 'subscribers', { sort: { field: 'email', order: 'ASC' }, offset: 10, limit: 5, filter: {} }, { items: [1, 2, 3], total: 13 });
    expect(items).toEqual([1, 2, 3]);
    expect(headers['Content-Range']).toBe('subscribers 10-12/13');
  });
});
