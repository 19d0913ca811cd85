import { createParamDecorator, Injectable, UseGuards, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../application/authenticated-user.js';
import { DomainError } from '../../domain/domain-error.js';
import { requestContext } from '../logging/request-context.js';

const notAuthenticated = () => new DomainError('auth.unauthenticated', {}, 'unauthenticated');

/**
 * Requires a valid access token, checked by the 'jwt' passport strategy that the identity context registers;
 * the user is then on `request.user` and in the log context.
 */
@Injectable()
export class SignedInGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthenticatedUser>(error: unknown, user: T | false): T {
    // A bad or expired token is a failure with no error; an error is the session check failing (the database is
    // down, say): the error filter answers 503, and the client keeps its session instead of being signed out.
    if (error) throw error;
    if (!user) throw notAuthenticated();
    const context = requestContext.getStore();
    if (context) context.userId = (user as unknown as AuthenticatedUser).id;
    return user;
  }
}

export const SignedIn = () => UseGuards(SignedInGuard);

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<Request>().user as AuthenticatedUser | undefined;
  if (!user) throw notAuthenticated();
  return user;
});
