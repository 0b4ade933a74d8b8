/**
 * PostgreSQL's archive_command (see archiving.ts): copies one completed WAL segment into the
 * archive folder, never overwriting anything there.
 *
 *   node archive-wal.js <%p: path relative to the data folder> <%f: file name> <archive folder>
 *
 * The copy is written under a temporary name, fsynced, then hard-linked to its real name (a
 * link, unlike a rename, fails when the name exists: no window in which an existing file could
 * be replaced) and the folder is fsynced. A file of that name already in the archive is fine
 * when its content is identical (PostgreSQL archives a segment again after a crash between the
 * copy and its own note of it); when it differs this exits 1 and PostgreSQL retries, keeps the
 * segment and shows the failure in pg_stat_archiver.
 *
 * Only node: modules: PostgreSQL runs this for each segment, as its own user.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';

function fsyncPath(target: string, flags = 'r'): void {
  const fd = openSync(target, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** 0 when `target` holds what `source` holds; 1, with the reason on stderr, when it differs. */
function compareExisting(source: string, target: string, name: string): number {
  if (digest(source) === digest(target)) return 0;
  process.stderr.write(
    `archive-wal: ${target} already exists with different content; refusing to overwrite ${name}\n`,
  );
  return 1;
}

export function archiveWal(sourceRelative: string, name: string, archiveDir: string): number {
  if (!name || name.includes('/') || name.startsWith('.')) {
    process.stderr.write(`archive-wal: unexpected WAL file name "${name}"\n`);
    return 2;
  }
  const source = path.resolve(sourceRelative); // PostgreSQL runs it in the data folder
  const target = path.join(archiveDir, name);
  if (existsSync(target)) return compareExisting(source, target, name);
  const temporary = path.join(archiveDir, `.${name}.${process.pid}.tmp`);
  try {
    copyFileSync(source, temporary);
    fsyncPath(temporary, 'r+');
    try {
      linkSync(temporary, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        return compareExisting(source, target, name);
      }
      throw error;
    }
    fsyncPath(archiveDir);
    return 0;
  } finally {
    try {
      unlinkSync(temporary);
    } catch {
      /* never written */
    }
  }
}

if (require.main === module) {
  const [source, name, archiveDir] = process.argv.slice(2);
  let code: number;
  try {
    code =
      source && name && archiveDir
        ? archiveWal(source, name, archiveDir)
        : (process.stderr.write('usage: archive-wal <%p> <%f> <archive folder>\n'), 2);
  } catch (error) {
    process.stderr.write(`archive-wal: ${name}: ${(error as Error).message}\n`);
    code = 1;
  }
  process.exitCode = code;
}
