import { Injectable } from '@nestjs/common';
import type { Email } from '../../../shared/domain/email.js';
import { preparedRows, type PreparedStatement } from '../../../shared/adapters/persistence/sql.js';
import { TypeOrmTransactionRunner } from '../../../shared/adapters/persistence/typeorm-transaction-runner.js';
import { UserRepository } from '../../application/ports/user.repository.js';
import type { User } from '../../domain/user.js';
import { UserMapper } from './user.mapper.js';
import { UserOrmEntity } from './user.orm-entity.js';

/** Every signed-in request runs it ($1 user, $2 sign-in family): the user, only while the family has sessions and none is revoked. */
const USER_WITH_LIVE_SESSION_FAMILY: PreparedStatement = {
  name: 'identity.user-with-live-session-family',
  text: `SELECT u.id, u.email, u.password_hash AS "passwordHash", u.first_name AS "firstName", u.last_name AS "lastName", u.phone,
      u.status, u.avatar_key AS "avatarKey", u.preferred_language AS "preferredLanguage", u.email_verified_at AS "emailVerifiedAt",
      u.created_at AS "createdAt", u.updated_at AS "updatedAt", u.last_sign_in_at AS "lastSignInAt"
    FROM users u
    WHERE u.id = $1 AND (SELECT bool_and(s.revoked_at IS NULL) FROM sessions s WHERE s.family_id = $2 AND s.user_id = u.id) IS TRUE`,
};

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
    const [row] = await preparedRows<UserOrmEntity>(this.transactions.manager(), USER_WITH_LIVE_SESSION_FAMILY, [id, sessionFamilyId]);
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
    // No method of User changes the email: it is never among the changes.
    const { email: _email, ...changes } = user.pendingChanges();
    if (Object.keys(changes).length > 0) await this.rows.update({ id: user.id }, changes);
    user.markSaved();
  }

  async recordSignIn(user: User): Promise<boolean> {
    const { id, lastSignInAt, passwordHash } = user.snapshot();
    const result = await this.rows.update({ id, passwordHash, status: 'active' }, { lastSignInAt });
    user.markSaved();
    return (result.affected ?? 0) > 0;
  }
}
