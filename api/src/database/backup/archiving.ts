import { chmod, chown, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runAsIds } from '../postgres-process';

/** Where the archive lives: `<BACKUP_DIR>/wal` (segments) and `<BACKUP_DIR>/base` (base backups). */
export const walDirOf = (backupDir: string) => path.join(backupDir, 'wal');
export const baseDirOf = (backupDir: string) => path.join(backupDir, 'base');

export interface ArchivingOptions {
  backupDir: string;
  /** archive_timeout: a quiet shop's last writes reach the archive within this many seconds. */
  archiveTimeoutSeconds: number;
  /** The compiled archiver (archive-wal.js); a test passes its own build of it. */
  archiverScript?: string;
}

/** One word for /bin/sh, with PostgreSQL's own `%` escaped (archive_command substitutes %p, %f). */
export function shellWord(value: string): string {
  return `'${value.replace(/%/g, '%%').replace(/'/g, `'\\''`)}'`;
}

/** archive_command: this Node (absolute) running archive-wal.js on the segment. */
export function archiveCommand(backupDir: string, archiverScript?: string): string {
  const script = archiverScript ?? path.join(__dirname, 'archive-wal.js');
  return [
    shellWord(process.execPath),
    shellWord(path.resolve(script)),
    '"%p"',
    '"%f"',
    shellWord(path.resolve(walDirOf(backupDir))),
  ].join(' ');
}

/**
 * The postgres `-c` flags that turn continuous archiving on. archive_mode takes effect only at
 * a server start: being on the command line, a cluster started without it gets it at its next.
 */
export function archivingFlags(options: ArchivingOptions): string[] {
  return [
    ['wal_level', 'replica'],
    ['archive_mode', 'on'],
    ['archive_timeout', String(options.archiveTimeoutSeconds)],
    ['archive_command', archiveCommand(options.backupDir, options.archiverScript)],
  ].flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** restore_command for a recovery from the archive (restore.ts). */
export function restoreCommand(backupDir: string): string {
  return `cp ${shellWord(path.resolve(walDirOf(backupDir)))}/"%f" "%p"`;
}

/**
 * Creates the backup folders. As root PostgreSQL runs as the `postgres` user, which writes the
 * WAL archive: the folders are handed to it, like the data folder.
 */
export async function prepareBackupDir(backupDir: string): Promise<void> {
  await mkdir(walDirOf(backupDir), { recursive: true });
  await mkdir(baseDirOf(backupDir), { recursive: true });
  await chmod(backupDir, 0o700); // the shop's whole data, like the cluster's folder
  const { uid, gid } = await runAsIds();
  if (uid === undefined || gid === undefined) return;
  for (const folder of [backupDir, walDirOf(backupDir), baseDirOf(backupDir)]) {
    await chown(folder, uid, gid);
  }
}
