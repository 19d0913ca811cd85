import { Email } from '../../../shared/domain/email.js';
import { parseLanguage } from '../../../shared/domain/language.js';
import { User, type UserState } from '../../domain/user.js';

/** A row of `users` as USER_COLUMNS selects it. */
export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  status: 'active' | 'inactive';
  avatarKey: string | null;
  preferredLanguage: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt: Date | null;
  deletedAt: Date | null;
}

/** The column of each field of a user: what `save` may write, and what USER_COLUMNS reads. */
const USER_FIELD_COLUMNS: Record<keyof UserState, string> = {
  id: 'id',
  email: 'email',
  passwordHash: 'password_hash',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  status: 'status',
  avatarKey: 'avatar_key',
  preferredLanguage: 'preferred_language',
  emailVerifiedAt: 'email_verified_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  lastSignInAt: 'last_sign_in_at',
  deletedAt: 'deleted_at',
};

/** Every column of a user, named as the fields of UserRow, for the alias `u`. */
export const USER_COLUMNS = Object.entries(USER_FIELD_COLUMNS)
  .map(([field, column]) => `u.${column} AS "${field}"`)
  .join(', ');

export const UserMapper = {
  toDomain(row: UserRow): User {
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
      deletedAt: row.deletedAt,
    });
  },

  /** The user's fields as column values, `email` as its text. */
  toColumns(fields: Partial<UserState>): [column: string, value: unknown][] {
    return Object.entries(fields).map(([field, value]) => [
      USER_FIELD_COLUMNS[field as keyof UserState],
      field === 'email' ? (value as Email).value : value,
    ]);
  },
};
