import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { currentAccessToken, refreshAccessToken } from './auth/session';

/** fetchJson with the administrator's bearer token; an expired token is refreshed once and the call repeated. */
export const httpClient: typeof fetchUtils.fetchJson = async (url, options = {}) => {
  const send = () => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const token = currentAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  try {
    return await send();
  } catch (error) {
    if ((error as { status?: number }).status !== 401 || !(await refreshAccessToken())) throw error;
    return send();
  }
};

/** The admin API speaks the ra-data-simple-rest dialect under /api/admin (Content-Range for totals). */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
