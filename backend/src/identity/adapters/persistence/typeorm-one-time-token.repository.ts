import { Injectable } from '@nestjs/common';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { OneTimeTokenRepository } from '../../application/ports/one-time-token.repository.js';
import { IsNull } from 'typeorm';
import { OneTimeToken, type OneTimeTokenPurpose } from '../../domain/one-time-token.js';
import { OneTimeTokenOrmEntity } from './one-time-token.orm-entity.js';

@Injectable()
export class TypeOrmOneTimeTokenRepository extends OneTimeTokenRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private get rows() {
    return this.transactions.manager().getRepository(OneTimeTokenOrmEntity);
  }

  async insert(token: OneTimeToken): Promise<void> {
    await this.rows.insert({
      id: token.id,
      userId: token.userId,
      purpose: token.purpose,
      tokenHash: token.tokenHash,
      expiresAt: token.expiresAt,
      usedAt: token.usedAt,
    });
  }

  async findByHash(tokenHash: string): Promise<OneTimeToken | null> {
    const row = await this.rows.findOneBy({ tokenHash });
    return row ? OneTimeToken.restore(row) : null;
  }

  async findByHashForUpdate(tokenHash: string): Promise<OneTimeToken | null> {
    const row = await this.rows.createQueryBuilder('token').setLock('pessimistic_write').where('token.token_hash = :tokenHash', { tokenHash }).getOne();
    return row ? OneTimeToken.restore(row) : null;
  }

  async markUsed(token: OneTimeToken): Promise<void> {
    await this.rows.update({ id: token.id }, { usedAt: token.usedAt });
  }

  async expireUnused(userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
    await this.rows.update({ userId, purpose, usedAt: IsNull() }, { usedAt: now });
  }
}
