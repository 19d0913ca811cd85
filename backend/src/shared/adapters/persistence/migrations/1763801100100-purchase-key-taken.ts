import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A purchase is one statement (sale, Idempotency-Key claim, order, outbox rows). When the ticket was sold but the key
 * turned out to be claimed by a concurrent purchase of another ticket, the statement calls this to abort, which
 * undoes the sale: SQLSTATE BT001, recognised by the order repository.
 */
export class PurchaseKeyTaken1763801100100 implements MigrationInterface {
  name = 'PurchaseKeyTaken1763801100100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION purchase_key_taken() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RAISE EXCEPTION 'idempotency key already claimed for another purchase' USING ERRCODE = 'BT001';
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION purchase_key_taken()`);
  }
}
