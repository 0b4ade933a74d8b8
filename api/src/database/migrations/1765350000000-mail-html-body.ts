import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails in the shop's look (mail/html/): each outbox row keeps the HTML it was written with
 * beside its plain text, and the worker sends both as alternatives. Null for the rows queued
 * before this migration: they go as plain text, as they were written.
 */
export class MailHtmlBody1765350000000 implements MigrationInterface {
  name = 'MailHtmlBody1765350000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS html_body text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox DROP COLUMN IF EXISTS html_body`);
  }
}
