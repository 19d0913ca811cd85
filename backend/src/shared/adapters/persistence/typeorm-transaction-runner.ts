import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TransactionRunner } from '../../application/ports/transaction-runner.port.js';

/**
 * Keeps the current transaction's EntityManager in async-local storage, so that repositories need no
 * transaction parameter: inside `run()` they use the transaction, outside it the pool.
 */
@Injectable()
export class TypeOrmTransactionRunner extends TransactionRunner {
  private readonly current = new AsyncLocalStorage<EntityManager>();

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    const active = this.current.getStore();
    if (active) return work();
    return this.dataSource.transaction((manager) => this.current.run(manager, work));
  }

  manager(): EntityManager {
    return this.current.getStore() ?? this.dataSource.manager;
  }
}
