import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The address's query parameters, and `change`: it edits a copy of the parameters the address holds now and
 * replaces the history entry with it, keeping every parameter the edit does not touch.
 *
 * React Router's own functional update is handed the parameters of the last render, not of the address. Its
 * navigations render in a transition, so a second change made before the first has rendered would drop the first:
 * a Buy pressed before the page was interactive and replayed, then the search typed meanwhile, written 300 ms
 * later while the sign-in dialog's render was still pending, lost the `buy` and `tab` parameters. The address is
 * written at once by every navigation, so it is always the latest.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(window.location.search);
      edit(next);
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, change] as const;
}
