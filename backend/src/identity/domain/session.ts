import { IdentityErrors } from './identity.errors.js';

/**
 * How long a replaced refresh token may still be presented without counting as stolen. The browser that sent it
 * may never have seen the answer: a click on a link, a reload or a dropped connection abandons the response that
 * carried its new cookie, and two tabs may refresh at once. Later than this, a replaced token is a replay.
 */
export const REPLACED_TOKEN_GRACE_MS = 30_000;

/** What presenting a refresh token means; see `Session.assess`. */
export type RefreshVerdict = 'rotate' | 'resend-successor' | 'reuse';

/**
 * One refresh token of a sign-in. Each refresh replaces the token by its one successor in the same family;
 * presenting a token that was replaced more than `REPLACED_TOKEN_GRACE_MS` ago, or revoked, means it was stolen or
 * replayed, and the whole family is revoked. A family ends at `familyExpiresAt` however often it is refreshed.
 */
export class Session {
  private constructor(
    readonly id: string,
    readonly userId: string,
    readonly familyId: string,
    readonly tokenHash: string,
    readonly expiresAt: Date,
    readonly familyExpiresAt: Date,
    private replaced: Date | null,
    private revoked: Date | null,
  ) {}

  /** The token expires after `ttlMs`, or with its family if that comes first. */
  static start(input: { id: string; userId: string; familyId: string; familyExpiresAt: Date; tokenHash: string; now: Date; ttlMs: number }): Session {
    const expiresAt = new Date(Math.min(input.now.getTime() + input.ttlMs, input.familyExpiresAt.getTime()));
    return new Session(input.id, input.userId, input.familyId, input.tokenHash, expiresAt, input.familyExpiresAt, null, null);
  }

  static restore(state: {
    id: string;
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    familyExpiresAt: Date;
    replacedAt: Date | null;
    revokedAt: Date | null;
  }) {
    return new Session(state.id, state.userId, state.familyId, state.tokenHash, state.expiresAt, state.familyExpiresAt, state.replacedAt, state.revokedAt);
  }

  get replacedAt() {
    return this.replaced;
  }
  get revokedAt() {
    return this.revoked;
  }
  get isLive() {
    return !this.replaced && !this.revoked;
  }

  /**
   * Decides what presenting this token means: `rotate` (valid: replace it by its successor), `resend-successor`
   * (replaced within the grace period: answer with the same successor again, never a second one), `reuse`
   * (revoked, or replaced earlier than that: revoke the family); throws for an expired token or family.
   */
  assess(now: Date): RefreshVerdict {
    if (this.revoked) return 'reuse';
    if (this.replaced) return now.getTime() - this.replaced.getTime() < REPLACED_TOKEN_GRACE_MS ? 'resend-successor' : 'reuse';
    if (now >= this.expiresAt || now >= this.familyExpiresAt) throw IdentityErrors.sessionInvalid();
    return 'rotate';
  }

  markReplaced(now: Date): void {
    this.replaced ??= now;
  }
}
