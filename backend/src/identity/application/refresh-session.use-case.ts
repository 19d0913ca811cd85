import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { hashToken } from '../../shared/application/secure-token.js';
import { Clock } from '../../shared/domain/clock.js';
import { IdentityErrors } from '../domain/identity.errors.js';
import { SessionRepository } from './ports/session.repository.js';
import { UserRepository } from './ports/user.repository.js';
import { SessionIssuer, type IssuedSession } from './session-issuer.js';

/**
 * Rotates a refresh token. Within the grace period a replaced token gets the same successor again (the browser
 * lost the answer), so one token never yields two live sessions. A token used again after that, or while its
 * successor has moved on, revokes its whole family: the thief and the owner both sign in again.
 */
@Injectable()
export class RefreshSession {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly issuer: SessionIssuer,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string): Promise<IssuedSession> {
    const outcome = await this.transactions.run(async () => {
      const now = this.clock.now();
      const session = await this.sessions.findByTokenHashForUpdate(hashToken(refreshToken));
      if (!session) return null;
      const verdict = session.assess(now);
      const user = verdict === 'reuse' ? null : await this.users.findById(session.userId);
      if (!user?.isActive) {
        await this.sessions.revokeFamily(session.familyId, now);
        return null;
      }
      if (verdict === 'resend-successor') {
        const successorToken = this.issuer.successorToken(refreshToken);
        const successor = await this.sessions.findByTokenHashForUpdate(hashToken(successorToken));
        if (!successor?.isLive) {
          await this.sessions.revokeFamily(session.familyId, now);
          return null;
        }
        successor.assess(now);
        return this.issuer.resend(successor, successorToken);
      }
      session.markReplaced(now);
      await this.sessions.markReplaced(session);
      return this.issuer.succeed(session, refreshToken, now);
    });
    // Thrown after the transaction, so that the revocation above is committed.
    if (!outcome) throw IdentityErrors.sessionInvalid();
    return outcome;
  }
}
