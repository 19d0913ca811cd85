import { Injectable } from '@nestjs/common';
import { SessionRepository } from './ports/session.repository.js';
import { UserRepository } from './ports/user.repository.js';

import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';

export type { AuthenticatedUser };

/**
 * Given the verified claims of an access token: is the sign-in still alive (not logged out, not revoked by
 * refresh-token reuse or a password reset) and the account still active?
 */
@Injectable()
export class AuthenticateAccess {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
  ) {}

  async execute(claims: { userId: string; sessionFamilyId: string }): Promise<AuthenticatedUser | null> {
    const [user, active] = await Promise.all([this.users.findById(claims.userId), this.sessions.isFamilyActive(claims.sessionFamilyId)]);
    if (!user?.isActive || !active) return null;
    return {
      id: user.id,
      email: user.email.value,
      sessionFamilyId: claims.sessionFamilyId,
      emailConfirmed: user.isEmailConfirmed,
      firstName: user.snapshot().firstName,
      language: user.preferredLanguage,
    };
  }
}
