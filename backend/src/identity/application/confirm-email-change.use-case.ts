import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { Email } from '../../shared/domain/email.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AdministratorRepository } from './ports/administrator.repository.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * Completes an e-mail change from the link sent to the new address (single use, 24 hours). Password-reset links
 * mailed to the old address stop working. Refused when another account took the address in the meantime.
 */
@Injectable()
export class ConfirmEmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly administrators: AdministratorRepository,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(token: string): Promise<void> {
    return this.transactions.run(async () => {
      const now = this.clock.now();
      const record = await this.tokens.findByHashForUpdate(hashToken(token));
      if (!record?.email) throw IdentityErrors.tokenInvalid();
      record.consume('email_change', now);
      const user = await this.users.findById(record.userId);
      if (!user?.isActive) throw IdentityErrors.tokenInvalid();
      await this.tokens.markUsed(record);
      user.changeEmail(Email.parse(record.email), now);
      if (!(await this.users.saveWithNewEmail(user))) throw IdentityErrors.emailTaken();
      await this.tokens.expireUnused(user.id, 'password_reset', now);
      // A grant waiting for the new address binds to this account, as it would on a first confirmation.
      await this.administrators.bindToConfirmedAccount(user.email, user.id);
    });
  }
}
