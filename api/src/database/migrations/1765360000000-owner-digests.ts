import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `owner_digests`: one row per day the owners' daily digest was made (dashboard/
 * daily-digest.service.ts). The day is the key, so however many replicas check, and however
 * often the API restarts, one of them makes the day's digest; `mails` is how many it queued
 * (0: nothing waited that day).
 */
export class OwnerDigests1765360000000 implements MigrationInterface {
  name = 'OwnerDigests1765360000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS owner_digests (
        digest_day date PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        mails integer NOT NULL DEFAULT 0
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS owner_digests`);
  }
}
