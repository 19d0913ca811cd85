import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken, newSecureToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { OneTimeToken } from '../domain/one-time-token.js';
import { AccountEmails } from './account-emails.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { UserRepository } from './ports/user.repository.js';

/** A signed-in, unconfirmed user asks for a new confirmation link. Confirmed users get nothing new. */
@Injectable()
export class ResendEmailConfirmation {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly emails: AccountEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(userId: string): Promise<void> {
    return this.transactions.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw IdentityErrors.notAuthenticated();
      if (user.isEmailConfirmed) return;
      const token = newSecureToken();
      await this.tokens.insert(OneTimeToken.issue({ id: randomUUID(), userId, purpose: 'email_confirmation', tokenHash: hashToken(token), now: this.clock.now() }));
      await this.emails.confirmEmail(user.email.value, user.preferredLanguage, user.snapshot().firstName, token);
    });
  }
}
