import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken, newSecureToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { Email } from '../../shared/domain/email.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { OneTimeToken } from '../domain/one-time-token.js';
import { AccountEmails } from './account-emails.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { SessionRepository } from './ports/session.repository.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * Starts an e-mail change. The answer is the same whether or not another account holds the new address (only a
 * free address gets the link), so the form cannot be used to learn who is registered. The old address is told at
 * once, with a link that stops the change; every session but the caller's ends, and earlier change links stop
 * working.
 */
@Injectable()
export class RequestEmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly emails: AccountEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: { userId: string; sessionFamilyId: string; newEmail: string; currentPassword: string }): Promise<void> {
    const newEmail = Email.parse(command.newEmail);
    const user = await this.users.findById(command.userId);
    if (!user) throw IdentityErrors.notAuthenticated();
    if (!(await this.hasher.verify(user.passwordHash, command.currentPassword))) throw IdentityErrors.wrongCurrentPassword();
    if (newEmail.value === user.email.value) return;
    const holder = await this.users.findByEmail(newEmail);
    await this.transactions.run(async () => {
      const now = this.clock.now();
      const { firstName } = user.snapshot();
      await this.tokens.expireUnused(user.id, 'email_change', now);
      await this.sessions.revokeAllOfUser(user.id, now, command.sessionFamilyId);
      const reportToken = newSecureToken();
      await this.tokens.insert(
        OneTimeToken.issue({ id: randomUUID(), userId: user.id, purpose: 'email_change_report', tokenHash: hashToken(reportToken), now, email: user.email.value }),
      );
      await this.emails.emailChangeRequested(user.email.value, user.preferredLanguage, firstName, newEmail.value, reportToken);
      if (holder) return;
      const token = newSecureToken();
      await this.tokens.insert(OneTimeToken.issue({ id: randomUUID(), userId: user.id, purpose: 'email_change', tokenHash: hashToken(token), now, email: newEmail.value }));
      await this.emails.confirmEmailChange(newEmail.value, user.preferredLanguage, firstName, token);
    });
  }
}
