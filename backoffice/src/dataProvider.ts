import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, useDataProvider, type DataProvider, type GetManyParams, type GetManyResult, type Identifier, type RaRecord } from 'react-admin';
import type { ApiAnswer, Schema } from './api-types';
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
const httpClient: typeof fetchUtils.fetchJson = async (url, options = {}) => {
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

/** What a picture's upload or removal answers: the event or the category with its picture. */
type ImageOwnerRecord<R extends 'events' | 'categories'> = R extends 'events'
  ? ApiAnswer<'/api/admin/events/{id}/image', 'put'>
  : ApiAnswer<'/api/admin/categories/{id}/image', 'put'>;

/**
 * The admin API's calls outside the list dialect. Components reach the API only through the data provider
 * (`useAdminApi()`), never with fetch helpers of their own; each answer has the type the OpenAPI document gives its
 * operation (`npm run api:types`).
 */
const adminOperations = {
  dashboard: () => adminCall<ApiAnswer<'/api/admin/dashboard', 'get'>>('dashboard'),
  systemStatus: () => adminCall<ApiAnswer<'/api/admin/system-status', 'get'>>('system-status'),
  checkSystemStatusNow: () => adminCall<ApiAnswer<'/api/admin/system-status/checks', 'post'>>('system-status/checks', { method: 'POST' }),
  recentNewsletterMessages: () =>
    adminCall<ApiAnswer<'/api/admin/newsletter/messages', 'get'>>(
      `newsletter/messages?${new URLSearchParams({ sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, 9]) })}`,
    ),
  sendNewsletterMessage: (message: Schema<'NewsletterMessageDto'>) =>
    adminCall<ApiAnswer<'/api/admin/newsletter/messages', 'post'>>('newsletter/messages', { method: 'POST', body: message }),
  startExport: (request: Schema<'ExportRequestDto'>) => adminCall<ApiAnswer<'/api/admin/exports', 'post'>>('exports', { method: 'POST', body: request }),
  exportStatus: (id: string) => adminCall<ApiAnswer<'/api/admin/exports/{id}', 'get'>>(`exports/${encoded(id)}`),
  /** A short-lived link to the finished CSV: the browser downloads it to disk itself, nothing is held in the page. */
  exportDownloadLink: (id: string) => adminCall<ApiAnswer<'/api/admin/exports/{id}/download-link', 'post'>>(`exports/${encoded(id)}/download-link`, { method: 'POST' }),
  withdrawTicket: (id: string | number, reason: string) =>
    adminCall<ApiAnswer<'/api/admin/tickets/{id}/withdraw', 'post'>>(`tickets/${encoded(String(id))}/withdraw`, { method: 'POST', body: { reason } satisfies Schema<'WithdrawDto'> }),
  withdrawTickets: (ids: Identifier[], reason: string) =>
    adminCall<ApiAnswer<'/api/admin/tickets/withdrawals', 'post'>>('tickets/withdrawals', { method: 'POST', body: { ids: ids.map(String), reason } satisfies Schema<'BulkWithdrawDto'> }),
  deactivateUsers: (ids: Identifier[]) =>
    adminCall<ApiAnswer<'/api/admin/users/deactivations', 'post'>>('users/deactivations', { method: 'POST', body: { ids: ids.map(String) } satisfies Schema<'BulkIdsDto'> }),
  deleteSubscribers: (ids: Identifier[]) =>
    adminCall<ApiAnswer<'/api/admin/subscribers/deletions', 'post'>>('subscribers/deletions', { method: 'POST', body: { ids: ids.map(String) } satisfies Schema<'BulkIdsDto'> }),
  decideClaim: (id: string | number, decision: Schema<'DecideClaimDto'>) =>
    adminCall<ApiAnswer<'/api/admin/claims/{id}/decision', 'post'>>(`claims/${encoded(String(id))}/decision`, { method: 'POST', body: decision }),
  /** A claim's n-th evidence file as a Blob (the download needs the bearer token, so a plain link cannot fetch it). */
  async claimFile(id: string | number, n: number): Promise<Blob> {
    const response = await adminFetch(`claims/${encoded(String(id))}/files/${n}`, { headers: { Accept: '*/*' } });
    if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText);
    return response.blob();
  },
  markContactMessageHandled: (id: string | number) =>
    adminCall<ApiAnswer<'/api/admin/contact-messages/{id}/handled', 'post'>>(`contact-messages/${encoded(String(id))}/handled`, { method: 'POST' }),
  answerContactMessage: (id: string | number, answer: string) =>
    adminCall<ApiAnswer<'/api/admin/contact-messages/{id}/answer', 'post'>>(`contact-messages/${encoded(String(id))}/answer`, { method: 'POST', body: { answer } satisfies Schema<'AnswerContactMessageDto'> }),
  /** A listing's n-th ticket file as a Blob (the download needs the bearer token, so a plain link cannot fetch it). */
  async ticketFile(id: string | number, n: number): Promise<Blob> {
    const response = await adminFetch(`tickets/${encoded(String(id))}/files/${n}`, { headers: { Accept: '*/*' } });
    if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText);
    return response.blob();
  },
  submitDisputeEvidence: (id: string | number, evidence: Schema<'SubmitDisputeEvidenceDto'>) =>
    adminCall<ApiAnswer<'/api/admin/disputes/{id}/evidence', 'post'>>(`disputes/${encoded(String(id))}/evidence`, { method: 'POST', body: evidence }),
  ledgerBalances: (date?: string) => adminCall<ApiAnswer<'/api/admin/ledger/balances', 'get'>>(`ledger/balances${date ? `?${new URLSearchParams({ date })}` : ''}`),
  reconcileDay: (day: string) =>
    adminCall<ApiAnswer<'/api/admin/reconciliations', 'post'>>('reconciliations', { method: 'POST', body: { day } satisfies Schema<'ReconcileDayDto'> }),
  requestDac7Report: (year: number) =>
    adminCall<ApiAnswer<'/api/admin/dac7-reports', 'post'>>('dac7-reports', { method: 'POST', body: { year } satisfies Schema<'Dac7ReportDto'> }),
  /** A written DAC7 report as a Blob (the download needs the bearer token, so a plain link cannot fetch it). */
  async dac7ReportFile(id: string, format: 'csv' | 'xml'): Promise<Blob> {
    const response = await adminFetch(`dac7-reports/${encoded(id)}/${format}`, { headers: { Accept: format === 'csv' ? 'text/csv' : 'application/xml' } });
    if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText);
    return response.blob();
  },
  payoutSettings: () => adminCall<ApiAnswer<'/api/admin/payout-settings', 'get'>>('payout-settings'),
  changePayoutSettings: (settings: Schema<'PayoutSettingsDto'>) =>
    adminCall<ApiAnswer<'/api/admin/payout-settings', 'put'>>('payout-settings', { method: 'PUT', body: settings }),
  checkoutSettings: () => adminCall<ApiAnswer<'/api/admin/checkout-settings', 'get'>>('checkout-settings'),
  changeCheckoutSettings: (settings: Schema<'CheckoutSettingsDto'>) =>
    adminCall<ApiAnswer<'/api/admin/checkout-settings', 'put'>>('checkout-settings', { method: 'PUT', body: settings }),
  resaleRules: () => adminCall<ApiAnswer<'/api/admin/resale-rules', 'get'>>('resale-rules'),
  changeResaleRules: (rules: Schema<'ResaleRulesDto'>) => adminCall<ApiAnswer<'/api/admin/resale-rules', 'put'>>('resale-rules', { method: 'PUT', body: rules }),
  waitingListSettings: () => adminCall<ApiAnswer<'/api/admin/waiting-list-settings', 'get'>>('waiting-list-settings'),
  changeWaitingListSettings: (settings: Schema<'WaitingListSettingsDto'>) =>
    adminCall<ApiAnswer<'/api/admin/waiting-list-settings', 'put'>>('waiting-list-settings', { method: 'PUT', body: settings }),
  ticketLimits: () => adminCall<ApiAnswer<'/api/admin/ticket-limits', 'get'>>('ticket-limits'),
  changeTicketLimits: (limits: Schema<'TicketLimitsDto'>) => adminCall<ApiAnswer<'/api/admin/ticket-limits', 'put'>>('ticket-limits', { method: 'PUT', body: limits }),
  /** Gives an event or a category a picture (PNG, JPEG or WebP up to 10 MB); the answer is the record with it. */
  replaceImage: <R extends 'events' | 'categories'>(resource: R, id: Identifier, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return httpClient(`/api/admin/${resource}/${encoded(String(id))}/image`, { method: 'PUT', body: form }).then(({ json }) => json as ImageOwnerRecord<R>);
  },
  removeImage: <R extends 'events' | 'categories'>(resource: R, id: Identifier) =>
    adminCall<ImageOwnerRecord<R>>(`${resource}/${encoded(String(id))}/image`, { method: 'DELETE' }),
  /** Opens a queue-board session (an HttpOnly cookie for /api/admin/queues); false when the API refused or was unreachable. */
  async openQueueBoardSession(): Promise<boolean> {
    const response = await adminFetch('queues/session', { method: 'POST' }).catch(() => null);
    return response?.ok === true;
  },
};

/**
 * Records referenced by id (the event chosen in an input, a list's categories) are read one by one: the admin API's
 * lists take no `id` filter, so the dialect's getMany (filter={"id":[…]}) would answer a first page instead, and an
 * input would show blank for a record not on it. A record gone meanwhile is left out.
 */
async function getMany<RecordType extends RaRecord>(resource: string, { ids, signal }: GetManyParams<RecordType>): Promise<GetManyResult<RecordType>> {
  const read = (id: Identifier) =>
    httpClient(`/api/admin/${resource}/${encoded(String(id))}`, { signal }).then(
      ({ json }) => json as RecordType,
      (error: unknown) => {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      },
    );
  const records = await Promise.all(ids.map(read));
  return { data: records.filter((record): record is Awaited<RecordType> => record !== null) };
}

/** The admin API speaks the ra-data-simple-rest dialect under /api/admin (Content-Range for totals), plus adminOperations. */
export const dataProvider: DataProvider & typeof adminOperations = { ...simpleRestProvider('/api/admin', httpClient), getMany, ...adminOperations };

export const useAdminApi = () => useDataProvider<typeof dataProvider>();

