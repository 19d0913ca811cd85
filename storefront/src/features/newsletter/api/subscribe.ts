import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { LanguageCode } from '../../../lib/language';

export function useSubscribe() {
  return useMutation({
    mutationFn: (input: { email: string; language: LanguageCode }) =>
      unwrap(api.POST('/api/newsletter/subscriptions', { body: input })),
  });
}

/** Spec section 5: one subscription per 30 seconds in a browser session (`lastEmailSubmit` in session storage). */
export const RESUBMIT_COOLDOWN_MS = 30_000;
const lastSubmitKey = 'lastEmailSubmit';

export function isCoolingDown(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(lastSubmitKey));
    return Number.isFinite(last) && last > 0 && now - last < RESUBMIT_COOLDOWN_MS;
  } catch {
    return false;
  }
}

export function markSubmitted(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(lastSubmitKey, String(now));
  } catch {
    // storage disabled: no cooldown
  }
}
