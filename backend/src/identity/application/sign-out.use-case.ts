import { Injectable } from '@nestjs/common';
import { hashToken } from '../../shared/application/secure-token.js';
import { TransactionRunner } from '../../shared/application/ports/transaction-runner.port.js';
import { Clock } from '../../shared/domain/clock.js';
import { SessionRepository } from './ports/session.repository.js';

/** Ends the sign-in server-side: its refresh tokens stop working and so do its access tokens. */
@Injectable()
export class SignOut {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute(input: { sessionFamilyId?: string; refreshToken?: string }): Promise<void> {
    return this.transactions.run(async () => {
      let familyId = input.sessionFamilyId;
      if (!familyId && input.refreshToken) familyId = (await this.sessions.findByTokenHashForUpdate(hashToken(input.refreshToken)))?.familyId;
      if (familyId) await this.sessions.revokeFamily(familyId, this.clock.now());
    });
  }
}
