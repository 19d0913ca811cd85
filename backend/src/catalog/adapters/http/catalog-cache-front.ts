import type { IncomingMessage, OutgoingHttpHeader, Server, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { routeLabel } from '../../../shared/adapters/http/http-metrics.middleware.js';
import { trackRequest } from '../../../shared/adapters/http/request-context.middleware.js';
import type { AppMetrics } from '../../../shared/adapters/metrics/app-metrics.js';
import type { CachedResponse, CatalogResponseCache } from './catalog-response-cache.js';
import type { LeanRead, LeanReads } from './catalog-lean-reads.js';

/** Headers that belong to one request and are set again on every answer, never replayed from the cache. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'strict-transport-security', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface CacheFrontOptions {
  cache: CatalogResponseCache;
  metrics: AppMetrics;
  /** Whether the request came over TLS, exactly as Express decides it (trust proxy, X-Forwarded-Proto). */
  isSecure: (request: IncomingMessage) => boolean;
  strictTransportSecurity: string;
  /** The reads answered on a miss without Express (ADR 0038); absent: every miss goes through the pipeline. */
  leanReads?: LeanReads;
  /** Express's own ETag function (`app.get('etag fn')`), so that a lean answer has the ETag Express would give it. */
  etagOf: (body: Buffer) => string;
}

/** How many header sets (route and Origin) the lean path remembers; a new Origin beyond them goes to the pipeline. */
const MAX_HEADER_SETS = 64;

/**
 * Puts the catalogue cache in front of the HTTP server's own handler (Express and Nest): a cached answer is written
 * straight away, with the headers the full pipeline gave it plus this request's id, access-log line and metric, and
 * a 304 when If-None-Match matches, as Express would answer. On a miss, a read the lean path recognises (ADR 0038)
 * is answered the same way from the use case's JSON text, with the headers the full pipeline gave the same route for
 * the same Origin (learnt from its first answer there); anything it does not answer as a clean 200 or 304 goes on.
 * Any other request goes on to Express; a cacheable one that missed is watched, and its finished 200 answer is
 * stored.
 */
export function putCatalogCacheInFront(server: Server, options: CacheFrontOptions): void {
  const handlers = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  const headerSets = new Map<string, Array<[string, HeaderValue]>>();
  const lastAnswers = new Map<string, LeanAnswer>();
  server.removeAllListeners('request');
  const passOn = (request: IncomingMessage, response: ServerResponse) => {
    for (const handler of handlers) handler.call(server, request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const key = options.cache.enabled ? options.cache.keyOf(request.method, request.url, request.headers) : null;
    const lean = options.leanReads?.(request) ?? null;
    let store: ((answer: CachedResponse) => void) | undefined;
    if (key !== null) {
      const cached = options.cache.get(key);
      options.metrics.catalogCache.inc({ result: cached ? 'hit' : 'miss' });
      if (cached) return writeKnownAnswer(request, response, cached, options, options.metrics.httpDuration.startTimer());
      if (request.method === 'GET') {
        const generation = options.cache.generation;
        store = (answer) => options.cache.store(key, generation, answer);
      }
    }
    const goOn = () => {
      if (store) watchAnswer(request, response, lean?.route, store);
      passOn(request, response);
    };
    if (lean) {
      const headerSet = `${lean.route}|${request.headers.origin ?? ''}`;
      const headers = headerSets.get(headerSet);
      if (headers) return void answerLean(request, response, { read: lean, headers, options, lastAnswers, store, goOn });
      if (headerSets.size < MAX_HEADER_SETS) watchAnswer(request, response, lean.route, (answer) => headerSets.set(headerSet, answer.headers.filter(([name]) => name !== 'etag')));
    }
    goOn();
  });
}

type HeaderValue = string | number | string[];
type StopTimer = ReturnType<AppMetrics['httpDuration']['startTimer']>;

/** A lean answer's body as sent, with its ETag. */
interface LeanAnswer {
  text: string;
  body: Buffer;
  etag: string;
}

