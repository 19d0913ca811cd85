import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { Email } from '../../shared/domain/email.js';
import { OneTimeToken } from './one-time-token.js';
import { assertAcceptableNewPassword } from './password-policy.js';
import { normalizePersonName } from './person-name.js';
import { joinPhone } from './phone.js';
import { REPLACED_TOKEN_GRACE_MS, Session } from './session.js';
import { User } from './user.js';

const now = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('identity rules', () => {
  it('lets only confirmed, active users transact', () => {
    const user = User.register({ id: 'u1', email: Email.parse('a@b.lv'), passwordHash: 'h', firstName: 'Anna', lastName: 'Bērziņa', phone: null, language: 'lv', now });
    expect(codeOf(() => user.assertCanTransact())).toBe('identity.email_not_confirmed');
    user.confirmEmail(now);
    expect(codeOf(() => user.assertCanTransact())).toBeNull();
    user.setStatus('inactive', later(1));
    expect(codeOf(() => user.assertCanTransact())).toBe('auth.account_inactive');
    expect(codeOf(() => user.assertCanSignIn())).toBe('auth.account_inactive');
  });

  it('erases every personal field of a leaving account and moves it to a placeholder address; it can no longer sign in', () => {
    const user = User.register({ id: 'u1', email: Email.parse('a@b.lv'), passwordHash: 'h', firstName: 'Anna', lastName: 'Bērziņa', phone: '+37120000000', language: 'lv', now });
    user.confirmEmail(now);
    user.replaceAvatar('avatars/u1/p.png', now);
    user.markSaved();
    expect(user.erase(Email.parse('deleted.u1@deleted.invalid'), 'unusable', later(1))).toBe('avatars/u1/p.png');
    expect(user.pendingChanges()).toMatchObject({ firstName: '', lastName: '', phone: null, avatarKey: null, status: 'inactive', emailVerifiedAt: null, deletedAt: later(1), passwordHash: 'unusable' });
    expect(user.email.value).toBe('deleted.u1@deleted.invalid');
    expect(codeOf(() => user.assertCanSignIn())).toBe('auth.account_inactive');
  });

  it('takes a new address as confirmed: its link proved it', () => {
    const user = User.register({ id: 'u1', email: Email.parse('a@b.lv'), passwordHash: 'h', firstName: 'Anna', lastName: 'Bērziņa', phone: null, language: 'lv', now });
    user.changeEmail(Email.parse('anna@new.lv'), later(1));
    expect(user.email.value).toBe('anna@new.lv');
    expect(user.isEmailConfirmed).toBe(true);
  });

  it('gives an e-mail change link 24 hours and its "this was not me" link a week, each for its own purpose only', () => {
    const change = OneTimeToken.issue({ id: 't1', userId: 'u1', purpose: 'email_change', tokenHash: 'h', now, email: 'anna@new.lv' });
    expect(change.email).toBe('anna@new.lv');
    expect(codeOf(() => change.assertUsable('email_change', later(24 * 3600_000 - 1)))).toBeNull();
    expect(codeOf(() => change.assertUsable('email_change', later(24 * 3600_000)))).toBe('auth.token_invalid');
    expect(codeOf(() => change.assertUsable('email_confirmation', now))).toBe('auth.token_invalid');
    const report = OneTimeToken.issue({ id: 't2', userId: 'u1', purpose: 'email_change_report', tokenHash: 'h2', now, email: 'a@b.lv' });
    expect(codeOf(() => report.assertUsable('email_change_report', later(7 * 24 * 3600_000 - 1)))).toBeNull();
    report.consume('email_change_report', now);
    expect(codeOf(() => report.assertUsable('email_change_report', now))).toBe('auth.token_invalid');
  });

  it('joins the country code and the number, or stores no phone', () => {
    expect(joinPhone('+371', '20 000-000')).toBe('+37120000000');
    expect(joinPhone(undefined, '20000000')).toBe('+37120000000');
    expect(joinPhone('+7', '')).toBeNull();
    expect(codeOf(() => joinPhone('+49', '20000000'))).toBe('identity.phone_invalid');
    expect(codeOf(() => joinPhone('+371', '12ab'))).toBe('identity.phone_invalid');
  });

  it('trims names and wants at least two characters', () => {
    expect(normalizePersonName('  Jānis   Pēteris ', 'firstName')).toBe('Jānis Pēteris');
    expect(codeOf(() => normalizePersonName(' J ', 'firstName'))).toBe('identity.name_too_short');
  });

  it('wants new passwords of 8 or more characters that are not common', () => {
    const common = (password: string) => password === 'password123';
    expect(codeOf(() => assertAcceptableNewPassword('short', common))).toBe('identity.password_too_short');
    expect(codeOf(() => assertAcceptableNewPassword('password123', common))).toBe('identity.password_too_common');
    expect(codeOf(() => assertAcceptableNewPassword('x'.repeat(257), common))).toBe('identity.password_too_long');
    expect(codeOf(() => assertAcceptableNewPassword('Kalnu-ezers-2026', common))).toBeNull();
  });

  it('uses a link token once, and never after it expires', () => {
    const confirmation = OneTimeToken.issue({ id: 't1', userId: 'u1', purpose: 'email_confirmation', tokenHash: 'h', now });
    expect(confirmation.expiresAt).toEqual(later(24 * 3600 * 1000));
    expect(codeOf(() => confirmation.consume('password_reset', now))).toBe('auth.token_invalid');
    confirmation.consume('email_confirmation', later(1000));
    expect(codeOf(() => confirmation.consume('email_confirmation', later(2000)))).toBe('auth.token_invalid');

    const reset = OneTimeToken.issue({ id: 't2', userId: 'u1', purpose: 'password_reset', tokenHash: 'h2', now });
    expect(codeOf(() => reset.consume('password_reset', later(3600 * 1000)))).toBe('auth.token_invalid');
  });

  it('rotates a fresh refresh token, resends its successor within the grace period after its replacement, and calls a later use a reuse', () => {
    const family = { familyExpiresAt: later(90 * 24 * 3_600_000) };
    const session = Session.start({ id: 's1', userId: 'u1', familyId: 'f1', ...family, tokenHash: 'h', now, ttlMs: 3_600_000 });
    expect(session.assess(later(10))).toBe('rotate');
    session.markReplaced(later(10));
    // The browser never saw the answer (a navigation abandoned it) and presents the same token again.
    expect(session.assess(later(20))).toBe('resend-successor');
    session.markReplaced(later(20));
    expect(session.replacedAt).toEqual(later(10));
    expect(session.assess(later(10 + REPLACED_TOKEN_GRACE_MS - 1))).toBe('resend-successor');
    expect(session.assess(later(10 + REPLACED_TOKEN_GRACE_MS))).toBe('reuse');

    const revoked = Session.restore({ id: 's3', userId: 'u1', familyId: 'f3', tokenHash: 'h3', expiresAt: later(3_600_000), ...family, replacedAt: null, revokedAt: later(5) });
    expect(revoked.assess(later(10))).toBe('reuse');
    const expired = Session.start({ id: 's2', userId: 'u1', familyId: 'f2', ...family, tokenHash: 'h2', now, ttlMs: 1000 });
    expect(codeOf(() => expired.assess(later(1000)))).toBe('auth.session_invalid');
  });

  it('ends a sign-in at its family lifetime, however recently its token was renewed', () => {
    const renewed = Session.start({ id: 's4', userId: 'u1', familyId: 'f4', familyExpiresAt: later(5000), tokenHash: 'h4', now, ttlMs: 3_600_000 });
    expect(renewed.expiresAt).toEqual(later(5000));
    expect(renewed.assess(later(4999))).toBe('rotate');
    expect(codeOf(() => renewed.assess(later(5000)))).toBe('auth.session_invalid');
  });
});
