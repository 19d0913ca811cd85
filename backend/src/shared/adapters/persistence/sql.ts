import type { Pool, PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * Runs SQL and always resolves the rows. (TypeORM answers UPDATE and DELETE with `[rows, affectedCount]` but
 * SELECT and INSERT with the rows alone; rows are objects, so the pair cannot be mistaken for them.)
 */
export async function sqlRows<T>(manager: EntityManager, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const result: unknown = await manager.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

/**
 * A statement of fixed text that PostgreSQL parses and plans once per connection (a named prepared statement) and
 * afterwards only binds and runs. For statements on a hot path whose plan does not depend on the values: parsing
 * and planning the purchase statement cost PostgreSQL several times what running it does.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/**
 * Runs a prepared statement on the manager's transaction when it has one, else on a pooled connection, straight
 * through `pg`: errors are pg's own (with the SQLSTATE in `code`), not wrapped by TypeORM.
 */
export async function preparedRows<T>(manager: EntityManager, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const transaction = manager.queryRunner;
  const target = transaction && !transaction.isReleased
    ? ((await transaction.connect()) as PoolClient)
    : (manager.dataSource.driver as unknown as { master: Pool }).master;
  const result = await target.query({ name: statement.name, text: statement.text, values });
  return result.rows as T[];
}

/** A LIKE pattern that finds `text` anywhere; LIKE's own wildcards in a visitor's text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
