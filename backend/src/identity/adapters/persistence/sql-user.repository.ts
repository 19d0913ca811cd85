import { Injectable } from '@nestjs/common';
import type { Email } from '../../../shared/domain/email.js';
import { SqlDatabase, type PreparedStatement } from '../../../shared/adapters/persistence/sql-database.js';
import { UserRepository } from '../../application/ports/user.repository.js';
import type { User } from '../../domain/user.js';
import { USER_COLUMNS, UserMapper, type UserRow } from './user.mapper.js';

/** Every signed-in request runs it ($1 user, $2 sign-in family): the user, only while the family has sessions and none is revoked. */
const USER_WITH_LIVE_SESSION_FAMILY: PreparedStatement = {
  name: 'identity.user-with-live-session-family',
  text: `SELECT ${USER_COLUMNS}
    FROM users u
    WHERE u.id = $1 AND (SELECT bool_and(s.revoked_at IS NULL) FROM sessions s WHERE s.family_id = $2 AND s.user_id = u.id) IS TRUE`,
};

@Injectable()
export class SqlUserRepository extends UserRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.sql.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
    return row ? UserMapper.toDomain(row) : null;
  }

  async findWithLiveSessionFamily(id: string, sessionFamilyId: string): Promise<User | null> {
    const [row] = await this.sql.prepared<UserRow>(USER_WITH_LIVE_SESSION_FAMILY, [id, sessionFamilyId]);
    return row ? UserMapper.toDomain(row) : null;
  }

  async findByEmail(email: Email): Promise<User | null> {
    const row = await this.sql.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.email = $1`, [email.value]);
    return row ? UserMapper.toDomain(row) : null;
  }

  async insertIfEmailFree(user: User): Promise<boolean> {
    const columns = UserMapper.toColumns(user.snapshot());
    const rows = await this.sql.rows(
      `INSERT INTO users (${columns.map(([column]) => column).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
       ON CONFLICT DO NOTHING RETURNING id`,
      columns.map(([, value]) => value),
    );
    return rows.length > 0;
  }

  async save(user: User): Promise<void> {
    // Only saveWithNewEmail writes the email, where it checks that the address is free.
    const { email: _email, ...changes } = user.pendingChanges();
    const columns = UserMapper.toColumns(changes);
    if (columns.length > 0) {
      await this.sql.rows(`UPDATE users SET ${columns.map(([column], index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`, [
        user.id,
        ...columns.map(([, value]) => value),
      ]);
    }
    user.markSaved();
  }

  async saveWithNewEmail(user: User): Promise<boolean> {
    const columns = UserMapper.toColumns(user.pendingChanges());
    const rows = await this.sql.rows(
      `UPDATE users SET ${columns.map(([column], index) => `${column} = $${index + 3}`).join(', ')}
       WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email = $2 AND other.id <> $1) RETURNING id`,
      [user.id, user.email.value, ...columns.map(([, value]) => value)],
    );
    if (rows.length === 0) return false;
    user.markSaved();
    return true;
  }

  async recordSignIn(user: User): Promise<boolean> {
    const { id, lastSignInAt, passwordHash } = user.snapshot();
    const rows = await this.sql.rows(`UPDATE users SET last_sign_in_at = $3 WHERE id = $1 AND password_hash = $2 AND status = 'active' RETURNING id`, [
      id,
      passwordHash,
      lastSignInAt,
    ]);
    user.markSaved();
    return rows.length > 0;
  }
}
