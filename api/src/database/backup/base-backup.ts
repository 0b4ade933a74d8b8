import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { baseDirOf } from './archiving';

export const MANIFEST = 'backup-manifest.json';
const PARTIAL = '.partial';

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  version: 1;
  label: string;
  /** From the backup label: where WAL replay starts, and the first WAL file a restore needs. */
  startWalLocation: string;
  startWalFile: string;
  startTime: string;
  /** When pg_backup_stop returned (ISO); a restore to an earlier time cannot use this backup. */
  stopTime: string;
  stopLsn: string;
  /** Folders of the cluster, some empty on purpose (pg_wal, pg_replslot...), recreated on restore. */
  directories: string[];
  files: ManifestFile[];
}

export interface BaseBackup {
  folder: string;
  name: string;
  manifest: BackupManifest;
}

/**
 * What a low-level backup leaves out (PostgreSQL's docs, "Making a Base Backup Using the Low
 * Level API"): contents of these folders (the folders themselves are kept)...
 */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
/** ...and these files of the data folder's top level. */
const SKIPPED_TOP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
]);

function isSkipped(relative: string): boolean {
  const parts = relative.split(path.sep);
  const name = parts[parts.length - 1];
  if (parts.length === 1 && SKIPPED_TOP_FILES.has(name)) return true;
  if (name === 'pg_internal.init' || name.startsWith('pgsql_tmp')) return true;
  return parts.length > 1 && EMPTIED_FOLDERS.has(parts[0]);
}

/** `20261127T193012Z`: sorts by time, safe in any file system. */
export function stampOf(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Copies one file, hashing what was written; a file gone meanwhile (dropped table) is skipped. */
async function copyHashed(source: string, target: string): Promise<ManifestFile | undefined> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    const input = createReadStream(source);
    input.on('data', (chunk) => {
      hash.update(chunk);
      size += chunk.length;
    });
    await pipeline(input, createWriteStream(target, { mode: 0o600 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      await rm(target, { force: true });
      return undefined;
    }
    throw error;
  }
  await fsyncFile(target);
  return { path: '', size, sha256: hash.digest('hex') };
}

async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

async function copyTree(
  from: string,
  to: string,
  relative: string,
  manifest: Pick<BackupManifest, 'directories' | 'files'>,
  signal?: AbortSignal,
): Promise<void> {
  const entries = await readdir(path.join(from, relative), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    signal?.throwIfAborted();
    const child = relative ? path.join(relative, entry.name) : entry.name;
    if (isSkipped(child)) continue;
    if (entry.isDirectory()) {
      await mkdir(path.join(to, child), { recursive: true, mode: 0o700 });
      manifest.directories.push(child);
      await copyTree(from, to, child, manifest, signal);
    } else if (entry.isFile()) {
      const copied = await copyHashed(path.join(from, child), path.join(to, child));
      if (copied) manifest.files.push({ ...copied, path: child });
    }
    // Symbolic links (tablespaces in pg_tblspc) are not used by the shop and not copied.
  }
}

/** `START WAL LOCATION: 0/2000028 (file 000000010000000000000002)` and the other label lines. */
export function parseBackupLabel(label: string) {
  const start = /START WAL LOCATION: (\S+) \(file ([0-9A-F]{24})\)/.exec(label);
  const name = /LABEL: (.+)/.exec(label);
  if (!start) throw new Error(`Unexpected backup label:\n${label}`);
  return { startWalLocation: start[1], startWalFile: start[2], label: name?.[1].trim() ?? '' };
}

export interface TakeBaseBackupOptions {
  /** A superuser connection to the server whose data folder is `dataDir`. */
  connectionString: string;
  dataDir: string;
  backupDir: string;
  now?: () => Date;
  log?: (message: string) => void;
  /** Stops the backup (the shop is stopping): the copy ends, its session too, `.partial` goes. */
  signal?: AbortSignal;
}

/**
 * A base backup with the low-level API: pg_backup_start, a copy of the data folder, then
 * pg_backup_stop (waiting until the WAL it needs is archived) on the same connection. The copy
 * gets backup_label (and tablespace_map), a manifest with every file's sha256, is re-read
 * against that manifest, and only then renamed from `<stamp>.partial` to `<stamp>`: a folder
 * of base/ without `.partial` is a verified backup.
 */
export async function takeBaseBackup(options: TakeBaseBackupOptions): Promise<BaseBackup> {
  const now = options.now ?? (() => new Date());
  const base = baseDirOf(options.backupDir);
  await mkdir(base, { recursive: true });
  const name = await claimName(base, stampOf(now()));
  const partial = path.join(base, name + PARTIAL);
  const client = new Client({ connectionString: options.connectionString });
  client.on('error', () => undefined); // the query in flight reports it
  await client.connect().catch(async (error: unknown) => {
    await rm(partial, { recursive: true, force: true });
    throw error;
  });
  // Ending the session aborts the backup on the server, also while pg_backup_stop waits for
  // the archiver (which may be failing).
  const abort = () => void client.end().catch(() => undefined);
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    options.signal?.throwIfAborted();
    const started = await client.query<{ at: Date }>(
      'SELECT clock_timestamp() AS at FROM pg_backup_start($1, fast => true)',
      [`healing-shop ${name}`],
    );
    const tree: Pick<BackupManifest, 'directories' | 'files'> = { directories: [], files: [] };
    try {
      await copyTree(options.dataDir, partial, '', tree, options.signal);
    } catch (error) {
      await client.query('SELECT pg_backup_stop(wait_for_archive => false)').catch(() => undefined);
      throw error;
    }
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(wait_for_archive => true)',
    );
    const stopTime = now().toISOString();
    const { lsn, labelfile, spcmapfile } = stopped.rows[0];
    const extra: [string, string][] = [['backup_label', labelfile]];
    if (spcmapfile) extra.push(['tablespace_map', spcmapfile]);
    for (const [file, content] of extra) {
      await writeFile(path.join(partial, file), content, { mode: 0o600 });
      await fsyncFile(path.join(partial, file));
      tree.files.push({ path: file, ...(await hashFile(path.join(partial, file))) });
    }
    const manifest: BackupManifest = {
      version: 1,
      ...parseBackupLabel(labelfile),
      startTime: started.rows[0].at.toISOString(),
      stopTime,
      stopLsn: lsn,
      directories: tree.directories,
      files: tree.files,
    };
    await writeFile(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 1) + '\n');
    await fsyncFile(path.join(partial, MANIFEST));
    const problems = await verifyBackup(partial);
    if (problems.length) {
      throw new Error(`The copy does not match its manifest: ${problems.join('; ')}`);
    }
    const folder = path.join(base, name);
    await rename(partial, folder);
    await fsyncFile(base);
    options.log?.(`Base backup ${folder} taken and verified`);
    return { folder, name, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', abort);
    await client.end().catch(() => undefined);
  }
}

