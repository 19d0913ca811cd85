import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { migrations } from './migrations/index.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityList = MixedList<Function | string | EntitySchema>;

/** One DataSource shape for the API, the worker, the migration command and the tests. Never `synchronize`. */
export function createDataSource(url: string, entities: EntityList, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  });
}
