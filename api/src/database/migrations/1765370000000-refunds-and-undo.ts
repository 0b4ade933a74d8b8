import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds recorded, and slips undone.
 *
 * - `order_refunds`: money given back on an order, one row per refund (full or partial), in
 *   integer cents, with how (card, PayPal, bank transfer, cash, other), the reference of the
 *   payment provider or bank, a note and who recorded it. The sum of an order's refunds never
 *   exceeds its total: the API counts it with the order row locked. Indexed by order (its page)
 *   and by time (the sales figures over a period). Orders cancelled before this migration
 *   promised a full refund that was never recorded; nothing is invented for them.
 * - `order_events` may record a refund (`refunded`) and an undone step (`undone`); a step the
 *   owner undid keeps its row with `undone_at` set (the shopper's history leaves it out), and a
 *   step's row names the outbox mail it queued (`mail_id`), so undoing it can drop the mail
 *   while it is unsent. Rows from before have no mail id: undoing them drops no mail.
 */
export class RefundsAndUndo1765370000000 implements MigrationInterface {
  name = 'RefundsAndUndo1765370000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_refunds (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        method varchar(20) NOT NULL
          CHECK (method IN ('card', 'paypal', 'bank-transfer', 'cash', 'other')),
        reference varchar(100),
        note varchar(500),
        "full" boolean NOT NULL,
        actor_label varchar(60) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_order_refunds_order ON order_refunds (order_id, id)`);
    await queryRunner.query(`CREATE INDEX idx_order_refunds_at ON order_refunds (at)`);
    await queryRunner.query(`
      ALTER TABLE order_events
        ADD COLUMN undone_at timestamptz,
        ADD COLUMN mail_id integer`);
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled',
         'link-issued', 'link-revoked', 'refunded', 'undone'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM order_events WHERE action IN ('refunded', 'undone')`);
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled',
         'link-issued', 'link-revoked'))`);
    await queryRunner.query(`
      ALTER TABLE order_events
        DROP COLUMN IF EXISTS undone_at,
        DROP COLUMN IF EXISTS mail_id`);
    await queryRunner.query(`DROP TABLE IF EXISTS order_refunds`);
  }
}
