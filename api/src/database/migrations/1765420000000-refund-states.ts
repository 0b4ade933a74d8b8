import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds the provider confirms later, and refunds sent twice.
 *
 * - `order_refunds.provider_state`: for a refund made through the payment provider, where it
 *   stands there (`pending` until the provider confirms it, `succeeded`, or `failed` when the
 *   card's bank would not take the money back); null for a refund given by other means. A
 *   failed refund stays in the order's record but no longer counts as money given back. Rows
 *   from before are refunds the provider answered `succeeded` or made by other means: those
 *   with a provider refund id (`re_...`) are marked succeeded.
 * - `order_refunds.idempotency_key`: the back office's Idempotency-Key for the refund, unique per
 *   order, so the same refund sent twice (a double click, a retry after a lost answer) is made
 *   and recorded once.
 * - `order_events` may record that the provider confirmed a pending refund (`refund-confirmed`)
 *   or that it failed (`refund-failed`).
 */
export class RefundStates1765420000000 implements MigrationInterface {
  name = 'RefundStates1765420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE order_refunds
        ADD COLUMN provider_state varchar(20)
          CHECK (provider_state IN ('pending', 'succeeded', 'failed')),
        ADD COLUMN idempotency_key varchar(100)`);
    await queryRunner.query(`
      UPDATE order_refunds SET provider_state = 'succeeded'
       WHERE method = 'card' AND reference LIKE 're\\_%'`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX uq_order_refunds_idempotency
        ON order_refunds (order_id, idempotency_key) WHERE idempotency_key IS NOT NULL`);
    await queryRunner.query(`
      CREATE INDEX idx_order_refunds_pending ON order_refunds (at)
        WHERE provider_state = 'pending'`);
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled',
         'link-issued', 'link-revoked', 'refunded', 'undone', 'payment-flagged',
         'refund-confirmed', 'refund-failed'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM order_events WHERE action IN ('refund-confirmed', 'refund-failed')`,
    );
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled',
         'link-issued', 'link-revoked', 'refunded', 'undone', 'payment-flagged'))`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_order_refunds_pending`);
    await queryRunner.query(`DROP INDEX IF EXISTS uq_order_refunds_idempotency`);
    // A failed refund gave nothing back: without the column it would count as given.
    await queryRunner.query(`DELETE FROM order_refunds WHERE provider_state = 'failed'`);
    await queryRunner.query(`
      ALTER TABLE order_refunds
        DROP COLUMN IF EXISTS provider_state,
        DROP COLUMN IF EXISTS idempotency_key`);
  }
}
