import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ActivityLog } from '../../shared/application/ports/activity-log.port.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken, newSecureToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { Email } from '../../shared/domain/email.js';
import type { Language } from '../../shared/domain/language.js';
import { OneTimeToken } from '../domain/one-time-token.js';
import { assertAcceptableNewPassword } from '../domain/password-policy.js';
import { normalizePersonName } from '../domain/person-name.js';
import { joinPhone } from '../domain/phone.js';
import { User } from '../domain/user.js';
import { AccountEmails } from './account-emails.js';
import { CommonPasswordList } from './ports/common-password-list.js';
import { OneTimeTokenRepository } from './ports/one-time-token.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { UserRepository } from './ports/user.repository.js';

export interface RegisterUserCommand {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  countryCode?: string;
  phoneNumber?: string;
  language: Language;
}

/**
 * Creates an unconfirmed account and emails a confirmation link. When the email is already registered the caller
 * sees exactly the same outcome (no account enumeration) and the owner gets a notice instead.
 */
@Injectable()
export class RegisterUser {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: OneTimeTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswordList,
    private readonly emails: AccountEmails,
    private readonly activity: ActivityLog,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: RegisterUserCommand): Promise<void> {
    const email = Email.parse(command.email);
    const firstName = normalizePersonName(command.firstName, 'firstName');
    const lastName = normalizePersonName(command.lastName, 'lastName');
    const phone = joinPhone(command.countryCode, command.phoneNumber);
    assertAcceptableNewPassword(command.password, (password) => this.commonPasswords.contains(password));
    const passwordHash = await this.hasher.hash(command.password);
    const now = this.clock.now();
    const user = User.register({ id: randomUUID(), email, passwordHash, firstName, lastName, phone, language: command.language, now });

    await this.transactions.run(async () => {
      if (!(await this.users.insertIfEmailFree(user))) {
        const owner = await this.users.findByEmail(email);
        if (owner) {
          const { firstName: ownerName } = owner.snapshot();
          await this.emails.accountAlreadyExists(email.value, owner.preferredLanguage, ownerName);
        }
        return;
      }
      const token = newSecureToken();
      await this.tokens.insert(OneTimeToken.issue({ id: randomUUID(), userId: user.id, purpose: 'email_confirmation', tokenHash: hashToken(token), now }));
      await this.emails.confirmEmail(email.value, command.language, firstName, token);
      await this.activity.record('user.registered', { userId: user.id, email: email.value, name: `${firstName} ${lastName}` });
    });
  }
}