/**
 * `<stamp>` (or `<stamp>-2`...) with its `.partial` folder made: mkdir fails when the folder
 * exists, so two backups at once (the shop's timer and the command) never share a folder.
 */
async function claimName(base: string, stamp: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? stamp : `${stamp}-${n}`;
    if (await exists(path.join(base, name))) continue;
    try {
      await mkdir(path.join(base, name + PARTIAL), { mode: 0o700 });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  return JSON.parse(await readFile(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;
}

/** Every file of the manifest re-read: the problems found, each naming its file; [] when sound. */
export async function verifyBackup(folder: string): Promise<string[]> {
  let manifest: BackupManifest;
  try {
    manifest = await readManifest(folder);
  } catch (error) {
    return [`${MANIFEST} unreadable: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  for (const file of manifest.files) {
    const actual = await hashFile(path.join(folder, file.path)).catch(
      (error: NodeJS.ErrnoException) => ({ error }),
    );
    if ('error' in actual) {
      const { code, message } = actual.error;
      problems.push(`${file.path}: ${code === 'ENOENT' ? 'missing' : message}`);
    } else if (actual.size !== file.size) {
      problems.push(`${file.path}: ${actual.size} bytes, the manifest says ${file.size}`);
    } else if (actual.sha256 !== file.sha256) {
      problems.push(`${file.path}: content differs from the manifest (sha256)`);
    }
  }
  return problems;
}

/** Verified base backups (no `.partial`, a readable manifest), oldest first. */
export async function listBaseBackups(backupDir: string): Promise<BaseBackup[]> {
  const base = baseDirOf(backupDir);
  const names = await readdir(base).catch(() => [] as string[]);
  const backups: BaseBackup[] = [];
  for (const name of names.sort()) {
    if (name.endsWith(PARTIAL) || name.startsWith('.')) continue;
    const folder = path.join(base, name);
    const manifest = await readManifest(folder).catch(() => undefined);
    if (manifest) backups.push({ folder, name, manifest });
  }
  return backups.sort((a, b) => a.manifest.stopTime.localeCompare(b.manifest.stopTime));
}

/** The total size of a backup's files. */
export const backupBytes = (manifest: BackupManifest) =>
  manifest.files.reduce((sum, file) => sum + file.size, 0);
