import { Pool } from 'pg';
import { listBaseBackups, takeBaseBackup } from './base-backup';
import { applyRetention } from './retention';

/** pg_stat_archiver's row. */
export interface ArchiverFigures {
  lastArchivedWal: string | null;
  lastArchivedAt: Date | null;
  lastFailedWal: string | null;
  lastFailedAt: Date | null;
  failedCount: number;
  archivedCount: number;
}

/** The `backups` part of the readiness answer; never makes the shop unready. */
export interface BackupsReport {
  lastArchivedWal: string | null;
  lastArchivedAgeSeconds: number | null;
  lastBaseBackupAgeSeconds: number | null;
  /** The newest failed archiving, while it is newer than the newest success. */
  lastFailure: { wal: string | null; ageSeconds: number; failedCount: number } | null;
  lastBaseBackupError: string | null;
}

export interface BackupLogger {
  log: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

export interface BackupScheduleOptions {
  /** A superuser connection to the embedded server. */
  connectionString: string;
  dataDir: string;
  backupDir: string;
  baseIntervalHours: number;
  retentionDays: number;
  /** Only the process that started the embedded server takes base backups. */
  takeBaseBackups: boolean;
  logger: BackupLogger;
  now?: () => Date;
}

/** A status read waits this long, no longer (readiness must answer fast). */
const READ_TIMEOUT_MS = 1000;
const MONITOR_INTERVAL_MS = 60_000;
/** How often the base backup's age is compared with BACKUP_BASE_INTERVAL_HOURS. */
const BASE_CHECK_INTERVAL_MS = 10 * 60_000;

const ageSeconds = (at: Date | null, now: Date) =>
  at ? Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000)) : null;

/**
 * Continuous archiving's watcher and the base backups' timer (main.ts, embedded PostgreSQL
 * only). Every failure is logged and reported, never thrown: backups must not stop the shop.
 */
export class BackupMonitor {
  private readonly pool: Pool;
  private readonly now: () => Date;
  private figures?: ArchiverFigures;
  private lastBaseBackupAt: Date | null = null;
  private lastBaseBackupError: string | null = null;
  private warnedFailure?: string;
  private timers: NodeJS.Timeout[] = [];
  private running?: Promise<unknown>;
  private readonly stopping = new AbortController();

  constructor(private readonly options: BackupScheduleOptions) {
    this.now = options.now ?? (() => new Date());
    this.pool = new Pool({ connectionString: options.connectionString, max: 1 });
    this.pool.on('error', () => undefined);
  }

  /** Reads the state now, then on timers; a base backup is taken at once when one is due. */
  async start(): Promise<void> {
    await this.readNewestBaseBackup();
    await this.refresh();
    const every = (ms: number, task: () => Promise<unknown>) => {
      const timer = setInterval(() => void task(), ms);
      timer.unref();
      this.timers.push(timer);
    };
    // Another process may take the base backups (or the backup command): the disk says.
    every(MONITOR_INTERVAL_MS, () => Promise.all([this.refresh(), this.readNewestBaseBackup()]));
    if (this.options.takeBaseBackups) {
      every(BASE_CHECK_INTERVAL_MS, () => this.baseBackupIfDue());
      const first = setTimeout(() => void this.baseBackupIfDue(), 1000);
      first.unref();
      this.timers.push(first);
    }
  }

