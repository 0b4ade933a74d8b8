import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST, type BackupManifest } from '../src/database/backup/base-backup';
import { applyRetention } from '../src/database/backup/retention';
import { isWalBefore, parseSegmentName } from '../src/database/backup/wal-names';

const DAY = 86_400_000;
const NOW = new Date('2026-11-27T12:00:00Z');

/** A verified-looking base backup that stopped `daysAgo` before NOW and needs WAL from `startWal`. */
function fakeBackup(backupDir: string, daysAgo: number, startWal: string, partial = false) {
  const stop = new Date(NOW.getTime() - daysAgo * DAY);
  const name = stop
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const folder = path.join(backupDir, 'base', partial ? `${name}.partial` : name);
  mkdirSync(folder, { recursive: true });
  const manifest: BackupManifest = {
    version: 1,
    label: name,
    startWalLocation: '0/0',
    startWalFile: startWal,
    startTime: stop.toISOString(),
    stopTime: stop.toISOString(),
    stopLsn: '0/0',
    directories: [],
    files: [],
  };
  writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest));
  return name;
}

const seg = (timeline: number, log: number, segment: number) =>
  [timeline, log, segment].map((n) => n.toString(16).toUpperCase().padStart(8, '0')).join('');

describe('Backup retention', () => {
  let backupDir: string;

  beforeEach(() => {
    backupDir = mkdtempSync(path.join(os.tmpdir(), 'shop-retention-'));
    mkdirSync(path.join(backupDir, 'wal'), { recursive: true });
  });
  afterEach(() => rm(backupDir, { recursive: true, force: true }));

  const remaining = async (folder: string) => (await readdir(path.join(backupDir, folder))).sort();

  it('removes base backups older than the retention, and the WAL before the oldest kept', async () => {
    const old1 = fakeBackup(backupDir, 20, seg(1, 0, 0x02));
    const old2 = fakeBackup(backupDir, 9, seg(1, 0, 0x10));
    const kept1 = fakeBackup(backupDir, 5, seg(1, 1, 0x03));
    const kept2 = fakeBackup(backupDir, 2, seg(2, 1, 0x40));
    const kept3 = fakeBackup(backupDir, 0.5, seg(2, 2, 0x01));
    const wal = [
      seg(1, 0, 0x02),
      seg(1, 0, 0xff), // log 0 of any segment is older than log 1
      seg(1, 1, 0x02), // just before the oldest kept start
      seg(2, 0, 0x20), // a later timeline, earlier position: not needed
      seg(1, 1, 0x03), // the oldest kept backup's first segment
      seg(1, 1, 0x04),
      seg(2, 1, 0x41),
      `${seg(1, 1, 0x20)}.partial`,
      `${seg(1, 0, 0x05)}.partial`,
      '00000002.history',
      `${seg(1, 0, 0x10)}.00000028.backup`,
    ];
    for (const name of wal) writeFileSync(path.join(backupDir, 'wal', name), name);

    const result = await applyRetention({ backupDir, retentionDays: 7, now: () => NOW });

    expect(result.removedBackups.sort()).toEqual([old1, old2].sort());
    expect(await remaining('base')).toEqual([kept1, kept2, kept3].sort());
    expect(result.oldestNeededWal).toBe(seg(1, 1, 0x03));
    expect(await remaining('wal')).toEqual(
      [
        seg(1, 1, 0x03),
        seg(1, 1, 0x04),
        seg(2, 1, 0x41),
        `${seg(1, 1, 0x20)}.partial`,
        '00000002.history',
        `${seg(1, 0, 0x10)}.00000028.backup`,
      ].sort(),
    );
  });

  it('always keeps the newest two verified base backups, however old', async () => {
    fakeBackup(backupDir, 40, seg(1, 0, 1));
    fakeBackup(backupDir, 30, seg(1, 0, 2));
    const second = fakeBackup(backupDir, 20, seg(1, 0, 3));
    const newest = fakeBackup(backupDir, 10, seg(1, 0, 4));
    // A backup that never finished counts for nothing (and is not yet a day old: it stays).
    const partial = fakeBackup(backupDir, 0, seg(1, 0, 9), true);
    writeFileSync(path.join(backupDir, 'wal', seg(1, 0, 2)), '');
    writeFileSync(path.join(backupDir, 'wal', seg(1, 0, 3)), '');

    await applyRetention({ backupDir, retentionDays: 7, now: () => NOW });

    expect(await remaining('base')).toEqual([second, newest, `${partial}.partial`].sort());
    expect(await remaining('wal')).toEqual([seg(1, 0, 3)]);
  });

  it('removes nothing while no verified base backup exists', async () => {
    fakeBackup(backupDir, 40, seg(1, 0, 9), true);
    writeFileSync(path.join(backupDir, 'wal', seg(1, 0, 1)), '');
    const result = await applyRetention({ backupDir, retentionDays: 7, now: () => NOW });
    expect(result).toEqual({ removedBackups: [], removedWal: [] });
    expect(existsSync(path.join(backupDir, 'wal', seg(1, 0, 1)))).toBe(true);
  });

  it('reads segment names as timeline, log and segment', () => {
    expect(parseSegmentName('0000000A000000FF000000FE')).toEqual({
      timeline: 10,
      log: 255,
      segment: 254,
    });
    expect(parseSegmentName('00000002.history')).toBeUndefined();
    expect(isWalBefore(seg(3, 0, 0xff), seg(1, 1, 0))).toBe(true);
    expect(isWalBefore(seg(1, 1, 0), seg(3, 1, 0))).toBe(false);
    expect(isWalBefore('00000001.history', seg(9, 9, 9))).toBe(false);
  });
});
