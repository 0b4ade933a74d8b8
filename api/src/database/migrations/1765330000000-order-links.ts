import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders a shopper can find from anywhere (orders/order-links.ts).
 *
 * `order_links`: the personal links to an order's page. Only each token's SHA-256 is kept, so the
 * table alone opens no order; a link works until the owner revokes it. An order may have several
 * (each e-mail carries its own: see order-links.ts). Orders placed before this migration have
 * none: nobody could ever know a token made here, so they get one when they next need it (their
 * next e-mail, "Find my order", or the owner's "Send a new link").
 *
 * `order_lookups`: when "Find my order" last mailed an address (as the SHA-256 of its lower-cased
 * form), so one address gets at most one such e-mail per 10 minutes.
 */
export class OrderLinks1765330000000 implements MigrationInterface {
  name = 'OrderLinks1765330000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS order_links (
        id bigserial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT uq_order_links_token_hash UNIQUE (token_hash),
        CONSTRAINT ck_order_links_revoked_after_created
          CHECK (revoked_at IS NULL OR revoked_at >= created_at)
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_order_links_order ON order_links (order_id)
         WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS order_lookups (
        email_hash char(64) PRIMARY KEY CHECK (email_hash ~ '^[0-9a-f]{64}$'),
        sent_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_orders_email_lower ON orders (lower(email), created_at DESC)`,
    );
    // The order's history records the owner's work on its links too (the shopper's leaves it out).
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled',
         'link-issued', 'link-revoked'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM order_events WHERE action IN ('link-issued', 'link-revoked')`,
    );
    await queryRunner.query(`ALTER TABLE order_events DROP CONSTRAINT chk_order_events_action`);
    await queryRunner.query(`
      ALTER TABLE order_events ADD CONSTRAINT chk_order_events_action CHECK (action IN
        ('placed', 'payment-link-sent', 'paid', 'shipped', 'delivered', 'cancelled'))`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_orders_email_lower`);
    await queryRunner.query(`DROP TABLE IF EXISTS order_lookups`);
    await queryRunner.query(`DROP TABLE IF EXISTS order_links`);
  }
}
