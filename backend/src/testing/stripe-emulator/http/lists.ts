import type Stripe from 'stripe';
import type { Params } from './params.js';
import { invalidParameter } from './stripe-errors.js';

export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'] as const;

/** One page of `items` (newest first) as Stripe lists them: `limit` 1–100 (default 10), cursors by object id. */
export function listPage<T extends { id: string }>(items: readonly T[], params: Params, url: string): Stripe.ApiList<T> {
  const limit = params.integer('limit', { min: 1 }) ?? 10;
  if (limit > 100) throw invalidParameter('This value must be less than or equal to 100.', 'limit', 'parameter_invalid_integer');
  const startingAfter = params.string('starting_after');
  const endingBefore = params.string('ending_before');
  let page: readonly T[] = items;
  let hasMore: boolean;
  if (startingAfter !== undefined) {
    page = items.slice(cursorIndex(items, startingAfter, 'starting_after') + 1);
  }
  if (endingBefore !== undefined) {
    const before = items.slice(0, cursorIndex(items, endingBefore, 'ending_before'));
    hasMore = before.length > limit;
    page = before.slice(-limit);
  } else {
    hasMore = page.length > limit;
    page = page.slice(0, limit);
  }
  return { object: 'list', data: [...page], has_more: hasMore, url };
}

function cursorIndex(items: readonly { id: string }[], id: string, param: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw invalidParameter(`No such object: '${id}'`, param, 'resource_missing');
  return index;
}
