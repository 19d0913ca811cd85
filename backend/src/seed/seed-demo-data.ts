import type { DataSource } from 'typeorm';
import type { PasswordHasher } from '../identity/application/ports/password-hasher.js';
import { DEMO_CATEGORIES } from './demo-categories.js';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: 'lv' | 'en' | 'et' | 'lt';
}

export interface SeedOptions {
  demoUsers: DemoAccount[];
  admin?: DemoAccount;
}

/**
 * Idempotent: existing rows are left as they are, so staff edits survive a restart and a second run
 * changes nothing. Everything happens in one transaction.
 */
export async function seedDemoData(dataSource: DataSource, hasher: PasswordHasher, options: SeedOptions): Promise<void> {
  await dataSource.transaction(async (db) => {
    for (const category of DEMO_CATEGORIES) {
      await db.query(
        `INSERT INTO categories (key, slug, name, name_en, name_lv, name_ee, name_lt,
           description, description_en, description_lv, description_ee, description_lt, status, priority)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $7, $8, $9, $10, 'active', $11)
         ON CONFLICT (key) DO NOTHING`,
        [
          category.key,
          category.slug,
          category.names.en,
          category.names.lv,
          category.names.ee,
          category.names.lt,
          category.descriptions.en,
          category.descriptions.lv,
          category.descriptions.ee,
          category.descriptions.lt,
          category.priority,
        ],
      );
    }
    const accounts = options.admin ? [...options.demoUsers, options.admin] : options.demoUsers;
    for (const account of accounts) {
      const email = account.email.trim().toLowerCase();
      const [existing] = await db.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
      if (existing) continue;
      await db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, preferred_language, email_verified_at)
         VALUES ($1, $2, $3, $4, $5, now())`,
        [email, await hasher.hash(account.password), account.firstName, account.lastName, account.language],
      );
    }
    if (options.admin) {
      await db.query(`INSERT INTO admin_users (email, granted_by) VALUES ($1, 'seed') ON CONFLICT (email) DO NOTHING`, [
        options.admin.email.trim().toLowerCase(),
      ]);
    }
  });
}
