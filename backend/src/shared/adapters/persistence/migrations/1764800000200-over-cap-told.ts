import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 19: the cap a seller was last told their listing is over, so a lowered cap is told once, and a lower one again. */
export class OverCapTold1764800000200 implements MigrationInterface {
  name = 'OverCapTold1764800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tickets ADD COLUMN over_cap_told_cap integer`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE tickets DROP COLUMN over_cap_told_cap`);
  }
}
