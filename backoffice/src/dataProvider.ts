import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, useDataProvider, type DataProvider } from 'react-admin';
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

/** A JSON call to an /api/admin endpoint outside the list dialect (dashboard, exports, messages…). */
async function adminCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { json } = await httpClient(`/api/admin/${path}`, {
    method: init.method ?? 'GET',
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return json as T;
}

/** A raw authenticated request (file downloads, the queue dashboard's cookie), refreshed once on 401. */
async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => fetch(`/api/admin/${path}`, { ...init, credentials: 'same-origin', headers: withSession(init) });
  const response = await send();
  if (response.status !== 401 || !(await refreshAccessToken())) return response;
  return send();
}

const encoded = encodeURIComponent;

/**
 * The admin API's calls outside the list dialect. Components reach the API only through the data provider
 * (`useAdminApi()`), never with fetch helpers of their own; the response types are the caller's until the API's types
 * are generated (issue 21).
 */
const adminOperations = {
  dashboard: <T>() => adminCall<T>('dashboard'),
  systemStatus: <T>() => adminCall<T>('system-status'),
  checkSystemStatusNow: <T>() => adminCall<T>('system-status/checks', { method: 'POST' }),
  recentNewsletterMessages: <T>() =>
    adminCall<T>(`newsletter/messages?${new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, 9]) })}`),
  sendNewsletterMessage: <T>(message: { subject: string; body: string; language?: string }) => adminCall<T>('newsletter/messages', { method: 'POST', body: message }),
  startSubscriberExport: <T>(search?: string) => adminCall<T>('exports', { method: 'POST', body: { resource: 'subscribers', ...(search ? { filter: { q: search } } : {}) } }),
  subscriberExport: <T>(id: string) => adminCall<T>(`exports/${encoded(id)}`),
  /** The finished CSV as a Blob (the download needs the bearer token, so a plain link cannot fetch it). */
  async subscriberExportFile(id: string): Promise<Blob> {
    const response = await adminFetch(`exports/${encoded(id)}/download`, { headers: { Accept: 'text/csv' } });
    if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText);
    return response.blob();
  },
  withdrawTicket: (id: string | number, reason: string) => adminCall<void>(`tickets/${encoded(String(id))}/withdraw`, { method: 'POST', body: { reason } }),
  /** Opens a queue-board session (an HttpOnly cookie for /api/admin/queues); false when the API refused or was unreachable. */
  async openQueueBoardSession(): Promise<boolean> {
    const response = await adminFetch('queues/session', { method: 'POST' }).catch(() => null);
    return response?.ok === true;
  },
};

/** The admin API speaks the ra-data-simple-rest dialect under /api/admin (Content-Range for totals), plus adminOperations. */
export const dataProvider: DataProvider & typeof adminOperations = { ...simpleRestProvider('/api/admin', httpClient), ...adminOperations };

export const useAdminApi = () => useDataProvider<typeof dataProvider>();

