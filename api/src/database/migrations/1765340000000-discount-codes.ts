import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes the owner manages (discounts/, issue 29): a percentage or a fixed amount off the
 * items, an optional minimum subtotal, start, end and usage limit. Codes are stored trimmed and
 * in upper case, once each; checkout counts a use with a conditional UPDATE in the order's
 * transaction (times_used never passes usage_limit), and records which code gave an order what
 * discount in discount_code_redemptions (a used code cannot be deleted: its history stays).
 *
 * HEALING10 is seeded with the rule it always had (10% off, no minimum, no dates, no limit), and
 * the orders that already carry it are counted as its uses.
 */
export class DiscountCodes1765340000000 implements MigrationInterface {
  name = 'DiscountCodes1765340000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS discount_codes (
        id serial PRIMARY KEY,
        code varchar(40) NOT NULL
          CHECK (code = upper(btrim(code)) AND code ~ '^[A-Z0-9][A-Z0-9_-]{1,39}$'),
        kind varchar(10) NOT NULL CHECK (kind IN ('percentage', 'fixed')),
        value numeric(10,2) NOT NULL
          CHECK (value > 0 AND (kind = 'fixed' OR (value <= 100 AND value = trunc(value)))),
        min_subtotal numeric(10,2) CHECK (min_subtotal > 0),
        starts_at timestamptz,
        ends_at timestamptz,
        usage_limit integer CHECK (usage_limit > 0),
        times_used integer NOT NULL DEFAULT 0 CHECK (times_used >= 0),
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_discount_codes_code UNIQUE (code),
        CONSTRAINT ck_discount_codes_dates
          CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
      )`);
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS discount_code_redemptions (
        order_id integer PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
        discount_code_id integer NOT NULL REFERENCES discount_codes(id) ON DELETE RESTRICT,
        discount numeric(10,2) NOT NULL CHECK (discount >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_discount_code_redemptions_code
         ON discount_code_redemptions (discount_code_id, created_at)`,
    );
    await queryRunner.query(
      `INSERT INTO discount_codes (code, kind, value)
       VALUES ('HEALING10', 'percentage', 10)
       ON CONFLICT (code) DO NOTHING`,
    );
    await queryRunner.query(
      `INSERT INTO discount_code_redemptions (order_id, discount_code_id, discount, created_at)
       SELECT o.id, c.id, o.discount, o.created_at
         FROM orders o JOIN discount_codes c ON c.code = 'HEALING10'
        WHERE o.promo_code = 'HEALING10'
       ON CONFLICT (order_id) DO NOTHING`,
    );
    await queryRunner.query(
      `UPDATE discount_codes c
          SET times_used = (SELECT count(*) FROM discount_code_redemptions r
                             WHERE r.discount_code_id = c.id)
        WHERE c.code = 'HEALING10'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS discount_code_redemptions`);
    await queryRunner.query(`DROP TABLE IF EXISTS discount_codes`);
  }
}
