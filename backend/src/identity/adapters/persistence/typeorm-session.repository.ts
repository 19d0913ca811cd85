import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { SessionRepository } from '../../application/ports/session.repository.js';
import { Session } from '../../domain/session.js';
import { SessionOrmEntity } from './session.orm-entity.js';

@Injectable()
export class TypeOrmSessionRepository extends SessionRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private get rows() {
    return this.transactions.manager().getRepository(SessionOrmEntity);
  }

  async insert(session: Session): Promise<void> {
    await this.rows.insert({
      id: session.id,
      userId: session.userId,
      familyId: session.familyId,
      tokenHash: session.tokenHash,
      expiresAt: session.expiresAt,
      familyExpiresAt: session.familyExpiresAt,
      replacedAt: session.replacedAt,
      revokedAt: session.revokedAt,
    });
  }

  async findByTokenHashForUpdate(tokenHash: string): Promise<Session | null> {
    const row = await this.rows.createQueryBuilder('session').setLock('pessimistic_write').where('session.token_hash = :tokenHash', { tokenHash }).getOne();
    return row ? Session.restore(row) : null;
  }

  async markReplaced(session: Session): Promise<void> {
    await this.rows.update({ id: session.id }, { replacedAt: session.replacedAt });
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.rows.update({ familyId, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeAllOfUser(userId: string, now: Date, exceptFamilyId?: string): Promise<void> {
    await this.rows.update(
      exceptFamilyId ? { userId, revokedAt: IsNull(), familyId: Not(exceptFamilyId) } : { userId, revokedAt: IsNull() },
      { revokedAt: now },
    );
  }
}
