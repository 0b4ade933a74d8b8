// Pruning a remote's releases by what they refer to: the chunks the live and the previous
// release name (through the manifest, the entry's chunk map, a stylesheet's font) stay served,
// whatever older release shared them; an old release's own chunks go once it has been out of
// service for the minimum age, and not before.
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRemoteServer } from '../src/remote/remote-server';
import { releaseReferences } from '../src/remote/release-files';
import {
  history,
  KEEP_RELEASES,
  prune,
  PRUNE_MIN_AGE_MS,
  recordLive,
  releasesDir,
  servedRoots,
} from '../src/remote/releases';
import { tempDir, type TempDir } from './support/edge-fixtures';
import { type BuildSpec, type WrittenBuild, writeBuild } from './support/release-fixtures';

const HOUR_MS = 60 * 60_000;

describe('what a release refers to', () => {
  let build: TempDir;
  afterEach(() => build.remove());

  it('is what its manifest names, its entry maps and those files name in turn', async () => {
    build = tempDir('edge-refs-');
    const written = writeBuild(build.dir, 'r1', {
      exposes: { HomeSections: 'home()', ProductPage: 'product()' },
      lazy: { vendor: 'react()' },
      font: 'font bytes',
    });
    const refs = await releaseReferences(build.dir);
    expect(refs.entry).toBe('remoteEntry.js');
    expect(refs.missing).toEqual([]);
    // The lazy chunk through the entry's map only, the font through a stylesheet only.
    expect([...refs.files].sort()).toEqual(written.referenced);
    expect(written.referenced.some((file) => file.startsWith('vendor.'))).toBe(true);
    expect(written.referenced.some((file) => file.startsWith('assets/font.'))).toBe(true);
    expect(refs.files.has(written.orphan)).toBe(false);
  });

  it('counts what the manifest names but the build lacks as missing', async () => {
    build = tempDir('edge-refs-');
    const written = writeBuild(build.dir, 'r1', { exposes: { HomeSections: 'home()' } });
    const script = written.referenced.find((file) => file.endsWith('.js'))!;
    rmSync(path.join(build.dir, script));
    rmSync(path.join(build.dir, 'remoteEntry.js'));
    expect((await releaseReferences(build.dir)).missing.sort()).toEqual(
      ['remoteEntry.js', script].sort(),
    );
  });
});

