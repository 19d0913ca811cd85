import { IdentityErrors } from './identity.errors.js';

/**
 * One refresh token of a sign-in. Each refresh replaces the token by a new one of the same family; presenting a
 * token that was already replaced means it was stolen or replayed, and the whole family is revoked.
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
   * Decides what presenting this token means: `rotate` (valid: replace it), `reuse` (already replaced or revoked:
   * revoke the family) or throws for an expired token.
   */
  assess(now: Date): 'rotate' | 'reuse' {
    if (this.replaced || this.revoked) return 'reuse';
    if (now >= this.expiresAt) throw IdentityErrors.sessionInvalid();
    return 'rotate';
  }

  markReplaced(now: Date): void {
    this.replaced = now;
  }
}
