import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The social cards (Open Graph pictures), kept once rendered: one row per subject ("site",
 * "product:3", "blog:7"), holding the card of the subject's current version (a hash of the
 * drawing it was rendered from). A renamed product's new card replaces its old one. Shared by
 * every API replica, so a card is rendered once for the whole shop, not once per process.
 */
export class SocialCards1765200000000 implements MigrationInterface {
  name = 'SocialCards1765200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS social_cards (
        subject varchar(40) PRIMARY KEY,
        version char(43) NOT NULL,
        png bytea NOT NULL,
        etag varchar(40) NOT NULL,
        rendered_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS social_cards`);
  }
}
