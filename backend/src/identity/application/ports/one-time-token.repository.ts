import type { OneTimeToken } from '../../domain/one-time-token.js';

export abstract class OneTimeTokenRepository {
  abstract insert(token: OneTimeToken): Promise<void>;
  abstract findByHash(tokenHash: string): Promise<OneTimeToken | null>;
  abstract findByHashForUpdate(tokenHash: string): Promise<OneTimeToken | null>;
  abstract markUsed(token: OneTimeToken): Promise<void>;
}
