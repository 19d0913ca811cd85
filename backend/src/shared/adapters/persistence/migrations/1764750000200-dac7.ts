import type { MigrationInterface, QueryRunner } from 'typeorm';

/** DAC7 (ADR 0024): the tax details reportable sellers give, and the yearly reports staff export. */
export class Dac71764750000200 implements MigrationInterface {
  name = 'Dac71764750000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE seller_tax_details (
        seller_id uuid PRIMARY KEY,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        tax_id varchar(40) NOT NULL,
        tax_country char(2) NOT NULL,
        street varchar(200) NOT NULL,
        city varchar(100) NOT NULL,
        postal_code varchar(20) NOT NULL,
        country char(2) NOT NULL,
        birth_date date NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE tax_reports (
        id uuid PRIMARY KEY,
        year integer NOT NULL CHECK (year BETWEEN 2023 AND 2100),
        state varchar(20) NOT NULL CHECK (state IN ('pending', 'ready', 'failed')),
        seller_count integer NOT NULL DEFAULT 0,
        csv text,
        xml text,
        failure text,
        requested_by varchar(320) NOT NULL,
        created_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await db.query(`CREATE INDEX tax_reports_created_idx ON tax_reports (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE tax_reports, seller_tax_details`);
  }
}
