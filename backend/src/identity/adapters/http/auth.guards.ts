import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../../../shared/adapters/logging/request-context.js';
import { Email } from '../../../shared/domain/email.js';
import { AuthenticateAccess } from '../../application/authenticate-access.use-case.js';
import { AccessTokenIssuer } from '../../application/ports/access-token-issuer.js';
import { AdministratorRepository } from '../../application/ports/administrator.repository.js';
import { IdentityErrors } from '../../domain/identity.errors.js';
import { QueueBoardPass } from '../security/queue-board-pass.js';
import { readQueueBoardCookie } from './queue-board-cookie.js';

/**
 * Guards the whole /api/admin area before routing, so that no route there can forget it, and an unknown
 * admin path tells a stranger nothing. Anonymous callers get 401; signed-in non-administrators get 403
 * "Administrator privileges required". The queue board also takes its pass cookie (see QueueBoardPass), checked
 * the same way.
 */
@Injectable()
export class AdminAreaMiddleware implements NestMiddleware {
  constructor(
    private readonly accessTokens: AccessTokenIssuer,
    private readonly authenticate: AuthenticateAccess,
    private readonly administrators: AdministratorRepository,
    private readonly queueBoardPasses: QueueBoardPass,
  ) {}

  async use(request: Request, _response: Response, next: NextFunction) {
    try {
      const header = request.header('authorization') ?? '';
      const pass = header ? undefined : readQueueBoardCookie(request);
      const claims = header.startsWith('Bearer ') ? await this.accessTokens.verify(header.slice(7)) : pass ? await this.queueBoardPasses.verify(pass) : null;
      const user = claims && (await this.authenticate.execute(claims));
      if (!user) throw IdentityErrors.notAuthenticated();
      if (!(await this.administrators.isAdministrator(Email.parse(user.email)))) throw IdentityErrors.adminRequired();
      request.user = user;
      const context = requestContext.getStore();
      if (context) context.userId = user.id;
      next();
    } catch (error) {
      next(error);
    }
  }
}
