import { DataSource } from 'typeorm';
import { migrations } from './migrations/index.js';

/**
 * One DataSource shape for the API, the worker, the migration command and the tests. It has no entities: adapters
 * write SQL through SqlDatabase (ADR 0016); TypeORM lends the pool, runs the migrations and the transactions.
 */
export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [],
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  });
}
