import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone varchar(32),
        status varchar(16) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        avatar_key text,
        preferred_language varchar(2) NOT NULL DEFAULT 'en' CHECK (preferred_language IN ('lv', 'en', 'et', 'lt')),
        email_verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz,
        CONSTRAINT users_email_lowercase CHECK (email = lower(btrim(email)))
      )`);
    await db.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await db.query(`CREATE INDEX users_created_at_idx ON users (created_at)`);

    await db.query(`
      CREATE TABLE admin_users (
        email varchar(254) PRIMARY KEY CHECK (email = lower(btrim(email))),
        granted_by varchar(254),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        key varchar(40) NOT NULL UNIQUE,
        slug varchar(80) NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        name_lv varchar(100),
        name_en varchar(100),
        name_lt varchar(100),
        name_ee varchar(100),
        description text,
        description_lv text,
        description_en text,
        description_lt text,
        description_ee text,
        status varchar(16) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        priority integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX categories_status_priority_idx ON categories (status, priority)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE categories`);
    await db.query(`DROP TABLE admin_users`);
    await db.query(`DROP TABLE users`);
  }
}
