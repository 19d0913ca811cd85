import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administrator rights belong to an account, not to an address: a grant names an address, and it is bound to the
 * account only once that account has confirmed the address (at once when it already has). Grants to accounts that
 * confirmed their address are bound now; grants to unconfirmed or missing accounts wait for the confirmation.
 */
export class AdministratorsByAccount1763810000000 implements MigrationInterface {
  name = 'AdministratorsByAccount1763810000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE admin_users ADD COLUMN user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE`);
    await db.query(`UPDATE admin_users a SET user_id = u.id FROM users u WHERE u.email = a.email AND u.email_verified_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE admin_users DROP COLUMN user_id`);
  }
}
