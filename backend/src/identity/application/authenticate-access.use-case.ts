import { Injectable } from '@nestjs/common';
import { UserRepository } from './ports/user.repository.js';

import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';

export type { AuthenticatedUser };

/**
 * Given the verified claims of an access token: is the sign-in still alive (not logged out, not revoked by
 * refresh-token reuse or a password reset) and the account still active?
 */
@Injectable()
export class AuthenticateAccess {
  constructor(private readonly users: UserRepository) {}

  async execute(claims: { userId: string; sessionFamilyId: string }): Promise<AuthenticatedUser | null> {
    const user = await this.users.findWithLiveSessionFamily(claims.userId, claims.sessionFamilyId);
    if (!user?.isActive) return null;
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
