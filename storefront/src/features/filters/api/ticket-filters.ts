import { useCallback, useMemo } from 'react';
import { useQueryParams } from '../../../lib/use-query-params';

/** The list filters of the category, event and tickets pages: free text and an inclusive range of event days. */
export interface TicketFilters {
  q: string;
  /** YYYY-MM-DD */
  from?: string;
  /** YYYY-MM-DD */
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** The filters of a query string; a reversed range in a hand-edited link is read the right way round. */
export function readTicketFilters(params: URLSearchParams): TicketFilters {
  const q = params.get('q') ?? '';
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  if (from && to && from > to) return { q, from: to, to: from };
  return { q, from, to };
}

/**
 * The filters live in the query string (`?q=…&from=…&to=…`), so a filtered page can be shared and survives a
 * reload; other parameters (the sign-in dialog's `tab`, `buy`) are kept.
 */
export function useTicketFilters() {
  const [params, changeParams] = useQueryParams();
  const { q, from, to } = readTicketFilters(params);
  const filters = useMemo<TicketFilters>(() => ({ q, from, to }), [q, from, to]);

  const setFilters = useCallback(
    (changes: Partial<TicketFilters>) =>
      changeParams((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
      }),
    [changeParams],
  );

  return { filters, setFilters };
}
