import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded images live in PostgreSQL, so every API replica serves every upload.
 *
 * The bytes are a `content` column of `uploads` rather than a table of their own: PostgreSQL
 * keeps any value this large out of line (TOAST) already, so the row itself stays small and
 * queries on the other columns never read the bytes, while an upload and its bytes are one row:
 * one INSERT, one DELETE, no orphan to think about. STORAGE EXTERNAL skips compression, which
 * gains nothing on PNG/JPEG/GIF/WebP. `content` is null only for a row from before this
 * migration whose file under `{DATA_DIR}/uploads/{storage_key}` the uploads service has not
 * imported (yet, or ever: its file is gone); new rows have content and no storage key.
 *
 * `client_address` serves the per-address upload quota; the cleanup erases it once the row is
 * older than the quota's day (uploads/upload-cleanup.service.ts).
 *
 * Indexes: the quota's two counts (per visitor, per address, over the last day), the rows still
 * waiting for their file, the cleanup's age scan, and `cart_items.upload_id`, which the
 * cleanup's "is it referenced?" check and the foreign key's ON DELETE both look up.
 */
export class UploadsInDatabase1764300000000 implements MigrationInterface {
  name = 'UploadsInDatabase1764300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Index builds on a large install may take longer than the pool's 2 s statement limit.
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(`
      ALTER TABLE uploads
        ADD COLUMN IF NOT EXISTS content bytea,
        ADD COLUMN IF NOT EXISTS client_address varchar(64),
        ALTER COLUMN storage_key DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE uploads ALTER COLUMN content SET STORAGE EXTERNAL`);
    await queryRunner.query(`
      ALTER TABLE uploads
        ADD CONSTRAINT chk_uploads_content_size
          CHECK (content IS NULL OR octet_length(content) = size_bytes),
        ADD CONSTRAINT chk_uploads_content_or_file
          CHECK (content IS NOT NULL OR storage_key IS NOT NULL)`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_uploads_session_created ON uploads (session_id, created_at) WHERE session_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_uploads_address_created ON uploads (client_address, created_at) WHERE client_address IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_uploads_awaiting_content ON uploads (id) WHERE content IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_uploads_created ON uploads (created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS idx_cart_items_upload ON cart_items (upload_id) WHERE upload_id IS NOT NULL`,
    );
  }

  /** Only while no upload exists in the database alone: going back would lose its bytes. */
  public async down(queryRunner: QueryRunner): Promise<void> {
    const [{ n }] = (await queryRunner.query(
      `SELECT count(*)::int AS n FROM uploads WHERE storage_key IS NULL`,
    )) as { n: number }[];
    if (n > 0) {
      throw new Error(
        `${n} upload(s) exist only in the database; reverting would lose them. Remove them first.`,
      );
    }
    await queryRunner.query(`DROP INDEX IF EXISTS idx_cart_items_upload`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_uploads_created`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_uploads_awaiting_content`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_uploads_address_created`);
    await queryRunner.query(`DROP INDEX IF EXISTS idx_uploads_session_created`);
    await queryRunner.query(`
      ALTER TABLE uploads
        DROP CONSTRAINT IF EXISTS chk_uploads_content_or_file,
        DROP CONSTRAINT IF EXISTS chk_uploads_content_size,
        DROP COLUMN IF EXISTS client_address,
        DROP COLUMN IF EXISTS content,
        ALTER COLUMN storage_key SET NOT NULL`);
  }
}
