import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthConfig } from '../../config/config.js';
import { hashToken, newSecureToken } from '../../shared/application/secure-token.js';
import { Session } from '../domain/session.js';
import { AccessTokenIssuer } from './ports/access-token-issuer.js';
import { SessionRepository } from './ports/session.repository.js';

export interface IssuedSession {
  accessToken: string;
  expiresInSeconds: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Stores a new refresh token of a family (a new family at sign-in) and signs the access token that goes with it. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly accessTokens: AccessTokenIssuer,
    private readonly config: AuthConfig,
  ) {}

  async issue(userId: string, now: Date, familyId: string = randomUUID()): Promise<IssuedSession> {
    const refreshToken = newSecureToken();
    const session = Session.start({
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      now,
      ttlMs: this.config.refreshTokenTtlDays * 24 * 3600 * 1000,
    });
    await this.sessions.insert(session);
    const access = await this.accessTokens.issue({ userId, sessionFamilyId: familyId });
    return { accessToken: access.token, expiresInSeconds: access.expiresInSeconds, refreshToken, refreshExpiresAt: session.expiresAt };
  }
}
