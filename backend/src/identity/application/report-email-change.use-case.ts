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
import { SessionRepository } from './ports/session.repository.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * "This was not me", from the notice sent to the old address: a pending change stops, a completed one is undone
 * (while the old address is still free), every session ends and the old address gets a link to set a new password,
 * since whoever asked for the change knew the current one.
 */
@Injectable()
export class ReportEmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly emails: AccountEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(token: string): Promise<void> {
    return this.transactions.run(async () => {
      const now = this.clock.now();
      const record = await this.tokens.findByHashForUpdate(hashToken(token));
      if (!record?.email) throw IdentityErrors.tokenInvalid();
      record.consume('email_change_report', now);
      const user = await this.users.findById(record.userId);
      if (!user) throw IdentityErrors.tokenInvalid();
      await this.tokens.markUsed(record);
      await this.tokens.expireUnused(user.id, 'email_change', now);
      await this.tokens.expireUnused(user.id, 'password_reset', now);
      const oldEmail = Email.parse(record.email);
      if (user.email.value !== oldEmail.value) {
        user.changeEmail(oldEmail, now);
        if (!(await this.users.saveWithNewEmail(user))) throw IdentityErrors.emailTaken();
      }
      await this.sessions.revokeAllOfUser(user.id, now);
      const resetToken = newSecureToken();
      await this.tokens.insert(OneTimeToken.issue({ id: randomUUID(), userId: user.id, purpose: 'password_reset', tokenHash: hashToken(resetToken), now }));
      await this.emails.resetPassword(oldEmail.value, user.preferredLanguage, user.snapshot().firstName, resetToken);
    });
  }
}
