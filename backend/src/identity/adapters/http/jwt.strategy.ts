import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthConfig } from '../../../config/config.js';
import { AuthenticateAccess, type AuthenticatedUser } from '../../application/authenticate-access.use-case.js';
import { ACCESS_TOKEN_ALGORITHM, accessTokenKey } from '../security/jwt-access-token-issuer.js';

/** `Authorization: Bearer <access token>`: signature, algorithm, issuer, audience and expiry, then the session. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AuthConfig,
    private readonly authenticateAccess: AuthenticateAccess,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken accepts a KeyObject (see accessTokenKey); passport-jwt's types only list string and Buffer.
      secretOrKey: accessTokenKey(config.jwtSecret) as unknown as Buffer,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: 'baltic-ticket-exchange',
      audience: 'bte-api',
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: unknown; sid?: unknown }): Promise<AuthenticatedUser | false> {
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return false;
    return (await this.authenticateAccess.execute({ userId: payload.sub, sessionFamilyId: payload.sid })) ?? false;
  }
}
