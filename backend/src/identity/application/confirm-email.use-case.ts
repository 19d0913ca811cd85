import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { AdministratorRepository } from './ports/administrator.repository.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { UserRepository } from './ports/user.repository.js';

@Injectable()
export class ConfirmEmail {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly administrators: AdministratorRepository,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /**
   * A link opened again after it worked (or an older link once a newer one worked) answers "already confirmed"
   * rather than "invalid": its owner did nothing wrong. Used tokens are kept until they expire, so this holds for
   * as long as the link would have.
   */
  execute(token: string): Promise<'confirmed' | 'already_confirmed'> {
    return this.transactions.run(async () => {
      const now = this.clock.now();
      const record = await this.tokens.findByHashForUpdate(hashToken(token));
      if (!record) throw IdentityErrors.tokenInvalid();
      if (record.purpose === 'email_confirmation' && (await this.users.findById(record.userId))?.isEmailConfirmed) return 'already_confirmed';
      record.consume('email_confirmation', now);
      await this.tokens.markUsed(record);
      const user = await this.users.findById(record.userId);
      if (!user) throw IdentityErrors.tokenInvalid();
      user.confirmEmail(now);
      await this.users.save(user);
      await this.administrators.bindToConfirmedAccount(user.email, user.id);
      return 'confirmed';
    });
  }
}
