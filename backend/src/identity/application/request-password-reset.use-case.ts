import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken, newSecureToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { Email } from '../../shared/domain/email.js';
import { OneTimeToken } from '../domain/one-time-token.js';
import { AccountEmails } from './account-emails.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { UserRepository } from './ports/user.repository.js';

/** Always answers the same way; only an existing, active account gets a link. */
@Injectable()
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly emails: AccountEmails,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(rawEmail: string): Promise<void> {
    if (!Email.isValid(rawEmail)) return;
    const user = await this.users.findByEmail(Email.parse(rawEmail));
    if (!user?.isActive) return;
    await this.transactions.run(async () => {
      const token = newSecureToken();
      await this.tokens.insert(OneTimeToken.issue({ id: randomUUID(), userId: user.id, purpose: 'password_reset', tokenHash: hashToken(token), now: this.clock.now() }));
      await this.emails.resetPassword(user.email.value, user.preferredLanguage, user.snapshot().firstName, token);
    });
  }
}
