import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages, subscribers and one-click unsubscribe in the back office.
 *
 * - `contacts.handled_at`: when the owner marked the message handled; null while it waits.
 * - `newsletters.unsubscribe_token`: the random credential of each subscription's unsubscribe
 *   links (RFC 8058 one-click and the shop's page). Kept as it is, not hashed, because every
 *   later newsletter mail must carry it. Existing rows get one from gen_random_uuid() (a
 *   cryptographic generator, PostgreSQL 13+): two of them, 244 random bits.
 * - `mail_outbox.headers`: extra headers of one mail (List-Unsubscribe and its -Post), as a
 *   JSON object of name to value; null for none.
 */
export class MessagesSubscribersAdmin1764700000000 implements MigrationInterface {
  name = 'MessagesSubscribersAdmin1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contacts ADD COLUMN handled_at timestamptz NULL`);
    await queryRunner.query(
      `CREATE INDEX idx_contacts_submitted ON contacts (submitted_at DESC, id DESC)`,
    );
    await queryRunner.query(`ALTER TABLE newsletters ADD COLUMN unsubscribe_token varchar(64)`);
    await queryRunner.query(
      `UPDATE newsletters
          SET unsubscribe_token = replace(gen_random_uuid()::text, '-', '')
                               || replace(gen_random_uuid()::text, '-', '')`,
    );
    await queryRunner.query(`ALTER TABLE newsletters ALTER COLUMN unsubscribe_token SET NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_newsletters_unsubscribe_token ON newsletters (unsubscribe_token)`,
    );
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN headers jsonb NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN headers`);
    await queryRunner.query(`DROP INDEX uq_newsletters_unsubscribe_token`);
    await queryRunner.query(`ALTER TABLE newsletters DROP COLUMN unsubscribe_token`);
    await queryRunner.query(`DROP INDEX idx_contacts_submitted`);
    await queryRunner.query(`ALTER TABLE contacts DROP COLUMN handled_at`);
  }
}
