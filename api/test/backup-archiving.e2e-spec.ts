import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { HealthResponse } from '@healing/contracts';
import { checkArchiver } from '../src/database/backup/archiving';
import { backupCommand } from '../src/database/backup/backup-cli';
import { BackupMonitor, backupMonitorHolder } from '../src/database/backup/backup-monitor';
import {
  readManifest,
  takeBaseBackup,
  verifyBackup,
  type BaseBackup,
} from '../src/database/backup/base-backup';
import { restoreBackup } from '../src/database/backup/restore';
import { ApiMetrics } from '../src/observability/metrics';
import { startMetricsServer } from '../src/observability/metrics-server';
import {
  backupTestPort,
  query,
  startBackupCluster,
  switchWal,
  waitForArchived,
  type BackupCluster,
} from './support/backup-cluster';
import { createTestApp } from './support/test-app';

/**
 * Continuous archiving, base backups and point-in-time recovery on a real embedded cluster of
 * their own (a temp folder, TEST_PG_PORT + 7), started the way the shop starts it.
 */
describe('Backups of the embedded PostgreSQL', () => {
  let cluster: BackupCluster;
  let backup: BaseBackup;

  beforeAll(async () => {
    cluster = await startBackupCluster(backupTestPort(7));
    await query(
      cluster.url,
      `CREATE TABLE orders (id serial PRIMARY KEY, label text NOT NULL,
                            created_at timestamptz NOT NULL DEFAULT clock_timestamp())`,
    );
  }, 60_000);

  afterAll(async () => {
    await cluster?.postgres.stop();
    if (cluster) await rm(cluster.root, { recursive: true, force: true });
  });

  const walDir = () => path.join(cluster.backupDir, 'wal');

  /** The shop's watcher of this cluster's archiving (main.ts starts one), base backups off. */
  const watchArchiving = (logger: { warn: (line: string) => void; log?: (line: string) => void }) =>
    new BackupMonitor({
      connectionString: cluster.adminUrl,
      dataDir: cluster.dataDir,
      backupDir: cluster.backupDir,
      baseIntervalHours: 24,
      retentionDays: 7,
      takeBaseBackups: false,
      logger: { log: logger.log ?? (() => undefined), warn: logger.warn, error: () => undefined },
    });

  /** Polls `read` until `done` says yes (PostgreSQL's archiver works on its own clock). */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    let value = await read();
    while (!done(value)) {
      if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    return value;
  }

  it('archives each completed segment into BACKUP_DIR/wal', async () => {
    const [settings] = await query<{ mode: string; level: string; timeout: string }>(
      cluster.url,
      `SELECT current_setting('archive_mode') AS mode, current_setting('wal_level') AS level,
              current_setting('archive_timeout') AS timeout`,
    );
    expect(settings).toEqual({ mode: 'on', level: 'replica', timeout: '1min' });
    const wal = await switchWal(cluster.url);
    await waitForArchived(cluster.url, wal);
    expect(existsSync(path.join(walDir(), wal))).toBe(true);
    expect((await readdir(walDir())).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('accepts the same segment twice but never overwrites a different one', async () => {
    const [archived] = await readdir(walDir());
    writeFileSync(path.join(cluster.root, 'same'), readFileSync(path.join(walDir(), archived)));
    // Same content under the same name: success (PostgreSQL may archive a segment again).
    const same = await cluster.runArchiver(['same', archived, walDir()], cluster.root);
    expect(same.code).toBe(0);
    writeFileSync(path.join(cluster.root, 'other'), 'not the archived segment');
    const other = await cluster.runArchiver(['other', archived, walDir()], cluster.root);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('refusing to overwrite');
  });

  it('shows a refused segment in pg_stat_archiver and logs it once, while serving', async () => {
    const warnings: string[] = [];
    const monitor = watchArchiving({ warn: (line) => warnings.push(line) });
    try {
      const [{ next }] = await query<{ next: string }>(
        cluster.url,
        'SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS next',
      );
      // Someone else's file already bears the name of the segment to be archived next.
      writeFileSync(path.join(walDir(), next), 'a different file of the same name');
      expect(await switchWal(cluster.url)).toBe(next);
      const failed = await until(
        () => monitor.refresh(),
        (figures) => !!figures?.failedCount,
      );
      expect(failed).toMatchObject({ lastFailedWal: next, failedCount: expect.any(Number) });
      expect(failed!.failedCount).toBeGreaterThan(0);
      expect(readFileSync(path.join(walDir(), next), 'utf8')).toBe(
        'a different file of the same name',
      );
      await monitor.refresh();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`WAL ARCHIVING IS FAILING: segment ${next}`);
      expect((await monitor.report()).lastFailure).toMatchObject({ wal: next });
      // The shop's database still answers.
      expect(await query(cluster.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);

      // Once the stray file is gone, the archiver (woken by the next segment) catches up.
      await rm(path.join(walDir(), next));
      const later = await switchWal(cluster.url);
      await waitForArchived(cluster.url, later, 30_000);
      expect(existsSync(path.join(walDir(), next))).toBe(true);
      expect((await monitor.report()).lastFailure).toBeNull();
    } finally {
      await monitor.stop();
    }
  }, 60_000);

  it('runs the archiver as PostgreSQL would, or says why not', async () => {
    expect(await checkArchiver(cluster.archiver)).toBeUndefined();
    expect(await checkArchiver(path.join(cluster.root, 'missing.js'))).toContain(
      'cannot run the WAL archiver',
    );
  });

  it('abandons a base backup when the shop stops, leaving no .partial', async () => {
    const stopping = new AbortController();
    const taking = takeBaseBackup({
      connectionString: cluster.adminUrl,
      dataDir: cluster.dataDir,
      backupDir: cluster.backupDir,
      signal: stopping.signal,
    });
    setTimeout(() => stopping.abort(), 50);
    await expect(taking).rejects.toThrow();
    expect(await readdir(path.join(cluster.backupDir, 'base'))).toEqual([]);
  });

  it('takes a base backup with a manifest, and --verify names a damaged file', async () => {
    await query(cluster.url, `INSERT INTO orders (label) VALUES ('A1'), ('A2')`);
    backup = await takeBaseBackup({
      connectionString: cluster.adminUrl,
      dataDir: cluster.dataDir,
      backupDir: cluster.backupDir,
    });
    expect(path.basename(backup.folder)).not.toContain('.partial');
    const manifest = await readManifest(backup.folder);
    expect(manifest.startWalFile).toMatch(/^[0-9A-F]{24}$/);
    expect(Date.parse(manifest.stopTime)).toBeGreaterThanOrEqual(Date.parse(manifest.startTime));
    const paths = manifest.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining(['PG_VERSION', 'backup_label', 'global/pg_control']),
    );
    expect(paths.some((file) => file.startsWith('pg_wal/'))).toBe(false);
    expect(paths).not.toContain('postmaster.pid');
    expect(manifest.directories).toEqual(expect.arrayContaining(['pg_wal', 'pg_replslot']));
    for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(backup.folder, 'backup_label'), 'utf8')).toContain(
      manifest.startWalFile,
    );

    const said: string[] = [];
    expect(await backupCommand(['--verify', backup.folder], (line) => said.push(line))).toBe(0);
    expect(said.join('\n')).toContain('is sound');

    // A damaged copy of one file, then a missing one: each is named.
    const victim = manifest.files.find((file) => file.path.startsWith('base/') && file.size > 0)!;
    const victimPath = path.join(backup.folder, victim.path);
    const original = readFileSync(victimPath);
    const damaged = Buffer.from(original);
    damaged[0] ^= 0xff;
    writeFileSync(victimPath, damaged);
    said.length = 0;
    expect(await backupCommand(['--verify', backup.folder], (line) => said.push(line))).toBe(1);
    expect(said.join('\n')).toContain(`${victim.path}: content differs`);
    await rm(path.join(backup.folder, 'PG_VERSION'));
    expect(await verifyBackup(backup.folder)).toContain('PG_VERSION: missing');
    // Repaired for the restores below.
    writeFileSync(victimPath, original);
    writeFileSync(
      path.join(backup.folder, 'PG_VERSION'),
      readFileSync(path.join(cluster.dataDir, 'PG_VERSION')),
    );
    expect(await verifyBackup(backup.folder)).toEqual([]);
  }, 60_000);

  it('restores to a point in time, and to the latest archived WAL', async () => {
    await query(cluster.url, `INSERT INTO orders (label) VALUES ('B1'), ('B2')`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [{ at }] = await query<{ at: Date }>(cluster.url, 'SELECT clock_timestamp() AS at');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await query(cluster.url, `INSERT INTO orders (label) VALUES ('C1'), ('C2')`);
    await waitForArchived(cluster.url, await switchWal(cluster.url));

    const labels = async (target: string, into: string) => {
      let seen: string[] = [];
      const result = await restoreBackup({
        backupDir: cluster.backupDir,
        target,
        into,
        liveDataDir: cluster.dataDir,
        postgresBinary: cluster.binary,
        inspect: async (client) => {
          const { rows } = await client.query<{ label: string }>(
            'SELECT label FROM orders ORDER BY id',
          );
          seen = rows.map((row) => row.label);
        },
      });
      expect(result.backup.name).toBe(backup.name);
      expect(result.orders?.count).toBe(seen.length);
      return seen;
    };
    const toT = path.join(cluster.root, 'restored-t', 'pg');
    expect(await labels(at.toISOString(), toT)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(existsSync(path.join(toT, 'recovery.signal'))).toBe(false);
    expect(readFileSync(path.join(toT, 'postgresql.auto.conf'), 'utf8')).not.toContain(
      'restore_command',
    );
    const latest = path.join(cluster.root, 'restored-latest', 'pg');
    expect(await labels('latest', latest)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);

    // Never into a folder with something in it, nor the shop's own.
    await expect(labels('latest', latest)).rejects.toThrow('not empty');
    await expect(labels('latest', cluster.dataDir)).rejects.toThrow("shop's data folder");
    // The shop's server went on serving throughout.
    expect(await query(cluster.url, 'SELECT count(*)::int AS n FROM orders')).toEqual([{ n: 6 }]);
  }, 90_000);

  it('gives two base backups taken at once folders of their own', async () => {
    const sameSecond = new Date('2030-01-01T00:00:00Z');
    const take = () =>
      takeBaseBackup({
        connectionString: cluster.adminUrl,
        dataDir: cluster.dataDir,
        backupDir: cluster.backupDir,
        now: () => sameSecond,
      });
    const [first, second] = await Promise.all([take(), take()]);
    expect([first.name, second.name].sort()).toEqual(['20300101T000000Z', '20300101T000000Z-2']);
    expect(await verifyBackup(first.folder)).toEqual([]);
    expect(await verifyBackup(second.folder)).toEqual([]);
  }, 60_000);

  it('an archive folder it cannot write to: shown in readiness and metrics, retried, the shop serving', async () => {
    const said = { warn: [] as string[], log: [] as string[] };
    const monitor = watchArchiving({
      warn: (line) => said.warn.push(line),
      log: (line) => said.log.push(line),
    });
    backupMonitorHolder.current = monitor;
    const shop = await createTestApp();
    const metrics = await startMetricsServer(shop.app.get(ApiMetrics).registry, {
      port: 0,
      host: '127.0.0.1',
    });
    const metricsUrl = `http://127.0.0.1:${(metrics.server.address() as AddressInfo).port}/metrics`;
    const gauge = async (name: string) => {
      const text = await (await fetch(metricsUrl)).text();
      return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    };
    const readiness = async () =>
      (await shop.http().get('/api/health').expect(200)).body as HealthResponse;
    const mode = (await stat(walDir())).mode & 0o777;
    try {
      await query(cluster.url, 'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
      await waitForArchived(cluster.url, await switchWal(cluster.url));
      await monitor.refresh();
      expect(await gauge('shop_backup_archive_failing')).toBe(0);

      // The archive's disk turns read-only (for PostgreSQL's user, who runs the archiver).
      await chmod(walDir(), 0o500);
      const lost = await switchWal(cluster.url);
      const failing = await until(
        () => monitor.refresh(),
        (figures) => figures?.lastFailedWal === lost,
      );
      expect(existsSync(path.join(walDir(), lost))).toBe(false);
      expect(said.warn).toEqual([
        expect.stringContaining(`WAL ARCHIVING IS FAILING: segment ${lost}`),
      ]);

      // Readiness stays ok (backups never make the shop unready) and says what fails.
      const ready = await readiness();
      expect(ready).toMatchObject({ status: 'ok', database: 'up' });
      expect(ready.backups?.lastFailure).toMatchObject({ wal: lost });
      expect(ready.backups?.lastFailure?.failedCount).toBeGreaterThanOrEqual(failing!.failedCount);
      expect(await gauge('shop_backup_archive_failing')).toBe(1);
      expect(await gauge('shop_backup_archive_failures')).toBeGreaterThan(0);

      // PostgreSQL retries the same segment, and its database takes writes meanwhile.
      await until(
        () => monitor.refresh(),
        (figures) => figures!.failedCount > failing!.failedCount && figures!.lastFailedWal === lost,
      );
      await query(cluster.url, `INSERT INTO notes (body) VALUES ('written while archiving fails')`);
      expect(await query(cluster.url, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 1 }]);
      expect(said.warn).toHaveLength(1);

      // Writable again: the kept segment, and the ones after it, reach the archive.
      await chmod(walDir(), mode);
      await waitForArchived(cluster.url, await switchWal(cluster.url), 30_000);
      expect(existsSync(path.join(walDir(), lost))).toBe(true);
      await monitor.refresh();
      expect((await readiness()).backups?.lastFailure).toBeNull();
      expect(await gauge('shop_backup_archive_failing')).toBe(0);
      expect(said.log).toContain('WAL archiving works again');
    } finally {
      await chmod(walDir(), mode);
      backupMonitorHolder.current = undefined;
      await metrics.close();
      await shop.close();
      await monitor.stop();
    }
  }, 90_000);
});
