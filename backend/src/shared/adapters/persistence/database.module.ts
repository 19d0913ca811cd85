import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DatabaseConfig } from '../../../config/config.js';
import { TransactionRunner } from '../../application/ports/transaction-runner.port.js';
import { createDataSource } from './data-source.js';
import { TypeOrmTransactionRunner } from './typeorm-transaction-runner.js';

type Entities = Parameters<typeof createDataSource>[1];

@Global()
@Module({})
export class DatabaseModule {
  /** The entities come from the composition root: shared code never imports a context. */
  static forRoot(config: DatabaseConfig, entities: Entities): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({}),
          dataSourceFactory: async () => createDataSource(config.url, entities, config.poolSize).initialize(),
        }),
      ],
      providers: [TypeOrmTransactionRunner, { provide: TransactionRunner, useExisting: TypeOrmTransactionRunner }],
      exports: [TypeOrmTransactionRunner, TransactionRunner],
    };
  }
}
