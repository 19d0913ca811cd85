import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type AuthTab = 'login' | 'register';

/**
 * The sign-in dialog lives in the query string (`?tab=login` or `?tab=register`), so a link can open it on
 * either tab and reloading keeps it open.
 */
export function useAuthDialog() {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab: AuthTab | null = value === 'login' || value === 'register' ? value : null;

  const open = useCallback(
    (next: AuthTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('tab');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { tab, open, close };
}
