import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthConfig } from '../../../config/config.js';
import type { AccessTokenClaims } from '../../application/ports/access-token-issuer.js';
import { ACCESS_TOKEN_ALGORITHM, accessTokenKey } from './jwt-access-token-issuer.js';

const ISSUER = 'baltic-ticket-exchange';
/** Its own audience: a pass is not an access token, and an access token is not a pass. */
const AUDIENCE = 'bte-queue-board';
export const QUEUE_BOARD_PASS_SECONDS = 15 * 60;

/**
 * The queue board (bull-board) is a page of its own, opened in a new tab: it cannot carry the back-office's
 * in-memory bearer token. An administrator exchanges that token for a pass, a short-lived signed cookie that
 * names the same sign-in; every request with it is checked like a bearer token (session alive, still an
 * administrator). See docs/adr/0006-queue-board-access.md.
 */
@Injectable()
export class QueueBoardPass {
  private readonly jwt: JwtService;

  constructor(config: AuthConfig) {
    this.jwt = new JwtService({ secret: accessTokenKey(config.jwtSecret) });
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    return this.jwt.signAsync(
      { sid: claims.sessionFamilyId },
      { subject: claims.userId, issuer: ISSUER, audience: AUDIENCE, algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: QUEUE_BOARD_PASS_SECONDS },
    );
  }

  async verify(pass: string): Promise<AccessTokenClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; sid?: unknown }>(pass, { algorithms: [ACCESS_TOKEN_ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionFamilyId: payload.sid };
    } catch {
      return null;
    }
  }
}
