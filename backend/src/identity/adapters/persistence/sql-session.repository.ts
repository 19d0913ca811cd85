import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { SessionRepository, type SignInRecord } from '../../application/ports/session.repository.js';
import { Session } from '../../domain/session.js';

const COLUMNS = `id, user_id AS "userId", family_id AS "familyId", token_hash AS "tokenHash", expires_at AS "expiresAt",
  family_expires_at AS "familyExpiresAt", replaced_at AS "replacedAt", revoked_at AS "revokedAt"`;

type SessionRow = Parameters<typeof Session.restore>[0];

@Injectable()
export class SqlSessionRepository extends SessionRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async insert(session: Session): Promise<void> {
    await this.sql.rows(
      `INSERT INTO sessions (id, user_id, family_id, token_hash, expires_at, family_expires_at, replaced_at, revoked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [session.id, session.userId, session.familyId, session.tokenHash, session.expiresAt, session.familyExpiresAt, session.replacedAt, session.revokedAt],
    );
  }

  async findByTokenHashForUpdate(tokenHash: string): Promise<Session | null> {
    const row = await this.sql.one<SessionRow>(`SELECT ${COLUMNS} FROM sessions WHERE token_hash = $1 FOR UPDATE`, [tokenHash]);
    return row ? Session.restore(row) : null;
  }

  async markReplaced(session: Session): Promise<void> {
    await this.sql.rows('UPDATE sessions SET replaced_at = $2 WHERE id = $1', [session.id, session.replacedAt]);
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.sql.rows('UPDATE sessions SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, now]);
  }

  async revokeAllOfUser(userId: string, now: Date, exceptFamilyId?: string): Promise<void> {
    if (exceptFamilyId) {
      await this.sql.rows('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND family_id <> $3', [userId, now, exceptFamilyId]);
    } else {
      await this.sql.rows('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
    }
  }

  signInsOf(userId: string): Promise<SignInRecord[]> {
    return this.sql.rows<SignInRecord>(
      `SELECT min(created_at) AS "signedInAt", max(created_at) AS "lastActiveAt", max(revoked_at) AS "endedAt", max(expires_at) AS "expiresAt"
       FROM sessions WHERE user_id = $1 GROUP BY family_id ORDER BY min(created_at) DESC`,
      [userId],
    );
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.sql.rows('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }
}
