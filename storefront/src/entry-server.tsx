// The storefront's server renderer: the API imports this bundle (storefront/dist-server/entry-server.js) and
// renders the public pages with it (ADR 0010). Everything a render needs comes from the request; nothing is shared
// between requests but the read-only translations.
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { defaultShouldDehydrateQuery, dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { ServerConsentContext } from './features/cookies/components/cookie-consent';
import { decidedByCookie } from './features/cookies/consent';
import { isServerRenderedPath, isUnknownPath } from './app/router';
import { prefetchMarketPage } from './features/catalog/api/prefetch';
import { setApiTransport } from './lib/api-client';
import { isApiError } from './lib/api-error';
import { languageFromPath, translationKeyOf, type TranslationKey } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { ServerDocumentHeadContext, siteName, type DocumentHead } from './lib/use-document-title';
import { hydrationScripts } from './server/client-manifest';
import { renderDocument } from './server/render-document';
import { seoHeadTags, summary } from './server/seo-head';
import { serverI18n } from './server/server-i18n';

export { isServerRenderedPath };

export interface ServerRenderRequest {
  /** Path and query string of the page. */
  url: string;
  /** The request's Cookie header ('' when none). */
  cookieHeader: string;
  /** Where this process's own API answers, e.g. "http://127.0.0.1:3000". */
  apiOrigin: string;
  /** The site's public address (PUBLIC_URL), for canonical and link preview addresses. */
  publicUrl: string;
  /** index.html of the client build. */
  template: string;
  /** Aborted when the caller stops waiting: the data requests and the render stop. */
  signal: AbortSignal;
}

export type ServerRenderResult =
  | { rendered: true; status: number; html: string }
  /**
   * Not a server-rendered page, or its data could not be read: the browser renders it (the plain index.html, with
   * `status` when given: 404 for a path without a language that names no page).
   */
  | { rendered: false; reason: string; status?: number };

interface RequestScope {
  apiOrigin: string;
  language: TranslationKey;
  signal: AbortSignal;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

// The API client's requests go to this process's own API over loopback, in the page's language. The refresh cookie
// is not forwarded: the server renders what a signed-out visitor sees (the session is restored in the browser).
setApiTransport((request) => {
  const scope = requestScope.getStore();
  if (!scope) return Promise.reject(new Error('An API request outside a server render'));
  const url = new URL(request.url);
  const headers = new Headers({ accept: 'application/json', 'accept-language': scope.language });
  return fetch(`${scope.apiOrigin}${url.pathname}${url.search}`, { method: request.method, headers, signal: scope.signal });
});

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const url = new URL(request.url, 'http://storefront.invalid');
  const code = languageFromPath(url.pathname);
  if (!code && isUnknownPath(url.pathname)) return { rendered: false, reason: 'no such page', status: 404 };
  if (!code || !isServerRenderedPath(url.pathname)) return { rendered: false, reason: 'not a server-rendered page' };
  const language = translationKeyOf(code);

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  await requestScope.run({ apiOrigin: request.apiOrigin, language, signal: request.signal }, () =>
    prefetchMarketPage(queryClient, url.pathname, url.search),
  );
  request.signal.throwIfAborted();
  // An unknown category or event (404) or a removed event (410) is a page of its own, rendered with that status.
  // The page of an unknown event does not show its tickets, whose request may fail on its own (a malformed id).
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries.some(isMissing) ? [] : queries.filter((query) => query.state.status === 'error');
  if (failed.length > 0) return { rendered: false, reason: `data not available: ${JSON.stringify(failed[0].queryKey)}` };

  const i18n = serverI18n(language);
  let head: DocumentHead = { title: siteName };
  const consentDecided = decidedByCookie(request.cookieHeader);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={`${url.pathname}${url.search}`}>{children}</StaticRouter>;
  let renderError: unknown;
  const { prelude } = await prerenderToNodeStream(
    <ServerDocumentHeadContext.Provider value={(pageHead) => (head = pageHead)}>
      <ServerConsentContext.Provider value={consentDecided}>
        <App i18n={i18n} queryClient={queryClient} Router={Router} />
      </ServerConsentContext.Provider>
    </ServerDocumentHeadContext.Provider>,
    {
      signal: request.signal,
      // A part that fails would be rendered by the browser alone; the caller serves the plain page instead.
      onError: (error) => {
        renderError ??= error;
      },
    },
  );
  const appHtml = await text(prelude);
  if (renderError) throw renderError;

  const description = summary(head.description ?? i18n.t('home.subtitle'));
  const html = renderDocument(request.template, {
    language,
    title: head.title,
    description,
    headTags: seoHeadTags({ origin: new URL(request.publicUrl).origin, pathname: url.pathname, language: code, head, description }),
    appHtml,
    state: {
      language,
      // The missing category or event goes along, so the browser hydrates the same not-found page.
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isMissing(query) }),
      consentDecided,
    },
    scripts: hydrationScripts(language),
  });
  return { rendered: true, status: head.status ?? 200, html };
}

function isMissing(query: Query): boolean {
  const error = query.state.error;
  return query.state.status === 'error' && isApiError(error) && (error.status === 404 || error.status === 410);
}
