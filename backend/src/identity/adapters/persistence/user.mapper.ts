import { Email } from '../../../shared/domain/email.js';
import { parseLanguage } from '../../../shared/domain/language.js';
import { User } from '../../domain/user.js';
import { UserOrmEntity } from './user.orm-entity.js';

export const UserMapper = {
  toDomain(row: UserOrmEntity): User {
    return User.restore({
      id: row.id,
      email: Email.parse(row.email),
      passwordHash: row.passwordHash,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      status: row.status,
      avatarKey: row.avatarKey,
      preferredLanguage: parseLanguage(row.preferredLanguage) ?? 'en',
      emailVerifiedAt: row.emailVerifiedAt,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      lastSignInAt: row.lastSignInAt,
    });
  },

  toRow(user: User): UserOrmEntity {
    const state = user.snapshot();
    return Object.assign(new UserOrmEntity(), { ...state, email: state.email.value });
  },
};
