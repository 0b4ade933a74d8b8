import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The newsletter's double opt-in: a sign-up counts once its address confirms it through the
 * e-mailed link (engagement/newsletter.service.ts).
 *
 * - `newsletters.confirmed_at`: when the address confirmed; null while the sign-up waits. The
 *   addresses already on the list signed up under the old rules, when a sign-up counted at once
 *   and was welcomed with its gift: they stay subscribed, confirmed as of their sign-up.
 * - `newsletters.confirmation_token_hash`: SHA-256 (hex) of the newest confirmation link's token;
 *   the token itself is only in the e-mail. Kept after confirming, so the link still answers.
 * - `newsletters.confirmation_sent_at`, `confirmation_mails`: when the newest confirmation mail
 *   was queued (its link expires a week later) and how many were, which bound the mails one
 *   address can be sent.
 * - `newsletters.last_signed_up_at`: when the address was last signed up. Every sign-up writes
 *   a row (this, at least), so a known address costs the database what a new one does: a
 *   commit that writes nothing returns sooner and would tell who is on the list.
 * - A partial index on the sign-ups that wait, by their newest mail, for the cleanup.
 */
export class NewsletterDoubleOptIn1765050000000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1765050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE newsletters
        ADD COLUMN confirmed_at timestamptz NULL,
        ADD COLUMN confirmation_token_hash varchar(64) NULL,
        ADD COLUMN confirmation_sent_at timestamptz NULL,
        ADD COLUMN confirmation_mails integer NOT NULL DEFAULT 0,
        ADD COLUMN last_signed_up_at timestamptz NULL`);
    await queryRunner.query(
      `UPDATE newsletters SET confirmed_at = subscribed_at WHERE confirmed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_newsletters_confirmation_token_hash
         ON newsletters (confirmation_token_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_newsletters_pending ON newsletters (confirmation_sent_at)
         WHERE confirmed_at IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Waiting sign-ups never counted: they go, rather than becoming subscribers.
    await queryRunner.query(`DELETE FROM newsletters WHERE confirmed_at IS NULL`);
    await queryRunner.query(`DROP INDEX idx_newsletters_pending`);
    await queryRunner.query(`DROP INDEX uq_newsletters_confirmation_token_hash`);
    await queryRunner.query(`
      ALTER TABLE newsletters
        DROP COLUMN last_signed_up_at,
        DROP COLUMN confirmation_mails,
        DROP COLUMN confirmation_sent_at,
        DROP COLUMN confirmation_token_hash,
        DROP COLUMN confirmed_at`);
  }
}
