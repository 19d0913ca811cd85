import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { assertAcceptableNewPassword } from '../domain/password-policy.js';
import { AccountEmails } from './account-emails.js';
import { CommonPasswordList } from './ports/common-password-list.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { SessionRepository } from './ports/session.repository.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * Unlike the old product, the current password is verified. Other sessions end, and so do reset links mailed
 * before; this sign-in goes on.
 */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswordList,
    private readonly emails: AccountEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: { userId: string; sessionFamilyId: string; currentPassword: string; newPassword: string; confirmPassword: string }) {
    if (command.newPassword !== command.confirmPassword) throw IdentityErrors.passwordsDoNotMatch();
    const user = await this.users.findById(command.userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    if (!(await this.hasher.verify(user.passwordHash, command.currentPassword))) throw IdentityErrors.wrongCurrentPassword();
    assertAcceptableNewPassword(command.newPassword, (password) => this.commonPasswords.contains(password));
    const passwordHash = await this.hasher.hash(command.newPassword);
    await this.transactions.run(async () => {
      const now = this.clock.now();
      user.changePasswordHash(passwordHash, now);
      await this.users.save(user);
      await this.sessions.revokeAllOfUser(user.id, now, command.sessionFamilyId);
      await this.tokens.expireUnused(user.id, 'password_reset', now);
      await this.emails.passwordChanged(user.email.value, user.preferredLanguage, user.snapshot().firstName);
    });
  }
}
