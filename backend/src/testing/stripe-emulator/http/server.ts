import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { PageRequest, PageResponse } from '../pages/html.js';
import { answerApiCall, type ApiPipeline } from './api-pipeline.js';
import { parseFormBody } from './form-body.js';
import type { Router } from './router.js';

interface ControlRequest {
  pathParams: Record<string, string>;
  /** The JSON or form body of a POST. */
  body: Record<string, unknown>;
}

export type ControlHandler = (request: ControlRequest) => Promise<unknown>;

export interface EmulatorHandlers {
  api: ApiPipeline;
  pages: Router<(request: PageRequest) => PageResponse>;
  controls: Router<ControlHandler>;
  log: (line: string) => void;
}

const LARGEST_BODY = 1024 * 1024;

/** The emulator's HTTP server: the REST API under /v1/, test controls under /_emulator/, hosted pages elsewhere. */
export function createEmulatorServer(handlers: EmulatorHandlers): Server {
  return createServer((request, response) => {
    const started = Date.now();
    response.on('finish', () => handlers.log(`${request.method} ${request.url} -> ${response.statusCode} (${Date.now() - started} ms)`));
    handle(handlers, request, response).catch((error: unknown) => {
      handlers.log(`${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('The Stripe emulator failed; see its log.');
    });
  });
}

async function handle(handlers: EmulatorHandlers, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://emulator');
  const method = request.method ?? 'GET';
  const body = await readBody(request);
  if (body === undefined) {
    response.writeHead(413, { 'Content-Type': 'text/plain' }).end('Request body too large');
    return;
  }

  if (url.pathname.startsWith('/v1/')) {
    const answer = await answerApiCall(handlers.api, { method, url, headers: request.headers, body });
    response.writeHead(answer.status, answer.headers).end(answer.body);
    return;
  }

  if (url.pathname.startsWith('/_emulator/')) {
    const match = handlers.controls(method, url.pathname);
    if (!match) {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: `No test control at ${method} ${url.pathname}` }));
      return;
    }
    try {
      const result = await match.handler({ pathParams: match.pathParams, body: controlBody(request, body) });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result ?? {}, null, 2));
    } catch (error) {
      response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    }
    return;
  }

  const match = handlers.pages(method, url.pathname);
  const page = match
    ? match.handler({ pathParams: match.pathParams, form: method === 'POST' ? parseFormBody(body) : {} })
    : { status: 404, html: '<!doctype html><html lang="en"><head><title>Not found</title></head><body><main><h1>Not found</h1></main></body></html>' };
  if ('redirect' in page) {
    response.writeHead(303, { Location: page.redirect }).end();
    return;
  }
  response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page.html);
}

function controlBody(request: IncomingMessage, body: string): Record<string, unknown> {
  if (body === '') return {};
  if (request.headers['content-type']?.includes('application/json')) return JSON.parse(body) as Record<string, unknown>;
  return parseFormBody(body);
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= LARGEST_BODY) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > LARGEST_BODY ? undefined : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
