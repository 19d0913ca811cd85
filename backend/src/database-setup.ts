import type { DataSource } from 'typeorm';
import { Argon2PasswordHasher } from './identity/adapters/security/argon2-password-hasher.js';
import { seedDemoData, type SeedOptions } from './seed/seed-demo-data.js';
import { createDataSource } from './shared/adapters/persistence/data-source.js';

/** Applies pending migrations and, when asked, the idempotent demo/bootstrap data. */
export async function prepareDatabase(url: string, seed?: SeedOptions): Promise<{ applied: string[] }> {
  const dataSource: DataSource = await createDataSource(url, 2).initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (seed) await seedDemoData(dataSource, new Argon2PasswordHasher(), seed);
    return { applied: applied.map((migration) => migration.name) };
  } finally {
    await dataSource.destroy();
  }
}
