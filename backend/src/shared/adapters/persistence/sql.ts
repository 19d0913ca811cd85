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

/** A LIKE pattern that finds `text` anywhere; LIKE's own wildcards in a visitor's text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
