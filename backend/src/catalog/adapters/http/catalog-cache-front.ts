import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { routeLabel } from '../../../shared/adapters/http/http-metrics.middleware.js';
import { trackRequest } from '../../../shared/adapters/http/request-context.middleware.js';
import type { AppMetrics } from '../../../shared/adapters/metrics/app-metrics.js';
import type { CachedResponse, CatalogResponseCache } from './catalog-response-cache.js';

/** Headers that belong to one request and are set again on every answer, never replayed from the cache. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'strict-transport-security', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface CacheFrontOptions {
  cache: CatalogResponseCache;
  metrics: AppMetrics;
  /** Whether the request came over TLS, exactly as Express decides it (trust proxy, X-Forwarded-Proto). */
  isSecure: (request: IncomingMessage) => boolean;
  strictTransportSecurity: string;
}

/**
 * Puts the catalogue cache in front of the HTTP server's own handler (Express and Nest): a cached answer is written
 * straight away, with the headers the full pipeline gave it plus this request's id, access-log line and metric, and
 * a 304 when If-None-Match matches, as Express would answer. Any other request goes on to Express; a cacheable
 * one that missed is watched, and its finished 200 answer is stored.
 */
export function putCatalogCacheInFront(server: Server, options: CacheFrontOptions): void {
  const handlers = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const key = options.cache.enabled ? options.cache.keyOf(request.method, request.url, request.headers) : null;
    if (key !== null) {
      const cached = options.cache.get(key);
      options.metrics.catalogCache.inc({ result: cached ? 'hit' : 'miss' });
      if (cached) return answerFromCache(request, response, cached, options);
      if (request.method === 'GET') storeWhenFinished(request, response, key, options.cache);
    }
    for (const handler of handlers) handler.call(server, request, response);
  });
}

function answerFromCache(request: IncomingMessage, response: ServerResponse, cached: CachedResponse, options: CacheFrontOptions) {
  const stopTimer = options.metrics.httpDuration.startTimer();
  trackRequest(request, response);
  response.on('finish', () => stopTimer({ method: request.method, route: cached.route, status: `${Math.floor(response.statusCode / 100)}xx` }));
  for (const [name, value] of cached.headers) response.setHeader(name, value);
  if (options.isSecure(request)) response.setHeader('Strict-Transport-Security', options.strictTransportSecurity);
  if (isFresh(request, cached.etag)) {
    response.statusCode = 304;
    response.removeHeader('Content-Type');
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Length', cached.body.length);
  response.end(request.method === 'HEAD' ? undefined : cached.body);
}

/** Keeps the body Express sends in one piece (`res.send`), and stores a plain 200 answer once it is finished. */
function storeWhenFinished(request: IncomingMessage, response: ServerResponse, key: string, cache: CatalogResponseCache) {
  const generation = cache.generation;
  let body: Buffer | undefined;
  let streamed = false;
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    streamed = true;
    return (write as (...rest: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (typeof chunk === 'string') body = Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    else if (Buffer.isBuffer(chunk)) body = chunk;
    return (end as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.end;
  response.on('finish', () => {
    if (response.statusCode !== 200 || streamed || !body || response.hasHeader('set-cookie')) return;
    const headers = Object.entries(response.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined && !PER_REQUEST_HEADERS.has(entry[0]),
    );
    const etag = response.getHeader('etag');
    cache.store(key, generation, { headers, body, etag: typeof etag === 'string' ? etag : undefined, route: routeLabel(request as Request) });
  });
}

/** Express's freshness rule (the `fresh` package) for an answer that has an ETag and no Last-Modified. */
function isFresh(request: IncomingMessage, etag: string | undefined): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (!noneMatch || request.headers['if-modified-since']) return false;
  const cacheControl = request.headers['cache-control'];
  if (cacheControl && /(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(cacheControl)) return false;
  if (noneMatch.trim() === '*') return true;
  if (!etag) return false;
  return noneMatch.split(',').some((candidate) => {
    const match = candidate.trim();
    return match === etag || `W/${match}` === etag || match === `W/${etag}`;
  });
}
