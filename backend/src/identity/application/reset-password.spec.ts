import { describe, expect, it } from '@jest/globals';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken } from '../../shared/application/secure-token.js';
import { FixedClock } from '../../shared/domain/clock.js';
import type { DomainError } from '../../shared/domain/domain-error.js';
import { OneTimeToken } from '../domain/one-time-token.js';
import type { AccountEmails } from './account-emails.js';
import { CommonPasswordList } from './ports/common-password-list.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';
import type { AdministratorRepository } from './ports/administrator.repository.js';
import type { SessionRepository } from './ports/session.repository.js';
import type { UserRepository } from './ports/user.repository.js';
import { ResetPassword } from './reset-password.use-case.js';

class CountingHasher extends PasswordHasher {
  hashes = 0;
  async hash(password: string) {
    this.hashes += 1;
    return `hashed:${password}`;
  }
  async verify() {
    return false;
  }
}

class Tokens extends OneTimeTokenRepository {
  constructor(private readonly known: OneTimeToken[]) {
    super();
  }
  async insert() {}
  async findByHash(tokenHash: string) {
    return this.known.find((token) => token.tokenHash === tokenHash) ?? null;
  }
  findByHashForUpdate(tokenHash: string) {
    return this.findByHash(tokenHash);
  }
  async markUsed() {}
  async expireUnused() {}
  async deleteAllOfUser() {}
}

class NoCommonPasswords extends CommonPasswordList {
  contains() {
    return false;
  }
}

class Inline extends TransactionRunner {
  run<T>(work: () => Promise<T>) {
    return work();
  }
}

const now = new Date('2026-11-23T20:00:00Z');
const codeOf = (promise: Promise<unknown>) => promise.then(() => null, (error: DomainError) => error.code);

function resetWith(tokens: OneTimeToken[]) {
  const hasher = new CountingHasher();
  const reset = new ResetPassword({} as UserRepository, new Tokens(tokens), {} as AdministratorRepository, {} as SessionRepository, hasher, new NoCommonPasswords(), {} as AccountEmails, new Inline(), new FixedClock(now));
  return { reset, hasher };
}

describe('resetting a password', () => {
  it('refuses an unknown token without hashing the new password', async () => {
    const { reset, hasher } = resetWith([]);
    expect(await codeOf(reset.execute({ token: 'guessed-token', newPassword: 'Amber-Harbour-Lantern-42' }))).toBe('auth.token_invalid');
    expect(hasher.hashes).toBe(0);
  });

  it('refuses an expired token without hashing the new password', async () => {
    const expired = OneTimeToken.issue({ id: 't1', userId: 'u1', purpose: 'password_reset', tokenHash: hashToken('old-link'), now: new Date(now.getTime() - 2 * 60 * 60 * 1000) });
    const { reset, hasher } = resetWith([expired]);
    expect(await codeOf(reset.execute({ token: 'old-link', newPassword: 'Amber-Harbour-Lantern-42' }))).toBe('auth.token_invalid');
    expect(hasher.hashes).toBe(0);
  });
});
