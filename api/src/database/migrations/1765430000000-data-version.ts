import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows a shared page shows: the catalogue, its stock and reviews, the stories. */
export const VERSIONED_TABLES = [
  'products',
  'product_variants',
  'product_images',
  'product_reviews',
  'healing_moments',
  'moment_likes',
  'blog_posts',
] as const;

/**
 * The public data's version: `data_version.version`, one counter the database itself bumps when
 * a transaction that wrote any of VERSIONED_TABLES commits (an owner's edit, a review approved,
 * a story published, and a checkout taking stock alike, whatever code made the write). The
 * shell's servers poll it (GET /api/data-version) to know when an area they rendered from that
 * data is out of date.
 *
 * The bump is a deferred constraint trigger: it runs at commit, so the counter's row is locked
 * only while the transaction commits (after every other lock it takes: two checkouts cannot
 * deadlock on it), and the new version becomes visible together with the data it stands for,
 * never before it (a render that read the version first never caches old data as new).
 * TRUNCATE has no row trigger: a statement trigger bumps it instead.
 */
export class DataVersion1765430000000 implements MigrationInterface {
  name = 'DataVersion1765430000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_version (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        version bigint NOT NULL DEFAULT 1
      )`);
    await queryRunner.query(`INSERT INTO data_version (id, version) VALUES (1, 1)`);
    await queryRunner.query(`
      CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE data_version SET version = version + 1 WHERE id = 1;
        RETURN NULL;
      END $$`);
    for (const table of VERSIONED_TABLES) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER trg_${table}_data_version
          AFTER INSERT OR UPDATE OR DELETE ON ${table}
          DEFERRABLE INITIALLY DEFERRED
          FOR EACH ROW EXECUTE FUNCTION bump_data_version()`);
      await queryRunner.query(`
        CREATE TRIGGER trg_${table}_data_version_truncate
          AFTER TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of VERSIONED_TABLES) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS trg_${table}_data_version ON ${table}`);
      await queryRunner.query(
        `DROP TRIGGER IF EXISTS trg_${table}_data_version_truncate ON ${table}`,
      );
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS bump_data_version()`);
    await queryRunner.query(`DROP TABLE IF EXISTS data_version`);
  }
}
