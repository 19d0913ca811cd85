import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import { requestContext, type RequestContext } from '../logging/request-context.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;
const accessLog = new Logger('http');

/**
 * Gives a request its id (kept from X-Request-Id when sane) and writes one access-log line when the answer is
 * finished; the caller echoes the id in X-Request-Id. Used by the middleware below and by the catalogue cache, which
 * answers before it and writes all its headers at once.
 */
export function trackRequest(request: IncomingMessage & { originalUrl?: string }, response: ServerResponse): RequestContext {
  const incoming = request.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  const started = process.hrtime.bigint();
  const context: RequestContext = { requestId };
  response.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    requestContext.run(context, () =>
      accessLog.log({
        msg: 'request',
        method: request.method,
        path: (request.originalUrl ?? request.url ?? '').split('?')[0],
        status: response.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      }),
    );
  });
  return context;
}

/** Request id, echo and access log for every request that reaches Nest. */
@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  use(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const context = trackRequest(request, response);
    response.setHeader('X-Request-Id', context.requestId);
    requestContext.run(context, next);
  }
}
