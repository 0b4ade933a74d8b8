import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Upload-read counters per client address, shared by every API replica
 * (uploads/upload-read-limit.ts): the columns rate-limiter-flexible's PostgreSQL store reads and
 * writes, as in `write_limits`. Rows whose window ended an hour ago are deleted by the store.
 */
export class UploadReadLimits1765270000000 implements MigrationInterface {
  name = 'UploadReadLimits1765270000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS upload_read_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS upload_read_limits`);
  }
}
