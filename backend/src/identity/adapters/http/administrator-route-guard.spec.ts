import { describe, expect, it } from '@jest/globals';
import { Controller, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../../shared/application/authenticated-user.js';
import type { DomainError } from '../../../shared/domain/domain-error.js';
import type { AuthenticateAccess } from '../../application/authenticate-access.use-case.js';
import type { AccessTokenIssuer } from '../../application/ports/access-token-issuer.js';
import type { AdministratorRepository } from '../../application/ports/administrator.repository.js';
import type { QueueBoardPass } from '../security/queue-board-pass.js';
import { AdministratorCheck, AdministratorRouteGuard } from './auth.guards.js';

@Controller('admin/users')
class AdminUsersController {}

@Controller('tickets')
class TicketsController {}

const member = { id: 'user-1', email: 'member@example.lv' } as AuthenticatedUser;
const administrator = { id: 'admin-1', email: 'admin@example.lv' } as AuthenticatedUser;

/** The real check, with a token per account and one administrator. */
function guard() {
  const accounts: Record<string, AuthenticatedUser> = { 'member-token': member, 'admin-token': administrator };
  const check = new AdministratorCheck(
    { verify: async (token: string) => (accounts[token] ? { sub: accounts[token].id, token } : null) } as unknown as AccessTokenIssuer,
    { execute: async (claims: { token: string }) => accounts[claims.token] ?? null } as unknown as AuthenticateAccess,
    { isAdministrator: async (userId: string) => userId === administrator.id } as unknown as AdministratorRepository,
    { verify: async () => null } as unknown as QueueBoardPass,
  );
  return new AdministratorRouteGuard(check);
}

/** A request the path middleware never saw (as a path spelled past its matching would be). */
function reaching(controller: object, authorization?: string): ExecutionContext {
  const request = { originalUrl: '/api//Admin/users', header: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : undefined), headers: {} } as unknown as Request;
  return { getType: () => 'http', getClass: () => controller, switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'admitted', (error: DomainError) => error.code);

describe('the administrator route guard, behind the path middleware', () => {
  it('refuses an admin controller to a visitor and to a signed-in member that the middleware never checked', async () => {
    expect(await codeOf(guard().canActivate(reaching(AdminUsersController)))).toBe('auth.unauthenticated');
    expect(await codeOf(guard().canActivate(reaching(AdminUsersController, 'Bearer member-token')))).toBe('auth.admin_required');
  });

  it('admits an administrator there, and leaves controllers outside the admin area to their own guards', async () => {
    expect(await codeOf(guard().canActivate(reaching(AdminUsersController, 'Bearer admin-token')))).toBe('admitted');
    expect(await codeOf(guard().canActivate(reaching(TicketsController)))).toBe('admitted');
  });
});
