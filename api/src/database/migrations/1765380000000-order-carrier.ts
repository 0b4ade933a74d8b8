import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who carries a shipped order: the carrier the owner chose when marking it shipped (USPS, UPS,
 * FedEx, DHL or another). Orders shipped before keep none: the shop reads their carrier from the
 * tracking number's shape, as it did.
 */
export class OrderCarrier1765380000000 implements MigrationInterface {
  name = 'OrderCarrier1765380000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders ADD COLUMN carrier varchar(10)
        CONSTRAINT chk_orders_carrier CHECK (carrier IN ('usps', 'ups', 'fedex', 'dhl', 'other'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN IF EXISTS carrier`);
  }
}
