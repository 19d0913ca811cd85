import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DatabaseConfig } from '../../../config/config.js';
import { TransactionRunner } from '../../application/ports/transaction-runner.port.js';
import { createDataSource } from './data-source.js';
import { SqlDatabase } from './sql-database.js';
import { TypeOrmTransactionRunner } from './typeorm-transaction-runner.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: DatabaseConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({}),
          dataSourceFactory: async () => createDataSource(config.url, config.poolSize).initialize(),
        }),
      ],
      providers: [TypeOrmTransactionRunner, { provide: TransactionRunner, useExisting: TypeOrmTransactionRunner }, SqlDatabase],
      exports: [TransactionRunner, SqlDatabase],
    };
  }
}
