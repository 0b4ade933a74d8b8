import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Product reviews (reviews/): one per product per delivered order, held for the owner's approval.
 * The database holds the rules too: 1 to 5 stars, the text's and name's lengths, one review of a
 * product per order (a race of two submissions stores one), a known moderation state.
 */
export class Reviews1765320000000 implements MigrationInterface {
  name = 'Reviews1765320000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS product_reviews (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1000),
        name varchar(60) NOT NULL CHECK (char_length(name) >= 1),
        moderation_status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (moderation_status IN ('pending', 'approved', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        CONSTRAINT uq_product_reviews_order_product UNIQUE (order_id, product_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_product_reviews_product
         ON product_reviews (product_id, created_at DESC, id DESC)
         WHERE moderation_status = 'approved'`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_product_reviews_status
         ON product_reviews (moderation_status, created_at)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS product_reviews`);
  }
}
