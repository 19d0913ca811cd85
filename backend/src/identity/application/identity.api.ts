import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/application/authenticated-user.js';
import type { Language } from '../../shared/domain/language.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AccessTokenIssuer } from './ports/access-token-issuer.js';
import { UserRepository } from './ports/user.repository.js';

/** What other contexts may ask of identity. They never see a User, only answers. */
@Injectable()
export class IdentityApi {
  constructor(
    private readonly users: UserRepository,
    private readonly accessTokens: AccessTokenIssuer,
  ) {}

  /** For the system status: signs an access token for nobody and verifies it; throws when sign-in could not work. */
  async checkAccessTokenRoundTrip(): Promise<void> {
    const claims = { userId: randomUUID(), sessionFamilyId: randomUUID() };
    const { token } = await this.accessTokens.issue(claims);
    const verified = await this.accessTokens.verify(token);
    if (verified?.userId !== claims.userId || verified.sessionFamilyId !== claims.sessionFamilyId) throw new Error('Access token round trip failed');
  }

  /** "Only verified users may transact and sell": throws the translated refusal otherwise. */
  async assertCanTransact(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    user.assertCanTransact();
  }

  /**
   * The same rule as `assertCanTransact`, on what the session check already read: a signed-in user is active (an
   * inactive account's tokens are refused), so only the email confirmation is left to check.
   */
  assertSignedInUserCanTransact(user: AuthenticatedUser): void {
    if (!user.emailConfirmed) throw IdentityErrors.emailNotConfirmed();
  }

  /** Where and in which language to write to a user; for emails only, never shown to other users. */
  async contactOf(userId: string): Promise<{ email: string; firstName: string; language: Language } | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    return { email: user.email.value, firstName: user.snapshot().firstName, language: user.preferredLanguage };
  }

  /** The name shown to other users: "Anna B.", never the email or phone. */
  async publicName(userId: string): Promise<string | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const { firstName, lastName } = user.snapshot();
    return `${firstName} ${[...lastName][0] ?? ''}.`;
  }
}
