// A remote's releases on disk: `current` switched atomically, the newest KEEP_RELEASES kept and
// the others once they have been out of service for PRUNE_MIN_AGE_MS, the folders the server
// looks in (live first, then earlier releases newest first), and rollback.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import {
  currentRelease,
  history,
  KEEP_RELEASES,
  liveDir,
  PRUNE_MIN_AGE_MS,
  recordLive,
  releasesDir,
  rollback,
  servedRoots,
} from '../src/remote/releases';
import { tempDir, type TempDir } from './support/edge-fixtures';

describe('releases', () => {
  let pkg: TempDir;
  let clock: number;

  beforeEach(() => {
    pkg = tempDir('edge-releases-');
    clock = Date.parse('2025-03-01T12:00:00Z');
  });

  afterEach(() => pkg.remove());

  const dirOf = (id: string) => path.join(pkg.dir, 'releases', id);
  const distDir = () => path.join(pkg.dir, 'dist');

  /** Builds release `id` (as healing-release does) and makes it live. */
  async function release(id: string) {
    pkg.write(`releases/${id}/mf-manifest.json`, JSON.stringify({ id }));
    await recordLive(pkg.dir, id, { now: () => clock });
  }

  it('serves the working-tree build until a release is live', () => {
    pkg.write('dist/mf-manifest.json', '{}');
    expect(liveDir(pkg.dir)).toBe(path.join(pkg.dir, 'dist'));
    expect(servedRoots(pkg.dir)).toEqual([path.join(pkg.dir, 'dist')]);
    expect(currentRelease(pkg.dir)).toBeNull();
    expect(history(pkg.dir)).toEqual([]);
  });

  it('points current at the new release, leaving nothing staged behind', async () => {
    await release('r1');
    await release('r2');
    const current = path.join(releasesDir(pkg.dir), 'current');
    expect(lstatSync(current).isSymbolicLink()).toBe(true);
    // Relative, so the folder can move with the package.
    expect(readlinkSync(current)).toBe('r2');
    expect(currentRelease(pkg.dir)).toBe('r2');
    // Resolved once, so every file of one answer comes from the same release.
    expect(liveDir(pkg.dir)).toBe(path.join(releasesDir(pkg.dir), 'r2'));
    expect(history(pkg.dir)).toEqual(['r1', 'r2']);
    expect(readdirSync(releasesDir(pkg.dir)).sort()).toEqual([
      'current',
      'history-times.json',
      'history.json',
      'r1',
      'r2',
    ]);
  });

  it('switches current atomically: a reader never finds it missing', async () => {
    await release('r0');
    const manifest = path.join(releasesDir(pkg.dir), 'current', 'mf-manifest.json');
    // Another process reads the live manifest in a tight loop while releases go live.
    const reader = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs');
       let reads = 0, misses = 0;
       const until = Date.now() + 60_000;
       process.stdout.write('ready\\n');
       process.stdin.once('data', () => { process.stdout.write(JSON.stringify({ reads, misses })); process.exit(0); });
       (function loop() {
         for (let i = 0; i < 500; i++) { reads++; if (!fs.existsSync(${JSON.stringify(manifest)})) misses++; }
         if (Date.now() < until) setImmediate(loop);
       })();`,
    ]);
    let output = '';
    reader.stdout.setEncoding('utf8');
    const ready = new Promise<void>((resolve) => {
      reader.stdout.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('ready')) resolve();
      });
    });
    await ready;
    for (let index = 1; index <= 40; index += 1) await release(`r${index}`);
    const exited = new Promise((resolve) => reader.once('exit', resolve));
    reader.stdin.write('stop\n');
    await exited;
    const { reads, misses } = JSON.parse(output.slice(output.indexOf('{'))) as {
      reads: number;
      misses: number;
    };
    expect(reads).toBeGreaterThan(1_000);
    expect(misses).toBe(0);
  });

  it(`keeps every recent release, then the newest ${KEEP_RELEASES} once the others are old`, async () => {
    for (let index = 1; index <= KEEP_RELEASES + 2; index += 1) {
      await release(`r${index}`);
      clock += 60_000;
    }
    // Released within minutes: a page may still run any of them.
    for (let index = 1; index <= KEEP_RELEASES + 2; index += 1) {
      expect(existsSync(dirOf(`r${index}`))).toBe(true);
    }
    clock += PRUNE_MIN_AGE_MS - 60_000 * KEEP_RELEASES;
    await release(`r${KEEP_RELEASES + 3}`);
    // r1 and r2 stopped being live more than PRUNE_MIN_AGE_MS ago, r3 just less.
    expect(history(pkg.dir)).toEqual(
      Array.from({ length: KEEP_RELEASES + 1 }, (_, index) => `r${index + 3}`),
    );
    clock += 2 * 60_000;
    await release(`r${KEEP_RELEASES + 4}`);
    const kept = Array.from({ length: KEEP_RELEASES }, (_, index) => `r${index + 5}`);
    expect(history(pkg.dir)).toEqual(kept);
    for (const id of ['r1', 'r2', 'r3', 'r4']) expect(existsSync(dirOf(id))).toBe(false);
    for (const id of kept) expect(existsSync(dirOf(id))).toBe(true);
    expect(currentRelease(pkg.dir)).toBe(`r${KEEP_RELEASES + 4}`);
  });

  it('releases an earlier id again as the newest', async () => {
    await release('r1');
    await release('r2');
    await release('r1');
    expect(history(pkg.dir)).toEqual(['r2', 'r1']);
    expect(currentRelease(pkg.dir)).toBe('r1');
  });

  it('lists the live folder first, then earlier releases newest first, then dist/', async () => {
    for (const id of ['r1', 'r2', 'r3']) await release(id);
    expect(servedRoots(pkg.dir)).toEqual([dirOf('r3'), dirOf('r2'), dirOf('r1'), distDir()]);
  });

  it('rolls back one release and keeps the rolled-back one listed until it is pruned', async () => {
    for (const id of ['r1', 'r2', 'r3']) await release(id);
    expect(await rollback(pkg.dir, { now: () => clock })).toBe('r2');
    expect(currentRelease(pkg.dir)).toBe('r2');
    expect(history(pkg.dir).at(-1)).toBe('r2');
    // Pages that loaded r3 still find its chunks.
    expect(servedRoots(pkg.dir)).toEqual([dirOf('r2'), dirOf('r1'), dirOf('r3'), distDir()]);
    expect(existsSync(dirOf('r3'))).toBe(true);
    // The rolled-back release is the first to go when newer ones arrive, once it is old.
    clock += PRUNE_MIN_AGE_MS;
    for (let index = 4; index <= KEEP_RELEASES + 1; index += 1) await release(`r${index}`);
    expect(history(pkg.dir)).not.toContain('r3');
    expect(existsSync(dirOf('r3'))).toBe(false);
    expect(history(pkg.dir)).toContain('r1');
  });

  it('rolls back again to the one before, not back and forth', async () => {
    for (const id of ['r1', 'r2', 'r3']) await release(id);
    await rollback(pkg.dir);
    expect(await rollback(pkg.dir)).toBe('r1');
    expect(currentRelease(pkg.dir)).toBe('r1');
  });

  it('changes nothing when there is nothing to roll back to', async () => {
    expect(await rollback(pkg.dir)).toBeNull();
    await release('r1');
    expect(await rollback(pkg.dir)).toBeNull();
    expect(currentRelease(pkg.dir)).toBe('r1');
    expect(history(pkg.dir)).toEqual(['r1']);
  });

  it('changes nothing when the release before is no longer there', async () => {
    await release('r1');
    await release('r2');
    pkg.remove();
    pkg.write('releases/history.json', JSON.stringify(['r1', 'r2']));
    pkg.write('releases/r2/mf-manifest.json', '{}');
    expect(await rollback(pkg.dir)).toBeNull();
    expect(history(pkg.dir)).toEqual(['r1', 'r2']);
  });

  it('reads a damaged history as empty', () => {
    pkg.write('releases/history.json', '{not json');
    expect(history(pkg.dir)).toEqual([]);
    pkg.write('releases/history.json', '{"ids":["r1"]}');
    expect(history(pkg.dir)).toEqual([]);
    pkg.write('releases/history.json', '["r1", 3, null]');
    expect(history(pkg.dir)).toEqual(['r1']);
  });
});
