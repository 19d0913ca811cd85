import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { Email } from '../../shared/domain/email.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { UserRepository } from './ports/user.repository.js';
import { SessionIssuer, type IssuedSession } from './session-issuer.js';

/**
 * Wrong email and wrong password fail alike, and take alike long (an unknown email is checked against a dummy
 * hash). An inactive account is told so only after the right password.
 */
@Injectable()
export class SignIn {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(command: { email: string; password: string }): Promise<IssuedSession & { userId: string }> {
    let email: Email;
    try {
      email = Email.parse(command.email);
    } catch {
      throw IdentityErrors.invalidCredentials();
    }
    const user = await this.users.findByEmail(email);
    this.dummyHash ??= this.hasher.hash('not-a-real-password-only-for-timing');
    const matches = await this.hasher.verify(user?.passwordHash ?? (await this.dummyHash), command.password);
    if (!user || !matches) throw IdentityErrors.invalidCredentials();
    user.assertCanSignIn();

    return this.transactions.run(async () => {
      const now = this.clock.now();
      user.recordSignIn(now);
      // A password reset or change, or a deactivation, since the check above: this sign-in no longer holds.
      if (!(await this.users.recordSignIn(user))) throw IdentityErrors.invalidCredentials();
      return { ...(await this.sessions.start(user.id, now)), userId: user.id };
    });
  }
}