/** What a lean read needs besides the request: the route's learnt headers, and what to do with the answer. */
interface LeanContext {
  read: LeanRead;
  headers: Array<[string, HeaderValue]>;
  options: CacheFrontOptions;
  lastAnswers: Map<string, LeanAnswer>;
  /** Stores the answer in the response cache (a cacheable miss). */
  store?: (answer: CachedResponse) => void;
  /** Sends the request on to the pipeline. */
  goOn: () => void;
}

/**
 * Answers a lean read: the use case's JSON text with the headers the pipeline gave the route, the ETag Express would
 * compute, this request's id, access-log line, metric and HSTS, and a 304 when If-None-Match matches. When the use
 * case fails (not found, bad dates, any error) nothing has been written yet, and the request goes to the pipeline.
 * The last answer of each route is kept with its bytes and ETag: the same text again (the usual case between two
 * catalogue changes) is sent without encoding and hashing it anew.
 */
async function answerLean(request: IncomingMessage, response: ServerResponse, { read, headers, options, lastAnswers, store, goOn }: LeanContext) {
  const stopTimer = options.metrics.httpDuration.startTimer();
  let answer: LeanAnswer;
  try {
    const text = await read.body();
    const last = lastAnswers.get(read.route);
    if (last?.text === text) answer = last;
    else {
      const body = Buffer.from(text);
      answer = { text, body, etag: options.etagOf(body) };
      lastAnswers.set(read.route, answer);
    }
  } catch {
    options.metrics.catalogLeanReads.inc({ result: 'passed-on' });
    return goOn();
  }
  options.metrics.catalogLeanReads.inc({ result: 'answered' });
  const sent: CachedResponse = { headers, body: answer.body, etag: answer.etag, route: read.route };
  writeKnownAnswer(request, response, sent, options, stopTimer);
  if (store && response.statusCode === 200) store({ ...sent, headers: [...headers, ['etag', answer.etag]] });
}

/**
 * Writes an answer whose headers are known (the pipeline's for its route, without the per-request ones), with this
 * request's id, access-log line and latency metric (`stopTimer`, started when the request came in), HSTS when Express
 * would add it, the ETag, and a 304 without Content-Type when If-None-Match matches, as Express would answer. The head
 * goes out in one `writeHead` with a list: setting its seventeen headers one by one (each name checked, lower-cased,
 * stored and read back) took twice as long, about 9 µs against 4.5 per answer.
 */
function writeKnownAnswer(request: IncomingMessage, response: ServerResponse, answer: CachedResponse, options: CacheFrontOptions, stopTimer: StopTimer) {
  const { requestId } = trackRequest(request, response);
  response.on('finish', () => stopTimer({ method: request.method, route: answer.route, status: `${Math.floor(response.statusCode / 100)}xx` }));
  const fresh = isFresh(request, answer.etag);
  const head: OutgoingHttpHeader[] = ['X-Request-Id', requestId];
  for (const [name, value] of answer.headers) if (name !== 'etag' && !(fresh && name === 'content-type')) head.push(name, value);
  if (options.isSecure(request)) head.push('Strict-Transport-Security', options.strictTransportSecurity);
  if (answer.etag !== undefined) head.push('ETag', answer.etag);
  if (fresh) {
    response.writeHead(304, head);
    response.end();
    return;
  }
  head.push('Content-Length', answer.body.length);
  response.writeHead(200, head);
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}

/**
 * Keeps the body sent in one piece (`res.send`, or a lean answer's `end`), and hands over a plain 200 answer, its
 * headers without the per-request ones, once it is finished.
 */
function watchAnswer(request: IncomingMessage, response: ServerResponse, route: string | undefined, finished: (answer: CachedResponse) => void) {
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
      (entry): entry is [string, HeaderValue] => entry[1] !== undefined && !PER_REQUEST_HEADERS.has(entry[0]),
    );
    const etag = response.getHeader('etag');
    finished({ headers, body, etag: typeof etag === 'string' ? etag : undefined, route: route ?? routeLabel(request as Request) });
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
