import type { OneTimeToken, OneTimeTokenPurpose } from '../../domain/one-time-token.js';

export abstract class OneTimeTokenRepository {
  abstract insert(token: OneTimeToken): Promise<void>;
  abstract findByHash(tokenHash: string): Promise<OneTimeToken | null>;
  abstract findByHashForUpdate(tokenHash: string): Promise<OneTimeToken | null>;
  abstract markUsed(token: OneTimeToken): Promise<void>;
  /** Ends every unused token of the user for the purpose (as if used now): a link mailed earlier stops working. */
  abstract deleteAllOfUser(userId: string): Promise<void>;
  abstract expireUnused(userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void>;
}
