import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When each reportable seller was last asked by e-mail for their DAC7 tax details (at most weekly, ADR 0024). */
export class TaxDetailsRequests1764750000300 implements MigrationInterface {
  name = 'TaxDetailsRequests1764750000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tax_details_requests (
        seller_id uuid PRIMARY KEY,
        last_sent_at timestamptz NOT NULL,
        sent_count integer NOT NULL DEFAULT 1
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE tax_details_requests`);
  }
}
