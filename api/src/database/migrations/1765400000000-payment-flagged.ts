import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's history records a payment the provider reported that did not pay it
 * (`payment-flagged`: a wrong amount or currency, or a payment for an order no longer pending).
 */
export class PaymentFlagged1765400000000 implements MigrationInterface {
  name = 'PaymentFlagged1765400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled',
         'link-issued', 'link-revoked', 'refunded', 'undone', 'payment-flagged'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM order_events WHERE action = 'payment-flagged'`);
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled',
         'link-issued', 'link-revoked', 'refunded', 'undone'))`);
  }
}
