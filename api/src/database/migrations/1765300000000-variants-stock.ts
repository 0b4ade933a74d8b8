import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Variants and stock (issue 28). A product has options (`products.options`: for example
 * `[{"name":"Size","values":["XS","S",...]}]`, empty for a one-size product) and one variant
 * per combination it is sold in, each with its own stock, and optionally its own SKU and price.
 *
 * - `product_variants.stock` never goes below 0 (a CHECK): checkout takes stock with a
 *   conditional UPDATE in the order's transaction, so two shoppers never buy the same piece.
 * - A cart line of a catalogue product names its variant; one line per variant per session
 *   (the unique index moves from the product to the variant). Lines stored before this
 *   migration go to their product's first variant.
 * - An order line keeps the variant's id, and a copy of its label and SKU, so the order reads
 *   the same after the owner renames or removes a variant; a cancelled order gives its stock
 *   back through `variant_id`.
 *
 * Every existing product gets its kind's variants: adult sizes XS-XXL for T-shirts, baby sizes
 * for onesies, one size for the rest, and one piece of each original painting.
 */
export class VariantsStock1765300000000 implements MigrationInterface {
  name = 'VariantsStock1765300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(
      `ALTER TABLE products ADD COLUMN IF NOT EXISTS options jsonb NOT NULL DEFAULT '[]'::jsonb`,
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS product_variants (
        id serial PRIMARY KEY,
        product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        option_values jsonb NOT NULL DEFAULT '{}'::jsonb,
        label varchar(120) NOT NULL,
        sku varchar(64),
        price numeric(10, 2),
        stock integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_product_variants_stock CHECK (stock >= 0),
        CONSTRAINT chk_product_variants_price CHECK (price IS NULL OR price > 0),
        CONSTRAINT uq_product_variants_label UNIQUE (product_id, label)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS uq_product_variants_sku ON product_variants (lower(sku)) WHERE sku IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_product_variants_low_stock ON product_variants (stock)`,
    );

    // Each existing product's variants, by kind.
    await queryRunner.query(`
      UPDATE products SET options = CASE kind
        WHEN 't-shirt' THEN '[{"name":"Size","values":["XS","S","M","L","XL","XXL"]}]'::jsonb
        WHEN 'infant-onesie' THEN '[{"name":"Size","values":["0-3 months","3-6 months","6-12 months","12-18 months"]}]'::jsonb
        ELSE '[]'::jsonb END
       WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id)`);
    await queryRunner.query(`
      INSERT INTO product_variants (product_id, position, option_values, label, sku, stock)
      SELECT p.id, s.position, jsonb_build_object('Size', s.size), s.size,
             upper(left(p.slug, 50)) || '-' || s.code, s.stock
        FROM products p
        JOIN (VALUES ('t-shirt', 0, 'XS', 'XS', 4), ('t-shirt', 1, 'S', 'S', 8),
                     ('t-shirt', 2, 'M', 'M', 10), ('t-shirt', 3, 'L', 'L', 10),
                     ('t-shirt', 4, 'XL', 'XL', 6), ('t-shirt', 5, 'XXL', 'XXL', 3),
                     ('infant-onesie', 0, '0-3 months', '0-3M', 6),
                     ('infant-onesie', 1, '3-6 months', '3-6M', 8),
                     ('infant-onesie', 2, '6-12 months', '6-12M', 8),
                     ('infant-onesie', 3, '12-18 months', '12-18M', 5))
             AS s (kind, position, size, code, stock) ON s.kind = p.kind
       WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`);
    await queryRunner.query(`
      INSERT INTO product_variants (product_id, position, option_values, label, sku, stock)
      SELECT p.id, 0, '{}'::jsonb, 'One size', upper(left(p.slug, 50)),
             CASE p.kind WHEN 'painting' THEN 1 ELSE 25 END
        FROM products p
       WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`);

    await queryRunner.query(`
      ALTER TABLE cart_items
        ADD COLUMN IF NOT EXISTS variant_id integer REFERENCES product_variants (id) ON DELETE CASCADE`);
    await queryRunner.query(`
      UPDATE cart_items c SET variant_id = (
        SELECT v.id FROM product_variants v WHERE v.product_id = c.product_id
         ORDER BY v.position, v.id LIMIT 1)
       WHERE NOT c.is_custom_design AND c.variant_id IS NULL`);
    await queryRunner.query(`DROP INDEX IF EXISTS uq_cart_items_session_product`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS uq_cart_items_session_variant ON cart_items (session_id, variant_id) WHERE NOT is_custom_design`,
    );
    await queryRunner.query(`
      ALTER TABLE order_items
        ADD COLUMN IF NOT EXISTS variant_id integer REFERENCES product_variants (id) ON DELETE SET NULL,
        ADD COLUMN IF NOT EXISTS variant_label varchar(120),
        ADD COLUMN IF NOT EXISTS sku varchar(64)`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_order_items_variant ON order_items (variant_id) WHERE variant_id IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS idx_order_items_variant`);
    await queryRunner.query(`
      ALTER TABLE order_items DROP COLUMN IF EXISTS sku, DROP COLUMN IF EXISTS variant_label,
        DROP COLUMN IF EXISTS variant_id`);
    await queryRunner.query(`DROP INDEX IF EXISTS uq_cart_items_session_variant`);
    // Two sizes of one product were two lines: they become one again.
    await queryRunner.query(`
      DELETE FROM cart_items a USING cart_items b
       WHERE NOT a.is_custom_design AND NOT b.is_custom_design AND a.session_id = b.session_id
         AND a.product_id = b.product_id AND a.id > b.id`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS uq_cart_items_session_product ON cart_items (session_id, product_id) WHERE NOT is_custom_design`,
    );
    await queryRunner.query(`ALTER TABLE cart_items DROP COLUMN IF EXISTS variant_id`);
    await queryRunner.query(`DROP TABLE IF EXISTS product_variants`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN IF EXISTS options`);
  }
}
