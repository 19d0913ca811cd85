import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { currentAccessToken, refreshAccessToken } from './auth/session';
import { currentLanguage } from './i18n';

function withSession(init: RequestInit = {}): Headers {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // Error messages come back translated into the interface's language.
  headers.set('Accept-Language', currentLanguage());
  const token = currentAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** fetchJson with the administrator's bearer token; an expired token is refreshed once and the call repeated. */
export const httpClient: typeof fetchUtils.fetchJson = async (url, options = {}) => {
  const send = () => fetchUtils.fetchJson(url, { ...options, headers: withSession(options) });
  try {
    return await send();
  } catch (error) {
    if ((error as { status?: number }).status !== 401 || !(await refreshAccessToken())) throw error;
    return send();
  }
};

/** The admin API speaks the ra-data-simple-rest dialect under /api/admin (Content-Range for totals). */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);

/** A JSON call to an /api/admin endpoint outside the list dialect (dashboard, exports, messages…). */
export async function adminCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { json } = await httpClient(`/api/admin/${path}`, {
    method: init.method ?? 'GET',
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return json as T;
}

/** A raw authenticated request (file downloads, the queue dashboard's cookie), refreshed once on 401. */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => fetch(`/api/admin/${path}`, { ...init, credentials: 'same-origin', headers: withSession(init) });
  const response = await send();
  if (response.status !== 401 || !(await refreshAccessToken())) return response;
  return send();
}
