import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../logging/request-context.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Gives every request an id (kept from X-Request-Id when sane), echoes it, and writes one access-log line. */
@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  private readonly logger = new Logger('http');

  use(request: Request, response: Response, next: NextFunction) {
    const incoming = request.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    response.setHeader('X-Request-Id', requestId);
    const context = { requestId };
    response.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      requestContext.run(context, () =>
        this.logger.log({
          msg: 'request',
          method: request.method,
          path: request.originalUrl.split('?')[0],
          status: response.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        }),
      );
    });
    requestContext.run(context, next);
  }
}
