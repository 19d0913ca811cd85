import { IdentityErrors } from './identity.errors.js';

/**
 * How long a replaced refresh token may still be presented without counting as stolen. The browser that sent it
 * may never have seen the answer: a click on a link, a reload or a dropped connection abandons the response that
 * carried its new cookie, and two tabs may refresh at once. Later than this, a replaced token is a replay.
 */
export const REPLACED_TOKEN_GRACE_MS = 30_000;

/**
 * One refresh token of a sign-in. Each refresh replaces the token by a new one of the same family; presenting a
 * token that was replaced more than `REPLACED_TOKEN_GRACE_MS` ago, or revoked, means it was stolen or replayed,
 * and the whole family is revoked.
 */
export class Session {
  private constructor(
    readonly id: string,
    readonly userId: string,
    readonly familyId: string,
    readonly tokenHash: string,
    readonly expiresAt: Date,
    private replaced: Date | null,
    private revoked: Date | null,
  ) {}

  static start(input: { id: string; userId: string; familyId: string; tokenHash: string; now: Date; ttlMs: number }): Session {
    return new Session(input.id, input.userId, input.familyId, input.tokenHash, new Date(input.now.getTime() + input.ttlMs), null, null);
  }

  static restore(state: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date; replacedAt: Date | null; revokedAt: Date | null }) {
    return new Session(state.id, state.userId, state.familyId, state.tokenHash, state.expiresAt, state.replacedAt, state.revokedAt);
  }

  get replacedAt() {
    return this.replaced;
  }
  get revokedAt() {
    return this.revoked;
  }

  /**
   * Decides what presenting this token means: `rotate` (valid, or replaced within the grace period: issue a new
   * one), `reuse` (revoked, or replaced earlier than that: revoke the family) or throws for an expired token.
   */
  assess(now: Date): 'rotate' | 'reuse' {
    if (this.revoked) return 'reuse';
    if (this.replaced && now.getTime() - this.replaced.getTime() >= REPLACED_TOKEN_GRACE_MS) return 'reuse';
    if (now >= this.expiresAt) throw IdentityErrors.sessionInvalid();
    return 'rotate';
  }

  /** The first replacement starts the grace period; presenting the token again within it does not extend it. */
  markReplaced(now: Date): void {
    this.replaced ??= now;
  }
}
