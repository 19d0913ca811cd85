import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff mark a contact message handled or answer it by e-mail (issue 23): who did it and when, and the answer as
 * sent. The staff member is kept by e-mail, as the activity log keeps them, so the record reads the same after
 * their account is gone.
 */
export class ContactMessageHandling1765010000000 implements MigrationInterface {
  name = 'ContactMessageHandling1765010000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE contact_messages
        ADD COLUMN handled_at timestamptz,
        ADD COLUMN handled_by varchar(254),
        ADD COLUMN answer text,
        ADD COLUMN answered_at timestamptz,
        ADD COLUMN answered_by varchar(254),
        ADD CONSTRAINT contact_messages_handled_whole CHECK ((handled_at IS NULL) = (handled_by IS NULL)),
        ADD CONSTRAINT contact_messages_answer_whole CHECK ((answer IS NULL) = (answered_at IS NULL) AND (answer IS NULL) = (answered_by IS NULL)),
        ADD CONSTRAINT contact_messages_answered_is_handled CHECK (answer IS NULL OR handled_at IS NOT NULL)`);
    await db.query(`CREATE INDEX contact_messages_new_idx ON contact_messages (created_at) WHERE handled_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX contact_messages_new_idx`);
    await db.query(`
      ALTER TABLE contact_messages
        DROP CONSTRAINT contact_messages_answered_is_handled,
        DROP CONSTRAINT contact_messages_answer_whole,
        DROP CONSTRAINT contact_messages_handled_whole,
        DROP COLUMN answered_by, DROP COLUMN answered_at, DROP COLUMN answer, DROP COLUMN handled_by, DROP COLUMN handled_at`);
  }
}
