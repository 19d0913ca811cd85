import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';

/** Where the sign-in (coming with the accounts issue) keeps the administrator's access token. */
export const accessTokenStorageKey = 'bte.admin.accessToken';

function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(accessTokenStorageKey);
  } catch {
    return null;
  }
}

/** fetchJson with the administrator's bearer token, when there is one. */
export const httpClient: typeof fetchUtils.fetchJson = (url, options = {}) => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** The admin API speaks the ra-data-simple-rest dialect under /api/admin (Content-Range for totals). */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
