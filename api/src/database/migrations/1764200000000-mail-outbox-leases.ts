import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox mails are leased, not held in a transaction while they are sent: a worker claims a few
 * due rows by setting `locked_by` (its id) and `locked_until`, sends them with no transaction
 * open, and any worker may claim a row whose lease has run out. The partial index serves the
 * claim (pending rows in due order); it replaces the (status, next_attempt_at) index, whose
 * only reader was the old claim and which also covered every mail ever sent.
 */
export class MailOutboxLeases1764200000000 implements MigrationInterface {
  name = 'MailOutboxLeases1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE mail_outbox
        ADD COLUMN IF NOT EXISTS locked_until timestamptz,
        ADD COLUMN IF NOT EXISTS locked_by varchar(100)`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'pending'`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS idx_mail_outbox_status_next`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_mail_outbox_status_next ON mail_outbox (status, next_attempt_at)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS idx_mail_outbox_due`);
    await queryRunner.query(`
      ALTER TABLE mail_outbox
        DROP COLUMN IF EXISTS locked_until,
        DROP COLUMN IF EXISTS locked_by`);
  }
}