  /** Ends a base backup under way (PostgreSQL is stopped after this); it is taken next time. */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const timer of this.timers) clearTimeout(timer);
    await this.running?.catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  isBaseBackupDue(): boolean {
    if (!this.lastBaseBackupAt) return true;
    const intervalMs = this.options.baseIntervalHours * 3_600_000;
    return this.now().getTime() - this.lastBaseBackupAt.getTime() >= intervalMs;
  }

  async baseBackupIfDue(): Promise<void> {
    if (this.stopping.signal.aborted || this.running || !this.isBaseBackupDue()) return;
    this.running = this.baseBackup().finally(() => (this.running = undefined));
    await this.running;
  }

  private async baseBackup(): Promise<void> {
    const { logger } = this.options;
    try {
      const backup = await takeBaseBackup({
        connectionString: this.options.connectionString,
        dataDir: this.options.dataDir,
        backupDir: this.options.backupDir,
        now: this.now,
        signal: this.stopping.signal,
      });
      this.lastBaseBackupAt = new Date(backup.manifest.stopTime);
      this.lastBaseBackupError = null;
      logger.log(`Base backup taken and verified: ${backup.folder}`);
      await applyRetention({
        backupDir: this.options.backupDir,
        retentionDays: this.options.retentionDays,
        now: this.now,
        log: (message) => logger.log(message),
      });
    } catch (error) {
      if (this.stopping.signal.aborted) {
        logger.log('Base backup under way abandoned: the shop is stopping');
        return;
      }
      this.lastBaseBackupError = (error as Error).message;
      logger.error(
        `BASE BACKUP FAILED (the shop keeps running; next try in ${BASE_CHECK_INTERVAL_MS / 60_000} min): ${this.lastBaseBackupError}`,
      );
    }
  }

  private async readNewestBaseBackup(): Promise<void> {
    const backups = await listBaseBackups(this.options.backupDir).catch(() => undefined);
    if (!backups) return;
    const newest = backups[backups.length - 1];
    this.lastBaseBackupAt = newest ? new Date(newest.manifest.stopTime) : null;
  }

  /** Reads pg_stat_archiver; a new archiving failure is logged loudly, once. */
  async refresh(): Promise<ArchiverFigures | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), READ_TIMEOUT_MS);
    });
    const read = readArchiver(this.pool).catch(() => undefined);
    const figures = await Promise.race([read, timeout]).finally(() => clearTimeout(timer));
    if (figures) {
      this.figures = figures;
      this.noteFailure(figures);
    }
    return figures;
  }

  private noteFailure(figures: ArchiverFigures): void {
    if (!isFailing(figures)) {
      if (this.warnedFailure) this.options.logger.log('WAL archiving works again');
      this.warnedFailure = undefined;
      return;
    }
    const key = `${figures.lastFailedWal}`;
    if (this.warnedFailure === key) return;
    this.warnedFailure = key;
    this.options.logger.warn(
      `WAL ARCHIVING IS FAILING: segment ${figures.lastFailedWal} could not be archived into ` +
        `${this.options.backupDir}/wal (${figures.failedCount} failures so far; PostgreSQL keeps ` +
        `retrying and keeps the WAL meanwhile, so pg_wal grows). See PostgreSQL's log ` +
        `(DEBUG_POSTGRES=1) for the archiver's message.`,
    );
  }

  /** The readiness part: figures read now (or the last ones when PostgreSQL is slow). */
  async report(options: { refresh?: boolean } = {}): Promise<BackupsReport> {
    if (options.refresh !== false) await this.refresh();
    const now = this.now();
    const figures = this.figures;
    return {
      lastArchivedWal: figures?.lastArchivedWal ?? null,
      lastArchivedAgeSeconds: ageSeconds(figures?.lastArchivedAt ?? null, now),
      lastBaseBackupAgeSeconds: ageSeconds(this.lastBaseBackupAt, now),
      lastFailure:
        figures && isFailing(figures)
          ? {
              wal: figures.lastFailedWal,
              ageSeconds: ageSeconds(figures.lastFailedAt, now) ?? 0,
              failedCount: figures.failedCount,
            }
          : null,
      lastBaseBackupError: this.lastBaseBackupError,
    };
  }

  /** Cumulative failures PostgreSQL counted since its statistics were reset; -1 unknown. */
  get failedCount(): number {
    return this.figures?.failedCount ?? -1;
  }
}

function isFailing(figures: ArchiverFigures): boolean {
  if (!figures.lastFailedAt) return false;
  return !figures.lastArchivedAt || figures.lastFailedAt > figures.lastArchivedAt;
}

export async function readArchiver(pool: Pick<Pool, 'query'>): Promise<ArchiverFigures> {
  const { rows } = await pool.query<{
    last_archived_wal: string | null;
    last_archived_time: Date | null;
    last_failed_wal: string | null;
    last_failed_time: Date | null;
    failed_count: string;
    archived_count: string;
  }>(
    `SELECT last_archived_wal, last_archived_time, last_failed_wal, last_failed_time,
            failed_count, archived_count FROM pg_stat_archiver`,
  );
  const row = rows[0];
  return {
    lastArchivedWal: row.last_archived_wal,
    lastArchivedAt: row.last_archived_time,
    lastFailedWal: row.last_failed_wal,
    lastFailedAt: row.last_failed_time,
    failedCount: Number(row.failed_count),
    archivedCount: Number(row.archived_count),
  };
}

/**
 * The monitor of this process, when it runs the embedded PostgreSQL with archiving (main.ts):
 * readiness and metrics read it; unset (DATABASE_URL, tests) they report no backups part.
 */
export const backupMonitorHolder: { current?: BackupMonitor } = {};
