import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { assertAcceptableNewPassword } from '../domain/password-policy.js';
import { AccountEmails } from './account-emails.js';
import { CommonPasswordList } from './ports/common-password-list.js';
import { AdministratorRepository } from './ports/administrator.repository.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { SessionRepository } from './ports/session.repository.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * Sets a new password from an emailed link; every session of the account ends, and so do its other reset links. The
 * token is looked up before the new password is hashed, so a guessed token costs a database read, not an argon2 hash.
 */
@Injectable()
export class ResetPassword {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly administrators: AdministratorRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswordList,
    private readonly emails: AccountEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: { token: string; newPassword: string }): Promise<void> {
    const tokenHash = hashToken(command.token);
    const found = await this.tokens.findByHash(tokenHash);
    if (!found) throw IdentityErrors.tokenInvalid();
    found.assertUsable('password_reset', this.clock.now());
    assertAcceptableNewPassword(command.newPassword, (password) => this.commonPasswords.contains(password));
    const passwordHash = await this.hasher.hash(command.newPassword);
    await this.transactions.run(async () => {
      const now = this.clock.now();
      const record = await this.tokens.findByHashForUpdate(tokenHash);
      if (!record) throw IdentityErrors.tokenInvalid();
      record.consume('password_reset', now);
      await this.tokens.markUsed(record);
      const user = await this.users.findById(record.userId);
      if (!user) throw IdentityErrors.tokenInvalid();
      user.changePasswordHash(passwordHash, now);
      // Following the emailed link proves the address too.
      user.confirmEmail(now);
      await this.users.save(user);
      await this.administrators.bindToConfirmedAccount(user.email, user.id);
      await this.tokens.expireUnused(user.id, 'password_reset', now);
      await this.sessions.revokeAllOfUser(user.id, now);
      await this.emails.passwordChanged(user.email.value, user.preferredLanguage, user.snapshot().firstName);
    });
  }
}
