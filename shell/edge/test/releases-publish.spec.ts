// Publishing a release to a static host's folder: chunks and assets first, then the manifest,
// the entry last, each renamed into place after its headers file; headers as the remote's own
// server sends them; nothing copied twice; a file that vanishes stops the publish before the
// manifest and entry change; old releases' files pruned by reference once old.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { copyFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { main as releaseCommand } from '../src/cli/release';
import { HEADERS_SUFFIX, PublishError, publishRelease } from '../src/remote/publish';
import { buildRemoteServer } from '../src/remote/remote-server';
import { PRUNE_MIN_AGE_MS, recordLive } from '../src/remote/releases';
import { tempDir, type TempDir } from './support/edge-fixtures';
import { type BuildSpec, type WrittenBuild, writeBuild } from './support/release-fixtures';

const SPEC: BuildSpec = {
  exposes: { HomeSections: 'home 1', ProductPage: 'product 1' },
  lazy: { vendor: 'react 19' },
  font: 'font v1',
};

describe('publishing a release', () => {
  let pkg: TempDir;
  let host: TempDir;
  let clock: number;
  const builds = new Map<string, WrittenBuild>();

  beforeEach(() => {
    pkg = tempDir('edge-publish-pkg-');
    host = tempDir('edge-publish-host-');
    pkg.write('package.json', JSON.stringify({ name: 'mf-catalog', version: '1.0.0' }));
    clock = Date.parse('2025-03-01T12:00:00Z');
    builds.clear();
    process.exitCode = undefined;
  });
  afterEach(() => {
    pkg.remove();
    host.remove();
    process.exitCode = undefined;
  });

  const dirOf = (id: string) => path.join(pkg.dir, 'releases', id);
  const target = () => path.join(host.dir, 'catalog');

  async function release(id: string, spec: BuildSpec = SPEC) {
    builds.set(id, writeBuild(dirOf(id), id, spec));
    await recordLive(pkg.dir, id);
  }

  /** Publishes, recording every rename into the folder in order. */
  async function publish(id: string, extra: Parameters<typeof publishRelease>[3] = {}) {
    const renamed: string[] = [];
    const result = await publishRelease(dirOf(id), id, target(), {
      now: () => clock,
      ops: {
        rename: async (from, to) => {
          await rename(from, to);
          renamed.push(path.relative(target(), to));
        },
      },
      ...extra,
    });
    return { result, renamed };
  }

  const published = () => listAll(target()).filter((file) => !path.basename(file).startsWith('.'));

  it('copies chunks and assets first, then the manifest, the entry last', async () => {
    await release('r1');
    const { renamed } = await publish('r1');
    // The folder's own record of what it holds is written once everything is in.
    expect(renamed.at(-1)).toBe('.publish-history.json');
    const files = renamed.filter((file) => !file.endsWith(HEADERS_SUFFIX)).slice(0, -1);
    const at = (file: string) => files.indexOf(file);
    const hashed = files.filter((file) => /\.[0-9a-f]{8}\.[a-z0-9]+(\.br)?$/.test(file));
    expect(hashed.length).toBeGreaterThan(5);
    expect(files.slice(0, hashed.length)).toEqual(hashed);
    expect(at('platform-contract.json')).toBeGreaterThan(hashed.length - 1);
    expect(at('mf-manifest.json')).toBe(files.length - 3);
    expect(files.slice(-2)).toEqual(['remoteEntry.js.br', 'remoteEntry.js']);
    // Each file's headers go in just before it.
    for (const file of files) {
      expect(renamed.indexOf(`${file}${HEADERS_SUFFIX}`)).toBe(renamed.indexOf(file) - 1);
    }
    // The public files only: no renderer, no file nobody serves.
    expect(published().sort()).toEqual(
      builds
        .get('r1')!
        .files.filter((file) => !file.startsWith('server/'))
        .flatMap((file) => [file, `${file}${HEADERS_SUFFIX}`])
        .sort(),
    );
  });

  it('records beside each file the headers the remote’s server sends with it', async () => {
    await release('r1');
    await publish('r1');
    const headersOf = (file: string) =>
      JSON.parse(readFileSync(path.join(target(), `${file}${HEADERS_SUFFIX}`), 'utf8')) as Record<
        string,
        string
      >;
    const r1 = builds.get('r1')!;
    const chunk = r1.referenced.find((file) => file.startsWith('__federation_expose_Home'))!;
    const { app } = await buildRemoteServer({ roots: () => [dirOf('r1')] });
    try {
      const served = await app.inject({ url: `/${chunk}`, headers: { 'accept-encoding': 'br' } });
      expect(headersOf(`${chunk}.br`)).toEqual({
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Encoding': 'br',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: served.headers.etag,
        Vary: 'Accept-Encoding',
        'X-Content-Type-Options': 'nosniff',
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      const plain = await app.inject(`/${chunk}`);
      expect(headersOf(chunk)).toMatchObject({
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: plain.headers.etag,
      });
      expect(headersOf(chunk)['Content-Encoding']).toBeUndefined();
    } finally {
      await app.close();
    }
    expect(headersOf('remoteEntry.js')['Cache-Control']).toBe('no-cache');
    expect(headersOf('mf-manifest.json')).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    const font = r1.referenced.find((file) => file.startsWith('assets/font.'))!;
    expect(headersOf(font)).toMatchObject({
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('copies nothing the second time', async () => {
    await release('r1');
    const first = await publish('r1');
    expect(first.result.copied.length).toBeGreaterThan(10);
    const before = Object.fromEntries(
      listAll(target()).map((file) => [file, statSync(path.join(target(), file)).ino]),
    );
    clock += 60_000;
    const second = await publish('r1');
    expect(second.renamed).toEqual([]);
    expect(second.result.copied).toEqual([]);
    expect(second.result.unchanged.sort()).toEqual(first.result.copied.sort());
    const after = Object.fromEntries(
      listAll(target()).map((file) => [file, statSync(path.join(target(), file)).ino]),
    );
    expect(after).toEqual(before);
  });

  it('copies only what changed for the next release', async () => {
    await release('r1');
    await publish('r1');
    await release('r2', { ...SPEC, exposes: { ...SPEC.exposes, HomeSections: 'home 2' } });
    const { renamed } = await publish('r2');
    const files = renamed.filter((file) => !file.endsWith(HEADERS_SUFFIX)).slice(0, -1);
    // The new HomeSections (and its copy), the release's own small file, manifest, entry.
    expect(files).toEqual([
      expect.stringMatching(/^__federation_expose_HomeSections\.[0-9a-f]{8}\.js\.br$/),
      expect.stringMatching(/^__federation_expose_HomeSections\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^stale\.[0-9a-f]{8}\.js$/),
      'platform-contract.json',
      'mf-manifest.json',
      'remoteEntry.js.br',
      'remoteEntry.js',
    ]);
    expect(readFileSync(path.join(target(), 'remoteEntry.js'), 'utf8')).toContain('entry of r2');
  });

  it('stops, with the manifest and entry unchanged, when a file vanishes on the way', async () => {
    await release('r1');
    await publish('r1');
    await release('r2', { ...SPEC, exposes: { ...SPEC.exposes, ProductPage: 'product 2' } });
    const victim = builds.get('r2')!.referenced.find((file) => file.includes('ProductPage.'))!;
    const attempt = publish('r2', {
      ops: {
        copyFile: async (from, to) => {
          if (from.endsWith(victim)) rmSync(from);
          await copyFile(from, to);
        },
      },
    });
    await expect(attempt).rejects.toThrow(PublishError);
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `${victim.replace(/\./g, '\\.')} vanished from the release.*manifest and entry were not changed`,
      ),
    );
    expect(readFileSync(path.join(target(), 'remoteEntry.js'), 'utf8')).toContain('entry of r1');
    expect(readFileSync(path.join(target(), 'mf-manifest.json'), 'utf8')).toContain('"r1"');
    expect(existsSync(path.join(target(), victim))).toBe(false);
    // No temporary file is left behind.
    expect(listAll(target()).filter((file) => file.includes('.tmp-'))).toEqual([]);
  });

  it('refuses a release that lacks a file its manifest names, copying nothing', async () => {
    await release('r1');
    const victim = builds.get('r1')!.referenced.find((file) => file.includes('ProductPage.'))!;
    rmSync(path.join(dirOf('r1'), victim));
    await expect(publish('r1')).rejects.toThrow(`release r1 is incomplete: it lacks ${victim}`);
    expect(existsSync(target())).toBe(false);
  });

  it('prunes files no kept release lists, once old, and never files it did not write', async () => {
    // File ages are the file system's: this test runs on the real clock.
    clock = Date.now();
    host.write('catalog/robots.txt', 'kept: not ours');
    await release('r1');
    await publish('r1');
    const r1 = builds.get('r1')!;
    await release('r2', { ...SPEC, exposes: { ...SPEC.exposes, HomeSections: 'home 2' } });
    clock += 60_000;
    await publish('r2');
    await release('r3', { ...SPEC, exposes: { ...SPEC.exposes, HomeSections: 'home 3' } });
    clock += 60_000;
    await publish('r3');
    // r1 is neither live nor previous, but only minutes out of service: all kept.
    const ownToR1 = r1.referenced.filter(
      (file) => file.includes('HomeSections.') && file.endsWith('.js'),
    );
    for (const file of ownToR1) expect(existsSync(path.join(target(), file))).toBe(true);
    clock += PRUNE_MIN_AGE_MS;
    await release('r4', { ...SPEC, exposes: { ...SPEC.exposes, HomeSections: 'home 4' } });
    const { result } = await publish('r4');
    expect(result.removed.length).toBeGreaterThan(0);
    for (const file of ownToR1) {
      expect(existsSync(path.join(target(), file))).toBe(false);
      expect(existsSync(path.join(target(), `${file}${HEADERS_SUFFIX}`))).toBe(false);
    }
    // Whatever the live (r4) and previous (r3) releases list is there, shared with r1 or not.
    for (const id of ['r3', 'r4']) {
      for (const file of builds.get(id)!.files.filter((name) => !name.startsWith('server/'))) {
        expect(existsSync(path.join(target(), file))).toBe(true);
      }
    }
    expect(readFileSync(path.join(target(), 'robots.txt'), 'utf8')).toBe('kept: not ours');
    const historyFile = JSON.parse(
      readFileSync(path.join(target(), '.publish-history.json'), 'utf8'),
    ) as { id: string }[];
    expect(historyFile.map((entry) => entry.id)).toEqual(['r3', 'r4']);
  });

  it('lets two publishers of one folder take turns', async () => {
    await release('r1');
    await release('r2', { ...SPEC, exposes: { ...SPEC.exposes, HomeSections: 'home 2' } });
    await Promise.all([publish('r1'), publish('r2')]);
    const entry = readFileSync(path.join(target(), 'remoteEntry.js'), 'utf8');
    const historyFile = JSON.parse(
      readFileSync(path.join(target(), '.publish-history.json'), 'utf8'),
    ) as { id: string }[];
    // Whichever went second is live, and the history agrees.
    expect(entry).toContain(`entry of ${historyFile.at(-1)!.id}`);
    expect(historyFile.map((item) => item.id).sort()).toEqual(['r1', 'r2']);
    expect(existsSync(path.join(target(), '.publish.lock'))).toBe(false);
  });

  describe('healing-release publish', () => {
    async function run(cwd: string, args: string[]) {
      const out: string[] = [];
      const errors: string[] = [];
      const write = jest
        .spyOn(process.stdout, 'write')
        .mockImplementation((chunk) => out.push(String(chunk)) > 0);
      const error = jest
        .spyOn(console, 'error')
        .mockImplementation((line: string) => void errors.push(line));
      try {
        await releaseCommand(cwd, args);
      } finally {
        write.mockRestore();
        error.mockRestore();
      }
      return { out: out.join(''), errors };
    }

    it('publishes the live release of the remote in the folder it names', async () => {
      await release('r1');
      await release('r2');
      const answer = await run(path.dirname(pkg.dir), [
        'publish',
        path.basename(pkg.dir),
        '--to',
        target(),
      ]);
      expect(answer.errors).toEqual([]);
      expect(answer.out).toContain(`[publish] mf-catalog r2 is published`);
      expect(readFileSync(path.join(target(), 'remoteEntry.js'), 'utf8')).toContain('entry of r2');
      await run(pkg.dir, ['publish', '--to', target(), '--id', 'r1']);
      expect(readFileSync(path.join(target(), 'remoteEntry.js'), 'utf8')).toContain('entry of r1');
      expect(process.exitCode).toBeUndefined();
    });

    it("publishes an environment's live release with --env", async () => {
      await release('r1');
      builds.set('r2', writeBuild(dirOf('r2'), 'r2', SPEC));
      await recordLive(pkg.dir, 'r2', { environment: 'staging' });
      const staging = await run(pkg.dir, ['publish', '--to', target(), '--env', 'staging']);
      expect(staging.errors).toEqual([]);
      expect(staging.out).toContain('[publish] mf-catalog r2 is published');
      expect(readFileSync(path.join(target(), 'remoteEntry.js'), 'utf8')).toContain('entry of r2');
      await run(pkg.dir, ['publish', '--to', target(), '--env', 'production']);
      expect(readFileSync(path.join(target(), 'remoteEntry.js'), 'utf8')).toContain('entry of r1');
      expect(process.exitCode).toBeUndefined();
    });

    it.each([
      [
        ['publish', '--to', '/tmp/x', '--env', 'staging'],
        'mf-catalog has no live release in staging',
      ],
      [['publish', '--to', '/tmp/x', '--env', 'qa'], '--env qa: there is no such environment'],
      [
        ['publish', '--to', '/tmp/x', '--env', 'staging', '--id', 'r1'],
        'publish takes a release (--id) or an environment (--env), not both',
      ],
      [['publish'], 'publish needs the folder to publish to: --to <dir>'],
      [['publish', '--to', '/tmp/x'], 'mf-catalog has no live release to publish'],
      [['publish', '--to', '/tmp/x', '--id', 'nope'], 'mf-catalog has no release nope'],
      [['publish', 'a', 'b', '--to', '/tmp/x'], 'publish takes one remote folder at most'],
    ])('refuses %j clearly', async (args, message) => {
      const answer = await run(pkg.dir, args);
      expect(answer.errors).toEqual([expect.stringContaining(`healing-release: ${message}`)]);
      expect(process.exitCode).toBe(1);
    });
  });
});

function listAll(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listAll(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}
