// Releases on a root several servers share (RELEASES_ROOT): two servers of one remote serve the
// same live release and follow a switch at their next request; a release folder appears whole
// or not at all; releasers running at once each go live in turn, leaving a sound history; and
// the lock they take is given up by a holder that died.
import { EventEmitter } from 'node:events';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { main as releaseCommand } from '../src/cli/release';
import { buildRemoteServer } from '../src/remote/remote-server';
import { LockBusyError, withLock } from '../src/remote/release-lock';
import { currentRelease, history, releasesDir, servedRoots } from '../src/remote/releases';
import { tempDir, type TempDir } from './support/edge-fixtures';
import { useLiveShell, writeBuild } from './support/release-fixtures';

/**
 * A stand-in for the build-kit's webpack run: writes a build file by file, as webpack emits,
 * and calls `afterEachFile` (which may hold the build up) after each.
 */
function fileByFileBuild(
  exposes: Record<string, string>,
  {
    afterEachFile = () => undefined,
    fails = false,
  }: { afterEachFile?: (index: number) => void | Promise<void>; fails?: boolean } = {},
) {
  return {
    loadRunWebpack: () =>
      Promise.resolve({
        buildOnce: async ({ env }: { env: Record<string, string> }) => {
          // Written aside first, then copied one file at a time into the output folder, as
          // webpack emits.
          const scratch = tempDir('edge-build-');
          try {
            const build = writeBuild(scratch.dir, env.RELEASE_ID, { exposes });
            for (const [index, file] of build.files.entries()) {
              mkdirSync(path.dirname(path.join(env.BUILD_OUT_DIR, file)), { recursive: true });
              copyFileSync(path.join(scratch.dir, file), path.join(env.BUILD_OUT_DIR, file));
              await afterEachFile(index);
            }
          } finally {
            scratch.remove();
          }
          return !fails;
        },
      }),
  };
}

