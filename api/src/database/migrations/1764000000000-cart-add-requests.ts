import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Idempotency-Key of each cart add that carried one, with the line it went to: an add whose
 * answer was lost (a 503 after the commit, a dropped connection) can be sent again with its key
 * and is not counted twice. A record goes with its line (checked out, removed).
 */
export class CartAddRequests1764000000000 implements MigrationInterface {
  name = 'CartAddRequests1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cart_add_requests (
        session_id varchar(160) NOT NULL,
        idempotency_key varchar(100) NOT NULL,
        cart_item_id integer NOT NULL REFERENCES cart_items(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (session_id, idempotency_key)
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_cart_add_requests_item ON cart_add_requests (cart_item_id)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS cart_add_requests`);
  }
}
