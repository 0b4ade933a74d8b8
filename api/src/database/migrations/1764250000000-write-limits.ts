import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Write-limit counters, shared by every API replica (common/write-limit-storage.ts). The
 * columns are the ones rate-limiter-flexible's PostgreSQL store reads and writes: the key
 * (`writes-<throttler>-<client address>`), the writes counted in the current window and when
 * that window ends, in epoch milliseconds. Rows whose window ended an hour ago are deleted by
 * the store itself.
 */
export class WriteLimits1764250000000 implements MigrationInterface {
  name = 'WriteLimits1764250000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS write_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS write_limits`);
  }
}
