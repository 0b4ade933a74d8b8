import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop-wide search (search/search.service.ts) in PostgreSQL itself:
 * - `shop_search_fold(text)`: lower case without accents ("Café" finds "cafe"), IMMUTABLE so
 *   generated columns and indexes may use it (unaccent() alone is only STABLE: it reads its
 *   dictionary by name; naming the dictionary's schema makes the answer fixed).
 * - `products.search_vector`: the English full text of the name (weight A), the kind, category
 *   and collection (B) and the description (C), kept up to date by PostgreSQL on every write,
 *   with a GIN index for `@@`.
 * - `products.search_text`: the folded name, kind and collection, with a trigram GIN index, for
 *   a word typed with a typo ("journl"); fuzzystrmatch's levenshtein for the short words
 *   trigrams miss ("inner beuty").
 */
export class ProductSearch1765310000000 implements MigrationInterface {
  name = 'ProductSearch1765310000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    const schema = (
      (await queryRunner.query(
        `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
          WHERE e.extname = 'unaccent'`,
      )) as { schema: string }[]
    )[0].schema;
    const ident = `"${schema.replace(/"/g, '""')}"`;
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION shop_search_fold(value text) RETURNS text
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         AS $$ SELECT lower(${ident}.unaccent('${ident}.unaccent'::regdictionary, value)) $$`,
    );
    await queryRunner.query(
      `ALTER TABLE products
         ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (
           shop_search_fold(name || ' ' || replace(kind, '-', ' ') || ' ' || replace(collection, '-', ' '))
         ) STORED,
         ADD COLUMN IF NOT EXISTS search_vector tsvector GENERATED ALWAYS AS (
           setweight(to_tsvector('english'::regconfig, shop_search_fold(name)), 'A') ||
           setweight(to_tsvector('english'::regconfig, shop_search_fold(
             replace(kind, '-', ' ') || ' ' || category || ' ' || replace(collection, '-', ' ')
           )), 'B') ||
           setweight(to_tsvector('english'::regconfig, shop_search_fold(description)), 'C')
         ) STORED`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_products_search_vector ON products USING gin (search_vector)`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_products_search_text ON products USING gin (search_text gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_products_kind ON products (kind) WHERE archived_at IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS idx_products_kind`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_products_search_text`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_products_search_vector`);
    await queryRunner.query(
      `ALTER TABLE products DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS search_text`,
    );
    await queryRunner.query(`DROP FUNCTION IF EXISTS shop_search_fold(text)`);
  }
}
