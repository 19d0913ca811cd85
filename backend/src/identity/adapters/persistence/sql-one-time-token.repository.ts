import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../shared/adapters/persistence/sql-database.js';
import { OneTimeTokenRepository } from '../../application/ports/one-time-token.repository.js';
import { OneTimeToken, type OneTimeTokenPurpose } from '../../domain/one-time-token.js';

const COLUMNS = `id, user_id AS "userId", purpose, token_hash AS "tokenHash", expires_at AS "expiresAt", used_at AS "usedAt", email`;

type OneTimeTokenRow = Parameters<typeof OneTimeToken.restore>[0];

@Injectable()
export class SqlOneTimeTokenRepository extends OneTimeTokenRepository {
  constructor(private readonly sql: SqlDatabase) {
    super();
  }

  async insert(token: OneTimeToken): Promise<void> {
    await this.sql.rows('INSERT INTO one_time_tokens (id, user_id, purpose, token_hash, expires_at, used_at, email) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      token.id,
      token.userId,
      token.purpose,
      token.tokenHash,
      token.expiresAt,
      token.usedAt,
      token.email,
    ]);
  }

  async findByHash(tokenHash: string): Promise<OneTimeToken | null> {
    const row = await this.sql.one<OneTimeTokenRow>(`SELECT ${COLUMNS} FROM one_time_tokens WHERE token_hash = $1 LIMIT 1`, [tokenHash]);
    return row ? OneTimeToken.restore(row) : null;
  }

  async findByHashForUpdate(tokenHash: string): Promise<OneTimeToken | null> {
    const row = await this.sql.one<OneTimeTokenRow>(`SELECT ${COLUMNS} FROM one_time_tokens WHERE token_hash = $1 FOR UPDATE`, [tokenHash]);
    return row ? OneTimeToken.restore(row) : null;
  }

  async markUsed(token: OneTimeToken): Promise<void> {
    await this.sql.rows('UPDATE one_time_tokens SET used_at = $2 WHERE id = $1', [token.id, token.usedAt]);
  }

  async expireUnused(userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
    await this.sql.rows('UPDATE one_time_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose, now]);
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.sql.rows('DELETE FROM one_time_tokens WHERE user_id = $1', [userId]);
  }
}
