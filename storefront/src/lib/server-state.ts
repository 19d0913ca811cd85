import type { DehydratedState } from '@tanstack/react-query';
import type { TranslationKey } from './language';

/**
 * What a server-rendered page carries for the browser to hydrate without another request (a JSON script element
 * written by server/render-document.ts, read by hydrate.tsx).
 */
export interface ServerState {
  language: TranslationKey;
  queries: DehydratedState;
  /** Whether the request's consent cookie recorded a choice (the server rendered the cookie banner if not). */
  consentDecided: boolean;
}

export const serverStateElementId = 'bte-server-state';

/** The start spinner's label per language (it is drawn before any script or message file loads). */
export const loadingLabels: Record<TranslationKey, string> = { lv: 'Ielādē', en: 'Loading', et: 'Laadimine', lt: 'Įkeliama' };