describe('pruning releases', () => {
  let pkg: TempDir;
  let clock: number;
  const builds = new Map<string, WrittenBuild>();

  beforeEach(() => {
    pkg = tempDir('edge-prune-');
    clock = Date.parse('2025-03-01T12:00:00Z');
    builds.clear();
  });
  afterEach(() => pkg.remove());

  const dirOf = (id: string) => path.join(releasesDir(pkg.dir), id);
  const options = () => ({ now: () => clock });

  async function release(id: string, spec: BuildSpec) {
    builds.set(id, writeBuild(dirOf(id), id, spec));
    await recordLive(pkg.dir, id, options());
  }

  /** Asks a remote's server, as it serves now, for each file: true when it answers 200. */
  async function served(files: string[]): Promise<Record<string, boolean>> {
    let app: FastifyInstance | null = null;
    try {
      ({ app } = await buildRemoteServer({ roots: () => servedRoots(pkg.dir) }));
      const answers: Record<string, boolean> = {};
      for (const file of files) answers[file] = (await app.inject(`/${file}`)).statusCode === 200;
      return answers;
    } finally {
      await app?.close();
    }
  }

  const everyTrue = (files: string[]) => Object.fromEntries(files.map((file) => [file, true]));

  it('keeps every chunk the live and the previous release refer to, shared or not', async () => {
    // r1..r3 share the vendor chunk and the font; each has its own HomeSections; r2 and r3
    // share ProductPage.
    const vendor = { lazy: { vendor: 'react 19' }, font: 'font v1' };
    await release('r1', {
      exposes: { HomeSections: 'home 1', ProductPage: 'product 1' },
      ...vendor,
    });
    clock += HOUR_MS;
    await release('r2', {
      exposes: { HomeSections: 'home 2', ProductPage: 'product 2' },
      ...vendor,
    });
    clock += HOUR_MS;
    for (let index = 3; index <= KEEP_RELEASES + 2; index += 1) {
      await release(`r${index}`, {
        exposes: { HomeSections: `home ${index}`, ProductPage: 'product 2' },
        ...vendor,
      });
      clock += HOUR_MS;
    }
    // Nothing is old enough yet: every release stays, and its chunks with it.
    expect(history(pkg.dir)).toHaveLength(KEEP_RELEASES + 2);
    clock += PRUNE_MIN_AGE_MS;
    expect(await prune(pkg.dir, options())).toEqual(['r1', 'r2']);
    expect(existsSync(dirOf('r1'))).toBe(false);
    const live = builds.get(`r${KEEP_RELEASES + 2}`)!;
    const previous = builds.get(`r${KEEP_RELEASES + 1}`)!;
    const needed = [...new Set([...live.referenced, ...previous.referenced])];
    expect(await served(needed)).toEqual(everyTrue(needed));
    // r2's ProductPage and the vendor chunk are also r3's: still served. Their own
    // HomeSections are gone with them.
    const r1 = builds.get('r1')!;
    const r2 = builds.get('r2')!;
    const sharedWithLive = r2.referenced.filter((file) => live.referenced.includes(file));
    expect(sharedWithLive.length).toBeGreaterThan(0);
    const own = [...r1.referenced, ...r2.referenced].filter(
      (file) => !builds.get('r3')!.referenced.includes(file),
    );
    expect(own.length).toBeGreaterThan(0);
    const answers = await served([...sharedWithLive, ...own]);
    expect(answers).toEqual({
      ...everyTrue(sharedWithLive),
      ...Object.fromEntries(own.map((file) => [file, false])),
    });
  });

  it('keeps a release that stopped being live within the minimum age, however many came after', async () => {
    const started = clock;
    await release('r1', { exposes: { HomeSections: 'home 1' } });
    clock += 2 * HOUR_MS;
    for (let index = 2; index <= KEEP_RELEASES + 4; index += 1) {
      await release(`r${index}`, { exposes: { HomeSections: `home ${index}` } });
      clock += 60_000;
    }
    // r1 stopped being live a minimum age ago; r2, a minute later, not quite.
    clock = started + 2 * HOUR_MS + PRUNE_MIN_AGE_MS + 1;
    expect(await prune(pkg.dir, options())).toEqual(['r1']);
    expect(history(pkg.dir)).toHaveLength(KEEP_RELEASES + 3);
    expect(history(pkg.dir)[0]).toBe('r2');
    const r2 = builds.get('r2')!;
    expect(await served(r2.referenced)).toEqual(everyTrue(r2.referenced));
  });

  it('keeps an old release that holds a chunk the live one names but lacks', async () => {
    await release('r1', { exposes: { HomeSections: 'home', ProductPage: 'product' } });
    clock += HOUR_MS;
    await release('r2', { exposes: { HomeSections: 'home 2' } });
    clock += HOUR_MS;
    // r3 names r1's ProductPage without holding it (a build put together by hand, say).
    const product = builds.get('r1')!.referenced.find((file) => file.includes('ProductPage.'))!;
    const r3 = writeBuild(dirOf('r3'), 'r3', { exposes: { HomeSections: 'home 3' } });
    const manifestFile = path.join(dirOf('r3'), 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exposes: unknown[] };
    manifest.exposes.push({ path: './ProductPage', assets: { js: { sync: [product] } } });
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await recordLive(pkg.dir, 'r3', options());
    for (let index = 4; index <= KEEP_RELEASES + 3; index += 1) {
      clock += HOUR_MS;
      await release(`r${index}`, { exposes: { HomeSections: `home ${index}` } });
    }
    await recordLive(pkg.dir, 'r3', options());
    clock += 2 * PRUNE_MIN_AGE_MS;
    await prune(pkg.dir, options());
    expect(existsSync(dirOf('r1'))).toBe(true);
    expect(existsSync(dirOf('r2'))).toBe(false);
    expect(await served([product, ...r3.referenced])).toEqual(
      everyTrue([product, ...r3.referenced]),
    );
  });

  it('deletes folders that never went live and a dead releaser’s leftovers, once old', async () => {
    await release('r1', { exposes: { HomeSections: 'home' } });
    writeBuild(dirOf('never-live'), 'never-live', { exposes: { HomeSections: 'x' } });
    const staging = path.join(releasesDir(pkg.dir), '.staging', 'abc123', 'r9');
    mkdirSync(staging, { recursive: true });
    pkg.write('releases/.tmp-history.json-0123456789ab', '[]');
    expect(await prune(pkg.dir, options())).toEqual([]);
    expect(existsSync(dirOf('never-live'))).toBe(true);
    expect(existsSync(staging)).toBe(true);
    const old = new Date(clock - 2 * PRUNE_MIN_AGE_MS);
    utimesSync(dirOf('never-live'), old, old);
    utimesSync(path.dirname(staging), old, old);
    utimesSync(path.join(releasesDir(pkg.dir), '.tmp-history.json-0123456789ab'), old, old);
    expect(await prune(pkg.dir, options())).toEqual(['never-live']);
    expect(existsSync(path.dirname(staging))).toBe(false);
    expect(existsSync(path.join(releasesDir(pkg.dir), '.tmp-history.json-0123456789ab'))).toBe(
      false,
    );
    expect(existsSync(dirOf('r1'))).toBe(true);
  });
});
