import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The products back office.
 *
 * - `products.archived_at`: set when the owner withdraws a product from the shop. Products are
 *   never deleted, because order lines, cart lines and the audit log refer to them.
 * - `products.updated_at`: when the owner last changed it.
 * - `product_images`: images the owner uploaded, bytes included, so every API replica serves
 *   them. A table of its own, not `uploads`: the uploads cleanup removes what no cart or order
 *   refers to after a day, and these are referred to by a product's `image` URL instead. Rows
 *   are never changed (a new image is a new row), and an image a product no longer uses is
 *   kept, because past orders show the picture they were placed with.
 */
export class ProductAdmin1764600000000 implements MigrationInterface {
  name = 'ProductAdmin1764600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN archived_at timestamptz NULL`);
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(`
      CREATE TABLE product_images (
        id uuid PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        mime_type varchar(40) NOT NULL,
        size_bytes integer NOT NULL CONSTRAINT chk_product_images_size CHECK (size_bytes > 0),
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_product_images_product ON product_images (product_id)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE product_images`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN updated_at`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN archived_at`);
  }
}
