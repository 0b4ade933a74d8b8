import { MigrationInterface, QueryRunner } from 'typeorm';

// The words as they were when this migration was written (rules/custom-design-name.ts names
// new lines): a migration never changes with later code.
const DESIGN_PRODUCT_NAMES: Record<string, string> = {
  tshirts: 'T-Shirt',
  caps: 'Cap',
  books: 'Book',
  pendants: 'Pendant',
  necklace: 'Necklace',
  dogtags: 'Dog Tag',
};
const COLLECTION_NAMES: Record<string, string> = {
  'inner-beauty': 'Inner Beauty',
  'life-happens': 'Life Happens',
  'love-is': 'Love Is',
};

/**
 * - `cart_promos`: the promo code applied to a session's cart, kept by the server with the cart
 *   so the sidebar, the cart page and checkout all show and charge the same discount. One row per
 *   session; removed with the order that used it.
 * - Custom items were named from their codes ("Custom tshirts - love-is (Rose Healing)"); lines
 *   in carts and on orders are renamed in words ("Custom T-Shirt - Love Is (Rose Healing)"), as
 *   new ones are.
 */
export class CartPromosAndCustomNames1764800000000 implements MigrationInterface {
  name = 'CartPromosAndCustomNames1764800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cart_promos (
        session_id varchar(160) PRIMARY KEY,
        promo_code varchar(40) NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    for (const table of ['cart_items', 'order_items']) {
      await queryRunner.query(
        `UPDATE ${table}
            SET custom_product_name = left(
                  'Custom ' || (${wordsOf(DESIGN_PRODUCT_NAMES, "custom_design_data->>'productType'")})
                  || ' - ' || (${wordsOf(COLLECTION_NAMES, "custom_design_data->>'category'")})
                  || coalesce(' (' || nullif(btrim(custom_design_data->>'selectedDesign'), '') || ')', ''),
                  200)
          WHERE is_custom_design
            AND custom_design_data->>'productType' IN (${quoted(Object.keys(DESIGN_PRODUCT_NAMES))})
            AND custom_design_data->>'category' IN (${quoted(Object.keys(COLLECTION_NAMES))})`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cart_promos`);
  }
}

function quoted(values: readonly string[]): string {
  return values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
}

/** A CASE turning a code into its words, for the codes known today. */
function wordsOf(words: Record<string, string>, column: string): string {
  const cases = Object.entries(words)
    .map(([code, word]) => `WHEN '${code}' THEN '${word.replace(/'/g, "''")}'`)
    .join(' ');
  return `CASE ${column} ${cases} END`;
}
