import { useCallback } from 'react';
import { useQueryParams } from '../../../lib/use-query-params';

export type AuthTab = 'login' | 'register';

/**
 * The sign-in dialog lives in the query string (`?tab=login` or `?tab=register`), so a link can open it on
 * either tab and reloading keeps it open.
 */
export function useAuthDialog() {
  const [params, changeParams] = useQueryParams();
  const value = params.get('tab');
  const tab: AuthTab | null = value === 'login' || value === 'register' ? value : null;

  const open = useCallback((next: AuthTab) => changeParams((updated) => updated.set('tab', next)), [changeParams]);

  const close = useCallback(() => changeParams((updated) => updated.delete('tab')), [changeParams]);

  return { tab, open, close };
}
