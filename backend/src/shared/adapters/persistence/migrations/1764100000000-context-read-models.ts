import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Views that identity and the catalogue publish for other contexts to read, instead of their tables (ADR 0016). A
 * context may change its tables freely as long as its views keep their columns. They are plain views: PostgreSQL
 * inlines them, so a lookup by id still uses the table's primary key.
 */
export class ContextReadModels1764100000000 implements MigrationInterface {
  name = 'ContextReadModels1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE VIEW identity_member_names AS
      SELECT id, status, COALESCE(NULLIF(btrim(first_name || ' ' || left(last_name, 1) || '.'), '.'), 'Nezināms') AS display_name
      FROM users`);
    await db.query(`COMMENT ON VIEW identity_member_names IS 'Published by identity: a member''s public name ("Anna B.") and whether the account is active'`);
    await db.query(`
      CREATE VIEW identity_member_contacts AS
      SELECT id, email, first_name, preferred_language FROM users`);
    await db.query(`COMMENT ON VIEW identity_member_contacts IS 'Published by identity: how to write to a member (staff views, mails about their sales)'`);
    await db.query(`CREATE VIEW catalog_category_refs AS SELECT id, slug, status FROM categories`);
    await db.query(`COMMENT ON VIEW catalog_category_refs IS 'Published by the catalogue: a category''s slug and status'`);
    await db.query(`CREATE VIEW catalog_event_refs AS SELECT id, status FROM events`);
    await db.query(`COMMENT ON VIEW catalog_event_refs IS 'Published by the catalogue: an event''s status (scheduled, cancelled or finished)'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP VIEW catalog_event_refs`);
    await db.query(`DROP VIEW catalog_category_refs`);
    await db.query(`DROP VIEW identity_member_contacts`);
    await db.query(`DROP VIEW identity_member_names`);
  }
}
