import { Injectable, type CanActivate, type ExecutionContext, type NestMiddleware } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../../../shared/adapters/logging/request-context.js';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import { AuthenticateAccess } from '../../application/authenticate-access.use-case.js';
import { AccessTokenIssuer } from '../../application/ports/access-token-issuer.js';
import { AdministratorRepository } from '../../application/ports/administrator.repository.js';
import { IdentityErrors } from '../../domain/identity.errors.js';
import { QueueBoardPass } from '../security/queue-board-pass.js';
import { readQueueBoardCookie } from './queue-board-cookie.js';

/** Requests whose caller this check has found to be an administrator (set by the middleware, read by the guard). */
const checkedAdministrators = new WeakSet<Request>();

/**
 * The administrator check of the /api/admin area: a valid access token (or the queue board's pass cookie, see
 * QueueBoardPass) of a live sign-in, whose account holds administrator rights. Anonymous callers get 401;
 * signed-in non-administrators get 403 "Administrator privileges required".
 */
@Injectable()
export class AdministratorCheck {
  constructor(
    private readonly accessTokens: AccessTokenIssuer,
    private readonly authenticate: AuthenticateAccess,
    private readonly administrators: AdministratorRepository,
    private readonly queueBoardPasses: QueueBoardPass,
  ) {}

  async admit(request: Request): Promise<AuthenticatedUser> {
    if (checkedAdministrators.has(request)) return request.user as AuthenticatedUser;
    const header = request.header('authorization') ?? '';
    const pass = header ? undefined : readQueueBoardCookie(request);
    const claims = header.startsWith('Bearer ') ? await this.accessTokens.verify(header.slice(7)) : pass ? await this.queueBoardPasses.verify(pass) : null;
    const user = claims && (await this.authenticate.execute(claims));
    if (!user) throw IdentityErrors.notAuthenticated();
    if (!(await this.administrators.isAdministrator(user.id))) throw IdentityErrors.adminRequired();
    request.user = user;
    checkedAdministrators.add(request);
    const context = requestContext.getStore();
    if (context) context.userId = user.id;
    return user;
  }
}

/**
 * Guards the whole /api/admin area before routing, so that no route there can forget it, and an unknown
 * admin path tells a stranger nothing.
 */
@Injectable()
export class AdminAreaMiddleware implements NestMiddleware {
  constructor(private readonly check: AdministratorCheck) {}

  async use(request: Request, _response: Response, next: NextFunction) {
    try {
      await this.check.admit(request);
      next();
    } catch (error) {
      next(error);
    }
  }
}

/**
 * The same check on every route of a controller mounted under `admin`, whatever path reached it: it backs the
 * middleware, whose path matching is not the router's (and costs nothing when the middleware has admitted the call).
 */
@Injectable()
export class AdministratorRouteGuard implements CanActivate {
  constructor(private readonly check: AdministratorCheck) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || !isAdminController(context.getClass())) return true;
    await this.check.admit(context.switchToHttp().getRequest<Request>());
    return true;
  }
}

function isAdminController(controller: object): boolean {
  const paths = ([] as unknown[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? []);
  return paths.some((path) => typeof path === 'string' && /^\/?admin(\/|$)/i.test(path));
}
