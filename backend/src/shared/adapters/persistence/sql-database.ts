import { Injectable } from '@nestjs/common';
import type { PoolClient, QueryConfig, QueryResult } from 'pg';
import type { QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
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
 * `connect()`, which hands out the pg connection that prepared statements need. A prepared statement outside a
 * transaction borrows its connection from the driver's pool without a QueryRunner (`obtainMasterConnection()`): the
 * catalogue's reads run one per request, and a QueryRunner made and released for each cost them a fifth of their CPU
 * (ADR 0016, amended).
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
  async prepared<T>(statement: PreparedStatement, values: unknown[]): Promise<T[]> {
    const query = { name: statement.name, text: statement.text, values };
    const transaction = this.currentTransaction();
    if (transaction) return (await runOn((await transaction.connect()) as PoolClient, query)).rows as T[];
    // The pool itself drops a connection that broke (pg marks it unusable), as it does for a QueryRunner's.
    const driver = this.transactions.manager().dataSource.driver as PostgresDriver;
    const [connection, release] = (await driver.obtainMasterConnection()) as [PoolClient, () => void];
    try {
      return (await runOn(connection, query)).rows as T[];
    } finally {
      release();
    }
  }

  private async onConnection<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const transaction = this.currentTransaction();
    if (transaction) return work(transaction);
    const runner = this.transactions.manager().dataSource.createQueryRunner();
    try {
      return await work(runner);
    } finally {
      await runner.release();
    }
  }

  /** The query runner of the transaction a use case opened, while it is open. */
  private currentTransaction(): QueryRunner | undefined {
    const transaction = this.transactions.manager().queryRunner;
    return transaction && !transaction.isReleased ? transaction : undefined;
  }
}

/**
 * Runs a statement through pg's callback form. Its promise form (`client.query(config)` without a callback) made every
 * answer outlive two young-generation collections in V8, so each row text was copied twice and promoted to the old
 * generation: a 7 kB list page moved 15 kB per request there, and scavenges took 3.5–4.5 ms instead of 1.3–1.7 (ADR
 * 0016, amended; `test/perf/pg-query-promotion.mjs` shows it in isolation).
 */
function runOn(connection: PoolClient, query: QueryConfig): Promise<QueryResult> {
  return new Promise((resolve, reject) => {
    connection.query(query, (error: Error | null, result: QueryResult) => (error ? reject(error) : resolve(result)));
  });
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
