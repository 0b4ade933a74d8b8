import { open } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { detectImageType } from './image-signature';
import { UPLOAD_LIMIT_BYTES } from './upload-limits';

export interface LegacyImportReport {
  imported: number;
  /** `id (storage key): why`, for each row left without content. */
  notImported: string[];
}

/** The only names the server ever gave a file: `{uuid}.{ext}`. Anything else is not read. */
const STORAGE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * One row still waiting for its file, after `$1`, that no other replica is importing. Rows are
 * walked in id order so that one whose file cannot be read is not picked again in this run.
 */
const NEXT_AWAITING = `
  SELECT id, storage_key FROM uploads
   WHERE content IS NULL AND storage_key IS NOT NULL AND id > $1
   ORDER BY id
   LIMIT 1
   FOR UPDATE SKIP LOCKED`;

const STORE_CONTENT = `
  UPDATE uploads SET content = $2, size_bytes = $3, mime_type = $4
   WHERE id = $1 AND content IS NULL`;

/**
 * Moves the bytes of uploads stored before they lived in the database from
 * `{dataDir}/uploads/{storage_key}` into their rows. Each row is imported in its own short
 * transaction that holds it (FOR UPDATE SKIP LOCKED), so replicas starting together share the
 * rows and never import one twice, and a run cut short resumes where it stopped at the next
 * start. The files are only read, never changed or removed.
 *
 * A row whose file is not here stays without content (a 404) and is reported. It is tried again
 * at the next start rather than written off: before uploads lived in the database, each replica
 * kept its own files, so another replica's folder may still hold it.
 */
export async function importLegacyFiles(
  dataSource: DataSource,
  directory: string,
): Promise<LegacyImportReport> {
  const report: LegacyImportReport = { imported: 0, notImported: [] };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const row = await dataSource.transaction(async (manager) => {
      const [next] = await manager.query<{ id: string; storage_key: string }[]>(NEXT_AWAITING, [
        after,
      ]);
      if (!next) return null;
      const file = await readLegacyFile(directory, next.storage_key);
      if (typeof file === 'string') {
        report.notImported.push(`${next.id} (${next.storage_key}): ${file}`);
      } else {
        const [, stored] = await manager.query<[unknown, number]>(STORE_CONTENT, [
          next.id,
          file.content,
          file.content.length,
          file.mimeType,
        ]);
        report.imported += stored;
      }
      return next;
    });
    if (!row) return report;
    after = row.id;
  }
}

/** The file's bytes when they are an image the shop would accept, else why not. */
async function readLegacyFile(
  directory: string,
  storageKey: string,
): Promise<{ content: Buffer; mimeType: string } | string> {
  if (!STORAGE_KEY.test(storageKey)) return 'not a file name the server gives';
  try {
    const handle = await open(path.join(directory, storageKey), 'r');
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) return 'not a regular file';
      if (stats.size === 0 || stats.size > UPLOAD_LIMIT_BYTES) {
        return `${stats.size} bytes, outside what an upload can be`;
      }
      const content = await handle.readFile();
      // The file may have changed since stat(): the same bounds again, on what was read.
      if (content.length === 0 || content.length > UPLOAD_LIMIT_BYTES) return 'changed while read';
      const type = detectImageType(content);
      if (!type) return 'not an image';
      return { content, mimeType: type.mimeType };
    } finally {
      await handle.close();
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code === 'ENOENT' ? 'file not found' : `unreadable (${code ?? message})`;
  }
}
