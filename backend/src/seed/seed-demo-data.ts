import type { DataSource } from 'typeorm';
import type { PasswordHasher } from '../identity/application/ports/password-hasher.js';
import { searchText } from '../shared/domain/search-text.js';
import { DEMO_CATEGORIES } from './demo-categories.js';
import { DEMO_TIERS, demoEvents } from './demo-events.js';

interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: 'lv' | 'en' | 'et' | 'lt';
}

export interface SeedOptions {
  demoUsers: DemoAccount[];
  admin?: DemoAccount;
  /** Demo events (with dates from this day on, marked as the demo's) are added when the catalogue has no events at all. */
  demoEventsFrom?: Date;
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
    // The bootstrap administrator only starts a database that has none: on later runs, or after ADMIN_EMAIL has
    // changed, it creates no account and grants nothing (rights are given in the back-office).
    const [{ administrators }] = await db.query('SELECT count(*)::int AS administrators FROM admin_users');
    const bootstrapAdmin = administrators === 0 ? options.admin : undefined;
    const accounts = bootstrapAdmin ? [...options.demoUsers, bootstrapAdmin] : options.demoUsers;
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
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM events');
    if (options.demoEventsFrom && count === 0) {
      for (const event of demoEvents(options.demoEventsFrom)) {
        const [{ id }] = await db.query(
          `INSERT INTO events (category_id, title, description, venue, city, starts_at, price_range, search_text, demo)
           SELECT id, $2, $3, $4, $5, $6, $7, $8, true FROM categories WHERE key = $1 RETURNING id`,
          [event.categoryKey, event.title, event.description, event.venue, event.city, event.startsAt, event.priceRange,
            searchText(`${event.title} ${event.description} ${event.venue} ${event.city}`)],
        );
        for (const [position, tier] of DEMO_TIERS.entries()) {
          await db.query('INSERT INTO event_ticket_tiers (event_id, name, price_cents, available, position) VALUES ($1, $2, $3, $4, $5)', [
            id, tier.name, tier.priceCents, tier.available, position,
          ]);
        }
      }
    }
    if (bootstrapAdmin) {
      // Bound to the account only if it has confirmed the address: an account someone registered for the address
      // beforehand gets the rights when its owner confirms it, not before.
      await db.query(
        `INSERT INTO admin_users (email, user_id, granted_by)
         VALUES ($1::varchar, (SELECT id FROM users WHERE email = $1::varchar AND email_verified_at IS NOT NULL), 'seed')`,
        [bootstrapAdmin.email.trim().toLowerCase()],
      );
    }
  });
}
