// The team commands that switch releases: `--rollback` goes back through the releases in the
// order they went live and never returns to one rolled back from; `--rollback --to <id>` and
// `promote <id>` go to any kept release; `--list` shows the live one, those rolled back from,
// when each went live and where a rollback would go. Each says what it did, refuses an unknown
// id changing nothing, and switches under the releases lock.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  currentRelease,
  history,
  promote,
  recordLive,
  releaseTimes,
  rollback,
  rollbackTarget,
  servedRoots,
} from '../src/remote/releases';
import { tempDir, type TempDir } from './support/edge-fixtures';
import { useLiveShell, useReleaseCommand } from './support/release-fixtures';

describe('release commands', () => {
  useLiveShell();
  const runRelease = useReleaseCommand(() => pkg.dir);
  let pkg: TempDir;
  let clock: number;

  beforeEach(() => {
    pkg = tempDir('edge-release-commands-');
    pkg.write('package.json', JSON.stringify({ name: 'mf-example', version: '1.0.0' }));
    clock = Date.parse('2025-03-01T12:00:00Z');
  });

  afterEach(() => {
    pkg.remove();
  });

  const tick = () => {
    clock += 60_000;
    return clock;
  };

  /** Builds release `id` (as healing-release does) and makes it live. */
  async function release(id: string) {
    pkg.write(`releases/${id}/mf-manifest.json`, JSON.stringify({ id }));
    pkg.write(`releases/${id}/platform-contract.json`, JSON.stringify({ platform: '^1.0.0' }));
    await recordLive(pkg.dir, id, { now: tick });
  }

  const run = (...args: string[]) => runRelease(args);

  it('a second rollback never puts the bad release back', async () => {
    await release('r1');
    await release('r2');
    const first = await run('--rollback');
    expect(first.failed).toBe(false);
    expect(first.out).toContain('rolled back from r2 to r1: r1 is live');
    expect(first.out).toContain('r2 is marked rolled back from');
    expect(currentRelease(pkg.dir)).toBe('r1');

    const second = await run('--rollback');
    expect(second.failed).toBe(true);
    expect(second.out).not.toContain('rolled back');
    expect(second.errors).toContain('mf-example has no earlier release to roll back to');
    expect(currentRelease(pkg.dir)).toBe('r1');
  });

  it('rolls back twice through two releases, in the order they went live', async () => {
    for (const id of ['r1', 'r2', 'r3']) await release(id);
    expect(await rollback(pkg.dir, { now: tick })).toBe('r2');
    expect(await rollback(pkg.dir, { now: tick })).toBe('r1');
    expect(currentRelease(pkg.dir)).toBe('r1');
    expect(await rollback(pkg.dir, { now: tick })).toBeNull();
    expect(currentRelease(pkg.dir)).toBe('r1');
    const times = releaseTimes(pkg.dir);
    expect(times.r3.rolledBackAt).toBeDefined();
    expect(times.r2.rolledBackAt).toBeDefined();
    expect(times.r1.rolledBackAt).toBeUndefined();
    // Both rolled-back releases stay kept and served for open pages.
    expect(history(pkg.dir)).toEqual(expect.arrayContaining(['r1', 'r2', 'r3']));
    expect(servedRoots(pkg.dir)).toContain(path.join(pkg.dir, 'releases', 'r3'));
  });

  it('a new release after a rollback rolls back to the release before it', async () => {
    for (const id of ['r1', 'r2', 'r3']) await release(id);
    await rollback(pkg.dir, { now: tick });
    await release('r4');
    expect(rollbackTarget(pkg.dir)).toBe('r2');
    expect(await rollback(pkg.dir, { now: tick })).toBe('r2');
    expect(await rollback(pkg.dir, { now: tick })).toBe('r1');
  });

  it('rolls back to a named kept release', async () => {
    for (const id of ['r1', 'r2', 'r3']) await release(id);
    const result = await run('--rollback', '--to', 'r1');
    expect(result.failed).toBe(false);
    expect(result.out).toContain('rolled back from r3 to r1: r1 is live');
    expect(currentRelease(pkg.dir)).toBe('r1');
    expect(releaseTimes(pkg.dir).r3.rolledBackAt).toBeDefined();
    // r2, never rolled back from, went live before r1 did (again): a plain rollback goes there.
    expect(rollbackTarget(pkg.dir)).toBe('r2');
  });

  it('promotes a release rolled back from once its fix is confirmed', async () => {
    await release('r1');
    await release('r2');
    await run('--rollback');
    const result = await run('promote', 'r2');
    expect(result.failed).toBe(false);
    expect(result.out).toContain('promoted r2: r2 is live (was r1)');
    expect(currentRelease(pkg.dir)).toBe('r2');
    expect(releaseTimes(pkg.dir).r2.rolledBackAt).toBeUndefined();
    // r1 was not rolled back from: rollback goes there again.
    expect(releaseTimes(pkg.dir).r1.rolledBackAt).toBeUndefined();
    expect(rollbackTarget(pkg.dir)).toBe('r1');
    expect(history(pkg.dir).at(-1)).toBe('r2');
  });

  it('refuses an unknown id, changing nothing', async () => {
    await release('r1');
    await release('r2');
    const before = readFileSync(path.join(pkg.dir, 'releases', 'history.json'), 'utf8');
    for (const args of [
      ['promote', 'r9'],
      ['--rollback', '--to', 'r9'],
      ['promote', '../r1'],
    ]) {
      const result = await run(...args);
      expect(result.failed).toBe(true);
      expect(result.errors).toMatch(/there is no kept release "(r9|\.\.\/r1)" .*; kept: r1, r2/);
    }
    expect((await run('promote')).errors).toContain('promote needs one release id');
    expect((await run('promote', 'r2')).errors).toContain('r2 is live already; nothing changed');
    expect((await run('--to', 'r1')).errors).toContain(
      '--to r1: there is no such environment (production, staging); to go to a kept release',
    );
    expect(currentRelease(pkg.dir)).toBe('r2');
    expect(readFileSync(path.join(pkg.dir, 'releases', 'history.json'), 'utf8')).toBe(before);
    // A switch refused under the lock lets go of it.
    expect(existsSync(path.join(pkg.dir, 'releases', '.lock'))).toBe(false);
  });

  it('lists which release is live, which were rolled back from and when each went live', async () => {
    for (const id of ['r1', 'r2', 'r3']) await release(id);
    await rollback(pkg.dir, { now: tick });
    const { out: listing, failed } = await run('--list');
    expect(failed).toBe(false);
    const lines = listing.trim().split('\n');
    expect(lines[0]).toBe('mf-example releases, newest first to go live (* live):');
    const times = releaseTimes(pkg.dir);
    expect(lines.slice(1)).toEqual([
      `* r2  (live since ${times.r2.since})`,
      `  r3  (went live ${times.r3.since}, live until ${times.r3.until}, rolled back from ${times.r3.rolledBackAt})`,
      `  r1  (went live ${times.r1.since}, live until ${times.r1.until}, rollback goes here)`,
    ]);
  });

  it('says so when there is no release yet', async () => {
    const { out: listing } = await run('--list');
    expect(listing).toContain('mf-example has no release yet: the working-tree build in dist/');
  });

  it('switches only under the releases lock', async () => {
    await release('r1');
    await release('r2');
    pkg.write(
      'releases/.lock',
      JSON.stringify({ pid: process.pid, host: os.hostname(), since: 'then' }),
    );
    await expect(rollback(pkg.dir, { lock: { waitMs: 100 } })).rejects.toThrow(
      `locked by process ${process.pid}`,
    );
    await expect(promote(pkg.dir, 'r1', { lock: { waitMs: 100 } })).rejects.toThrow(
      `locked by process ${process.pid}`,
    );
    expect(currentRelease(pkg.dir)).toBe('r2');
    expect(releaseTimes(pkg.dir).r2.rolledBackAt).toBeUndefined();
  });
});
