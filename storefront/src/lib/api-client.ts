import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './api-schema';
import { ApiError, toApiError } from './api-error';
import { currentAccessToken } from './session-token';

/**
 * The typed client of the backend. Paths and request bodies come from the OpenAPI document
 * (`npm run api:types -w storefront` regenerates `api-schema.d.ts`).
 */
export const api = createClient<paths>({
  // A server render has no page address to resolve "/api/…" against; its transport sends the request on.
  baseUrl: import.meta.env.SSR ? 'http://api.invalid' : '',
  credentials: 'same-origin',
  fetch: (request) => transport(request),
});

type Transport = (request: Request) => Promise<Response>;

let transport: Transport = (request) => fetch(request);

/** A server render sends the client's requests to its own API (the browser keeps `fetch`). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

let requestLanguage = 'en';

/** Server messages and errors come back in this language (translation key: lv, en, et, lt). */
export function setApiLanguage(language: string): void {
  requestLanguage = language;
}

const authAndLanguage: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', requestLanguage);
    const token = currentAccessToken();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};
api.use(authAndLanguage);

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The data of a successful answer; an {@link ApiError} otherwise (also when the network fails). */
export async function unwrap<T>(call: Promise<Answer<T>>): Promise<T> {
  return (await unwrapWithResponse(call)).data;
}

/** {@link unwrap}, keeping the response for its headers (a download's file name). */
export async function unwrapWithResponse<T>(call: Promise<Answer<T>>): Promise<{ data: T; response: Response }> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch {
    throw ApiError.network();
  }
  if (!answer.response.ok) throw toApiError(answer.response.status, answer.error);
  return { data: answer.data as T, response: answer.response };
}

/** A body the API sends or accepts, by its name in the OpenAPI document (e.g. `Schema<'TicketResponse'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
