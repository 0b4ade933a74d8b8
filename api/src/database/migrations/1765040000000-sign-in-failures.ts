import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner sign-in's counters (owners/sign-in-limiter.ts, rules in owners/sign-in-policy.ts)
 * replace the fixed-window counters of rate-limiter-flexible: one row per run of failures of an
 * address (`address:<address or IPv6 /64>`), of a username at an address and of a username from
 * anywhere (`username-at-address:` and `username:`, followed by a SHA-256, so no username anyone
 * typed is stored). The old counters only ever refused, so nothing in them needs keeping.
 */
export class SignInFailures1765040000000 implements MigrationInterface {
  name = 'SignInFailures1765040000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS sign_in_limits`);
    await queryRunner.query(`
      CREATE TABLE sign_in_failures (
        key varchar(100) PRIMARY KEY,
        failures integer NOT NULL CONSTRAINT chk_sign_in_failures_positive CHECK (failures > 0),
        first_failure_at timestamptz NOT NULL,
        last_failure_at timestamptz NOT NULL,
        previous_failure_at timestamptz,
        alerted_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_sign_in_failures_last ON sign_in_failures (last_failure_at)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS sign_in_failures`);
    await queryRunner.query(`
      CREATE TABLE sign_in_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }
}
