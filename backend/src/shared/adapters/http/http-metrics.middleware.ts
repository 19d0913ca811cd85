import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppMetrics } from '../metrics/app-metrics.js';

/**
 * Times every request into the latency histogram. The route label is the pattern Express matched
 * (`/api/tickets/:id`), known only once routing is done; requests no API route matched share one label each.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: AppMetrics) {}

  use(request: Request, response: Response, next: NextFunction) {
    const stopTimer = this.metrics.httpDuration.startTimer();
    response.on('finish', () => {
      stopTimer({ method: request.method, route: routeLabel(request), status: `${Math.floor(response.statusCode / 100)}xx` });
    });
    next();
  }
}

export function routeLabel(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  // A wildcard pattern is Nest's catch-all (middleware, not-found), never an endpoint of this API.
  if (typeof pattern === 'string' && !pattern.includes('*')) return `${request.baseUrl}${pattern}`;
  const path = request.originalUrl.split('?')[0];
  return path === '/api' || path.startsWith('/api/') ? 'unmatched' : 'front-end';
}
