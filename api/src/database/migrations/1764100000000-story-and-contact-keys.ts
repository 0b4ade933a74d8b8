import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A story or contact message may carry the Idempotency-Key it was sent with: one sent again after
 * its answer was lost is recognised instead of stored (and acknowledged by e-mail) twice.
 */
export class StoryAndContactKeys1764100000000 implements MigrationInterface {
  name = 'StoryAndContactKeys1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['healing_moments', 'contacts']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN idempotency_key varchar(100)`);
      await queryRunner.query(
        `CREATE UNIQUE INDEX uq_${table}_idempotency ON ${table} (idempotency_key) WHERE idempotency_key IS NOT NULL`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['healing_moments', 'contacts']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN IF EXISTS idempotency_key`);
    }
  }
}
