import { IdentityErrors } from './identity.errors.js';

export type OneTimeTokenPurpose = 'email_confirmation' | 'password_reset' | 'email_change' | 'email_change_report';

const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  // The owner of the old address may read their mail late: a week to say "this was not me".
  email_change_report: 7 * 24 * 60 * 60 * 1000,
};

/**
 * A link token sent by email: stored only as its hash, single-use, expiring. `email` is the address it is about:
 * the new address of an e-mail change, the old one of its "this was not me" report; null for the other purposes.
 */
export class OneTimeToken {
  private constructor(
    readonly id: string,
    readonly userId: string,
    readonly purpose: OneTimeTokenPurpose,
    readonly tokenHash: string,
    readonly expiresAt: Date,
    private used: Date | null,
    readonly email: string | null,
  ) {}

  static issue(input: { id: string; userId: string; purpose: OneTimeTokenPurpose; tokenHash: string; now: Date; email?: string }): OneTimeToken {
    const expiresAt = new Date(input.now.getTime() + ONE_TIME_TOKEN_TTL_MS[input.purpose]);
    return new OneTimeToken(input.id, input.userId, input.purpose, input.tokenHash, expiresAt, null, input.email ?? null);
  }

  static restore(state: { id: string; userId: string; purpose: OneTimeTokenPurpose; tokenHash: string; expiresAt: Date; usedAt: Date | null; email: string | null }) {
    return new OneTimeToken(state.id, state.userId, state.purpose, state.tokenHash, state.expiresAt, state.usedAt, state.email);
  }

  get usedAt(): Date | null {
    return this.used;
  }

  /** An expired, already used or other-purpose token is refused with the same message. */
  assertUsable(purpose: OneTimeTokenPurpose, now: Date): void {
    if (this.purpose !== purpose || this.used || now >= this.expiresAt) throw IdentityErrors.tokenInvalid();
  }

  /** Marks the token used, if it still may be. */
  consume(purpose: OneTimeTokenPurpose, now: Date): void {
    this.assertUsable(purpose, now);
    this.used = now;
  }
}
