import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import { TypeOrmTransactionRunner } from './typeorm-transaction-runner.js';

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
 * The one way adapters talk to PostgreSQL (ADR 0016): SQL with positional parameters, run on the transaction a use
 * case opened through the TransactionRunner when there is one, else on a connection lent by the pool for this
 * statement alone. Only TypeORM's public API is used: a QueryRunner per statement outside a transaction, and its
 * `connect()`, which hands out the pg connection that prepared statements need.
 */
@Injectable()
export class SqlDatabase {
  constructor(private readonly transactions: TypeOrmTransactionRunner) {}

  /** The rows the statement returns (none for a write without RETURNING). */
  rows<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.onConnection(async (runner) => (await runner.query(sql, parameters, true)).records as T[]);
  }

  /** The first row the statement returns, or null. */
  async one<T>(sql: string, parameters: unknown[] = []): Promise<T | null> {
    const [row] = await this.rows<T>(sql, parameters);
    return row ?? null;
  }

  /** Runs a prepared statement straight through `pg`: errors are pg's own (SQLSTATE in `code`), not TypeORM's. */
  prepared<T>(statement: PreparedStatement, values: unknown[]): Promise<T[]> {
    return this.onConnection(async (runner) => {
      const connection = (await runner.connect()) as PoolClient;
      return (await connection.query({ name: statement.name, text: statement.text, values })).rows as T[];
    });
  }

  private async onConnection<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const manager = this.transactions.manager();
    const transaction = manager.queryRunner;
    if (transaction && !transaction.isReleased) return work(transaction);
    const runner = manager.dataSource.createQueryRunner();
    try {
      return await work(runner);
    } finally {
      await runner.release();
    }
  }
}

/** A LIKE pattern that finds `text` anywhere; LIKE's own wildcards in a visitor's text match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The SQLSTATE of a failed statement, whether pg's own error or TypeORM's wrapping of it. */
export function sqlState(error: unknown): string | undefined {
  const failure = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = failure?.driverError?.code ?? failure?.code;
  return typeof code === 'string' ? code : undefined;
}
