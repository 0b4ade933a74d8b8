import { execFile } from 'node:child_process';
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

const archiverOf = (archiverScript?: string) =>
  path.resolve(archiverScript ?? path.join(__dirname, 'archive-wal.js'));

/** archive_command: this Node (absolute) running archive-wal.js on the segment. */
export function archiveCommand(backupDir: string, archiverScript?: string): string {
  return [
    shellWord(process.execPath),
    shellWord(archiverOf(archiverScript)),
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

/**
 * Runs the archiver as PostgreSQL will (its user, no arguments: it prints its usage and exits
 * 2). A repository PostgreSQL's user cannot read (under /root, say) would fail every archive:
 * this says so at start. The problem, or undefined when it ran.
 */
export async function checkArchiver(archiverScript?: string): Promise<string | undefined> {
  const script = archiverOf(archiverScript);
  const ids = await runAsIds();
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { ...ids, timeout: 10_000 }, (error, _stdout, stderr) => {
      const ran = error?.code === 2 && stderr.includes('usage: archive-wal');
      resolve(
        ran
          ? undefined
          : `PostgreSQL's user cannot run the WAL archiver ${process.execPath} ${script}: ` +
              `${stderr.trim().split('\n')[0] || error?.message || 'it did not answer'}`,
      );
    });
  });
}