describe('releases on a shared root', () => {
  useLiveShell();
  let root: TempDir;
  let serverA: TempDir;
  let serverB: TempDir;
  const saved = process.env.RELEASES_ROOT;

  beforeEach(() => {
    root = tempDir('edge-shared-root-');
    // Two installs of one remote, on two machines, say.
    serverA = tempDir('edge-server-a-');
    serverB = tempDir('edge-server-b-');
    for (const server of [serverA, serverB]) {
      server.write('package.json', JSON.stringify({ name: 'mf-catalog', version: '2.0.0' }));
    }
    process.env.RELEASES_ROOT = root.dir;
    process.exitCode = undefined;
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.RELEASES_ROOT;
    else process.env.RELEASES_ROOT = saved;
    process.exitCode = undefined;
    for (const dir of [root, serverA, serverB]) dir.remove();
  });

  const shared = () => path.join(root.dir, 'mf-catalog');

  async function release(from: TempDir, exposes: Record<string, string>) {
    const quiet = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await releaseCommand(from.dir, [], fileByFileBuild(exposes));
    } finally {
      quiet.mockRestore();
    }
    expect(process.exitCode).toBeUndefined();
    return currentRelease(from.dir)!;
  }

  it('puts one folder per remote under the root, and nothing in the package', () => {
    expect(releasesDir(serverA.dir)).toBe(shared());
    expect(releasesDir(serverB.dir)).toBe(shared());
    expect(releasesDir(serverA.dir, {})).toBe(path.join(serverA.dir, 'releases'));
    expect(() => releasesDir(serverA.dir, { RELEASES_ROOT: 'relative/path' })).toThrow(
      'RELEASES_ROOT must be an absolute path, got "relative/path"',
    );
  });

  it('serves one live release from both servers, and both follow a switch at once', async () => {
    const apps: FastifyInstance[] = [];
    try {
      for (const server of [serverA, serverB]) {
        const { app } = await buildRemoteServer({ roots: () => servedRoots(server.dir) });
        apps.push(app);
      }
      const entries = () =>
        Promise.all(apps.map(async (app) => (await app.inject('/remoteEntry.js')).body));

      const first = await release(serverA, { HomeSections: 'home 1' });
      expect((await entries()).map((body) => body.split('\n')[0])).toEqual([
        `// entry of ${first}`,
        `// entry of ${first}`,
      ]);
      const firstChunk = readdirSync(path.join(shared(), first)).find((file) =>
        /^__federation_expose_HomeSections\.[0-9a-f]{8}\.js$/.test(file),
      )!;

      // Released from the other machine: the first server follows without being told.
      const second = await release(serverB, { HomeSections: 'home 2' });
      expect(second).not.toBe(first);
      expect((await entries()).map((body) => body.split('\n')[0])).toEqual([
        `// entry of ${second}`,
        `// entry of ${second}`,
      ]);
      // Pages that loaded the first release still get its chunks from either server.
      for (const app of apps) expect((await app.inject(`/${firstChunk}`)).statusCode).toBe(200);
      expect(existsSync(path.join(serverA.dir, 'releases'))).toBe(false);

      // A rollback from either machine switches both back.
      const quiet = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
      await releaseCommand(serverA.dir, ['--rollback']);
      quiet.mockRestore();
      expect((await entries()).map((body) => body.split('\n')[0])).toEqual([
        `// entry of ${first}`,
        `// entry of ${first}`,
      ]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('never shows a release folder half-written', async () => {
    const first = await release(serverA, { A: 'a 1', B: 'b 1' });
    const scratch = tempDir('edge-count-');
    const complete = writeBuild(scratch.dir, 'x', { exposes: { A: 'a', B: 'b' } }).files.length;
    scratch.remove();
    // What the root shows each time the next build has written a file: its release folders.
    const views: string[][] = [];
    const look = () => {
      views.push(
        readdirSync(shared(), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
          .map((entry) => `${entry.name}: ${countFiles(path.join(shared(), entry.name))} files`),
      );
    };
    const quiet = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await releaseCommand(
        serverB.dir,
        [],
        fileByFileBuild({ A: 'a 2', B: 'b 2' }, { afterEachFile: look }),
      );
    } finally {
      quiet.mockRestore();
    }
    // At every step of the build, the only release to be seen is the first one, whole.
    expect(views).toEqual(Array.from({ length: complete }, () => [`${first}: ${complete} files`]));
    expect(history(serverA.dir)).toHaveLength(2);
    expect(countFiles(path.join(shared(), currentRelease(serverA.dir)!))).toBe(complete);
    // Nothing of the staging is left but its empty holder.
    expect(readdirSync(path.join(shared(), '.staging'))).toEqual([]);
  });

  it('leaves nothing behind and changes nothing when the build fails', async () => {
    const first = await release(serverA, { HomeSections: 'home 1' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const quiet = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    let said: unknown[][];
    try {
      await releaseCommand(serverB.dir, [], fileByFileBuild({ A: 'a' }, { fails: true }));
    } finally {
      said = [...errors.mock.calls];
      quiet.mockRestore();
      errors.mockRestore();
    }
    expect(said).toEqual([['healing-release: the build failed; the live release is unchanged']]);
    expect(process.exitCode).toBe(1);
    expect(currentRelease(serverA.dir)).toBe(first);
    expect(history(serverA.dir)).toEqual([first]);
    expect(readdirSync(path.join(shared(), '.staging'))).toEqual([]);
  });

  it('lets releasers that run at once go live one after another, the history whole', async () => {
    const quiet = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let said: unknown[][];
    // All eight build at once: each waits after its first file until the others have theirs.
    let building = 0;
    let allBuilding: () => void = () => {};
    const together = new Promise<void>((resolve) => (allBuilding = resolve));
    const afterEachFile = (index: number) => {
      if (index > 0) return;
      building += 1;
      if (building === 8) allBuilding();
      return together;
    };
    try {
      await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          releaseCommand(
            index % 2 ? serverA.dir : serverB.dir,
            [],
            fileByFileBuild({ HomeSections: `home ${index}` }, { afterEachFile }),
          ),
        ),
      );
    } finally {
      said = [...errors.mock.calls];
      quiet.mockRestore();
      errors.mockRestore();
    }
    expect(said).toEqual([]);
    const ids = history(serverA.dir);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    expect(currentRelease(serverA.dir)).toBe(ids.at(-1));
    const times = JSON.parse(
      readFileSync(path.join(shared(), 'history-times.json'), 'utf8'),
    ) as Record<string, { since: string; until?: string }>;
    expect(Object.keys(times).sort()).toEqual([...ids].sort());
    // Exactly one is live: every other one has stopped.
    expect(ids.filter((id) => times[id].until === undefined)).toEqual([ids.at(-1)]);
    const left = readdirSync(shared()).filter(
      (name) => name.startsWith('.') && name !== '.staging',
    );
    expect(left).toEqual([]);
    for (const id of ids) {
      expect(existsSync(path.join(shared(), id, 'mf-manifest.json'))).toBe(true);
    }
  });
});

describe('the releases lock', () => {
  let dir: TempDir;
  beforeEach(() => {
    dir = tempDir('edge-lock-');
  });
  afterEach(() => dir.remove());

  const lockFile = () => path.join(dir.dir, '.lock');

  it('lets one holder in at a time, the others waiting while it holds the lock', async () => {
    const holders = 6;
    let inside = 0;
    let most = 0;
    let entered = 0;
    // Each try refused waits here until a holder has let go.
    const waiting: (() => void)[] = [];
    const changed = new EventEmitter();
    const pause = () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        changed.emit('change');
      });
    /** Resolves once every one not yet in has tried, been refused, and waits. */
    const othersWaiting = () =>
      new Promise<void>((resolve) => {
        const look = () => {
          if (waiting.length < holders - entered) return;
          changed.off('change', look);
          resolve();
        };
        changed.on('change', look);
        look();
      });
    const letGo = () => {
      for (const resume of waiting.splice(0)) resume();
    };
    await Promise.all(
      Array.from({ length: holders }, () =>
        withLock(
          lockFile(),
          async () => {
            inside += 1;
            entered += 1;
            most = Math.max(most, inside);
            changed.emit('change');
            await othersWaiting();
            inside -= 1;
          },
          { pause },
        ).then(letGo),
      ),
    );
    expect(entered).toBe(holders);
    expect(most).toBe(1);
    expect(existsSync(lockFile())).toBe(false);
  });

  it('gives up after waiting, naming the holder', async () => {
    dir.write('.lock', JSON.stringify({ pid: process.pid, host: os.hostname(), since: 'then' }));
    await expect(withLock(lockFile(), () => Promise.resolve(), { waitMs: 200 })).rejects.toThrow(
      LockBusyError,
    );
    await expect(
      withLock(lockFile(), () => Promise.resolve(), { waitMs: 100, what: 'the releases' }),
    ).rejects.toThrow(`the releases is locked by process ${process.pid} on ${os.hostname()}`);
    // Still there: a live holder's lock is never taken.
    expect(existsSync(lockFile())).toBe(true);
  });

  it('takes over the lock of a process on this machine that died', async () => {
    dir.write('.lock', JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), since: 'x' }));
    await expect(withLock(lockFile(), () => Promise.resolve('done'))).resolves.toBe('done');
  });

  it('takes over a lock from another machine once nobody has touched it for a while', async () => {
    dir.write('.lock', JSON.stringify({ pid: 1, host: 'elsewhere', since: 'x' }));
    await expect(withLock(lockFile(), () => Promise.resolve(), { waitMs: 100 })).rejects.toThrow(
      'locked by process 1 on elsewhere',
    );
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockFile(), old, old);
    await expect(withLock(lockFile(), () => Promise.resolve('done'))).resolves.toBe('done');
  });

  it('keeps a held lock fresh, and a holder whose lock was taken over changes nothing', async () => {
    const staleMs = 200;
    // The heartbeat's timer on a fake clock; the files and their times stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] });
    // Settles once the heartbeat's touch of the lock file has (the spy hands it over).
    let touched: (touch: Promise<void>) => void = () => {};
    const nextTouch = new Promise<void>((resolve) => (touched = resolve));
    const utimes = fsPromises.utimes;
    jest.spyOn(fsPromises, 'utimes').mockImplementation((...args) => {
      const touch = utimes(...args);
      touched(touch);
      return touch;
    });
    const seen: string[] = [];
    try {
      await expect(
        withLock(
          lockFile(),
          async (lock) => {
            // Looks two minutes old, until the heartbeat comes round.
            const old = new Date(Date.now() - 120_000);
            utimesSync(lockFile(), old, old);
            jest.advanceTimersByTime(staleMs / 4);
            await nextTouch;
            // Touched while held, so it never looks stale to others.
            seen.push(String(Date.now() - statSync(lockFile()).mtimeMs < 100));
            rmSync(lockFile());
            dir.write('.lock', '{"pid":1,"host":"elsewhere"}');
            await lock.assertHeld();
            seen.push('went on');
          },
          { staleMs },
        ),
      ).rejects.toThrow('was taken over');
    } finally {
      jest.useRealTimers();
      jest.restoreAllMocks();
    }
    expect(seen).toEqual(['true']);
    // The new holder's lock is left alone.
    expect(readFileSync(lockFile(), 'utf8')).toContain('elsewhere');
  });
});

function countFiles(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return count;
}
