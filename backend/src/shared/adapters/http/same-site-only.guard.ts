import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../../config/config.js';
import { DomainError } from '../../domain/domain-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For routes that read or set the session cookie: another site's page must not be able to post to them with the
 * visitor's cookie (login CSRF, forced sign-out). A browser always names the posting page's origin, and a plain HTML
 * form can only send form encodings, so a body must be JSON and an Origin must be this site's or an allowed one.
 * Requests without an Origin (server-side renders, scripts) pass.
 */
@Injectable()
export class SameSiteOnlyGuard implements CanActivate {
  constructor(private readonly app: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    const origin = request.headers.origin;
    if (origin !== undefined && !this.isOwnOrAllowed(origin, request)) throw new DomainError('request.cross_site_refused', {}, 'forbidden');
    const contentType = request.headers['content-type'];
    if (contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) throw new DomainError('request.json_required', {}, 'invalid');
    return true;
  }

  private isOwnOrAllowed(origin: string, request: Request): boolean {
    if (origin === new URL(this.app.publicUrl).origin || this.app.corsOrigins.includes(origin)) return true;
    try {
      // The site as the browser addressed it (the Host header), e.g. a test or an internal name.
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
}
