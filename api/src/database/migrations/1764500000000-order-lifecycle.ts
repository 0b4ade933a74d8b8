import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order's life after checkout: pending (awaiting payment) -> paid -> shipped -> delivered,
 * or pending/paid -> cancelled, each step taken by the owner in the back office.
 *
 * Statuses already stored: `orders.status` has been the `order_status` enum (pending, paid,
 * shipped, delivered, cancelled) since the first schema, and checkout only ever wrote `pending`
 * (the single-page form's `'completed'` was never stored: the server ignores a sent status).
 * So every existing row already holds a status of the new life cycle and keeps it. A row set to
 * a later status by hand keeps it too, with the times of its steps unknown (null).
 *
 * - `orders` gains the payment link sent to the shopper, the payment's reference, the parcel's
 *   tracking number, and when each step happened.
 * - `order_events` is the order's history, one row per step; every existing order gets its
 *   `placed` event at its `created_at`.
 * - Two indexes serve the back office's list: newest first, all or by status.
 */
export class OrderLifecycle1764500000000 implements MigrationInterface {
  name = 'OrderLifecycle1764500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN payment_link varchar(2000),
        ADD COLUMN payment_link_sent_at timestamptz,
        ADD COLUMN payment_reference varchar(100),
        ADD COLUMN paid_at timestamptz,
        ADD COLUMN tracking_number varchar(100),
        ADD COLUMN shipped_at timestamptz,
        ADD COLUMN delivered_at timestamptz,
        ADD COLUMN cancelled_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE order_events (
        id bigserial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        action varchar(30) NOT NULL CONSTRAINT chk_order_events_action CHECK (action IN
          ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled')),
        status order_status NOT NULL,
        note varchar(2000),
        actor_label varchar(60) NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_order_events_order ON order_events (order_id, at, id)`,
    );
    await queryRunner.query(`
      INSERT INTO order_events (order_id, at, action, status, actor_label)
      SELECT id, created_at, 'placed', 'pending', 'shopper' FROM orders ORDER BY id`);
    await queryRunner.query(`CREATE INDEX idx_orders_newest ON orders (created_at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX idx_orders_status_newest ON orders (status, created_at DESC, id DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS idx_orders_status_newest`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_orders_newest`);
    await queryRunner.query(`DROP TABLE IF EXISTS order_events`);
    await queryRunner.query(`
      ALTER TABLE orders
        DROP COLUMN IF EXISTS payment_link,
        DROP COLUMN IF EXISTS payment_link_sent_at,
        DROP COLUMN IF EXISTS payment_reference,
        DROP COLUMN IF EXISTS paid_at,
        DROP COLUMN IF EXISTS tracking_number,
        DROP COLUMN IF EXISTS shipped_at,
        DROP COLUMN IF EXISTS delivered_at,
        DROP COLUMN IF EXISTS cancelled_at`);
  }
}
