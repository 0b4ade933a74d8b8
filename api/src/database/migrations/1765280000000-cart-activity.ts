import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the shopper last did anything with a cart (cart/cart-activity.ts): every change sets
 * `active_at` on all of the cart's lines, and so does reading a cart idle for a day. A cart
 * whose lines have all been idle for 30 days is removed by the upload cleanup, its uploads with
 * it. Lines stored before this migration count as active now: what was done with them before is
 * not known, so each such cart gets its full 30 days.
 *
 * `cart_promos.applied_at` is set again by every apply, so a code kept with an empty cart
 * leaves after 30 days too. The index serves the cleanup's search for idle lines.
 */
export class CartActivity1765280000000 implements MigrationInterface {
  name = 'CartActivity1765280000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(
      `ALTER TABLE cart_items ADD COLUMN IF NOT EXISTS active_at timestamptz NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_cart_items_active ON cart_items (active_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_cart_promos_applied ON cart_promos (applied_at)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS idx_cart_promos_applied`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_cart_items_active`);
    await queryRunner.query(`ALTER TABLE cart_items DROP COLUMN IF EXISTS active_at`);
  }
}
