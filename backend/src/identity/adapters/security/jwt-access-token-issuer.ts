import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthConfig } from '../../../config/config.js';
import { AccessTokenIssuer, type AccessTokenClaims } from '../../application/ports/access-token-issuer.js';

const ISSUER = 'baltic-ticket-exchange';
const AUDIENCE = 'bte-api';
/** Only this algorithm is accepted: `alg: none` and algorithm-confusion tokens are refused. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/**
 * The HMAC secret as a KeyObject, made once. Given a string, jsonwebtoken first tries to parse it as a public key
 * (and fails) on every verification: that attempt was about 8 % of the API's CPU under purchase load.
 */
export function accessTokenKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

@Injectable()
export class JwtAccessTokenIssuer extends AccessTokenIssuer {
  private readonly jwt: JwtService;

  constructor(private readonly config: AuthConfig) {
    super();
    this.jwt = new JwtService({ secret: accessTokenKey(config.jwtSecret) });
  }

  async issue(claims: AccessTokenClaims) {
    const token = await this.jwt.signAsync(
      { sid: claims.sessionFamilyId },
      { subject: claims.userId, issuer: ISSUER, audience: AUDIENCE, algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: this.config.accessTokenTtlSeconds },
    );
    return { token, expiresInSeconds: this.config.accessTokenTtlSeconds };
  }

  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; sid?: unknown }>(token, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionFamilyId: payload.sid };
    } catch {
      return null;
    }
  }
}
