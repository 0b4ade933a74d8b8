import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the provider reported paid on a session (its amount in cents and currency), so the back
 * office shows what came in, a mismatch's wrong amount included. Sessions paid before keep none.
 */
export class PaymentReceived1765410000000 implements MigrationInterface {
  name = 'PaymentReceived1765410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment_sessions
        ADD COLUMN received_cents integer,
        ADD COLUMN received_currency varchar(3)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment_sessions
        DROP COLUMN IF EXISTS received_cents,
        DROP COLUMN IF EXISTS received_currency`);
  }
}
