import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { baseDirOf, walDirOf } from './archiving';
import { listBaseBackups } from './base-backup';
import { isWalBefore } from './wal-names';

export interface RetentionOptions {
  backupDir: string;
  retentionDays: number;
  /** However old, this many of the newest verified base backups always stay. */
  keepAtLeast?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface RetentionResult {
  removedBackups: string[];
  removedWal: string[];
  /** The oldest kept backup's first WAL file: everything before it went. */
  oldestNeededWal?: string;
}

/** A `.partial` folder older than this is a backup that died half-way (crash, disk full). */
const ABANDONED_PARTIAL_MS = 24 * 3_600_000;

/**
 * Keeps base backups that stopped within BACKUP_RETENTION_DAYS, and always the newest
 * `keepAtLeast` (2), whatever their age; removes the others, then every archived WAL segment
 * from before the oldest kept backup's start (.history and .backup files stay: a restore follows
 * timelines through the history files, and both are tiny). With no verified backup at all,
 * nothing is removed.
 */
export async function applyRetention(options: RetentionOptions): Promise<RetentionResult> {
  const now = (options.now ?? (() => new Date()))().getTime();
  const keepAtLeast = options.keepAtLeast ?? 2;
  const cutoff = now - options.retentionDays * 86_400_000;
  const backups = await listBaseBackups(options.backupDir); // oldest first
  const result: RetentionResult = { removedBackups: [], removedWal: [] };
  if (backups.length === 0) return result;
  const newestKept = backups.length - keepAtLeast;
  const kept = backups.filter(
    (backup, index) => index >= newestKept || Date.parse(backup.manifest.stopTime) >= cutoff,
  );
  for (const backup of backups) {
    if (kept.includes(backup)) continue;
    await rm(backup.folder, { recursive: true, force: true });
    result.removedBackups.push(backup.name);
    options.log?.(`Removed base backup ${backup.folder} (older than the retention)`);
  }
  const base = baseDirOf(options.backupDir);
  for (const name of await readdir(base).catch(() => [] as string[])) {
    if (!name.endsWith('.partial')) continue;
    const info = await stat(path.join(base, name)).catch(() => undefined);
    if (info && now - info.mtimeMs > ABANDONED_PARTIAL_MS) {
      await rm(path.join(base, name), { recursive: true, force: true });
    }
  }

  const oldestNeeded = kept[0].manifest.startWalFile;
  result.oldestNeededWal = oldestNeeded;
  const wal = walDirOf(options.backupDir);
  for (const name of (await readdir(wal).catch(() => [] as string[])).sort()) {
    if (!isWalBefore(name, oldestNeeded)) continue;
    await rm(path.join(wal, name), { force: true });
    result.removedWal.push(name);
  }
  if (result.removedWal.length) {
    options.log?.(`Removed ${result.removedWal.length} archived WAL files before ${oldestNeeded}`);
  }
  return result;
}
