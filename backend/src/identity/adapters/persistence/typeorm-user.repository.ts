import { Injectable } from '@nestjs/common';
import type { Email } from '../../../shared/domain/email.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { UserRepository } from '../../application/ports/user.repository.js';
import type { User } from '../../domain/user.js';
import { UserMapper } from './user.mapper.js';
import { UserOrmEntity } from './user.orm-entity.js';

@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {
    super();
  }

  private get rows() {
    return this.transactions.manager().getRepository(UserOrmEntity);
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? UserMapper.toDomain(row) : null;
  }

  async findWithLiveSessionFamily(id: string, sessionFamilyId: string): Promise<User | null> {
    const row = await this.rows
      .createQueryBuilder('u')
      .where('u.id = :id', { id })
      .andWhere('(SELECT bool_and(s.revoked_at IS NULL) FROM sessions s WHERE s.family_id = :sessionFamilyId AND s.user_id = u.id) IS TRUE', { sessionFamilyId })
      .getOne();
    return row ? UserMapper.toDomain(row) : null;
  }

  async findByEmail(email: Email): Promise<User | null> {
    const row = await this.rows.findOneBy({ email: email.value });
    return row ? UserMapper.toDomain(row) : null;
  }

  async insertIfEmailFree(user: User): Promise<boolean> {
    const result = await this.rows.createQueryBuilder().insert().values(UserMapper.toRow(user)).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  async save(user: User): Promise<void> {
    await this.rows.save(UserMapper.toRow(user));
  }
}
