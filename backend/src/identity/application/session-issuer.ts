import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthConfig } from '../../config/config.js';
import { derivedToken, hashToken, newSecureToken } from '../../shared/application/secure-token.js';
import { Session } from '../domain/session.js';
import { AccessTokenIssuer } from './ports/access-token-issuer.js';
import { SessionRepository } from './ports/session.repository.js';

export interface IssuedSession {
  accessToken: string;
  expiresInSeconds: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Stores refresh tokens and signs the access tokens that go with them. A sign-in starts a family; a refresh
 * stores the presented token's successor, a token derived from it with the server secret, so that the same token
 * can only ever have one successor, and a lost answer can be given again without minting another.
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly accessTokens: AccessTokenIssuer,
    private readonly config: AuthConfig,
  ) {}

  /** A new family, for a sign-in. */
  start(userId: string, now: Date): Promise<IssuedSession> {
    const familyExpiresAt = new Date(now.getTime() + this.config.sessionMaxLifetimeDays * DAY_MS);
    return this.store({ userId, familyId: randomUUID(), familyExpiresAt }, newSecureToken(), now);
  }

  /** The one successor of a presented refresh token, in its family. */
  successorToken(refreshToken: string): string {
    return derivedToken(this.config.jwtSecret, 'refresh-successor', refreshToken);
  }

  succeed(predecessor: Session, refreshToken: string, now: Date): Promise<IssuedSession> {
    return this.store(predecessor, this.successorToken(refreshToken), now);
  }

  /** The answer for a stored token again (its first answer was lost), with a fresh access token. */
  async resend(session: Session, refreshToken: string): Promise<IssuedSession> {
    const access = await this.accessTokens.issue({ userId: session.userId, sessionFamilyId: session.familyId });
    return { accessToken: access.token, expiresInSeconds: access.expiresInSeconds, refreshToken, refreshExpiresAt: session.expiresAt };
  }

  private async store(family: { userId: string; familyId: string; familyExpiresAt: Date }, refreshToken: string, now: Date): Promise<IssuedSession> {
    const session = Session.start({
      id: randomUUID(),
      userId: family.userId,
      familyId: family.familyId,
      familyExpiresAt: family.familyExpiresAt,
      tokenHash: hashToken(refreshToken),
      now,
      ttlMs: this.config.refreshTokenTtlDays * DAY_MS,
    });
    await this.sessions.insert(session);
    return this.resend(session, refreshToken);
  }
}
